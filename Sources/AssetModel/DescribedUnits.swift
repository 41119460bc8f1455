import BuildDescriptions
import CheckConfiguration
import HIG
import TreeFacts
import Utilities

/// The apps that build descriptions other than Xcode projects make (shared/HIG.md, "Other
/// ways a repository builds an iOS app"): a .NET project for iOS (MAUI, Xamarin), a Cordova
/// `config.xml` whose iOS platform is not committed as an Xcode project, and NativeScript's
/// `App_Resources/iOS`.
///
/// Invariant: a unit here ships only files of the tree; one under a vendored, example or test
/// folder, or a test project, is `.notBuilt`; paths the descriptions name that leave the tree
/// were dropped by their parsers.
enum DescribedUnits {
  struct Result {
    var units: [AppUnit] = []
    /// The descriptions read, by path: the tree has something that says how it builds.
    var described: [String] = []
    /// The masters a description's own generator renders the app icon from (`MauiIcon`).
    var masters: [GeneratorMaster] = []
  }

  static func build(
    tree: TreeIndex, configuration: Configuration, read: (String) -> [UInt8]?,
    plists: PlistCache, projects: [String]
  ) -> Result {
    var result = Result()
    for path in tree.sortedPaths where path.hasSuffix(".csproj") {
      guard let bytes = read(path),
        let project = try? DotNetProject.parse(bytes, projectPath: path)
      else { continue }
      guard project.isIOSApp else {
        // A MAUI project whose target frameworks leave iOS out describes its template's
        // `Platforms/iOS` too: that folder builds nothing, and is no app folder.
        let platform = AssetPath.join(AssetPath.folder(of: path), "Platforms/iOS")
        if !tree.files(under: platform).isEmpty { result.described.append(path) }
        continue
      }
      result.described.append(path)
      result.units.append(
        dotNet(project, tree: tree, configuration: configuration, plists: plists))
      if let master = mauiMaster(project) { result.masters.append(master) }
    }
    for path in tree.sortedPaths where AssetPath.name(of: path) == "config.xml" {
      guard let bytes = read(path), let config = try? CordovaConfig.parse(bytes, configPath: path),
        config.hasIOSPlatform
      else { continue }
      // A committed `platforms/ios` is an Xcode project: its icons are the truth. So is a
      // project around the copy of config.xml Cordova keeps inside it.
      let folder = AssetPath.folder(of: path)
      let platform = AssetPath.join(folder, "platforms/ios")
      if projects.contains(where: { project in
        AssetPath.isInside(project, folder: platform)
          || AssetPath.isInside(folder, folder: AssetPath.folder(of: project))
      }) {
        continue
      }
      result.described.append(path)
      result.units.append(cordova(config, tree: tree, configuration: configuration))
    }
    for plist in tree.sortedPaths where plist.hasSuffix("App_Resources/iOS/Info.plist") {
      result.described.append(plist)
      result.units.append(
        nativeScript(plist, tree: tree, configuration: configuration, read: read, plists: plists))
    }
    return result
  }

