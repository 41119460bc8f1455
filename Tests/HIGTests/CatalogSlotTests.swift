import Testing

@testable import HIG

/// The invariant of ``CatalogSlot``: points x scale is the pixel size of the HIG row of its
/// name, under every set of profiles, for every name of the table.
struct CatalogSlotTests {
  @Test(arguments: Set(HIG.files.map(\.name)).sorted())
  func slotPixelsAreTheHIGRowSize(name: String) throws {
    let rows = HIG.rows(named: name)
    for profiles in AppIconSlotsPinTests.profileSets {
      for slot in AppIconSlots.slots(for: name, profiles: profiles) {
        let parts = slot.points.split(separator: "x").compactMap { Double($0) }
        try #require(parts.count == 2, "\(name): points '\(slot.points)'")
        let width = parts[0] * Double(slot.scale)
        let height = parts[1] * Double(slot.scale)
        // Exact: a point size that only rounds to the row's size is a wrong slot.
        #expect(width.rounded() == width && height.rounded() == height, "\(name): \(slot)")
        let pixels = PixelSize(Int(width), Int(height))
        for row in rows {
          #expect(row.sizes == [pixels], "\(name) (\(row.profile)): slot \(slot), row \(row.sizes)")
        }
        // The rules read a slot back through `Contents.json`: they must see the same size.
        let entry = AssetCatalogContents.Entry(
          size: slot.points, scale: "\(slot.scale)x", idiom: slot.idiom)
        #expect(entry.iconPixelSize == pixels, "\(name): \(slot)")
      }
    }
  }

  /// Sizes from a hostile `Contents.json` are no sizes, and never trap (the fuzzer found
  /// "1024x1024000...0" crashing check through `Int(Double)`).
  @Test(arguments: [
    "1024x" + String(repeating: "0", count: 120), "1e300x1e300", "nanxnan", "infx60", "-60x60",
    "0x0", "60",
  ])
  func aSizeThatIsNoSizeGivesNoPixels(size: String) {
    let entry = AssetCatalogContents.Entry(size: size, scale: "2x", idiom: "iphone")
    #expect(entry.iconPixelSize == nil)
  }

  /// Every scale the device table lists is a size the HIG table has, so no entry of it is
  /// silently dropped.
  @Test(arguments: AppIconSlots.families.map(\.stem))
  func everyFamilyScaleHasAHIGRow(stem: String) throws {
    let family = try #require(AppIconSlots.families.first { $0.stem == stem })
    for scale in Set(family.iPhone + family.iPad) {
      let name = scale == 1 ? "\(stem).png" : "\(stem)@\(scale)x.png"
      #expect(!HIG.rows(named: name).isEmpty, "\(name) is in no row of HIG.files")
      #expect(!AppIconSlots.slots(for: name, profiles: Set(Profile.allCases)).isEmpty, "\(name)")
    }
  }

  /// Xcode lists the entries of one slot any/light, dark, tinted; the size order comes first.
  @Test func appearancesSortAfterTheirLightSlot() {
    let light = CatalogSlot("universal", "1024x1024", 1, platform: "ios")
    let dark = light.appearing(.dark)
    let tinted = light.appearing(.tinted)
    let iPhone = CatalogSlot("iphone", "60x60", 2)
    #expect([tinted, iPhone, dark, light].sorted() == [iPhone, light, dark, tinted])
    #expect(!(light < light) && !(dark < dark))
    #expect(dark.appearing(nil) == light)
    #expect(light.isSingleSize && dark.isSingleSize && !iPhone.isSingleSize)
    #expect(!CatalogSlot("ios-marketing", "1024x1024", 1).isSingleSize)
  }
}
