import AssetSources
import IconsmithIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The git pre-commit hook that runs `iconsmith check --staged`, in one hooks folder.
///
/// Invariants: a hook iconsmith did not write is never replaced or removed; with
/// `keepForeign` it is moved aside whole and run first; the hook is written atomically.
public struct PreCommitHook: Sendable {
  /// The first line after the shebang of every hook iconsmith writes: how it knows its own.
  public static let marker = "# iconsmith pre-commit hook"
  /// Where a hook that was there before goes when install keeps it.
  public static let keptName = "pre-commit.before-iconsmith"

  /// The hooks folder (core.hooksPath honoured, the common folder of a linked worktree).
  public let folder: RawPath
  public var path: RawPath { folder.appending("pre-commit") }
  /// Where a foreign hook is kept.
  public var keptPath: RawPath { folder.appending(Self.keptName) }

  public init(folder: RawPath) { self.folder = folder }

  /// The hook of the repository around the working folder.
  public static func current() throws(GitRepository.Failure) -> PreCommitHook {
    PreCommitHook(folder: try GitRepository.current().hooksFolder())
  }

  /// Why a hook was not installed or removed; nothing was changed.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    /// A hook iconsmith did not write is there, and it was not asked to keep it.
    case foreign(RawPath)
    /// A foreign hook would be kept where a file already is.
    case keptPathTaken(RawPath)
    /// The foreign hook could not be moved aside (the system's reason).
    case cannotKeep(RawPath, as: RawPath, reason: String)
    /// The hook could not be written.
    case write(FileIOError)
    /// Uninstall found a hook iconsmith did not write.
    case notOurs(RawPath)
    /// The kept hook could not be put back (the system's reason).
    case cannotRestore(RawPath, reason: String)

    public var description: String {
      switch self {
      case .foreign(let hook):
        "\(hook) exists and was not written by iconsmith; nothing was changed. "
          + "Use --force to keep it and run it before iconsmith's check."
      case .keptPathTaken(let kept): "\(kept) already exists; move it away first"
      case .cannotKeep(let hook, let kept, let reason): "cannot keep \(hook) as \(kept): \(reason)"
      case .write(let error): "\(error)"
      case .notOurs(let hook): "\(hook) was not written by iconsmith; leaving it"
      case .cannotRestore(let kept, let reason): "cannot restore \(kept): \(reason)"
      }
    }
  }

  /// Writes the hook, to run `executable`. Returns whether a foreign hook was kept.
  public func install(executable: RawPath, keepForeign: Bool) throws(Failure) -> Bool {
    var keptExisting = false
    if let existing = existingHook(), !Self.isOurs(existing) {
      guard keepForeign else { throw .foreign(path) }
      guard DirectoryWalker.kind(of: keptPath) == nil else { throw .keptPathTaken(keptPath) }
      guard Self.move(path, to: keptPath) else {
        throw .cannotKeep(path, as: keptPath, reason: Self.systemReason())
      }
      keptExisting = true
    }
    do throws(FileIOError) {
      try AtomicFileWriter.makeFolders(folder)
      let script = Array(Self.script(executable: executable).utf8)
      try AtomicFileWriter.write(script, to: path, overwrite: true)
    } catch {
      throw .write(error)
    }
    _ = path.withCString { chmod($0, 0o755) }
    return keptExisting
  }

  /// What uninstall did.
  public enum Removal: Sendable, Equatable {
    case nothingThere
    case removed
    case restoredKept
  }

  /// Removes iconsmith's hook and puts back the one it kept, if any.
  public func uninstall() throws(Failure) -> Removal {
    guard let existing = existingHook() else { return .nothingThere }
    guard Self.isOurs(existing) else { throw .notOurs(path) }
    if DirectoryWalker.kind(of: keptPath) != nil {
      guard Self.move(keptPath, to: path) else {
        throw .cannotRestore(keptPath, reason: Self.systemReason())
      }
      return .restoredKept
    }
    _ = path.withCString { unlink($0) }
    return .removed
  }

  /// The hook's bytes, nil only when there is no hook. One that cannot be read (over
  /// 1 MiB, a folder, no permission) is someone else's, never mistaken for none.
  func existingHook() -> [UInt8]? {
    do { return try SafeFileReader(maxBytes: 1 << 20).read(path) } catch FileIOError.notFound {
      return nil
    } catch { return [] }
  }

  static func isOurs(_ bytes: [UInt8]) -> Bool {
    String(decoding: bytes.prefix(200), as: UTF8.self).contains(marker)
  }

  private static func move(_ from: RawPath, to: RawPath) -> Bool {
    from.withCString { source in to.withCString { target in rename(source, target) } } == 0
  }

  private static func systemReason() -> String { String(cString: strerror(errno)) }

  /// The hook: runs a kept hook first, then `executable` on the staged files.
  public static func script(executable: RawPath) -> String {
    """
    #!/bin/sh
    \(marker): checks the staged icons, bar icons and launch images.
    # Written by `iconsmith hook install`; `iconsmith hook uninstall` removes it.
    ICONSMITH=\(shellQuoted(executable.description))
    KEPT="$(dirname "$0")/\(keptName)"
    if [ -x "$KEPT" ]; then
      "$KEPT" "$@" || exit $?
    fi
    if [ ! -x "$ICONSMITH" ]; then
      echo "iconsmith: this pre-commit hook cannot find $ICONSMITH (moved or deleted?)." >&2
      echo "iconsmith: reinstall it with 'iconsmith hook install --force', remove it with" >&2
      echo "iconsmith: 'iconsmith hook uninstall', or skip it once with 'git commit --no-verify'." >&2
      exit 1
    fi
    "$ICONSMITH" check --staged
    status=$?
    if [ $status -ne 0 ]; then
      echo "iconsmith: commit refused. Fix the files above ('iconsmith check --fix PATH' does the safe fixes)," >&2
      echo "iconsmith: stage them again, and commit; or skip the check once with 'git commit --no-verify'." >&2
    fi
    exit $status

    """
  }

  /// `text` in single quotes for sh, any single quote closed, escaped and reopened.
  static func shellQuoted(_ text: String) -> String {
    var quoted = "'"
    for character in text {
      if character == "'" { quoted += #"'\''"# } else { quoted.append(character) }
    }
    return quoted + "'"
  }
}
