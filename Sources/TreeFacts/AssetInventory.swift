import HIG

/// The files of one tree (a repository, or the folder checked outside any), as the executable
/// found them on disk or in the git index, and what of them the user asked about.
///
/// Invariant: `files` lists every file of the tree (images, Contents.json, Info.plist,
/// project files, anything), each once, by tree path ("/"-separated, relative to the tree's
/// top, normalised); `targets` are the image files to check one by one, all of them in
/// `files` and in `scope`. The same tree gives the same inventory however the user spelled it;
/// only `display` follows the spelling.
public struct AssetInventory: Sendable {
  /// One file: its tree path, and its path relative to the configuration file's folder,
  /// which glob patterns match.
  public struct File: Sendable, Hashable {
    public let path: String
    public let globPath: String

    public init(path: String, globPath: String) {
      self.path = path
      self.globPath = globPath
    }
  }

  public var files: [File]
  public var targets: Set<String>
  /// What the user asked about.
  public var scope: CheckScope
  /// How a tree path is printed.
  public var display: PathDisplay

  public init(
    files: [File], targets: Set<String>, scope: CheckScope = .tree,
    display: PathDisplay = .identity
  ) {
    self.files = files
    self.targets = targets
    self.scope = scope
    self.display = display
  }

  /// Whether a file name is an image this tool checks: `*.png` (any case) or `iTunesArtwork*`.
  public static func isImageCandidate(name: String) -> Bool {
    name.lowercased().hasSuffix(".png") || name.hasPrefix("iTunesArtwork")
      || name.lowercased().hasPrefix("itunesartwork")
  }
}

/// Reads a file of the inventory: from disk, or from the git index.
public protocol AssetReader: Sendable {
  /// The file's bytes.
  func read(_ path: String) throws(AssetReadError) -> [UInt8]
}

/// Path helpers on `/`-separated strings.
public enum AssetPath {
  /// The folder part ("" for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  public static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  public static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }

  /// The folder as shown in messages ("." for the current folder).
  public static func display(folder: String) -> String { folder.isEmpty ? "." : folder }

  /// Every folder from the path's folder up to the top.
  package static func ancestors(of path: String) -> [String] {
    var result: [String] = []
    var current = folder(of: path)
    while true {
      result.append(current)
      if current.isEmpty { break }
      current = folder(of: current)
    }
    return result
  }
}

extension AssetPath {
  /// Whether a path lies in a built `.app` (or `.appex`) bundle.
  public static func isInsideBuiltApp(_ path: String) -> Bool {
    AssetPath.folder(of: path).split(separator: "/").contains {
      $0.hasSuffix(".app") || $0.hasSuffix(".appex")
    }
  }

  /// Whether `path` is `folder` or lies below it ("" holds everything).
  public static func isInside(_ path: String, folder: String) -> Bool {
    folder.isEmpty || folder == "." || path == folder || path.hasPrefix(folder + "/")
  }
}
