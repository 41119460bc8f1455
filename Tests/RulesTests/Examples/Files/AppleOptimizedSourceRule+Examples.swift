import SampleArt

@testable import Rules

extension AppleOptimizedSourceRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Icon.png"] = CgBIWriter.file(icon(57), opaque: true) },
      try appFixture { $0["Icon.png"] = try png(icon(57)) }
    )
  }
}
