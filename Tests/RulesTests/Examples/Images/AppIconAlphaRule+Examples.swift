import PNGCodec

@testable import Rules

extension AppIconAlphaRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Icon.png"] = try png(translucentIcon(57)) },
      try appFixture { $0["Icon.png"] = try png(icon(57), .rgb8) }
    )
  }
}
