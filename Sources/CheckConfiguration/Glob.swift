/// A compiled .gitignore-style pattern over relative, `/`-separated paths.
///
/// Invariant: `pattern` is the text exactly as written and compiled without error;
/// two globs are equal when their patterns are. Matching is case-sensitive, since
/// file names on the device are, and never backtracks exponentially.
public struct Glob: Sendable, Hashable {
  public let pattern: String
  private let components: [Component]

  public init(_ pattern: String) throws(GlobError) {
    self.pattern = pattern
    self.components = try Glob.compile(pattern)
  }

  /// Whether the whole path matches.
  public func matches(_ path: String) -> Bool {
    Glob.match(components[...], Glob.pathComponents(path)[...])
  }

  /// Whether the path or one of the folders leading to it matches, so that excluding
  /// `Vendor` also excludes everything below it.
  public func matchesFolderOrAncestor(_ path: String) -> Bool {
    let parts = Glob.pathComponents(path)
    guard !parts.isEmpty else { return false }
    return (1...parts.count).contains { Glob.match(components[...], parts[..<$0]) }
  }

  public static func == (left: Glob, right: Glob) -> Bool { left.pattern == right.pattern }

  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}

/// Why a glob pattern cannot be compiled.
///
/// Invariant: `reason` is lowercase without a final period; `description` reads
/// "invalid glob 'PATTERN': REASON".
public struct GlobError: Error, Sendable, Equatable, CustomStringConvertible {
  public let pattern: String
  public let reason: String

  public init(pattern: String, reason: String) {
    self.pattern = pattern
    self.reason = reason
  }

  public var description: String { "invalid glob '\(pattern)': \(reason)" }
}

// MARK: - Compiling

extension Glob {
  fileprivate enum Component: Sendable {
    /// `**`: zero or more whole path components.
    case anyComponents
    /// Exactly one path component, whatever it is (what a trailing `/**` needs first).
    case oneComponent
    /// A component without wildcards, compared directly.
    case literal(String)
    case wildcard([Token])
  }

  fileprivate enum Token: Sendable {
    case character(Character)
    /// `?`
    case anyCharacter
    /// `*`
    case anyRun
    case characterClass(CharacterClass)
  }

  fileprivate struct CharacterClass: Sendable {
    var negated: Bool
    var members: [ClosedRange<Character>]

    func contains(_ character: Character) -> Bool {
      members.contains { $0.contains(character) } != negated
    }
  }

  fileprivate static func compile(_ pattern: String) throws(GlobError) -> [Component] {
    var text = Substring(pattern)
    // Like .gitignore: a `/` at the start or in the middle anchors the pattern, one at
    // the end does not (it only says "folder", which every ancestor match is anyway).
    while text.hasSuffix("/") && text.count > 1 { text = text.dropLast() }
    let anchored = text.contains("/")
    if text.hasPrefix("./") {
      text = text.dropFirst(2)
    } else if text.hasPrefix("/") {
      text = text.dropFirst()
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    guard !parts.isEmpty else { throw GlobError(pattern: pattern, reason: "the pattern is empty") }

    var components: [Component] = anchored ? [] : [.anyComponents]
    for part in parts {
      if part == ".." {
        throw GlobError(pattern: pattern, reason: "'..' cannot match inside the base folder")
      }
      if part == "**" {
        if case .anyComponents? = components.last { continue }
        components.append(.anyComponents)
        continue
      }
      let tokens = try tokenize(part, pattern: pattern)
      let literal = tokens.compactMap { token -> Character? in
        if case .character(let character) = token { character } else { nil }
      }
      components.append(
        literal.count == tokens.count ? .literal(String(literal)) : .wildcard(tokens))
    }
    // `Vendor/**` means what is inside Vendor, not Vendor itself (as in .gitignore).
    if case .anyComponents? = components.last {
      components.insert(.oneComponent, at: components.count - 1)
    }
    return components
  }

  private static func tokenize(_ part: Substring, pattern: String) throws(GlobError) -> [Token] {
    var tokens: [Token] = []
    var index = part.startIndex
    while index < part.endIndex {
      let character = part[index]
      part.formIndex(after: &index)
      switch character {
      case "*":
        // Runs of stars inside a component are one star; more would only slow matching.
        if case .anyRun? = tokens.last { continue }
        tokens.append(.anyRun)
      case "?":
        tokens.append(.anyCharacter)
      case "\\":
        guard index < part.endIndex else {
          throw GlobError(pattern: pattern, reason: "'\\' at the end escapes nothing")
        }
        tokens.append(.character(part[index]))
        part.formIndex(after: &index)
      case "[":
        tokens.append(.characterClass(try characterClass(part, &index, pattern: pattern)))
      default:
        tokens.append(.character(character))
      }
    }
    return tokens
  }

  /// Reads a class after its `[`, leaving `index` after its `]`.
  private static func characterClass(
    _ part: Substring, _ index: inout Substring.Index, pattern: String
  ) throws(GlobError) -> CharacterClass {
    let unclosed = GlobError(pattern: pattern, reason: "'[' is not closed")
    var negated = false
    if index < part.endIndex, part[index] == "!" || part[index] == "^" {
      negated = true
      part.formIndex(after: &index)
    }
    var members: [ClosedRange<Character>] = []
    var first = true
    while true {
      guard index < part.endIndex else { throw unclosed }
      var low = part[index]
      part.formIndex(after: &index)
      // A `]` first in the class is a member, as in fnmatch, so `[]]` works.
      if low == "]" && !first { break }
      first = false
      if low == "\\" {
        guard index < part.endIndex else { throw unclosed }
        low = part[index]
        part.formIndex(after: &index)
      }
      var high = low
      let next = index < part.endIndex ? part.index(after: index) : index
      if index < part.endIndex, part[index] == "-", next < part.endIndex, part[next] != "]" {
        high = part[next]
        index = part.index(after: next)
        if high == "\\" {
          guard index < part.endIndex else { throw unclosed }
          high = part[index]
          part.formIndex(after: &index)
        }
        guard low <= high else {
          throw GlobError(pattern: pattern, reason: "the range '\(low)-\(high)' is reversed")
        }
      }
      members.append(low...high)
    }
    return CharacterClass(negated: negated, members: members)
  }
}

// MARK: - Matching

extension Glob {
  fileprivate static func pathComponents(_ path: String) -> [Substring] {
    var text = Substring(path)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    return text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
  }

