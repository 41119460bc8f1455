@testable import Rules

extension ProjectUnreadableRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["App.xcodeproj/project.pbxproj"] = Array("{ objects = { ".utf8) },
      try appFixture { $0["App.xcodeproj/project.pbxproj"] = projectFile(resources: ["Icon.png"]) }
    )
  }
}
