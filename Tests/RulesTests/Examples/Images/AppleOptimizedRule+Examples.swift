import SampleArt

@testable import Rules

extension AppleOptimizedRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try inBuiltApp(CgBIWriter.file(icon(57), opaque: true)),
      try inBuiltApp(try png(icon(57)))
    )
  }
}
