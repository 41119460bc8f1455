/// Lexical arithmetic on tree paths: '/'-separated, relative to the top of the
/// checked tree, "" for the top itself.
///
/// Invariant: a result never starts with "/", never holds "." or ".." or an
/// empty component, and never climbs above the top (such paths give nil).
enum BuildPath {
  /// "a/./b/../c" -> "a/c"; nil when the path climbs above the top.
  static func normalize(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        if parts.isEmpty { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// `relative` (not absolute) inside `base`, normalised; nil when it leaves the tree.
  static func join(_ base: String, _ relative: String) -> String? {
    base.isEmpty ? normalize(relative) : normalize(base + "/" + relative)
  }

  /// The folder holding `path` ("" at the top).
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// The last component ("Runner.xcodeproj" of "ios/Runner.xcodeproj").
  static func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// "/x", and the Windows forms "C:\x", "C:/x" and "\\server\x" that .NET projects hold.
  static func isAbsolute(_ path: String) -> Bool {
    if path.hasPrefix("/") || path.hasPrefix("\\") { return true }
    let scalars = Array(path.unicodeScalars.prefix(3))
    guard scalars.count == 3, ("a"..."z").contains(scalars[0]) || ("A"..."Z").contains(scalars[0])
    else { return false }
    return scalars[1] == ":" && (scalars[2] == "\\" || scalars[2] == "/")
  }

  /// The folder a file given by tree path sits in, with a note when the path itself is
  /// not a tree path (then the top stands in for it, as XcodeProject does).
  static func folder(ofFile path: String, kind: String, notes: inout Notes) -> String {
    guard !isAbsolute(path), let normalized = normalize(path) else {
      notes.add("the \(kind) path \(path) is not inside the tree; its folder is taken as the top")
      return ""
    }
    return parent(normalized)
  }
}

/// Notes in the order met, each once.
struct Notes: Sendable {
  private(set) var lines: [String] = []
  private var seen: Set<String> = []

  mutating func add(_ line: String) {
    if seen.insert(line).inserted { lines.append(line) }
  }

  mutating func add(contentsOf other: [String]) {
    for line in other { add(line) }
  }
}
