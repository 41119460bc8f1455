import CheckConfiguration
import HIG
import TestSupport
import Testing
import TreeFacts

@testable import AssetModel

/// Each stage `Scene.init` runs, alone: what it keeps, finds or decides from what the stages
/// before it found. Image bytes do not matter here: no stage decodes a pixel.
struct SceneStagesTests {
  private let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

  /// A project with an app (which compiles `AppIcon`) and an extension named to sort before it, and a catalog
  /// both ship.
  private func appWithExtension() -> InMemoryAssets {
    var assets = InMemoryAssets()
    assets["App.xcodeproj/project.pbxproj"] = pbxproj([
      ProjectTargetSpec(
        name: "Alerts", productType: "com.apple.product-type.app-extension",
        resources: ["Shared/Assets.xcassets"],
        settings: appTargetSettings(
          deployment: "17.0", infoPlist: "Widget/Info.plist",
          more: ["ASSETCATALOG_COMPILER_APPICON_NAME": ""])),
      ProjectTargetSpec(
        name: "App", resources: ["Shared/Assets.xcassets", "App/tab.png"],
        settings: appTargetSettings(deployment: "17.0", infoPlist: "App/Info.plist"),
        dependencies: ["Alerts"]),
    ])
    assets["App/Info.plist"] = infoPlist()
    assets["Widget/Info.plist"] = infoPlist()
    assets["Shared/Assets.xcassets/AppIcon.appiconset/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "universal", size: "1024x1024", filename: "icon.png", platform: "ios")
    ])
    assets["Shared/Assets.xcassets/AppIcon.appiconset/icon.png"] = image
    assets["App/tab.png"] = image
    assets["Loose/stray.png"] = image
    return assets
  }

  @Test("kept files: excludes drop a file silently; dependency folders count what they skip")
  func keptFiles() throws {
    var assets = InMemoryAssets()
    assets["App/Icon.png"] = image
    assets["App/notes.txt"] = [0x41]
    assets["Pods/Lib/star.png"] = image
    assets["Pods/Kept/keep.png"] = image
    assets["Drafts/old.png"] = image
    var configuration = Configuration.default
    configuration.exclude = [try Glob("Drafts")]
    configuration.include = [try Glob("Pods/Kept")]
    let kept = Scene.keptFiles(of: assets.inventory(), configuration: configuration)
    #expect(kept.sortedPaths == ["App/Icon.png", "App/notes.txt", "Pods/Kept/keep.png"])
    #expect(kept.namesByFolder["App"] == ["Icon.png", "notes.txt"])
    #expect(kept.skipped == ["dependencies": 1], "an excluded file is not counted as skipped")
    #expect(kept.read("App/Icon.png", with: assets.reader) == image)
    #expect(kept.read("Drafts/old.png", with: assets.reader) == nil, "excluded: never read")
  }

  @Test("catalog sets: set folders only, and a set with no Contents.json says so")
  func catalogSets() {
    var assets = InMemoryAssets()
    assets["A.xcassets/AppIcon.appiconset/Contents.json"] = catalogContents([])
    assets["A.xcassets/Empty.imageset/star.png"] = image
    assets["A.xcassets/Folder/x.png"] = image
    let kept = Scene.keptFiles(of: assets.inventory(), configuration: .default)
    let sets = Scene.catalogSets(namesByFolder: kept.namesByFolder, reader: assets.reader)
    #expect(Set(sets.keys) == ["A.xcassets/AppIcon.appiconset", "A.xcassets/Empty.imageset"])
    #expect(sets["A.xcassets/AppIcon.appiconset"]?.kind == .appIconSet)
    #expect(sets["A.xcassets/AppIcon.appiconset"]?.problem == nil)
    #expect(sets["A.xcassets/Empty.imageset"]?.problem == "the set has no Contents.json")
  }

  private func found(_ assets: InMemoryAssets, scope: CheckScope = .tree) -> (
    Scene.KeptFiles, [String: CatalogSet], Scene.FoundUnits
  ) {
    let kept = Scene.keptFiles(of: assets.inventory(scope: scope), configuration: .default)
    let catalogs = Scene.catalogSets(namesByFolder: kept.namesByFolder, reader: assets.reader)
    let units = Scene.findUnits(
      kept: kept, tree: TreeIndex(sortedPaths: kept.sortedPaths, catalogs: catalogs),
      scope: scope, display: .identity, configuration: .default, reader: assets.reader)
    return (kept, catalogs, units)
  }

  @Test("units: a project's targets, the app first, whatever order the project lists them in")
  func unitsFromAProject() {
    let (_, _, found) = found(appWithExtension())
    #expect(found.fromProjects)
    #expect(found.units.map(\.name) == ["App", "Alerts"])
    #expect(found.units.map(\.kind) == [.app, .appExtension])
    #expect(found.unreadableRoots.isEmpty && found.problems.isEmpty)
  }

  @Test("units: with no project the tree's app folders ship; a broken project is a problem")
  func unitsFromFoldersAndBrokenProjects() {
    var loose = InMemoryAssets()
    loose["MyApp/Info.plist"] = infoPlist()
    loose["MyApp/Icon.png"] = image
    let folders = found(loose).2
    #expect(!folders.fromProjects)
    #expect(folders.units.map(\.folder) == ["MyApp"])
    #expect(folders.units.first?.shipping == .folder)

    var broken = loose
    broken["MyApp/MyApp.xcodeproj/project.pbxproj"] = Array("// !$*UTF8*$!\n{ nope".utf8)
    let unreadable = found(broken).2
    #expect(unreadable.unreadableRoots == ["MyApp"])
    #expect(unreadable.problems.count == 1)
    #expect(unreadable.units.map(\.folder) == ["MyApp"], "its folder is checked as an app folder")
  }

  @Test("owners: the first unit to list a file owns it; an icon set belongs to its compiler")
  func owners() {
    let (_, catalogs, found) = found(appWithExtension())
    let kept = Scene.keptFiles(of: appWithExtension().inventory(), configuration: .default)
    let owners = Scene.owners(
      units: found.units, catalogs: catalogs, namesByFolder: kept.namesByFolder)
    let app = found.units.firstIndex { $0.name == "App" }
    #expect(owners["App/tab.png"] == app)
    #expect(owners["Shared/Assets.xcassets/AppIcon.appiconset/icon.png"] == app)
    #expect(owners["Loose/stray.png"] == nil)

    // Ordered the other way round, the widget lists the set first; the app still owns it,
    // since only the app compiles it.
    let reversed = Array(found.units.reversed())
    let reOwned = Scene.owners(
      units: reversed, catalogs: catalogs, namesByFolder: kept.namesByFolder)
    #expect(
      reOwned["Shared/Assets.xcassets/AppIcon.appiconset/icon.png"]
        == reversed.firstIndex { $0.name == "App" })
  }

  private func shipping(_ assets: InMemoryAssets) -> (
    Scene.KeptFiles, [String: CatalogSet], Scene.Shipping
  ) {
    let (kept, catalogs, found) = found(assets)
    let owners = Scene.owners(
      units: found.units, catalogs: catalogs, namesByFolder: kept.namesByFolder)
    return (
      kept, catalogs,
      Scene.Shipping(
        fromProjects: found.fromProjects, unreadableRoots: found.unreadableRoots,
        unitOfPath: owners, units: found.units)
    )
  }

  @Test("checked images: what a target ships, and a JPEG in an app-icon slot; the rest counted")
  func checkedTargets() {
    var assets = appWithExtension()
    assets["Shared/Assets.xcassets/AppIcon.appiconset/Contents.json"] = catalogContents([
      CatalogEntry(idiom: "universal", size: "1024x1024", filename: "icon.jpg", platform: "ios")
    ])
    assets["Shared/Assets.xcassets/AppIcon.appiconset/icon.jpg"] = [0xFF, 0xD8]
    let (kept, catalogs, shipping) = shipping(assets)
    #expect(shipping.isCheckable("App/tab.png") && !shipping.isCheckable("Loose/stray.png"))
    #expect(shipping.isProven("App/tab.png") && shipping.isProven("Loose/stray.png"))
    let checked = Scene.checkedTargets(
      inventory: assets.inventory(), kept: kept, catalogs: catalogs, shipping: shipping,
      masters: [:])
    #expect(
      checked.targets.map(\.path) == [
        "App/tab.png", "Shared/Assets.xcassets/AppIcon.appiconset/icon.jpg",
        "Shared/Assets.xcassets/AppIcon.appiconset/icon.png",
      ])
    #expect(checked.notInAnyTarget == 1, "Loose/stray.png")
  }

  @Test("set scopes: a commit's scope runs set rules only where it touches")
  func setScopes() {
    let assets = appWithExtension()
    let (kept, catalogs, shipping) = shipping(assets)
    let targets = kept.sortedPaths.filter { $0.hasSuffix(".png") }.map {
      AssetInventory.File(path: $0, globPath: $0)
    }
    let whole = Scene.setScopes(
      scope: .tree, kept: kept, catalogs: catalogs, shipping: shipping, targets: targets)
    #expect(whole.catalogs.map(\.set.folder) == ["Shared/Assets.xcassets/AppIcon.appiconset"])
    #expect(whole.folders == ["App", "Loose"])
    #expect(whole.units.count == 2)

    let commit = CheckScope.commit(changed: ["App/tab.png"], touchedFolders: ["App"])
    let touched = Scene.setScopes(
      scope: commit, kept: kept, catalogs: catalogs, shipping: shipping, targets: targets)
    #expect(touched.catalogs.isEmpty)
    #expect(touched.folders == ["App"])
    #expect(touched.units.map { shipping.units[$0].name } == ["App"])
  }

  @Test("bar-icon uses: code and interface files are read, the first use of a name wins")
  func barIconUses() {
    var assets = InMemoryAssets()
    assets["App/A.swift"] = Array(
      #"let item = UITabBarItem(title: "Home", image: UIImage(named: "home"), tag: 0)"#.utf8)
    assets["App/B.swift"] = Array(
      #"let b = UIBarButtonItem(image: UIImage(named: "home"), style: .plain, target: nil, action: nil)"#
        .utf8)
    assets["App/C.swift"] = Array(#"let hero = UIImage(named: "hero-banner")"#.utf8)
    assets["App/home.png"] = image
    let paths = assets.inventory().files.map(\.path)
    let found = Scene.barIconUses(in: paths, nativeScript: false, reader: assets.reader)
    #expect(found.uses["home"]?.role == .tabBarIcon)
    #expect(found.uses["home"]?.source.hasPrefix("App/A.swift") == true)
    #expect(found.namedInCode.map(\.source).contains("App/C.swift"))
    #expect(Scene.barIconUses(in: [], nativeScript: false, reader: assets.reader).uses.isEmpty)
  }

  @Test("default profiles: the configuration's, else the apps' when they agree, else current")
  func defaultChoice() {
    let units = found(appWithExtension()).2.units
    let beside = Scene.defaultChoice(configuration: .default, units: units)
    #expect(beside.reason == "the app beside it")
    #expect(beside.profiles == units[0].choice.profiles)

    var configured = Configuration.default
    configured.profiles = [.iphoneos3]
    #expect(Scene.defaultChoice(configuration: configured, units: units).profiles == [.iphoneos3])
    #expect(Scene.defaultChoice(configuration: .default, units: []) == ProfileInference.fallback)
  }
}
