import CheckConfiguration
import Diagnostics
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

@Suite struct ConfigurationEffectTests {
  @Test func aDisabledRuleDisappears() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    assets["Default.png"] = nil
    let all = assets.check()
    #expect(all.rules == ["wrong-size", "not-a-png", "missing-recommended-asset"])
    // A file rule, a rule the checker reports itself, and a set rule.
    for id: RuleID in ["wrong-size", "not-a-png", "missing-recommended-asset"] {
      let configuration = Configuration(ruleSettings: [id: .disabled])
      let report = assets.check(configuration)
      #expect(report.rules == all.rules.subtracting([id]), "\(id)")
    }
  }

  @Test func aSeverityOverrideChangesTheSeverity() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = try png(icon(58))
    assets["Info.plist"] = Array("not a plist".utf8)
    let configuration = Configuration(ruleSettings: [
      "wrong-size": .severity(.warning), "info-plist-unreadable": .severity(.note),
    ])
    let report = assets.check(configuration)
    #expect(try report.only("wrong-size").severity == .warning)
    #expect(try report.only("info-plist-unreadable").severity == .note)
    // The message does not change with the severity.
    #expect(
      try report.only("wrong-size").message
        == "Icon.png is 58x58 px; the iphoneos3 app icon must be 57x57 px")
  }

  @Test func roleGlobsGiveARole() throws {
    let assets = InMemoryAssets([
      "Art/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white)),
      "Other/solid.png": try png(RGBAImage(width: 30, height: 30, fill: .white)),
    ])
    #expect(assets.check().rules == ["no-app-root"])
    let configuration = Configuration(roleGlobs: [.tabBarIcon: try globs("Art/*.png")])
    let diagnostic = try assets.check(configuration).only("bar-icon-opaque")
    #expect(diagnostic.path == "Art/solid.png")
    #expect(diagnostic.message.hasSuffix("as a tab-bar icon it shows as a solid square"))
  }

  @Test func aRoleGlobNamesItselfInMessages() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(60))])
    let configuration = Configuration(
      profiles: [.iphoneos3], roleGlobs: [.appIcon: try globs("Art/*.png")])
    let diagnostic = try assets.check(configuration).only("wrong-size")
    #expect(
      diagnostic.message
        == "logo.png is 60x60 px; an app icon by 'Art/*.png' in the configuration must be 29x29 or 57x57 px"
    )
  }

  @Test func roleGlobsComeBeforeNames() throws {
    // A file in Tabs/ that the configuration calls an app icon is checked as one.
    var home = icon(57)
    home[28, 28].alpha = 0
    let assets = InMemoryAssets(["Tabs/home.png": try png(home)])
    let configuration = Configuration(roleGlobs: [.appIcon: try globs("Tabs/home.png")])
    let report = assets.check(configuration)
    #expect(report.has("app-icon-alpha"))
    #expect(!report.has("bar-icon-opaque"))
  }

  @Test func excludedFilesAreGone() throws {
    var assets = try iphoneApp()
    assets["Tabs/solid.png"] = try png(RGBAImage(width: 30, height: 30, fill: .white))
    assets["Tabs/photo.png"] = FixtureWriter.jpeg()
    let all = assets.check()
    #expect(all.filesChecked == 6)
    #expect(all.rules == ["bar-icon-opaque", "not-a-png"])

    let folder = assets.check(Configuration(exclude: try globs("Tabs")))
    #expect(folder.diagnostics == [])
    #expect(folder.filesChecked == 4)

    let one = assets.check(Configuration(exclude: try globs("Tabs/photo.png")))
    #expect(one.rules == ["bar-icon-opaque"])
    #expect(one.filesChecked == 5)

    // An excluded conventional file is missing.
    let icon = assets.check(Configuration(exclude: try globs("Icon.png", "Tabs")))
    #expect(try icon.only("missing-required-asset").path == "Icon.png")
  }

  @Test func appRootGlobsMakeAFolderAnAppRoot() throws {
    let assets = InMemoryAssets(["Art/logo.png": try png(icon(40))])
    let configuration = Configuration(profiles: [.iphoneos3], appRoots: try globs("Art"))
    let report = assets.check(configuration)
    #expect(!report.has("no-app-root"))
    #expect(report.with("missing-required-asset").map(\.path) == ["Art/Icon.png"])
    #expect(
      report.with("missing-recommended-asset").map(\.path) == [
        "Art/Default.png", "Art/Icon-Small.png", "Art/iTunesArtwork",
      ])
  }

  @Test func profilesChangeWhatIsRequired() throws {
    let assets = try iphoneApp()
    #expect(assets.check(Configuration(profiles: [.iphoneos3])).diagnostics == [])
    let retina = assets.check(Configuration(profiles: [.iphoneos3, .retina]))
    #expect(retina.with("missing-required-asset").isEmpty)
    #expect(retina.with("missing-recommended-asset").map(\.path).contains("Icon@2x.png"))
    let ios7 = assets.check(Configuration(profiles: [.ios7]))
    #expect(ios7.with("missing-required-asset").map(\.path) == ["Icon-60@2x.png"])
    #expect(ios7.with("missing-recommended-asset").map(\.path).contains("iTunesArtwork@2x"))
  }
}
