import AssetModel
import CheckConfiguration
import Diagnostics
import PNGCodec
import Raster
import SampleArt
import TestSupport
import TreeFacts

// One pair per rule: the fixtures RuleCatalogTests runs every rule of the catalogue on.

/// Assets and the way they are checked.
struct Fixture: Sendable {
  var assets: InMemoryAssets
  var scope = CheckScope.tree
  var configuration = Configuration.default

  func check() -> CheckReport {
    assets.check(configuration, scope: scope)
  }
}

/// The smallest project file Xcode writes: one app target shipping `resources` (paths
/// relative to the project's folder), with a deployment target.
private func projectFile(resources: [String], deploymentTarget: String = "12.0") -> [UInt8] {
  var objects = ""
  var buildFiles: [String] = []
  var children: [String] = []
  for (index, path) in resources.enumerated() {
    let file = String(format: "F%023d", index)
    let build = String(format: "B%023d", index)
    objects +=
      "\(file) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };\n"
    objects += "\(build) = {isa = PBXBuildFile; fileRef = \(file); };\n"
    buildFiles.append(build)
    children.append(file)
  }
  return Array(
    """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        \(objects)
        G00000000000000000000000 = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); sourceTree = "<group>"; };
        R00000000000000000000000 = {isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };
        C00000000000000000000000 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
          IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
          SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; };
        L00000000000000000000000 = {isa = XCConfigurationList; buildConfigurations = (C00000000000000000000000); defaultConfigurationName = Release; };
        T00000000000000000000000 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L00000000000000000000000; buildPhases = (R00000000000000000000000); };
        P00000000000000000000000 = {isa = PBXProject; mainGroup = G00000000000000000000000; targets = (T00000000000000000000000); buildConfigurationList = L00000000000000000000000; };
      };
      rootObject = P00000000000000000000000;
    }

    """.utf8)
}