  /// NativeScript's iOS resources: the Info.plist, the catalog and `build.xcconfig` the CLI
  /// merges into the Xcode project it generates.
  private static func nativeScript(
    _ plistPath: String, tree: TreeIndex, configuration: Configuration,
    read: (String) -> [UInt8]?, plists: PlistCache
  ) -> AppUnit {
    let folder = AssetPath.folder(of: plistPath)
    let facts = plists.facts(at: plistPath)?.resolvingVariables([:])
    var settings: [String: String] = [:]
    if let bytes = read(AssetPath.join(folder, "build.xcconfig")) {
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !line.hasPrefix("//") else { continue }
        settings[parts[0].trimmingWhitespaces()] =
          parts[1].trimming(where: { $0.isSpaceOrTab || $0 == ";" })
      }
    }
    let files = tree.files(under: folder)
    let sets = tree.catalogSets(among: files)
    let bundle = AppBundle.flat(files)
    let families = Set(facts?.deviceFamily ?? [])
    let deployment = settings["IPHONEOS_DEPLOYMENT_TARGET"] ?? facts?.minimumOSVersion
    let choice = ProfileInference.choice(
      configuration: configuration, deploymentTarget: deployment,
      source: settings["IPHONEOS_DEPLOYMENT_TARGET"] != nil
        ? "IPHONEOS_DEPLOYMENT_TARGET in build.xcconfig" : "MinimumOSVersion",
      families: families, bundleNames: bundle.keys, iconSets: sets, iconBundles: [],
      plistIconNames: facts?.iconFiles.map(\.name) ?? [])
    let iconName = settings["ASSETCATALOG_COMPILER_APPICON_NAME"] ?? "AppIcon"
    var unit = AppUnit(
      name: AssetPath.display(folder: folder), kind: .app, folder: folder, project: nil,
      choice: choice, files: Set(files), bundle: bundle, catalogSets: sets,
      compiledIconSets: Set([iconName] + (facts?.iconSetNames ?? [])), primaryIconSet: iconName,
      infoPlist: facts.map { (plistPath, $0) }, hasLaunchScreen: facts?.hasLaunchScreen ?? false,
      deploymentTarget: deployment.flatMap(OSVersion.init), families: families, iconBundles: [])
    unit.shipping =
      notShipped(plistPath).map { .notBuilt($0) }
      ?? elsewhere(resources: AssetPath.folder(of: folder), tree: tree, read: read).map {
        .notBuilt($0)
      }
      ?? .built("NativeScript's \(folder), which its CLI builds into the app")
    unit.conventionalNamesApply = facts?.iconFiles.isEmpty == false
    return unit
  }

  /// Why a NativeScript `App_Resources` folder is not the one its project builds: the nearest
  /// configuration above it names another `appResourcesPath` (a shared folder of a monorepo,
  /// outside the repository or beside it).
  static func elsewhere(resources: String, tree: TreeIndex, read: (String) -> [UInt8]?)
    -> String?
  {
    var folder = AssetPath.folder(of: resources)
    while true {
      for name in NativeScriptConfig.fileNames {
        guard let path = tree.file(at: AssetPath.join(folder, name)), let bytes = read(path)
        else { continue }
        let config = NativeScriptConfig.parse(bytes, path: path)
        guard let named = config.appResourcesPath, config.appResourcesFolder != resources else {
          return nil
        }
        return "\(path) takes App_Resources from \(named)"
          + (config.pointsOutside ? ", outside the repository" : "")
      }
      if folder.isEmpty { return nil }
      folder = AssetPath.folder(of: folder)
    }
  }

  /// Why a description at `path` ships nothing: it lies in a vendored, example or test folder,
  /// or its name says test or demo.
  static func notShipped(_ path: String) -> String? {
    if let folder = MainBuild.folderReason(path) {
      return "\(path) is in \(folder), an example, vendored or test folder"
    }
    if MainBuild.hasDemoName(path) { return "\(path) is a test or demo project (by its name)" }
    return nil
  }

  private static func dotNet(
    _ project: DotNetProject, tree: TreeIndex, configuration: Configuration, plists: PlistCache
  ) -> AppUnit {
    let folder = AssetPath.folder(of: project.path)
    let plistPath = project.infoPlistCandidates.lazy.compactMap { tree.file(at: $0) }.first
    let facts = plistPath.flatMap { plists.facts(at: $0) }?.resolvingVariables([:])
    // Build output is no source of the app; what the project lists from elsewhere is.
    let listed = (project.images + project.bundleResources).flatMap { tree.files(under: $0) }
    // Nor is a file beside the project file: the SDK bundles folders (`Resources/`,
    // `Platforms/iOS/`, catalogs) and listed items, never the project's top by its place.
    let files =
      (tree.files(under: folder).filter { path in
        let inner = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        return !(inner.hasPrefix("bin/") || inner.hasPrefix("obj/")) && inner.contains("/")
      } + listed)
    let sets = tree.catalogSets(among: files)
    var compiled: Set<String>? = nil
    if let assets = facts?.xsAppIconAssets {
      let name = AssetPath.name(of: assets)
      compiled = [name.hasSuffix(".appiconset") ? String(name.dropLast(".appiconset".count)) : name]
    }
    let families = Set(facts?.deviceFamily ?? [])
    let bundle = AppBundle.flat(files)
    let deployment = project.minimumIOSVersion ?? facts?.minimumOSVersion
    let choice = ProfileInference.choice(
      configuration: configuration, deploymentTarget: deployment,
      source: project.minimumIOSVersion != nil ? "SupportedOSPlatformVersion" : "MinimumOSVersion",
      families: families, bundleNames: bundle.keys, iconSets: sets,
      iconBundles: AppBundle.iconBundles(files),
      plistIconNames: facts?.iconFiles.map(\.name) ?? [])
    let projectName = AssetPath.name(of: project.path)
    var unit = AppUnit(
      name: projectName.hasSuffix(".csproj") ? String(projectName.dropLast(7)) : projectName,
      kind: .app,
      folder: plistPath.map(AssetPath.folder(of:)) ?? folder, project: project.path,
      choice: choice, files: Set(files), bundle: bundle, catalogSets: sets,
      compiledIconSets: compiled, primaryIconSet: compiled?.first,
      infoPlist: plistPath.flatMap { path in facts.map { (path, $0) } },
      hasLaunchScreen: facts?.hasLaunchScreen ?? false,
      deploymentTarget: deployment.flatMap(OSVersion.init), families: families,
      iconBundles: AppBundle.iconBundles(files))
    unit.shipping =
      notShipped(project.path).map { .notBuilt($0) }
      ?? .built("the .NET project \(project.path)")
    // MAUI renders the set XSAppIconAssets names from MauiIcon at build time; a compiled
    // catalog shipped as it is holds its icon out of sight.
    if let icon = project.icons.first {
      unit.generatedIcon = "MauiIcon \(icon.include ?? "of \(project.path)")"
    } else if let compiledCatalog = project.bundleResources.first(where: {
      AssetPath.name(of: $0) == "Assets.car"
    }) {
      unit.generatedIcon = "the compiled catalog \(compiledCatalog)"
    }
    return unit
  }

  /// The PNG master of a project's first `MauiIcon` (the one MAUI renders), which MAUI
  /// flattens onto its `Color`; with no colour, or a transparent one, it draws the master on a
  /// transparent square (Microsoft's documentation: App Store Connect then refuses the icon).
  static func mauiMaster(_ project: DotNetProject) -> GeneratorMaster? {
    guard let icon = project.icons.first, let include = icon.include,
      include.lowercased().hasSuffix(".png")
    else { return nil }
    let transparent = icon.color.map(isTransparent) ?? true
    var master = GeneratorMaster(
      tool: .maui, configPath: project.path, line: icon.line, key: "MauiIcon", master: include,
      flattensAlpha: !transparent,
      fixSetting: transparent ? "Color=\"#RRGGBB\" on the MauiIcon" : nil,
      background: transparent ? nil : icon.color)
    master.drawsOnTransparency = transparent
    return master
  }

  /// `Transparent`, `#00RRGGBB`, `#0RGB`: a colour MAUI draws nothing with.
  private static func isTransparent(_ color: String) -> Bool {
    let text = color.trimmingWhitespaces().lowercased()
    if text.isEmpty || text == "transparent" { return true }
    guard text.hasPrefix("#") else { return false }
    let digits = text.dropFirst()
    if digits.count == 8 { return digits.hasPrefix("00") }
    if digits.count == 4 { return digits.hasPrefix("0") }
    return false
  }

  /// The era the icon sizes config.xml names are of, when it gives no deployment target: the
  /// 1024 icon is modern's, the 60-point ones iOS 7's, else the 57-point ones of iPhone OS 3.
  static func era(ofIcons sizes: [PixelSize]) -> ProfileChoice? {
    let sides = Set(sizes.map(\.width))
    if sides.isEmpty { return nil }
    if sides.contains(1024) { return ProfileChoice([.modern], reason: "a 1024 icon in config.xml") }
    if sides.contains(120) || sides.contains(180) {
      return ProfileChoice([.ios7], reason: "the 60 pt icons in config.xml")
    }
    return ProfileChoice([.iphoneos3], reason: "the 57 pt icons in config.xml")
  }

  private static func cordova(
    _ config: CordovaConfig, tree: TreeIndex, configuration: Configuration
  )
    -> AppUnit
  {
    let folder = AssetPath.folder(of: config.path)
    let name = AssetPath.name(of: config.path)
    var named: [NamedAsset] = []
    for (items, role) in [(config.iosIcons, AssetRole.appIcon), (config.iosSplashes, .launchImage)]
    {
      for item in items {
        guard let src = item.src else { continue }
        let sizes = item.width.flatMap { width in item.height.map { PixelSize(width, $0) } }
        named.append(
          NamedAsset(
            path: tree.file(at: src) ?? src, role: role, sizes: sizes.map { [$0] } ?? [],
            source: "\(name):\(item.line)"))
      }
    }
    let files = Set(named.map(\.path).filter { tree.file(at: $0) == $0 }).union([config.path])
    let choice = ProfileInference.choice(
      configuration: configuration, deploymentTarget: config.deploymentTarget,
      source: "deployment-target in config.xml", families: [], bundleNames: [String](),
      iconSets: [], iconBundles: [], plistIconNames: [],
      era: era(ofIcons: named.filter { $0.role == .appIcon }.flatMap(\.sizes)))
    var unit = AppUnit(
      name: config.name ?? AssetPath.display(folder: folder), kind: .app, folder: folder,
      project: config.path, choice: choice, files: files, bundle: AppBundle.flat(files),
      catalogSets: [], compiledIconSets: [], infoPlist: nil, hasLaunchScreen: false,
      deploymentTarget: config.deploymentTarget.flatMap(OSVersion.init), families: [],
      iconBundles: [])
    unit.shipping =
      notShipped(config.path).map { .notBuilt($0) }
      ?? .built("Cordova's \(config.path), whose iOS icons it names")
    unit.namedAssets = named
    return unit
  }
}
