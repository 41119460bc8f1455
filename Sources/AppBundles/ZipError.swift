/// Why a zip archive (an `.ipa`) or one of its entries cannot be read, with the evidence as
/// values: offsets into the archive, the entry's name, the limit that was met.
public enum ZipError: Error, Equatable, Sendable {
  /// No end-of-central-directory record in the archive's last 65,557 bytes: not a zip.
  case notAZip
  /// A record that should start at `offset` does not (`record` names it).
  case badSignature(record: String, offset: Int)
  /// A record or an entry's data runs past the end of the archive.
  case truncated(record: String, offset: Int)
  /// The archive is split over several disks (`.z01` files), which no app archive is.
  case multiDisk
  /// More entries than the limit allows.
  case tooManyEntries(count: Int, limit: Int)
  /// An entry whose name leads outside the archive: `..`, an absolute path, a drive.
  case unsafePath(String)
  /// Two entries of one name: which one an unzipper keeps is not defined.
  case duplicateName(String)
  /// An entry that says it unpacks to more bytes than the limit allows.
  case entryTooLarge(name: String, size: UInt64, limit: Int)
  /// An entry stored with a method other than stored (0) and deflate (8).
  case unsupportedMethod(name: String, method: UInt16)
  /// An encrypted entry.
  case encrypted(name: String)
  /// An entry's deflate stream is damaged, or unpacks to another size than it declares.
  case corruptData(name: String, reason: String)
  /// An entry's bytes do not match its CRC-32.
  case checksumMismatch(name: String, expected: UInt32, actual: UInt32)
  /// The archive could not be read (`reason` is the system's words).
  case unreadable(reason: String)
}

extension ZipError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notAZip: return "not a zip archive (no end-of-central-directory record)"
    case .badSignature(let record, let offset):
      return "the \(record) at byte \(offset) is damaged (wrong signature)"
    case .truncated(let record, let offset):
      return "the \(record) at byte \(offset) runs past the end of the archive"
    case .multiDisk: return "the archive is split over several disks"
    case .tooManyEntries(let count, let limit):
      return "the archive lists \(count) entries, more than the \(limit) allowed"
    case .unsafePath(let name): return "the entry \(name) leads outside the archive"
    case .duplicateName(let name): return "the archive holds two entries named \(name)"
    case .entryTooLarge(let name, let size, let limit):
      return "the entry \(name) unpacks to \(size) bytes, more than the \(limit) allowed"
    case .unsupportedMethod(let name, let method):
      return
        "the entry \(name) is compressed with method \(method); only stored and deflate are read"
    case .encrypted(let name): return "the entry \(name) is encrypted"
    case .corruptData(let name, let reason): return "the entry \(name) is damaged: \(reason)"
    case .checksumMismatch(let name, let expected, let actual):
      let hex = { (value: UInt32) in "0x" + String(value, radix: 16, uppercase: true) }
      return
        "the entry \(name) fails its checksum (CRC-32 \(hex(actual)), \(hex(expected)) expected)"
    case .unreadable(let reason): return "the archive cannot be read: \(reason)"
    }
  }
}
