/// Files a generator made, each with how the file at its path compares: what `--check`,
/// `--dry-run` and a write decide from.
///
/// Invariants: a file on disk that cannot be read counts as different, never as up to date;
/// `write` leaves files that already hold exactly the bytes alone, and writes the rest
/// atomically, all or none.
public struct OutputFiles: Sendable {
  /// How the file at an output's path compares with the output.
  public enum OnDisk: Sendable, Equatable { case absent, same, different }

  /// One output.
  public struct Entry: Sendable {
    public let path: RawPath
    public let bytes: [UInt8]
    public let onDisk: OnDisk
  }

  public let entries: [Entry]

  /// Compares each output with its path on disk.
  public init(_ files: [(path: RawPath, bytes: [UInt8])], reader: SafeFileReader = SafeFileReader())
  {
    entries = files.map { file in
      let onDisk: OnDisk =
        DirectoryWalker.kind(of: file.path) == nil
        ? .absent : ((try? reader.read(file.path)) == file.bytes ? .same : .different)
      return Entry(path: file.path, bytes: file.bytes, onDisk: onDisk)
    }
  }

  /// The outputs that would land on one of `sources` (links resolved): a run never
  /// overwrites what it read.
  public func landing(on sources: [RawPath]) -> [RawPath] {
    let protected = Set(sources.compactMap(DirectoryWalker.realPath))
    return entries.map(\.path).filter { path in
      DirectoryWalker.realPath(path.parent).map {
        protected.contains($0.appending(path.lastComponent))
      }
        ?? false
    }
  }

  /// Writes every output that differs from its file, making folders as needed. Where nothing
  /// is written, temporaries a killed run left are removed all the same.
  public func write(overwrite: Bool) throws(FileIOError) {
    let writes = entries.filter { $0.onDisk != .same }
    let unwritten = Set(entries.map(\.path.parent)).subtracting(writes.map(\.path.parent))
    for folder in unwritten { AtomicFileWriter.removeStaleTemporaries(in: folder) }
    for folder in Set(writes.map(\.path.parent)) { try AtomicFileWriter.makeFolders(folder) }
    try AtomicFileWriter.write(writes.map { ($0.bytes, $0.path) }, overwrite: overwrite)
  }
}
