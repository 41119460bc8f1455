/// A car file's EXTENDED_METADATA block (1028 bytes, `META`): how it was built and for what.
///
/// Invariant: read from a block at least 1028 bytes long whose tag is `META`; each field is its
/// 256-byte C string up to the first NUL. An empty `thinningArguments` means not thinned.
public struct CarMetadata: Sendable, Equatable {
  public let thinningArguments: String
  public let deploymentPlatformVersion: String
  public let deploymentPlatform: String
  public let authoringTool: String

  static let size = 1028

  init(_ block: ArraySlice<UInt8>) throws(CarError) {
    guard block.count >= Self.size else {
      throw .blockTooShort(name: "EXTENDED_METADATA", length: block.count, needed: Self.size)
    }
    guard block.prefix(4).elementsEqual("META".utf8) else {
      throw .badTag(name: "EXTENDED_METADATA", expected: "META", found: Array(block.prefix(4)))
    }
    let reader = ByteReader(block)
    let at = reader.start
    thinningArguments = reader.cString(at + 4, capacity: 256)!
    deploymentPlatformVersion = reader.cString(at + 260, capacity: 256)!
    deploymentPlatform = reader.cString(at + 516, capacity: 256)!
    authoringTool = reader.cString(at + 772, capacity: 256)!
  }
}
