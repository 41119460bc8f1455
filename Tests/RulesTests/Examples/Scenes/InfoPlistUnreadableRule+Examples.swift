@testable import Rules

extension InfoPlistUnreadableRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["Info.plist"] = Array("<plist><dict><key>CFBundleIconFiles".utf8) },
      try appFixture { $0["Info.plist"] = iconFilesPlist(["Icon.png"]) }
    )
  }
}
