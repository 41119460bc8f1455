import HIG

/// The files of the tree in byte order, to list what lies under a folder quickly.
///
/// A path a project names finds its file whatever its letter case when the tree holds one
/// spelling of it only: Xcode builds on a Mac's case-insensitive disk, where a group path
/// `ZgChess` reaches the folder `ZGChess` (what the app's code asks of its bundle stays
/// case-sensitive, and is judged elsewhere).
package struct TreeIndex: Sendable {
  package let sortedPaths: [String]
  package let catalogs: [String: CatalogSet]
  /// The one spelling in the tree of each file and folder path, by its lowercased form;
  /// absent when the tree holds two spellings (on a case-insensitive disk only one would
  /// exist, so the project cannot be told which).
  private let spellings: [String: String]

  package init(sortedPaths: [String], catalogs: [String: CatalogSet]) {
    self.sortedPaths = sortedPaths
    self.catalogs = catalogs
    var spellings: [String: String] = [:]
    var ambiguous = Set<String>()
    var seenFolders = Set<String>()
    func record(_ path: String) {
      let key = path.lowercased()
      if let known = spellings[key], known != path { ambiguous.insert(key) }
      spellings[key] = path
    }
    for path in sortedPaths {
      record(path)
      var folder = AssetPath.folder(of: path)
      while !folder.isEmpty, seenFolders.insert(folder).inserted {
        record(folder)
        folder = AssetPath.folder(of: folder)
      }
    }
    for key in ambiguous { spellings[key] = nil }
    self.spellings = spellings
  }

  /// The tree's spelling of a file or folder path: the path itself when the tree holds it,
  /// else its one spelling in another letter case, else nil.
  package func spelling(of path: String) -> String? {
    if path.isEmpty { return path }
    let exact = lowerBound(path)
    if exact < sortedPaths.count
      && (sortedPaths[exact] == path || sortedPaths[exact].hasPrefix(path + "/"))
    {
      return path
    }
    return spellings[path.lowercased()]
  }

  /// The tree's spelling of a file path, when `path` names a file (not a folder) of it.
  package func file(at path: String) -> String? {
    guard let found = spelling(of: path) else { return nil }
    let index = lowerBound(found)
    return index < sortedPaths.count && sortedPaths[index] == found ? found : nil
  }

  /// Every file at `path` or under it (a resource may be a file, a folder or a catalog), in
  /// the tree's spelling. Paths below a folder are contiguous in byte order, from the first
  /// one at or after `path + "/"`.
  package func files(under named: String) -> [String] {
    if named.isEmpty { return sortedPaths }
    guard let path = spelling(of: named) else { return [] }
    var result: [String] = []
    let exact = lowerBound(path)
    if exact < sortedPaths.count && sortedPaths[exact] == path { result.append(path) }
    let prefix = path + "/"
    var index = lowerBound(prefix)
    while index < sortedPaths.count && sortedPaths[index].hasPrefix(prefix) {
      result.append(sortedPaths[index])
      index += 1
    }
    return result
  }

  private func lowerBound(_ key: String) -> Int {
    var low = 0
    var high = sortedPaths.count
    while low < high {
      let middle = (low + high) / 2
      if sortedPaths[middle].utf8.lexicographicallyPrecedes(key.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The catalog sets among `paths` (their Contents.json or any file of theirs).
  package func catalogSets(among paths: some Sequence<String>) -> [CatalogSet] {
    var seen = Set<String>()
    var sets: [CatalogSet] = []
    for path in paths {
      let folder = AssetPath.folder(of: path)
      if let set = catalogs[folder], seen.insert(folder).inserted { sets.append(set) }
    }
    return sets.sorted { $0.folder < $1.folder }
  }
}
