/// A B+ tree stored in a BOM container: its header, read from a block starting with `tree`.
///
/// Invariant: `blockID` is the tree's own block; `rootBlockID` and the entries' ids are as
/// written, unchecked until `BOMStore.entries(of:)` follows them.
public struct BOMTree: Sendable, Equatable {
  /// The block holding this header.
  public let blockID: UInt32
  public let version: UInt32
  public let rootBlockID: UInt32
  /// The node size the writer used (4096 for CAR trees, 1024 for BITMAPKEYS).
  public let blockSize: UInt32
  /// The entry count the header claims; the walk counts for itself.
  public let entryCount: UInt32
  public let flags: UInt8

  /// One leaf entry: a value id and a key id, both as stored. In most trees both name blocks;
  /// some trees (BITMAPKEYS) keep a small key inline, which is why they are not resolved here.
  public struct Entry: Sendable, Equatable {
    public let valueID: UInt32
    public let keyID: UInt32

    public init(valueID: UInt32, keyID: UInt32) {
      self.valueID = valueID
      self.keyID = keyID
    }
  }
}
