import Diagnostics
import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct CatalogRuleTests {
  @Test func aCorrectAppIconSetHasNoCatalogDiagnostic() throws {
    let report = try catalogApp().check()
    #expect(report.rules.isDisjoint(with: Self.catalogRules))
    #expect(report.filesChecked == 4)
  }

  private static let catalogRules: Set<RuleID> = [
    "catalog-invalid-contents", "catalog-missing-file", "catalog-unassigned-slot",
    "catalog-unused-file", "catalog-wrong-size",
  ]

  @Test func anUnassignedSlot() throws {
    var slots = catalogSlots
    slots[2].filename = nil
    var assets = try catalogApp(slots: slots)
    assets[appIconSet + "/icon-29.png"] = nil
    let diagnostic = try assets.check().only("catalog-unassigned-slot")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.message == "slot 29x29@1x (iphone) of AppIcon.appiconset has no image")
    #expect(diagnostic.location == "images[2]")
    #expect(diagnostic.fix?.contains("--appiconset AppIcon") == true)
  }

  @Test func anUnusedFile() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/old-icon.png"] = try png(icon(57))
    let report = assets.check()
    let diagnostic = try report.only("catalog-unused-file")
    #expect(diagnostic.path == appIconSet + "/old-icon.png")
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.message
        == "old-icon.png is in AppIcon.appiconset but no slot of its Contents.json names it")
    #expect(report.rules.intersection(Self.catalogRules) == ["catalog-unused-file"])
  }

  @Test func aSlotImageOfTheWrongSize() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/icon-114.png"] = try png(icon(112))
    let report = assets.check()
    let diagnostic = try report.only("catalog-wrong-size")
    #expect(diagnostic.path == appIconSet + "/icon-114.png")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "icon-114.png is 112x112 px; slot 57x57@2x (iphone) of AppIcon.appiconset needs 114x114 px"
    )
    // The slot's own rule reports it; the conventional-size rule does not again.
    #expect(!report.has("wrong-size"))
  }

  @Test func aSlotNamingAMissingFile() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/icon-58.png"] = nil
    let diagnostic = try assets.check().only("catalog-missing-file")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "slot 29x29@2x (iphone) of AppIcon.appiconset names icon-58.png, but there is no such file in the set"
    )
    #expect(diagnostic.location == "images[3]")
  }

  @Test func contentsThatAreNotJSON() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = Array("{ \"images\" : [ { \"size\" : ".utf8)
    let report = assets.check()
    let diagnostic = try report.only("catalog-invalid-contents")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message.hasPrefix(
        "Contents.json of AppIcon.appiconset cannot be used: it is not valid JSON"))
    // With no readable slots, no other catalog rule can say anything.
    #expect(report.rules.intersection(Self.catalogRules) == ["catalog-invalid-contents"])
  }

  @Test func contentsOfTheWrongShape() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = Array("{ \"images\" : 3 }".utf8)
    let diagnostic = try assets.check().only("catalog-invalid-contents")
    #expect(
      diagnostic.message.hasPrefix(
        "Contents.json of AppIcon.appiconset cannot be used: 'images' has the wrong type"))
  }

  @Test func aSetWithoutContents() throws {
    var assets = try catalogApp()
    assets[appIconSet + "/Contents.json"] = nil
    let diagnostic = try assets.check().only("catalog-invalid-contents")
    #expect(diagnostic.path == appIconSet + "/Contents.json")
    #expect(
      diagnostic.message
        == "Contents.json of AppIcon.appiconset cannot be used: the set has no Contents.json")
  }
}