/// For each rule id: a fixture that breaks the rule, and a nearly identical
/// one (one file changed, or one way of checking) that does not.
func pair(for id: RuleID) throws -> (trigger: Fixture, pass: Fixture)? {
  func files(_ change: (inout InMemoryAssets) throws -> Void) throws -> Fixture {
    var assets = try iphoneApp()
    try change(&assets)
    return Fixture(assets: assets)
  }
  func bar(_ path: String, _ bytes: [UInt8]) -> Fixture {
    Fixture(assets: barIcons([path: bytes]), configuration: iphoneos3)
  }
  func inBuiltApp(_ iconBytes: [UInt8]) throws -> Fixture {
    var assets = InMemoryAssets()
    for (name, bytes) in try iphoneAppFiles.get() { assets["Build/My.app/" + name] = bytes }
    assets["Build/My.app/Icon.png"] = iconBytes
    return Fixture(assets: assets)
  }
  let glyph30 = try png(SampleArt.barGlyph(side: 30))
  let glyph20 = try png(SampleArt.barGlyph(side: 20))
  switch id {
  case "app-icon-alpha":
    return (
      try files { $0["Icon.png"] = try png(translucentIcon(57)) },
      try files { $0["Icon.png"] = try png(icon(57), .rgb8) }
    )
  case "app-icon-alpha-channel":
    // The App Store slot of a set: the one icon whose opaque channel is a risk.
    func storeIcon(_ format: PNGEncoder.Format) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["Info.plist"] = plist()
      assets[appIconSet + "/Contents.json"] = catalogContents([
        CatalogEntry(idiom: "ios-marketing", size: "1024x1024", scale: "1x", filename: "store.png")
      ])
      assets[appIconSet + "/store.png"] = try png(
        artwork512.bilinearUpscaled(toWidth: 1024, height: 1024), format)
      return Fixture(assets: assets)
    }
    return (try storeIcon(.rgba8), try storeIcon(.rgb8))
  case "apple-optimized":
    return (
      try inBuiltApp(CgBIWriter.file(icon(57), opaque: true)),
      try inBuiltApp(try png(icon(57)))
    )
  case "apple-optimized-source":
    return (
      try files { $0["Icon.png"] = CgBIWriter.file(icon(57), opaque: true) },
      try files { $0["Icon.png"] = try png(icon(57)) }
    )
  case "image-scale-mismatch":
    func scaled(_ side: Int) throws -> Fixture {
      Fixture(
        assets: barIcons([
          "Images/button.png": glyph30,
          "Images/button@2x.png": try png(SampleArt.barGlyph(side: side)),
        ]))
    }
    return (try scaled(50), try scaled(60))
  case "project-unreadable":
    return (
      try files { $0["App.xcodeproj/project.pbxproj"] = Array("{ objects = { ".utf8) },
      try files { $0["App.xcodeproj/project.pbxproj"] = projectFile(resources: ["Icon.png"]) }
    )
  case "artwork-extension":
    return (
      try files { $0.move("iTunesArtwork", to: "iTunesArtwork.png") },
      try files { _ in }
    )
  case "artwork-not-detailed":
    return (
      try files { $0["iTunesArtwork"] = try upscaledArtworkPNG.get() },
      try files { $0["iTunesArtwork"] = try artwork512PNG.get() }
    )
  case "bar-icon-invisible":
    return (
      bar("Tabs/empty.png", try png(RGBAImage(width: 30, height: 30, fill: .clear))),
      bar("Tabs/empty.png", glyph30)
    )
  case "bar-icon-not-antialiased":
    return (
      bar("Toolbar/jagged.png", try png(SampleArt.barGlyph(side: 20, antialiased: false))),
      bar("Toolbar/jagged.png", glyph20)
    )
  case "bar-icon-not-white":
    return (
      bar("Toolbar/star.png", try png(SampleArt.starGlyph(side: 20))),
      bar("Toolbar/star.png", glyph20)
    )
  case "bar-icon-opaque":
    return (
      bar("Tabs/solid.png", try png(RGBAImage(width: 30, height: 30, fill: .white))),
      bar("Tabs/solid.png", glyph30)
    )
  case "bar-icon-size":
    return (
      bar("Toolbar/big.png", try png(SampleArt.barGlyph(side: 28))),
      bar("Toolbar/big.png", glyph20)
    )
  case "catalog-invalid-contents":
    var broken = try catalogApp()
    broken[appIconSet + "/Contents.json"] = Array("{ \"images\" : [ { \"size\" : ".utf8)
    return (Fixture(assets: broken), Fixture(assets: try catalogApp()))
  case "catalog-missing-file":
    var missing = try catalogApp()
    missing[appIconSet + "/icon-58.png"] = nil
    return (Fixture(assets: missing), Fixture(assets: try catalogApp()))
  case "catalog-unassigned-slot":
    var slots = catalogSlots
    slots[3].filename = nil
    var unassigned = try catalogApp(slots: slots)
    unassigned[appIconSet + "/icon-58.png"] = nil
    return (Fixture(assets: unassigned), Fixture(assets: try catalogApp()))
  case "catalog-unused-file":
    var unused = try catalogApp()
    unused[appIconSet + "/old-icon.png"] = try png(icon(57))
    return (Fixture(assets: unused), Fixture(assets: try catalogApp()))
  case "catalog-wrong-size":
    var wrong = try catalogApp()
    wrong[appIconSet + "/icon-114.png"] = try png(icon(112))
    return (Fixture(assets: wrong), Fixture(assets: try catalogApp()))
  case "corrupt-png":
    return (
      bar("Tabs/star.png", Array(glyph30.prefix(glyph30.count * 2 / 3))),
      bar("Tabs/star.png", glyph30)
    )
  case "dark-icon-edge":
    return (
      try files { $0["Icon.png"] = try png(darkEdged(57)) },
      try files { $0["Icon.png"] = try png(icon(57)) }
    )
  case "info-plist-missing-file":
    return (
      try files { $0["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-72.png"]) },
      try files { $0["Info.plist"] = iconFilesPlist(["Icon.png", "Icon-Small.png"]) }
    )
  case "icon-bundle-invalid":
    let json = Array(
      #"{ "groups" : [ { "layers" : [ { "image-name" : "glyph.png", "name" : "glyph" } ] } ] }"#
        .utf8)
    // A layer icon.json names that Assets/ does not hold (a small one is only soft: a warning).
    func bundle(layer: String) throws -> Fixture {
      try files {
        $0["AppIcon.icon/icon.json"] = json
        $0["AppIcon.icon/Assets/\(layer)"] = try png(
          RGBAImage(width: 1024, height: 1024, fill: RGBA(0x3B, 0x2F, 0x9E)))
      }
    }
    return (try bundle(layer: "Glyph.png"), try bundle(layer: "glyph.png"))
  case "info-plist-unreadable":
    return (
      try files { $0["Info.plist"] = Array("<plist><dict><key>CFBundleIconFiles".utf8) },
      try files { $0["Info.plist"] = iconFilesPlist(["Icon.png"]) }
    )
  case "interlaced":
    return (
      bar("Tabs/star.png", FixtureWriter.interlaced(SampleArt.barGlyph(side: 30))),
      bar("Tabs/star.png", glyph30)
    )
  case "launch-image-alpha":
    return (
      try files { $0["Default.png"] = try png(launchImage(320, 480, bottomAlpha: 180)) },
      try files { $0["Default.png"] = try png(launchImage(320, 480)) }
    )
  case "legacy-settings-icon":
    return (
      try files { $0.move("Icon-Small.png", to: "Icon-Settings.png") },
      try files { _ in }
    )
  case "missing-required-asset":
    return (try files { $0["Icon.png"] = nil }, try files { _ in })
  case "missing-recommended-asset":
    return (try files { $0["Default.png"] = nil }, try files { _ in })
  case "name-case":
    return (try files { $0.move("Icon.png", to: "icon.png") }, try files { _ in })
  case "no-app-icon":
    // Xcode's template: an AppIcon set whose one 1024 slot has no image yet.
    func template(filled: Bool) throws -> Fixture {
      var assets = InMemoryAssets([
        "Info.plist": plist(""),
        appIconSet + "/Contents.json": appIconContents([
          Slot(
            size: "1024x1024", scale: "1x", filename: filled ? "icon-1024.png" : nil,
            idiom: "universal")
        ]),
      ])
      if filled {
        assets[appIconSet + "/icon-1024.png"] = try png(
          RGBAImage(width: 1024, height: 1024, fill: RGBA(0x3B, 0x2F, 0x9E)))
      }
      return Fixture(assets: assets)
    }
    return (try template(filled: false), try template(filled: true))
  case "no-app-root":
    let art = barIcons(["Art/logo.png": try png(icon(40))])
    return (
      Fixture(assets: art),
      Fixture(assets: art, scope: .named(folders: [], files: ["Art/logo.png"]))
    )
  case "non-srgb-profile":
    // Coloured: a white glyph is white under any profile, and nothing shifts.
    var glyph = SampleArt.barGlyph(side: 20)
    for y in 0..<20 { for x in 0..<20 { glyph[x, y] = RGBA(90, 140, 220, glyph[x, y].alpha) } }
    return (
      bar(
        "Toolbar/star.png", try withProfile(glyph, name: "Display P3", description: "Display P3")),
      bar(
        "Toolbar/star.png",
        try withProfile(glyph, name: "sRGB IEC61966-2.1", description: "sRGB IEC61966-2.1"))
    )
  case "not-a-png":
    return (bar("Tabs/photo.png", FixtureWriter.jpeg()), bar("Tabs/photo.png", glyph30))
  case "named-asset-missing":
    func cordova(_ source: String) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["config.xml"] = Array(
        "<widget id=\"a.b\"><platform name=\"ios\"><icon src=\"\(source)\" width=\"57\" height=\"57\"/></platform></widget>"
          .utf8)
      assets["res/icon.png"] = try png(icon(57), .rgb8)
      return Fixture(assets: assets)
    }
    return (try cordova("res/missing.png"), try cordova("res/icon.png"))
  case "generator-master-alpha":
    func flutter(removeAlpha: Bool) throws -> Fixture {
      var assets = InMemoryAssets()
      assets["pubspec.yaml"] = Array(
        "name: app\nflutter_launcher_icons:\n  ios: true\n  image_path: icon.png\n  remove_alpha_ios: \(removeAlpha)\n"
          .utf8)
      var master = icon(1024)
      master[512, 512].alpha = 0
      assets["icon.png"] = try png(master)
      return Fixture(assets: assets)
    }
    return (try flutter(removeAlpha: false), try flutter(removeAlpha: true))
  case "git-lfs-pointer":
    let pointer = Array(
      "version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "ab", count: 32))\nsize 4096\n"
        .utf8)
    return (
      try files { $0["Icon.png"] = pointer },
      try files { $0["Icon.png"] = try png(icon(57)) }
    )
  case "retina-pair-size":
    return (
      try files { $0["Icon@2x.png"] = try png(icon(112)) },
      try files { $0["Icon@2x.png"] = try png(icon(114)) }
    )
  case "sixteen-bit":
    return (
      bar(
        "Tabs/star.png",
        try PNGEncoder().encode(RGBA16Image(widening: SampleArt.barGlyph(side: 30)))),
      bar("Tabs/star.png", glyph30)
    )
  case "unreadable-file":
    var locked = barIcons(["Tabs/star.png": glyph30])
    locked.unreadable = ["Tabs/star.png"]
    return (Fixture(assets: locked), bar("Tabs/star.png", glyph30))
  case "wrong-size":
    return (
      try files { $0["Icon.png"] = try png(icon(58)) },
      try files { $0["Icon.png"] = try png(icon(57)) }
    )
  default:
    return nil
  }
}
