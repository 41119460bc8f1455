import AssetModel
import IconsmithIO
import Utilities

/// A git repository, reached only through `git` itself.
///
/// Invariant: every path comes from `git ... -z`, as bytes, relative to the
/// top level; commands run in the top level, so the repository can be used
/// from any of its folders.
public struct GitRepository: Sendable {
  public let topLevel: RawPath

  /// Why git could not answer, in git's own words.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  /// The repository holding the current folder.
  public static func current() throws(Failure) -> GitRepository { try containing(nil) }

  /// The repository holding `folder` (nil: the current folder).
  public static func containing(_ folder: RawPath?) throws(Failure) -> GitRepository {
    let output = try run(["rev-parse", "--show-toplevel"], in: folder)
    guard let line = output.split(separator: 0x0A).first, !line.isEmpty else {
      throw Failure(message: "not inside a git repository")
    }
    return GitRepository(topLevel: RawPath(bytes: Array(line)))
  }

  /// Runs git with `arguments`; its output as bytes, or a failure with git's own words.
  static func run(_ arguments: [String], in folder: RawPath?, input: [UInt8] = []) throws(Failure)
    -> [UInt8]
  {
    let result: (status: Int32, output: [UInt8], errors: [UInt8])
    do {
      result = try ChildProcess.run(["git"] + arguments, in: folder)
    } catch {
      throw Failure(message: "cannot run git: \(error)")
    }
    guard result.status == 0 else {
      let message = String(decoding: result.errors, as: UTF8.self)
      throw Failure(
        message: message.trimmingWhitespacesAndNewlines().replacing("fatal: ", with: ""))
    }
    return result.output
  }

  func git(_ arguments: [String]) throws(Failure) -> [UInt8] {
    try Self.run(arguments, in: topLevel)
  }

  /// Files the next commit adds or changes (not the deleted ones), relative to the top level.
  func stagedChanges() throws(Failure) -> [RawPath] {
    // `diff --cached` compares with HEAD, or with nothing in a repository with no commits yet.
    let output = try git([
      "diff", "--cached", "--name-only", "--no-renames", "--diff-filter=ACMRT", "-z",
    ])
    return output.split(separator: 0).map { RawPath(bytes: Array($0)) }
  }

  /// Files the next commit deletes, relative to the top level: their folders' set rules run.
  func stagedDeletions() throws(Failure) -> [RawPath] {
    let output = try git([
      "diff", "--cached", "--name-only", "--no-renames", "--diff-filter=D", "-z",
    ])
    return output.split(separator: 0).map { RawPath(bytes: Array($0)) }
  }

  /// Every regular file of HEAD's tree with its blob; empty in a repository with no commits.
  func headEntries() throws(Failure) -> [(path: RawPath, blob: String)] {
    guard (try? git(["rev-parse", "--verify", "-q", "HEAD"])) != nil else { return [] }
    let output = try git(["ls-tree", "-r", "-z", "--full-tree", "HEAD"])
    return output.split(separator: 0).compactMap { entry -> (RawPath, String)? in
      // "MODE TYPE SHA\tPATH": regular files only.
      guard let tab = entry.firstIndex(of: 0x09) else { return nil }
      let fields = entry[..<tab].split(separator: 0x20)
      guard fields.count == 3, fields[1] == Array("blob".utf8)[...],
        fields[0] == Array("100644".utf8)[...] || fields[0] == Array("100755".utf8)[...]
      else { return nil }
      return (
        RawPath(bytes: Array(entry[(tab + 1)...])), String(decoding: fields[2], as: UTF8.self)
      )
    }
  }

  /// Every file of the index (the tree the commit will have), with its blob.
  func indexEntries() throws(Failure) -> [(path: RawPath, blob: String)] {
    let output = try git(["ls-files", "--stage", "-z"])
    return output.split(separator: 0).compactMap { entry -> (RawPath, String)? in
      // "MODE SHA STAGE\tPATH": regular files only (no links, no submodules).
      guard let tab = entry.firstIndex(of: 0x09) else { return nil }
      let fields = entry[..<tab].split(separator: 0x20)
      guard fields.count == 3,
        fields[0] == Array("100644".utf8)[...] || fields[0] == Array("100755".utf8)[...]
      else { return nil }
      return (
        RawPath(bytes: Array(entry[(tab + 1)...])), String(decoding: fields[1], as: UTF8.self)
      )
    }
  }

  /// Where hooks live: `core.hooksPath` when set (`~/` expanded, as git does), else the
  /// repository's own (worktrees share it).
  public func hooksFolder() throws(Failure) -> RawPath {
    if let configured = try? git(["config", "--get", "--type=path", "core.hooksPath"]),
      let line = configured.split(separator: 0x0A).first, !line.isEmpty
    {
      let path = RawPath(bytes: Array(line))
      return path.isAbsolute ? path : topLevel.appending(path)
    }
    let output = try git(["rev-parse", "--git-common-dir"])
    let common = RawPath(bytes: Array(output.split(separator: 0x0A).first ?? []))
    return (common.isAbsolute ? common : topLevel.appending(common)).appending("hooks")
  }
}
