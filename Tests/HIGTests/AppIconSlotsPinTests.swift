import HIG
import Testing

/// The slots `AppIconSlots` gave before they were derived from the HIG table, written out by
/// hand, so that deriving them cannot change what a generated `Contents.json` holds.
struct AppIconSlotsPinTests {
  /// A slot as text: "iphone 29x29 @2x", "universal 1024x1024 @1x ios".
  static func text(_ slot: CatalogSlot) -> String {
    "\(slot.idiom) \(slot.points) @\(slot.scale)x" + (slot.platform.map { " \($0)" } ?? "")
  }

  /// Each name's slots when `ipad` is not checked, and the slots `ipad` adds. Only `ipad` and
  /// (for the App Store artwork) `modern` change the answer; no other profile does.
  static let pinned: [String: (plain: [String], iPadAdds: [String])] = [
    "Icon.png": (["iphone 57x57 @1x"], []),
    "Icon@2x.png": (["iphone 57x57 @2x"], []),
    "Icon-Small.png": (["iphone 29x29 @1x"], ["ipad 29x29 @1x"]),
    "Icon-Small@2x.png": (["iphone 29x29 @2x"], ["ipad 29x29 @2x"]),
    "Icon-Small@3x.png": (["iphone 29x29 @3x"], []),
    "Icon-72.png": (["ipad 72x72 @1x"], []),
    "Icon-72@2x.png": (["ipad 72x72 @2x"], []),
    "Icon-Small-50.png": (["ipad 50x50 @1x"], []),
    "Icon-Small-50@2x.png": (["ipad 50x50 @2x"], []),
    "Icon-20.png": (["ipad 20x20 @1x"], []),
    "Icon-20@2x.png": (["iphone 20x20 @2x"], ["ipad 20x20 @2x"]),
    "Icon-20@3x.png": (["iphone 20x20 @3x"], []),
    "Icon-Small-40.png": (["ipad 40x40 @1x"], []),
    "Icon-Small-40@2x.png": (["iphone 40x40 @2x"], ["ipad 40x40 @2x"]),
    "Icon-Small-40@3x.png": (["iphone 40x40 @3x"], []),
    "Icon-60@2x.png": (["iphone 60x60 @2x"], []),
    "Icon-60@3x.png": (["iphone 60x60 @3x"], []),
    "Icon-76.png": (["ipad 76x76 @1x"], []),
    "Icon-76@2x.png": (["ipad 76x76 @2x"], []),
    "Icon-83.5@2x.png": (["ipad 83.5x83.5 @2x"], []),
    // Names that stay outside an app-icon set, and near misses of the names above.
    "Icon-Settings.png": ([], []),
    "iTunesArtwork": ([], []),
    "Default.png": ([], []),
    "Default@2x.png": ([], []),
    "Default-Portrait.png": ([], []),
    "Default-Landscape.png": ([], []),
    "Default-568h@2x.png": ([], []),
    "Default-667h@2x.png": ([], []),
    "Default-736h@3x.png": ([], []),
    "icon.png": ([], []),
    "Icon@3x.png": ([], []),
    "Icon-60.png": ([], []),
    "Icon-83.5.png": ([], []),
    "Icon-Small-50@3x.png": ([], []),
    "iTunesArtwork@2x.png": ([], []),
    "Icon-1024.png": ([], []),
  ]

  /// Every set of profiles: 32 of them.
  static let profileSets: [Set<Profile>] = (0..<(1 << Profile.allCases.count)).map { bits in
    Set(Profile.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
  }

  @Test func everyHIGNameIsPinned() {
    for row in HIG.files {
      #expect(Self.pinned[row.name] != nil || row.name == "iTunesArtwork@2x", "\(row.name)")
    }
  }

  @Test(arguments: Self.pinned.keys.sorted())
  func slotsAreAsPinned(name: String) throws {
    let pin = try #require(Self.pinned[name])
    for profiles in Self.profileSets {
      let expected = profiles.contains(.ipad) ? pin.plain + pin.iPadAdds : pin.plain
      let actual = AppIconSlots.slots(for: name, profiles: profiles).map(Self.text)
      #expect(actual == expected, "\(name) under \(profiles.sorted())")
    }
  }

  @Test func appStoreArtworkFillsTheMarketingSlotOrTheSingleModernSlot() {
    for profiles in Self.profileSets {
      let expected =
        profiles.contains(.modern)
        ? ["universal 1024x1024 @1x ios"] : ["ios-marketing 1024x1024 @1x"]
      let actual = AppIconSlots.slots(for: "iTunesArtwork@2x", profiles: profiles).map(Self.text)
      #expect(actual == expected, "under \(profiles.sorted())")
    }
    #expect(AppIconSlots.fileName(inCatalog: "iTunesArtwork@2x") == "Icon-1024.png")
    #expect(AppIconSlots.fileName(inCatalog: "Icon-60@2x.png") == "Icon-60@2x.png")
  }
}
