import BuildDescriptions
import CheckConfiguration
import HIG
import ProjectSpecs
import TreeFacts

/// App folders, where the tree has no Xcode project that says what ships: a folder with an
/// Info.plist, a conventionally named icon or launch image, or an asset catalog with an app
/// icon (or named under `app-roots:`), with everything below it that no other app holds.
enum FolderUnits {
  static func build(
    paths: [String], tree: TreeIndex, configuration: Configuration, plists: PlistCache,
    scope: CheckScope = .tree, tuistApps: [TuistApp] = []
  ) -> [AppUnit] {
    let found = FolderRoots(
      paths: paths, tree: tree, configuration: configuration, plists: plists)
    let (roots, plistOf) = (found.roots, found.plistOf)

    let pathSet = Set(paths)
    let treeIconBundles = AppBundle.iconBundles(paths)
    let ordered = roots.sorted()
    var units = ordered.map { folder in
      // Everything below the folder but what a nested root holds.
      let nested = ordered.filter { $0 != folder && AssetPath.isInside($0, folder: folder) }
      let files = tree.files(under: folder).filter { path in
        pathSet.contains(path)
          && !nested.contains { AssetPath.isInside(path, folder: $0) }
      }
      let plistPath = plistOf[folder]
      let facts = plistPath.flatMap { plists.facts(at: $0) }?.resolvingVariables([:])
      // A Tuist app target whose resources are this folder (or lie in it, or hold it) says
      // what the folder's files alone cannot: its devices and its deployment target.
      let described = tuistApps.first { app in
        app.target.resourceFolders.contains { resources in
          AssetPath.isInside(folder, folder: resources)
            || AssetPath.isInside(resources, folder: folder)
        }
      }
      return unit(
        folder: folder, files: files, plistPath: plistPath, facts: facts, tree: tree,
        configuration: configuration, treeIconBundles: treeIconBundles, tuist: described)
    }
    markDemos(&units, scope: scope)
    markDotNetWithoutProject(&units)
    return units
  }

  /// Marks as not built each app folder whose Info.plist names its icon set by
  /// `XSAppIconAssets`: a .NET (Xamarin, MAUI) app, whose icons the .NET build makes (a
  /// `MauiIcon`, an asset catalog its project lists). A project file of the tree would have
  /// described it; with none (a `.csproj` git ignores), nothing says what it ships.
  static func markDotNetWithoutProject(_ units: inout [AppUnit]) {
    for index in units.indices where units[index].shipping == .folder {
      guard let (plist, facts) = units[index].infoPlist, facts.xsAppIconAssets != nil else {
        continue
      }
      units[index].shipping = .notBuilt(
        "\(plist) is a .NET app's (its XSAppIconAssets names the icon set the .NET build "
          + "makes), and the tree holds no project file that builds it")
    }
  }

  /// Marks as not built each unit whose folder is named as a demo (`Targets/Demo`,
  /// `Example/`) beside an app folder that is not: the try-out app of a module (Tuist's feature
  /// modules each build one), which never ships. Only the folder's own name counts, since the
  /// folders above it are the user's to name, and a user who names the demo asks about it.
  static func markDemos(_ units: inout [AppUnit], scope: CheckScope) {
    let plainApps = units.filter { $0.kind == .app && !isDemoFolder($0.folder) }
    for index in units.indices where isDemoFolder(units[index].folder) {
      let folder = units[index].folder
      if case .named(let named, _) = scope,
        named.contains(where: { AssetPath.isInside($0, folder: folder) })
      {
        continue
      }
      guard let app = plainApps.first(where: { !AssetPath.isInside($0.folder, folder: folder) })
      else { continue }
      units[index].shipping = .notBuilt(
        "\(folder) is a demo app (by its folder's name) beside the app "
          + "\(AssetPath.display(folder: app.folder)), and no project file builds it")
    }
  }

  /// Words of a folder's own name that make it a demo app. Narrower than a project's demo
  /// words: an app folder is often named for what it shows (`CatalogApp`, `TestFlightApp`).
  static let demoFolderWords: Set<String> = [
    "demo", "demos", "example", "examples", "sample", "samples", "playground", "playgrounds",
    "demoapp", "exampleapp", "sampleapp",
  ]

  static func isDemoFolder(_ folder: String) -> Bool {
    !demoFolderWords.isDisjoint(with: MainBuild.words(AssetPath.name(of: folder)))
  }

  private static func unit(
    folder: String, files: [String], plistPath: String?, facts: InfoPlistFacts?, tree: TreeIndex,
    configuration: Configuration, treeIconBundles: [String], tuist: TuistApp? = nil
  ) -> AppUnit {
    let bundle = AppBundle.flat(files)
    let sets = tree.catalogSets(among: files)
    // An `.icon` named like the app's icon set counts wherever it is (an XcodeGen project
    // keeps it beside the project, outside the app's folder).
    let setNames = Set(sets.filter { $0.kind == .appIconSet }.map(\.name))
    let iconBundles = Set(AppBundle.iconBundles(files)).union(
      treeIconBundles.filter { setNames.contains(String(AssetPath.name(of: $0).dropLast(5))) }
    ).sorted()
    let families = Set(
      facts?.deviceFamily.isEmpty == false
        ? facts?.deviceFamily ?? [] : tuist?.target.deviceFamily ?? [])
    let kind: AppUnit.Kind =
      facts?.isExtension == true ? .appExtension : facts?.isWatchApp == true ? .watchApp : .app
    let deployment = facts?.minimumOSVersion ?? tuist?.target.deploymentTarget
    let choice = ProfileInference.choice(
      configuration: configuration, deploymentTarget: deployment,
      source: facts?.minimumOSVersion != nil || tuist == nil
        ? "MinimumOSVersion" : "deploymentTargets in \(tuist?.manifest ?? "")",
      families: families, bundleNames: bundle.keys, iconSets: sets,
      iconBundles: iconBundles, plistIconNames: facts?.iconFiles.map(\.name) ?? [])
    return AppUnit(
      name: tuist?.target.name ?? AssetPath.display(folder: folder), kind: kind, folder: folder,
      project: nil, choice: choice, files: Set(files), bundle: bundle, catalogSets: sets,
      compiledIconSets: nil, infoPlist: plistPath.flatMap { path in facts.map { (path, $0) } },
      hasLaunchScreen: (facts?.hasLaunchScreen ?? false)
        || (tuist?.target.namesLaunchScreen ?? false),
      deploymentTarget: deployment.flatMap(OSVersion.init), families: families,
      iconBundles: iconBundles)
  }

  /// A set folder directly in `folder`, or in a catalog directly in it (`folder/X.xcassets/...`).
  static func catalog(_ setFolder: String, isDirectlyUnder folder: String) -> Bool {
    guard folder.isEmpty || setFolder.hasPrefix(folder + "/") else { return false }
    let rest = folder.isEmpty ? setFolder : String(setFolder.dropFirst(folder.count + 1))
    let components = rest.split(separator: "/")
    return components.count == 1 || components.first?.hasSuffix(".xcassets") == true
  }
}
