@testable import Rules

extension GitLFSPointerRule: RuleExamples {
  static func examples() throws -> RuleExample {
    let pointer = Array(
      "version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "ab", count: 32))\nsize 4096\n"
        .utf8)
    return (
      try appFixture { $0["Icon.png"] = pointer },
      try appFixture { $0["Icon.png"] = try png(icon(57)) }
    )
  }
}
