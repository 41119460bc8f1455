import AssetChecks
import Foundation
import IconsmithIO

/// A git repository, reached only through `git` itself.
///
/// Invariant: every path comes from `git ... -z`, as bytes, relative to the
/// top level; commands run in the top level, so the repository can be used
/// from any of its folders.
struct GitRepository {
  let topLevel: RawPath

  /// Why git could not answer.
  struct Failure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// The repository holding the current folder.
  static func current() throws -> GitRepository {
    let output = try run(["rev-parse", "--show-toplevel"], in: nil)
    guard let line = output.split(separator: 0x0A).first, !line.isEmpty else {
      throw Failure(message: "not inside a git repository")
    }
    return GitRepository(topLevel: RawPath(bytes: Array(line)))
  }

  /// Runs git with `arguments`; its output as bytes, or a failure with git's own words.
  static func run(_ arguments: [String], in folder: RawPath?, input: [UInt8] = []) throws
    -> [UInt8]
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder.description) }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(message: "cannot run git: \(error)")
    }
    // git's complaints are a line or two: stderr cannot fill its pipe while stdout is read.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorBytes = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: errorBytes, as: UTF8.self)
      throw Failure(
        message: message.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(
          of: "fatal: ", with: ""))
    }
    return [UInt8](data)
  }

  func git(_ arguments: [String]) throws -> [UInt8] {
    try Self.run(arguments, in: topLevel)
  }

  /// Files the next commit adds or changes (not the deleted ones), relative to the top level.
  func stagedChanges() throws -> [RawPath] {
    // `diff --cached` compares with HEAD, or with nothing in a repository with no commits yet.
    let output = try git([
      "diff", "--cached", "--name-only", "--no-renames", "--diff-filter=ACMRT", "-z",
    ])
    return output.split(separator: 0).map { RawPath(bytes: Array($0)) }
  }

  /// Files the next commit deletes, relative to the top level: their folders' set rules run.
  func stagedDeletions() throws -> [RawPath] {
    let output = try git([
      "diff", "--cached", "--name-only", "--no-renames", "--diff-filter=D", "-z",
    ])
    return output.split(separator: 0).map { RawPath(bytes: Array($0)) }
  }

  /// Every regular file of HEAD's tree with its blob; empty in a repository with no commits.
  func headEntries() throws -> [(path: RawPath, blob: String)] {
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
  func indexEntries() throws -> [(path: RawPath, blob: String)] {
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
  func hooksFolder() throws -> RawPath {
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

/// Reads the staged blobs through one `git cat-file --batch`, shared by the checker's threads.
final class GitBlobReader: AssetReader, @unchecked Sendable {
  private let blobs: [String: String]
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private let limit: Int

  /// `blobs` maps each display path to its blob id.
  init(repository: GitRepository, blobs: [String: String], limit: Int) throws {
    self.blobs = blobs
    self.limit = limit
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "cat-file", "--batch"]
    process.currentDirectoryURL = URL(fileURLWithPath: repository.topLevel.description)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  struct ReadError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): \(reason)" }
  }

  func read(_ path: String) throws -> [UInt8] {
    guard let blob = blobs[path] else { throw ReadError(path: path, reason: "not in the index") }
    lock.lock()
    defer { lock.unlock() }
    do {
      input.fileHandleForWriting.write(Data((blob + "\n").utf8))
      let header = readLine()
      // "<id> blob <size>", or "<id> missing".
      let fields = header.split(separator: " ")
      guard fields.count == 3, let size = Int(fields[2]) else {
        throw ReadError(path: path, reason: "git cannot read the staged blob (\(header))")
      }
      var remaining = size + 1  // the content, then a newline
      var content = [UInt8]()
      if size <= limit { content.reserveCapacity(size) }
      while remaining > 0 {
        let chunk = output.fileHandleForReading.readData(ofLength: min(remaining, 1 << 20))
        if chunk.isEmpty {
          throw ReadError(path: path, reason: "git stopped while sending the blob")
        }
        if size <= limit { content += chunk }
        remaining -= chunk.count
      }
      guard size <= limit else {
        throw ReadError(
          path: path, reason: "\(size) bytes is over the limit of \(limit) bytes for an image file")
      }
      content.removeLast()
      return content
    }
  }

  private func readLine() -> String {
    var bytes: [UInt8] = []
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      guard let value = byte.first, value != 0x0A else { break }
      bytes.append(value)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
