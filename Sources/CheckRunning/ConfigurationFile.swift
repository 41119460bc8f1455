import CheckConfiguration
import HIG
import IconsmithIO
import Rules

/// The configuration a run is held to: from an explicit file, from `.iconsmith.yml` found by
/// walking up from the checked path, or the defaults.
///
/// Invariant: `folder` is the folder of the file the configuration came from (its globs are
/// relative to it), and nil exactly when the configuration is the defaults.
public struct ConfigurationFile: Sendable {
  public var configuration: Configuration
  public var folder: RawPath?

  /// The name a configuration file has in a repository.
  public static let fileName = ".iconsmith.yml"

  /// A configuration file is small: anything larger is not one.
  static let maxBytes = 1 << 20

  public init(configuration: Configuration, folder: RawPath?) {
    self.configuration = configuration
    self.folder = folder
  }

  /// The defaults, as when no file is found.
  public static let defaults = ConfigurationFile(configuration: .default, folder: nil)

  /// The configuration of `explicit`, else of the file found near `path`, else the defaults.
  public static func load(explicit: RawPath?, near path: RawPath) throws(ConfigurationFileError)
    -> ConfigurationFile
  {
    guard let file = explicit ?? find(near: path) else { return .defaults }
    let bytes: [UInt8]
    do {
      bytes = try SafeFileReader(maxBytes: maxBytes).read(file)
    } catch {
      throw .unreadable(error)
    }
    let folder = file.parent
    do {
      let configuration = try Configuration.parse(
        yaml: String(decoding: bytes, as: UTF8.self), file: file.description,
        baseDirectory: folder.description, knownRules: RuleCatalog.ids)
      return ConfigurationFile(configuration: configuration, folder: folder)
    } catch {
      throw .invalid(error)
    }
  }

  /// `.iconsmith.yml` in the path's folder or the nearest folder above it.
  public static func find(near path: RawPath) -> RawPath? {
    guard var folder = DirectoryWalker.realPath(path) else { return nil }
    if DirectoryWalker.kind(of: folder) == .file { folder = folder.parent }
    while true {
      let candidate = folder.appending(fileName)
      if DirectoryWalker.kind(of: candidate) == .file { return candidate }
      let parent = folder.parent
      if parent == folder { return nil }
      folder = parent
    }
  }

  /// The same configuration with the profiles a user named on the command line.
  public func holding(to profiles: [Profile], origin: String) -> ConfigurationFile {
    var copy = self
    copy.configuration.profiles = profiles
    copy.configuration.profilesOrigin = origin
    return copy
  }
}

/// Why a configuration file could not be used; the file is named in each case.
public enum ConfigurationFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, too large, no permission).
  case unreadable(FileIOError)
  /// The file was read and is not a valid configuration.
  case invalid(ConfigurationError)

  public var description: String {
    switch self {
    case .unreadable(let error): return "\(error)"
    case .invalid(let error): return "\(error)"
    }
  }
}
