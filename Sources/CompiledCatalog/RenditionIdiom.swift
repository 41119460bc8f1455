/// The device family a rendition is for (rendition-key attribute 15): CoreUI's
/// `kCoreThemeIdiom` numbering, as the study's table gives it.
///
/// Invariant: any u16 is a value; numbers outside 0...7 are `unknown`, never an error.
public enum RenditionIdiom: CatalogCode {
  case universal, phone, pad, tv, car, watch, marketing, mac
  case unknown(UInt16)

  // blacktop/ipsw numbers these differently (3 desktop … 7 marketing); the study found it wrong.
  public static let table: [(UInt16, RenditionIdiom, String)] = [
    (0, .universal, "universal"), (1, .phone, "phone"), (2, .pad, "pad"), (3, .tv, "tv"),
    (4, .car, "car"), (5, .watch, "watch"), (6, .marketing, "marketing"), (7, .mac, "mac"),
  ]

  public var unknownValue: UInt16? {
    if case .unknown(let value) = self { value } else { nil }
  }
}
