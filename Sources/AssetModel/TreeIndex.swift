import HIG

/// The files of the tree in byte order, to list what lies under a folder quickly.
struct TreeIndex: Sendable {
  let sortedPaths: [String]
  let catalogs: [String: CatalogSet]

  /// Every file at `path` or under it (a resource may be a file, a folder or a catalog).
  /// Paths below a folder are contiguous in byte order, from the first one at or after
  /// `path + "/"`.
  func files(under path: String) -> [String] {
    if path.isEmpty { return sortedPaths }
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
  func catalogSets(among paths: some Sequence<String>) -> [CatalogSet] {
    var seen = Set<String>()
    var sets: [CatalogSet] = []
    for path in paths {
      let folder = AssetPath.folder(of: path)
      if let set = catalogs[folder], seen.insert(folder).inserted { sets.append(set) }
    }
    return sets.sorted { $0.folder < $1.folder }
  }
}
