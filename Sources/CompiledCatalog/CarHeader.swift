/// A car file's CARHEADER block (436 bytes, `RATC` on disk): the versions of the tools that
/// wrote it and the counts and ids the catalog as a whole shares.
///
/// Invariant: read from a block at least 436 bytes long whose tag is `RATC`; strings are the
/// fields' bytes up to their first NUL.
public struct CarHeader: Sendable, Equatable {
  public let coreUIVersion: UInt32
  public let storageVersion: UInt32
  public let storageTimestamp: UInt32
  public let renditionCount: UInt32
  /// CoreUI's what-string, such as `@(#)PROGRAM:CoreUI  PROJECT:CoreUI-918.3`.
  public let mainVersion: String
  /// The compiler, such as `Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent`.
  public let versionString: String
  public let uuid: [UInt8]
  public let associatedChecksum: UInt32
  public let schemaVersion: UInt32
  public let colorSpaceID: UInt32
  public let keySemantics: UInt32

  static let size = 436

  init(_ block: ArraySlice<UInt8>) throws(CarError) {
    guard block.count >= Self.size else {
      throw .blockTooShort(name: "CARHEADER", length: block.count, needed: Self.size)
    }
    guard block.prefix(4).elementsEqual("RATC".utf8) else {
      throw .badTag(name: "CARHEADER", expected: "RATC", found: Array(block.prefix(4)))
    }
    let reader = ByteReader(block)
    let at = reader.start
    coreUIVersion = reader.u32le(at + 4)!
    storageVersion = reader.u32le(at + 8)!
    storageTimestamp = reader.u32le(at + 12)!
    renditionCount = reader.u32le(at + 16)!
    mainVersion = reader.cString(at + 20, capacity: 128)!
    versionString = reader.cString(at + 148, capacity: 256)!
    uuid = Array(reader.slice(at + 404, length: 16)!)
    associatedChecksum = reader.u32le(at + 420)!
    schemaVersion = reader.u32le(at + 424)!
    colorSpaceID = reader.u32le(at + 428)!
    keySemantics = reader.u32le(at + 432)!
  }

  /// The UUID in its usual 8-4-4-4-12 upper-case form.
  public var uuidString: String {
    let hex = uuid.map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
  }
}
