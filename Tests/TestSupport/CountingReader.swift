import Foundation
import TreeFacts

/// Reads through another reader and counts the reads of each path, to show what a run reads.
public final class CountingReader<Inner: AssetReader>: AssetReader, @unchecked Sendable {
  private let inner: Inner
  private let lock = NSLock()
  private var read: [String: Int] = [:]

  public init(_ inner: Inner) { self.inner = inner }

  /// How many times each path was read so far.
  public var counts: [String: Int] { lock.withLock { read } }

  public func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    lock.withLock { read[path, default: 0] += 1 }
    return try inner.read(path)
  }
}
