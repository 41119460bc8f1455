/// One entry of the RENDITIONS tree: its key and its CSI record, or why the record could not
/// be read.
///
/// Invariant: `key` follows the catalog's key format; `record` is a failure only for this
/// rendition's own bytes, and the blocks it came from are named for the report.
public struct Rendition: Sendable, Equatable {
  public let key: RenditionKey
  public let keyBlockID: UInt32
  public let valueBlockID: UInt32
  public let record: Result<CSIRecord, CSIError>

  public init(
    key: RenditionKey, keyBlockID: UInt32, valueBlockID: UInt32,
    record: Result<CSIRecord, CSIError>
  ) {
    self.key = key
    self.keyBlockID = keyBlockID
    self.valueBlockID = valueBlockID
    self.record = record
  }
}
