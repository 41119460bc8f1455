#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file-system path kept as the bytes the system uses, so names that are
/// not valid UTF-8 still open, list and print.
///
/// Invariant: `bytes` holds no NUL. `description` shows valid UTF-8 as is and
/// any other byte as `\xNN`, so a message always names the real file.
public struct RawPath: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) {
    self.bytes = bytes.filter { $0 != 0 }
  }

  public init(_ string: String) {
    self.init(bytes: Array(string.utf8))
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public var description: String { Self.display(bytes) }

  /// The path as a string when its bytes are valid UTF-8.
  public var string: String? { String(validating: bytes, as: UTF8.self) }

  public var isEmpty: Bool { bytes.isEmpty }
  public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

  /// The part after the last `/` (the whole path if none).
  public var lastComponent: RawPath {
    let trimmed = trimmingTrailingSlashes
    guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else {
      return RawPath(bytes: trimmed)
    }
    return RawPath(bytes: Array(trimmed[(slash + 1)...]))
  }

  /// The folder holding this path: `.` for a bare name, `/` for a top-level one.
  public var parent: RawPath {
    let trimmed = trimmingTrailingSlashes
    guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == 0 { return "/" }
    return RawPath(bytes: Array(trimmed[..<slash]))
  }

  /// The text after the last dot of the last component, if any ("png").
  public var pathExtension: String? {
    let name = lastComponent.bytes
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return nil }
    return Self.display(Array(name[(dot + 1)...]))
  }

  public func appending(_ component: RawPath) -> RawPath {
    if bytes.isEmpty || bytes == [UInt8(ascii: ".")] { return component }
    if component.isAbsolute { return component }
    return RawPath(bytes: trimmingTrailingSlashes + [UInt8(ascii: "/")] + component.bytes)
  }

  public func appending(_ component: String) -> RawPath { appending(RawPath(component)) }

  /// This path relative to `base` when it lies under it, else itself.
  public func relative(to base: RawPath) -> RawPath {
    let prefix = base.trimmingTrailingSlashes
    if prefix.isEmpty || prefix == [UInt8(ascii: ".")] { return self }
    guard bytes.count > prefix.count, bytes.starts(with: prefix),
      bytes[prefix.count] == UInt8(ascii: "/")
    else { return self }
    return RawPath(bytes: Array(bytes[(prefix.count + 1)...]))
  }

  public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows
    -> Result
  {
    try (bytes + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }

  public static func < (left: RawPath, right: RawPath) -> Bool {
    left.bytes.lexicographicallyPrecedes(right.bytes)
  }

  private var trimmingTrailingSlashes: [UInt8] {
    var trimmed = bytes[...]
    while trimmed.count > 1 && trimmed.last == UInt8(ascii: "/") { trimmed = trimmed.dropLast() }
    return Array(trimmed)
  }

  /// Valid UTF-8 as text; every byte of an invalid sequence as `\xNN`.
  static func display(_ bytes: [UInt8]) -> String {
    var result = ""
    var decoder = UTF8()
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: length = 0
      }
      if length > 0 && index + length <= bytes.count {
        var scalars = bytes[index..<(index + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&scalars), scalar.utf8.count == length {
          result.unicodeScalars.append(scalar)
          index += length
          continue
        }
      }
      result += "\\x" + (lead < 16 ? "0" : "") + String(lead, radix: 16, uppercase: true)
      index += 1
    }
    return result
  }
}
