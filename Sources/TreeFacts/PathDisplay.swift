/// How a tree path is shown to the user: relative to the folder they work in, or behind the
/// absolute spelling they gave, so a report reads like the command that made it while every
/// finding stays the same whatever the spelling.
///
/// Invariant: `show` of a tree path never holds `./`; the top itself is shown as `.` only
/// when it is the working folder. Rules, messages and the report's order never depend on
/// the display: only the printed path does.
public struct PathDisplay: Sendable, Hashable {
  package enum Form: Sendable, Hashable {
    /// Tree paths shown relative to the working folder, which is the tree path `anchor`.
    case inside(anchor: String)
    /// Tree paths shown after `prefix` ("/home/me/repo", "../repo").
    case below(prefix: String)
  }

  package let form: Form
  /// The last component of the tree's top ("MyApp"), to name the top in words.
  public let topName: String
  /// The tree's own spelling of paths the check reads through a ``FolderCaseMerge``: a
  /// finding names the file as it is on the user's disk.
  package var treeSpellings: [String: String] = [:]

  /// Tree paths as they are: the working folder is the top.
  public static let identity = PathDisplay(form: .inside(anchor: ""), topName: "")

  package init(form: Form, topName: String) {
    self.form = form
    self.topName = topName
  }

  /// Paths relative to a working folder at tree path `anchor` (`..` climbs out of it).
  public static func relative(toTreeFolder anchor: String, topName: String) -> PathDisplay {
    PathDisplay(form: .inside(anchor: anchor), topName: topName)
  }

  /// Paths after `prefix`, the user's spelling of the top (absolute, or a relative path from
  /// a working folder outside the tree).
  public static func below(_ prefix: String, topName: String) -> PathDisplay {
    var prefix = prefix
    while prefix.count > 1 && prefix.hasSuffix("/") { prefix.removeLast() }
    return PathDisplay(form: .below(prefix: prefix), topName: topName)
  }

  /// The tree path as the user sees it ("." and "" are the top).
  public func show(_ path: String) -> String {
    let path = path == "." ? "" : treeSpellings[path] ?? path
    switch form {
    case .below(let prefix):
      if path.isEmpty { return prefix }
      return prefix == "/" ? "/" + path : prefix + "/" + path
    case .inside(let anchor):
      return Self.relative(path, from: anchor)
    }
  }

  /// `path` seen from the folder `anchor`, both tree paths: "a/b" from "a" is "b", from "c"
  /// is "../a/b"; the anchor itself is ".".
  package static func relative(_ path: String, from anchor: String) -> String {
    if anchor.isEmpty { return path.isEmpty ? "." : path }
    let target = path.split(separator: "/")
    let base = anchor.split(separator: "/")
    var common = 0
    while common < target.count && common < base.count && target[common] == base[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: base.count - common)
    let down = target[common...].map(String.init)
    let parts = up + down
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
