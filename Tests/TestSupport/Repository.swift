import Foundation

/// Where the repository is, for tests that read SampleAssets or README.md.
public enum Repository {
  public static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  public static func path(_ relative: String) -> String { root + "/" + relative }

  public static func bytes(_ relative: String) -> [UInt8]? {
    FileBytes.read(path(relative))
  }

  /// Every file under a folder of the repository, relative to that folder, sorted.
  public static func files(under relative: String) -> [String] {
    regularFiles(under: path(relative))
  }

  /// Goldens are rewritten instead of compared when this is set.
  public static var recordingGoldens: Bool {
    ProcessInfo.processInfo.environment["ICONSMITH_RECORD_GOLDENS"] != nil
  }
}

/// Every regular file under `base`, relative to it, sorted.
func regularFiles(under base: String) -> [String] {
  guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
  return walker.compactMap { $0 as? String }.filter { name in
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isFolder)
      && !isFolder.boolValue
  }.sorted()
}
