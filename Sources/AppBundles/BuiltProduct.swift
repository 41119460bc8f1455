import IconsmithIO

/// A built product opened for checking: an `.ipa` read through its zip directory, or an
/// `.xcarchive` or `.app` folder listed on disk; its apps, and each file's bytes on demand.
///
/// Invariant: `files` are "/"-separated paths relative to the product's top, sorted by their
/// bytes, each naming a regular file inside the product (links in a zip are listed and never
/// read; on disk, the walker lists no link that leads out); `apps` are found among them.
public struct BuiltProduct: Sendable {
  public let path: RawPath
  public let container: BuiltBundle.Container
  public let files: [String]
  public let apps: [BuiltBundle]
  private let storage: Storage

  private enum Storage: Sendable {
    case zip(ZipArchive)
    case folder(RawPath)
  }

  /// The product's kind by its name: `.ipa`, `.xcarchive`, `.app` (any case), else nil.
  public static func container(of path: RawPath) -> BuiltBundle.Container? {
    switch path.pathExtension?.lowercased() {
    case "ipa": return .ipa
    case "xcarchive": return .xcarchive
    case "app": return .app
    default: return nil
    }
  }

  /// Opens the product at `path`, whose name says its kind.
  public static func open(_ path: RawPath, limits: ZipArchive.Limits = .init())
    throws(BuiltProductError) -> BuiltProduct
  {
    guard let container = container(of: path) else { throw .notAProduct(path) }
    let storage: Storage
    let files: [String]
    switch container {
    case .ipa:
      let archive: ZipArchive
      do {
        archive = try ZipArchive(DiskBytes(RandomAccessFile(path)), limits: limits)
      } catch let error as ZipError {
        throw .archive(path, error)
      } catch let error as FileIOError {
        throw .file(error)
      } catch {
        throw .archive(path, .unreadable(reason: "\(error)"))
      }
      storage = .zip(archive)
      files = archive.entries.filter { !$0.isFolder }.map(\.name)
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    case .xcarchive, .app:
      let listing = DirectoryWalker.walk(path)
      if listing.files.isEmpty, let problem = listing.problems.first { throw .file(problem) }
      storage = .folder(path)
      files = listing.files.compactMap { $0.relative(to: path).string }
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
    let apps = BuiltBundle.apps(in: files, container: container)
    guard !apps.isEmpty else { throw .noApp(path, container) }
    return BuiltProduct(
      path: path, container: container, files: files, apps: apps, storage: storage)
  }

  /// The bytes of the file at `file`, a path of `files`.
  public func read(_ file: String, maxBytes: Int = 512 << 20) throws(BuiltProductError) -> [UInt8] {
    switch storage {
    case .zip(let archive):
      guard let entry = archive.entry(named: file), !entry.isFolder else {
        throw .notInProduct(path, file)
      }
      guard !entry.isSymlink else { throw .link(path, file) }
      do {
        return try archive.contents(of: entry)
      } catch {
        throw .archive(path, error)
      }
    case .folder(let top):
      guard files.contains(file) else { throw .notInProduct(path, file) }
      do {
        return try SafeFileReader(maxBytes: maxBytes).read(top.appending(file))
      } catch {
        throw .file(error)
      }
    }
  }
}

/// Why a built product, or a file in it, cannot be read, with the product's path and the
/// evidence as values.
public enum BuiltProductError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name is none of `.ipa`, `.xcarchive`, `.app`.
  case notAProduct(RawPath)
  case archive(RawPath, ZipError)
  case file(FileIOError)
  /// No `Payload/*.app` (an `.ipa`), `Products/Applications/*.app` (an archive) holding files.
  case noApp(RawPath, BuiltBundle.Container)
  case notInProduct(RawPath, String)
  /// A symbolic link inside an `.ipa`: its bytes name another file, which is never followed.
  case link(RawPath, String)

  public var description: String {
    switch self {
    case .notAProduct(let path):
      return "\(path): not a built product (an .ipa, .xcarchive or .app)"
    case .archive(let path, let error): return "\(path): \(error)"
    case .file(let error): return error.description
    case .noApp(let path, let container):
      let place =
        switch container {
        case .ipa: "no Payload/NAME.app folder"
        case .xcarchive: "no Products/Applications/NAME.app folder"
        case .app: "no files"
        }
      return "\(path): \(place), so no app to check"
    case .notInProduct(let path, let file): return "\(path): no file \(file)"
    case .link(let path, let file):
      return "\(path): \(file) is a symbolic link, which is not followed"
    }
  }
}