  /// Matches components the way `*` matches characters: `**` is the only thing that
  /// can take a variable number of components, so remembering the last `**` and
  /// retrying from one component further is enough, and costs at most
  /// components × path components segment matches.
  fileprivate static func match(_ pattern: ArraySlice<Component>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    var patternIndex = pattern.startIndex
    var pathIndex = path.startIndex
    var resume: (pattern: Int, path: Int)? = nil
    while pathIndex < path.endIndex {
      if patternIndex < pattern.endIndex {
        if case .anyComponents = pattern[patternIndex] {
          resume = (patternIndex + 1, pathIndex)
          patternIndex += 1
          continue
        }
        if matchComponent(pattern[patternIndex], path[pathIndex]) {
          patternIndex += 1
          pathIndex += 1
          continue
        }
      }
      guard let (afterStar, start) = resume else { return false }
      resume = (afterStar, start + 1)
      patternIndex = afterStar
      pathIndex = start + 1
    }
    while patternIndex < pattern.endIndex, case .anyComponents = pattern[patternIndex] {
      patternIndex += 1
    }
    return patternIndex == pattern.endIndex
  }

  private static func matchComponent(_ component: Component, _ name: Substring) -> Bool {
    switch component {
    case .anyComponents, .oneComponent: return true
    case .literal(let literal): return name == literal
    case .wildcard(let tokens): return matchSegment(tokens, Array(name))
    }
  }

  /// The classic single-backtrack wildcard match: on a mismatch only the last `*`
  /// takes one more character, which is O(tokens × characters) at worst.
  private static func matchSegment(_ tokens: [Token], _ characters: [Character]) -> Bool {
    var tokenIndex = 0
    var characterIndex = 0
    var resume: (token: Int, character: Int)? = nil
    while characterIndex < characters.count {
      if tokenIndex < tokens.count {
        let character = characters[characterIndex]
        let advances: Bool
        switch tokens[tokenIndex] {
        case .anyRun:
          resume = (tokenIndex + 1, characterIndex)
          tokenIndex += 1
          continue
        case .anyCharacter: advances = true
        case .character(let expected): advances = expected == character
        case .characterClass(let characterClass): advances = characterClass.contains(character)
        }
        if advances {
          tokenIndex += 1
          characterIndex += 1
          continue
        }
      }
      guard let (afterStar, start) = resume else { return false }
      resume = (afterStar, start + 1)
      tokenIndex = afterStar
      characterIndex = start + 1
    }
    while tokenIndex < tokens.count, case .anyRun = tokens[tokenIndex] { tokenIndex += 1 }
    return tokenIndex == tokens.count
  }
}
