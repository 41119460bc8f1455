/// The folders of a tree whose names differ only in letter case (`Watch/` and `watch/`), read
/// as the one folder a Mac's case-insensitive disk makes of them: Xcode builds from that
/// folder, so a catalog set whose `Contents.json` lies in one spelling and whose images lie in
/// the other is one set.
///
/// Invariant: a merged path differs from its tree path only in the spelling of its folders;
/// each group of spellings takes the one that sorts first in byte order (git checks entries
/// out in that order, so that folder is made first and the others' files land in it); a file
/// whose merged path another file already has keeps its tree path; a tree with no such
/// folders merges nothing.
public struct FolderCaseMerge: Sendable, Equatable {
  /// Tree path -> merged path, for the files and folders whose path changes.
  private let mergedPaths: [String: String]
  /// Merged path -> tree path, for the files whose path changes.
  private let treePaths: [String: String]

  /// The merge of the folders of `paths` (file paths of one tree).
  public init(paths: some Sequence<String>) {
    let files = Array(paths)
    var folders = Set<String>()
    for path in files {
      var folder = AssetPath.folder(of: path)
      while !folder.isEmpty, folders.insert(folder).inserted {
        folder = AssetPath.folder(of: folder)
      }
    }
    // Most trees have no two spellings of a folder: nothing more to do.
    var spellingsByKey: [String: Int] = [:]
    for folder in folders { spellingsByKey[folder.lowercased(), default: 0] += 1 }
    guard spellingsByKey.values.contains(where: { $0 > 1 }) else {
      (mergedPaths, treePaths) = ([:], [:])
      return
    }

    // Top down: a folder's merged path is its parent's merged path and the first spelling of
    // its name among the folders that share both.
    var merged: [String: String] = [:]
    let byDepth = Dictionary(grouping: folders) { $0.split(separator: "/").count }
    for depth in byDepth.keys.sorted() {
      var groups: [String: [(folder: String, name: String)]] = [:]
      for folder in byDepth[depth] ?? [] {
        let parent = AssetPath.folder(of: folder)
        let mergedParent = merged[parent] ?? parent
        let name = AssetPath.name(of: folder)
        let key = AssetPath.join(mergedParent, name.lowercased())
        groups[key, default: []].append((folder, name))
      }
      for members in groups.values {
        let first = members.map(\.name).min { $0.utf8.lexicographicallyPrecedes($1.utf8) }!
        for member in members {
          let parent = AssetPath.folder(of: member.folder)
          let path = AssetPath.join(merged[parent] ?? parent, first)
          if path != member.folder { merged[member.folder] = path }
        }
      }
    }

    var treePaths: [String: String] = [:]
    let taken = Set(files.filter { merged[AssetPath.folder(of: $0)] == nil })
    for path in files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let folder = merged[AssetPath.folder(of: path)] else { continue }
      let mergedPath = AssetPath.join(folder, AssetPath.name(of: path))
      // Two files at one merged path: on a Mac one would overwrite the other. Each keeps its
      // own path rather than one being lost.
      guard !taken.contains(mergedPath), treePaths[mergedPath] == nil else { continue }
      merged[path] = mergedPath
      treePaths[mergedPath] = path
    }
    (mergedPaths, self.treePaths) = (merged, treePaths)
  }

  /// Whether no path changes.
  public var isIdentity: Bool { mergedPaths.isEmpty }

  /// The merged path of a file or folder of the tree (the path itself when it does not change).
  public func merged(_ path: String) -> String { mergedPaths[path] ?? path }

  /// The tree path of a merged file path (the path itself when it did not change).
  public func treePath(of merged: String) -> String { treePaths[merged] ?? merged }

  /// The inventory with merged paths: its files, targets and scope, and a display that shows
  /// each path as the tree spells it. Glob paths stay as the tree spells them: the user's
  /// configuration names the files on their disk.
  public func apply(to inventory: AssetInventory) -> AssetInventory {
    guard !isIdentity else { return inventory }
    let files = inventory.files.map { file in
      AssetInventory.File(path: merged(file.path), globPath: file.globPath)
    }
    var display = inventory.display
    display.treeSpellings = treePaths
    return AssetInventory(
      files: files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
      targets: Set(inventory.targets.map(merged)), scope: inventory.scope.mapping(merged),
      display: display)
  }
}
