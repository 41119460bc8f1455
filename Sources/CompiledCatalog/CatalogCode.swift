/// A value a car file stores as a number, named from a table the way the format study lists it,
/// and kept as `unknown` when no table names it, so a reader can always say what it found.
///
/// Invariant: `init(rawValue:)` never fails and `Self(rawValue: x.rawValue) == x`; a raw value
/// that a table names never becomes `unknown`.
public protocol CatalogCode: Hashable, Sendable, CustomStringConvertible {
  associatedtype RawValue: FixedWidthInteger & Sendable
  /// Every named value: its number, its case and the name tools print.
  static var table: [(RawValue, Self, String)] { get }
  static func unknown(_ rawValue: RawValue) -> Self
  /// The number, if this is a value no table names.
  var unknownValue: RawValue? { get }
}

extension CatalogCode {
  public init(rawValue: RawValue) {
    self = Self.table.first { $0.0 == rawValue }?.1 ?? Self.unknown(rawValue)
  }

  public var rawValue: RawValue {
    unknownValue ?? Self.table.first { $0.1 == self }!.0
  }

  /// The table's name, or `nil` for a value none names.
  public var name: String? {
    unknownValue == nil ? Self.table.first { $0.1 == self }?.2 : nil
  }

  public var isKnown: Bool { unknownValue == nil }

  /// The name, or "unknown N".
  public var description: String { name ?? "unknown \(rawValue)" }
}
