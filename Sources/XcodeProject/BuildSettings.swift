import Utilities

/// The build settings of one target in one configuration: every assignment of
/// every level, weakest first, and their expansion.
///
/// Invariant: `assignments[key]` lists values weakest first (project xcconfig,
/// project settings, target xcconfig, target settings; inside an xcconfig in
/// file order); the last is the effective one and `$(inherited)` in it means
/// the one before. Expansion always ends: a setting that refers to itself
/// while being expanded expands to "", recursion is capped, and so is the
/// length of an expanded value.
struct BuildSettings {
  /// Stands for SRCROOT (and PROJECT_DIR) in expanded values, so that a path
  /// built from `$(SRCROOT)/…` is resolved from the source root exactly once,
  /// whatever folder the source root is (even the top, "").
  static let sourceRootMarker = "\u{0}SRCROOT\u{0}"
  static let maxDepth = 64
  static let maxLength = 65_536

  private var assignments: [String: [String]] = [:]
  /// Settings Xcode computes itself; no level overrides them.
  private let fixed: [String: String]
  /// Values a setting has when no level assigns it.
  private let defaults: [String: String]
  private var memo: [Level: String] = [:]
  private var inProgress: Set<Level> = []
  /// Problems met while expanding, in words.
  private(set) var notes: [String] = []

  private struct Level: Hashable {
    let name: String
    let index: Int
  }

  init(targetName: String, projectName: String, configuration: String) {
    fixed = [
      "SRCROOT": Self.sourceRootMarker, "PROJECT_DIR": Self.sourceRootMarker,
      "SOURCE_ROOT": Self.sourceRootMarker, "TARGET_NAME": targetName, "TARGETNAME": targetName,
      "PROJECT_NAME": projectName, "CONFIGURATION": configuration,
    ]
    defaults = ["PRODUCT_NAME": targetName]
  }

  /// A list setting's words as Xcode splits them: at white space, except inside quotes or
  /// after a backslash (`"App Icon Beta" Other` and `App\ Icon\ Beta Other` both name
  /// "App Icon Beta").
  static func words(_ value: String) -> [String] {
    var words: [String] = []
    var current = ""
    var hasWord = false
    var quote: Character? = nil
    var escaped = false
    for character in value {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
        hasWord = true
      } else if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        hasWord = true
      } else if character == " " || character == "\t" || character == "\n" {
        if hasWord { words.append(current) }
        current = ""
        hasWord = false
      } else {
        current.append(character)
        hasWord = true
      }
    }
    if hasWord { words.append(current) }
    return words.filter { !$0.isEmpty }
  }

  /// A single-valued setting as Xcode reads it: trimmed, without quotes around it.
  static func unquoted(_ value: String) -> String {
    let trimmed = value.trimmingWhitespaces()
    for quote in ["\"", "'"]
    where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
      return String(trimmed.dropFirst().dropLast())
    }
    return trimmed
  }

  /// Adds an assignment stronger than every one before it.
  mutating func assign(_ name: String, _ value: String) {
    assignments[name, default: []].append(value)
  }

  /// Every name some level assigns.
  var names: Dictionary<String, [String]>.Keys { assignments.keys }

  /// Whether any level assigns `name`.
  func isSet(_ name: String) -> Bool { assignments[name] != nil }

  /// The effective value of `name`, expanded (SRCROOT as the marker); nil when no level sets it.
  mutating func value(_ name: String) -> String? {
    if let fixed = fixed[name] { return fixed }
    guard let levels = assignments[name] else { return nil }
    return evaluate(Level(name: name, index: levels.count - 1), depth: 0)
  }

  private mutating func evaluate(_ level: Level, depth: Int) -> String {
    if let fixed = fixed[level.name] { return fixed }
    guard level.index >= 0, let levels = assignments[level.name], level.index < levels.count else {
      return defaults[level.name] ?? ""
    }
    if let known = memo[level] { return known }
    guard !inProgress.contains(level), depth < Self.maxDepth else {
      notes.append("build setting \(level.name) refers to itself; it is read as empty there")
      return ""
    }
    inProgress.insert(level)
    let value = expand(levels[level.index], inheriting: level, depth: depth + 1)
    inProgress.remove(level)
    memo[level] = value
    return value
  }

  /// Expands `$(VAR)`, `${VAR}` and `$VAR` in `text`; `inherited` is the
  /// weaker level of `inheriting`. Modifiers (`:rfc1034identifier`, ...) are
  /// dropped, keeping the plain value.
  private mutating func expand(_ text: String, inheriting: Level, depth: Int) -> String {
    guard text.contains("$") else { return text }
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      if isOverLong(&result, name: inheriting.name) { return result }
      let character = characters[index]
      guard character == "$", index + 1 < characters.count else {
        result.append(character)
        index += 1
        continue
      }
      let next = characters[index + 1]
      var reference: String
      if next == "(" || next == "{" {
        let close: Character = next == "(" ? ")" : "}"
        var nesting = 1
        var end = index + 2
        while end < characters.count {
          if characters[end] == next { nesting += 1 }
          if characters[end] == close {
            nesting -= 1
            if nesting == 0 { break }
          }
          end += 1
        }
        guard end < characters.count else {
          // Unterminated: Xcode keeps the text as it is.
          result.append(contentsOf: characters[index...])
          break
        }
        // `$(FOO_$(BAR))`: the inside is expanded first.
        let inside = expand(
          String(characters[(index + 2)..<end]), inheriting: inheriting, depth: depth + 1)
        reference = String(inside.prefix(while: { $0 != ":" }))
        index = end + 1
      } else if next == "_" || next.isASCII && next.isLetter {
        var end = index + 1
        while end < characters.count,
          characters[end] == "_"
            || characters[end].isASCII && (characters[end].isLetter || characters[end].isNumber)
        {
          end += 1
        }
        reference = String(characters[(index + 1)..<end])
        index = end
      } else {
        result.append(character)
        index += 1
        continue
      }
      if reference == "inherited" {
        result += evaluate(Level(name: inheriting.name, index: inheriting.index - 1), depth: depth)
      } else {
        let top = (assignments[reference]?.count ?? 0) - 1
        result += evaluate(Level(name: reference, index: top), depth: depth)
      }
    }
    _ = isOverLong(&result, name: inheriting.name)
    return result
  }

  /// Cuts `result` at the length cap, with a note; true when it was cut.
  private mutating func isOverLong(_ result: inout String, name: String) -> Bool {
    // utf8.count is constant-time on native strings; count would make the expansion quadratic.
    guard result.utf8.count > Self.maxLength else { return false }
    notes.append(
      "build setting \(name) expands to more than \(Self.maxLength) bytes; it is cut there")
    result = String(decoding: result.utf8.prefix(Self.maxLength), as: UTF8.self)
    return true
  }
}
