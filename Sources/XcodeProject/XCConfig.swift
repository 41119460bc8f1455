/// The lines of one `.xcconfig` file that matter: includes and assignments, in file order.
///
/// Invariant: comments, blank lines and lines that are neither an include
/// nor a `KEY = VALUE` are gone; keys are valid setting names with their
/// conditions split off; values are trimmed, with a final `;` removed.
struct XCConfig: Equatable {
  enum Line: Equatable {
    /// `#include "path"` (`optional` for `#include?`), the path as written.
    case include(path: String, optional: Bool)
    case assignment(SettingKey, value: String)
  }

  var lines: [Line]

  init(text: String) {
    lines = []
    for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      // Xcode ends a line at "//" wherever it stands, even inside a URL.
      var line = Substring(rawLine)
      if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = line.trimmingWhitespace()
      if trimmed.hasPrefix("#include") {
        var rest = trimmed.dropFirst("#include".count)
        let optional = rest.hasPrefix("?")
        if optional { rest = rest.dropFirst() }
        rest = rest.trimmingWhitespace()
        guard rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") else {
          continue
        }
        lines.append(
          .include(
            path: String(rest[rest.index(after: rest.startIndex)..<end]),
            optional: optional))
        continue
      }
      // The "=" of the assignment, not one inside a condition such as `[sdk=iphoneos*]`.
      var bracketDepth = 0
      let assignment = trimmed.firstIndex { character in
        if character == "[" { bracketDepth += 1 }
        if character == "]" { bracketDepth -= 1 }
        return character == "=" && bracketDepth == 0
      }
      guard let equals = assignment,
        let key = SettingKey(String(trimmed[..<equals].trimmingWhitespace()))
      else { continue }
      var value = trimmed[trimmed.index(after: equals)...].trimmingWhitespace()
      if value.hasSuffix(";") { value = value.dropLast().trimmingWhitespace() }
      lines.append(.assignment(key, value: String(value)))
    }
  }
}

/// A build-setting name with its conditions: `KEY[sdk=iphoneos*][config=Release]`.
///
/// Invariant: `name` is a valid setting name (letters, digits, `_`, not
/// starting with a digit); `conditions` pairs are as written.
struct SettingKey: Equatable {
  let name: String
  let conditions: [(key: String, pattern: String)]

  static func == (left: SettingKey, right: SettingKey) -> Bool {
    left.name == right.name && left.conditions.elementsEqual(right.conditions, by: { $0 == $1 })
  }

  /// nil when `text` is not a setting name with well-formed conditions.
  init?(_ text: String) {
    let open = text.firstIndex(of: "[") ?? text.endIndex
    let name = String(text[..<open])
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
      name.unicodeScalars.allSatisfy({ $0 == "_" || ("0"..."9").contains($0) || isLetter($0) })
    else { return nil }
    var conditions: [(key: String, pattern: String)] = []
    var rest = text[open...]
    while !rest.isEmpty {
      guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
      // Both `[sdk=a][arch=b]` and `[sdk=a,arch=b]` occur.
      for pair in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",") {
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        conditions.append(
          (
            String(pair[..<equals].trimmingWhitespace()),
            String(pair[pair.index(after: equals)...].trimmingWhitespace())
          ))
      }
      rest = rest[rest.index(after: close)...]
    }
    self.name = name
    self.conditions = conditions
  }

  /// Whether the setting applies to an iOS device build of `configuration`.
  ///
  /// The SDK is taken as `iphoneos` and the architecture as `arm64` (what
  /// every iOS device build uses); a condition on anything else (variant,
  /// dialect, ...) cannot be decided here, so the setting is skipped.
  func applies(configuration: String) -> Bool {
    conditions.allSatisfy { condition in
      switch condition.key {
      case "sdk": Glob.matches(condition.pattern, "iphoneos")
      case "config": Glob.matches(condition.pattern, configuration)
      case "arch": Glob.matches(condition.pattern, "arm64")
      default: false
      }
    }
  }
}

private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
  ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
}

/// Shell-style patterns of setting conditions: `*` any run, `?` one character.
package enum Glob {
  package static func matches(_ pattern: String, _ text: String) -> Bool {
    let pattern = Array(pattern)
    let text = Array(text)
    // Classic two-pointer match with one back-track point: linear in practice, never exponential.
    var p = 0
    var t = 0
    var star: Int? = nil
    var mark = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        mark = t
        p += 1
      } else if let star {
        p = star + 1
        mark += 1
        t = mark
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingWhitespace() -> SubSequence {
    var text = self[...]
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
