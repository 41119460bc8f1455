import TestSupport
import Testing

@Suite struct InfoPlistRuleTests {
  @Test func infoPlistNamingAMissingIcon() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"])
    let diagnostic = try assets.check().only("info-plist-missing-file")
    #expect(diagnostic.path == "Info.plist")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message
        == "Info.plist names Icon-72.png in CFBundleIconFiles, but . has no such file (ITMS-90032)")
    #expect(diagnostic.location == "CFBundleIconFiles")
  }

  /// id Software's DOOM (round 4 of the corpus): the source release holds none of the icons
  /// its Info.plist names. Those names are the app's icons: their absence is said once per
  /// name, and Icon.png, which the app never uses, is not asked for beside them.
  @Test func iconsInfoPlistNamesAreTheAppsIconsEvenWhenMissing() throws {
    var assets = try iphoneApp()
    assets["Icon.png"] = nil
    assets["Info.plist"] = plist(
      "<key>CFBundleIconFile</key><string>DOOM_57.png</string>"
        + "<key>CFBundleIconFiles</key><array><string>DOOM_57.png</string></array>")
    let report = assets.check()
    #expect(
      report.with("info-plist-missing-file").map(\.message) == [
        "Info.plist names DOOM_57.png in CFBundleIconFile and CFBundleIconFiles, but . has no such file (ITMS-90032)"
      ])
    #expect(!report.has("missing-required-asset"), "\(report.diagnostics)")
    // Without the names, Icon.png is the app icon iPhone OS 3 looks for.
    assets["Info.plist"] = plist("")
    #expect(try assets.check().only("missing-required-asset").path == "Icon.png")
  }

  @Test func infoPlistNamesMayOmitTheExtension() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = plist(
      "<key>CFBundleIconFile</key><string>Icon</string>"
        + "<key>UILaunchImageFile</key><string>Default</string>")
    #expect(assets.check().diagnostics == [])
  }

  @Test func infoPlistNamingAMissingLaunchImage() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = plist("<key>UILaunchImageFile</key><string>Splash.png</string>")
    let diagnostic = try assets.check().only("info-plist-missing-file")
    #expect(diagnostic.location == "UILaunchImageFile")
    #expect(
      diagnostic.message
        == "Info.plist names the launch image Splash.png in UILaunchImageFile, but . has no Splash.png or variant"
    )
  }

  @Test func infoPlistNamingAFileInTheWrongCase() throws {
    var assets = try iphoneApp()
    assets.move("Icon.png", to: "icon.png")
    assets["Info.plist"] = iconFilesPlist(["Icon.png"])
    let report = assets.check()
    let byPlist = try #require(report.with("name-case").first { $0.path == "Info.plist" })
    #expect(byPlist.severity == .error)
    #expect(
      byPlist.message
        == "Info.plist names Icon.png in CFBundleIconFiles, but the file is icon.png: the device's file system is case-sensitive"
    )
    #expect(report.with("name-case").map(\.path) == ["Info.plist", "icon.png"])
    // Found in the wrong case is not missing.
    #expect(!report.has("info-plist-missing-file"))
  }

  @Test func anInfoPlistThatIsNotAPlist() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = Array("<plist><dict><key>CFBundleIconFiles".utf8)
    let report = assets.check()
    let diagnostic = try report.only("info-plist-unreadable")
    #expect(diagnostic.path == "Info.plist")
    #expect(diagnostic.severity == .error)
    // Foundation's own words say where the parse broke; its whole NSError dump is not shown.
    #expect(
      diagnostic.message.hasPrefix("Info.plist cannot be read: it is not a valid property list ("))
    #expect(!diagnostic.message.contains("NSCocoaErrorDomain"))
    // The folder is still an app root, and its files are still checked.
    #expect(!report.has("no-app-root"))
    #expect(report.filesChecked == 4)
  }

  @Test func anInfoPlistOverTheSizeCapIsRefusedUnparsed() throws {
    var assets = try iphoneApp()
    // A valid plist padded with a comment past 4 MiB: refused for its size alone.
    let padding = "<!--" + String(repeating: "x", count: 4 << 20) + "-->"
    assets["Info.plist"] = Array(
      "<?xml version=\"1.0\"?>\(padding)<plist version=\"1.0\"><dict/></plist>".utf8)
    let size = assets["Info.plist"]!.count
    #expect(
      try assets.check().only("info-plist-unreadable").message
        == "Info.plist cannot be read: it is \(size) bytes, over the 4 MiB an Info.plist is allowed here"
    )
  }

  @Test func anInfoPlistWhoseTopIsNotADictionary() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = Array(
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>".utf8)
    #expect(
      try assets.check().only("info-plist-unreadable").message
        == "Info.plist cannot be read: its top level is not a dictionary")
  }

  @Test func anInfoPlistThatCannotBeRead() throws {
    var assets = try iphoneApp()
    assets["Info.plist"] = iconFilesPlist(["Icon.png"])
    assets.unreadable = ["Info.plist"]
    let diagnostic = try assets.check().only("info-plist-unreadable")
    #expect(diagnostic.message == "Info.plist cannot be read: permission denied")
  }
}
