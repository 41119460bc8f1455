import XcodeProject

/// What build descriptions add to `TreePath`'s arithmetic: the absolute forms of Windows paths
/// that .NET projects hold, and a file's folder with a note when it lies outside the tree.
package enum BuildPath {
  /// "/x", and the Windows forms "C:\x", "C:/x" and "\\server\x" that .NET projects hold.
  package static func isAbsolute(_ path: String) -> Bool {
    if path.hasPrefix("/") || path.hasPrefix("\\") { return true }
    let scalars = Array(path.unicodeScalars.prefix(3))
    guard scalars.count == 3, ("a"..."z").contains(scalars[0]) || ("A"..."Z").contains(scalars[0])
    else { return false }
    return scalars[1] == ":" && (scalars[2] == "\\" || scalars[2] == "/")
  }

  /// The folder a file given by tree path sits in, with a note when the path itself is
  /// not a tree path (then the top stands in for it, as XcodeProject does).
  package static func folder(ofFile path: String, kind: String, notes: inout Notes) -> String {
    guard !isAbsolute(path), let normalized = TreePath.normalize(path) else {
      notes.add("the \(kind) path \(path) is not inside the tree; its folder is taken as the top")
      return ""
    }
    return TreePath.parent(normalized)
  }
}

/// Notes in the order met, each once.
package struct Notes: Sendable {
  package private(set) var lines: [String] = []
  private var seen: Set<String> = []

  package init() {}

  package mutating func add(_ line: String) {
    if seen.insert(line).inserted { lines.append(line) }
  }

  package mutating func add(contentsOf other: [String]) {
    for line in other { add(line) }
  }
}
