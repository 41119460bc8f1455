/// What of a tree a check is about: the tree is always read whole (so every file is judged
/// with the projects that ship it), and the scope says which files are checked one by one
/// and where the rules about sets of files run.
///
/// Invariant: paths are tree paths (relative to the tree's top, "/"-separated, normalised);
/// `.named` lists no folder that is the top itself (that is `.tree`).
public enum CheckScope: Sendable, Equatable {
  /// The whole tree: the user named its top, or nothing.
  case tree
  /// Folders and files the user named inside the tree (a sub-folder of the repository, or
  /// the files the pre-commit framework passes).
  case named(folders: [String], files: [String])
  /// What a commit changes: its changed files are checked, and set rules run in the folders
  /// it touches (a deletion counts).
  case commit(changed: [String], touchedFolders: Set<String>)

  /// The same scope with every path passed through `transform`.
  public func mapping(_ transform: (String) -> String) -> CheckScope {
    switch self {
    case .tree: return .tree
    case .named(let folders, let files):
      return .named(folders: folders.map(transform), files: files.map(transform))
    case .commit(let changed, let touched):
      return .commit(changed: changed.map(transform), touchedFolders: Set(touched.map(transform)))
    }
  }

  /// Whether the image at `path` is checked by itself.
  public func checksFile(_ path: String) -> Bool {
    switch self {
    case .tree: return true
    case .named(let folders, let files):
      return files.contains(path) || folders.contains { AssetPath.isInside(path, folder: $0) }
    case .commit(let changed, _): return changed.contains(path)
    }
  }

  /// Whether the rules about the files of `folder` together (a catalog set, @2x pairs) run.
  public func coversFolder(_ folder: String) -> Bool {
    switch self {
    case .tree: return true
    case .named(let folders, let files):
      return folders.contains { AssetPath.isInside(folder, folder: $0) }
        || files.contains { AssetPath.folder(of: $0) == folder }
    case .commit(_, let touched): return touched.contains(folder)
    }
  }

  /// Whether the rules about a whole app run for a unit shipping `files` from `folder`.
  public func coversUnit(folder: String, project: String?, files: Set<String>) -> Bool {
    switch self {
    case .tree: return true
    case .named(let folders, _):
      // A named folder holding the app, or lying inside it, or holding one of its files.
      if folders.contains(where: {
        AssetPath.isInside(folder, folder: $0) || AssetPath.isInside($0, folder: folder)
      }) {
        return true
      }
      return files.contains { coversFolder(AssetPath.folder(of: $0)) }
    case .commit(_, let touched):
      return touched.contains(folder) || project.map { touched.contains($0) } == true
        || files.contains { touched.contains(AssetPath.folder(of: $0)) }
    }
  }

  /// The folder the user named that holds `path`, "" for the top: what is skipped (a
  /// `Tests/` folder, `build/`) is judged below it, so naming such a folder still checks it.
  public func namedFolder(holding path: String) -> String {
    guard case .named(let folders, _) = self else { return "" }
    return folders.filter { AssetPath.isInside(path, folder: $0) }.max { $0.count < $1.count }
      ?? ""
  }

  /// The folders the user named ("" for the top).
  public var namedFolders: [String] {
    switch self {
    case .tree: return [""]
    case .named(let folders, _): return folders
    case .commit: return []
    }
  }

  /// Whether the user asked about folders (not only files or a commit), so that finding no
  /// app at all is worth a word.
  public var looksForApps: Bool {
    switch self {
    case .tree: return true
    case .named(let folders, _): return !folders.isEmpty
    case .commit: return false
    }
  }
}
