import AssetModel
import HIG
import RuleCore
import TreeFacts

/// Which conventional files an app lacks, under its profiles.
///
/// Invariant: only apps are asked (extensions, watch apps and other platforms take no
/// `Icon.png`); a name that appears in several checked profiles counts at its strongest
/// need; a file present only in the wrong case or with an extension is not "missing"
/// (name-case and artwork-extension report it); an icon of the same size that a compiled
/// app-icon set or an Info.plist entry provides is not missing either; launch images are
/// not expected where a launch storyboard or `UILaunchScreen` is set, or Info.plist names
/// its own; app icons are not asked by their conventional names where Info.plist names icon
/// files of the app's own names that are missing (those are reported as such); 1x files are not expected where no device of the deployment target is 1x.
enum MissingAssets {
  static func missing(at root: AppRootContext, need: Need) -> [HIGFile] {
    guard root.unit.kind == .app else { return [] }
    // ios7's iPad rows count for a target whose device family includes the iPad.
    var profiles = root.profiles
    if root.unit.families.contains(2) && profiles.contains(.ios7) { profiles.insert(.ipad) }
    let iPadOnly = root.unit.families == [2]
    var strongest: [String: HIGFile] = [:]
    for row in HIG.files where row.applies(to: profiles) && Self.need(of: row) != .optional {
      if row.profile == .ipad && !root.profiles.contains(.ipad) { continue }
      // An iPad-only app has no iPhone icons or launch images.
      let iPadRow = row.profile == .ipad || row.onlyWith.contains(.ipad)
      if iPadOnly && !iPadRow && (row.role == .appIcon || row.role == .launchImage) { continue }
      if let known = strongest[row.name], Self.need(of: known) == .required { continue }
      strongest[row.name] = row
    }
    // Icon names built from variables (`${ICON_57}`) cannot be followed: no icon is asked for
    // then; an app with no icon at all yet gets one no-app-icon warning instead. An app that compiles an app-icon set of iOS 7 or later has its sizes there, where
    // catalog-unassigned-slot judges them. Icons Info.plist names under other names stand in
    // for the conventional ones by their size.
    let facts = root.infoPlist?.facts
    let iconsNamedElsewhere =
      facts?.hasUnresolvedIconNames == true || NoAppIconRule.hasNoIcon(root)
      || root.unit.generatedIcon != nil || !root.unit.namedAssets.isEmpty
      || (!root.appIconSets.isEmpty && !root.profiles.isDisjoint(with: [.ios7, .modern]))
    let lowered = Set(root.names.map { $0.lowercased() })
    let provided = providedSizes(root)
    let launchCovered =
      root.unit.hasLaunchScreen || !root.launchImageSets.isEmpty
      || root.unit.namedAssets.contains { $0.role == .launchImage }
      || root.infoPlist?.facts.launchImageFile != nil
      || root.infoPlist?.facts.launchImageNames.isEmpty == false
      // No Info.plist and a catalog's icons of the era of launch screens: a build tool writes
      // the Info.plist (Tuist's `infoPlist: .extendingDefault`), and nothing in the tree says
      // there is no launch screen.
      || (root.infoPlist == nil && root.unit.project == nil && !root.appIconSets.isEmpty
        && !root.profiles.isDisjoint(with: [.ios7, .modern]))
    // Icons Info.plist names under names of the app's own (DOOM_57.png) are its icons: when
    // they are missing, info-plist-missing-file says so, and Icon.png is no fix for it.
    let namesMissingOwnIcons =
      facts?.iconFiles.contains { named in
        let name = named.name.lowercased().hasSuffix(".png") ? named.name : named.name + ".png"
        return !HIG.isConventionalName(name) && !lowered.contains(name.lowercased())
          && !lowered.contains(named.name.lowercased())
      } ?? false
    return strongest.values.filter { row in
      if iconsNamedElsewhere && (row.role == .appIcon || row.role == .smallIcon) { return false }
      if namesMissingOwnIcons && row.role == .appIcon { return false }
      // `Default~iphone.png` and `Default-Portrait~ipad.png` stand for their device.
      if deviceVariants(of: row.name).contains(where: { lowered.contains($0.lowercased()) }) {
        return false
      }
      guard Self.need(of: row) == need, !root.names.contains(row.name),
        !lowered.contains(row.name.lowercased()),
        !lowered.contains(row.name.lowercased() + ".png")
      else { return false }
      if row.scale == 1 && !root.unit.hasOneXScreens { return false }
      if row.role == .launchImage {
        return !launchCovered && !(row.profile == .ipad && Self.iPadNeverShows(row, facts))
      }
      return !row.sizes.contains(where: provided.contains)
    }.sorted { $0.name < $1.name }
  }

  /// Whether an iPad launch image is of an orientation the app does not allow on the iPad
  /// (`Default-Landscape.png` of a portrait-only app is never shown).
  static func iPadNeverShows(_ row: HIGFile, _ facts: InfoPlistFacts?) -> Bool {
    guard let orientations = facts?.iPadOrientations, !orientations.isEmpty else { return false }
    let landscape = orientations.contains { $0.hasPrefix("UIInterfaceOrientationLandscape") }
    let portrait = orientations.contains { $0.hasPrefix("UIInterfaceOrientationPortrait") }
    if row.name.contains("Landscape") { return !landscape }
    if row.name.contains("Portrait") { return !portrait }
    return false
  }

  /// `NAME~iphone.png` and `NAME~ipad.png` for `NAME.png` (`@2x` kept before the modifier).
  static func deviceVariants(of name: String) -> [String] {
    guard name.hasSuffix(".png") else { return [] }
    let stem = name.dropLast(4)
    return ["~iphone", "~ipad"].map { stem + $0 + ".png" }
  }

  /// How much a missing row matters here. App Store artwork is uploaded to App Store Connect
  /// on its own in the eras of loose files; in the bundle it serves ad-hoc installs: a warning.
  static func need(of row: HIGFile) -> Need {
    row.role == .appStoreArtwork && row.need == .required ? .recommended : row.need
  }

  /// The icon sizes the app has by other names: compiled catalog slots and files Info.plist
  /// names (`CFBundleIconFiles` may list `icon57.png`), whatever they are called. In a set a
  /// project compiles, a slot with no file counts too: catalog-unassigned-slot tells it, and a
  /// missing `Icon-Small@2x.png` beside an empty 29x29@2x slot would tell the same missing icon
  /// twice (decider, round 21). An app folder's set proves no build compiles it.
  private static func providedSizes(_ root: AppRootContext) -> Set<PixelSize> {
    var sizes = Set<PixelSize>()
    let compiled = root.unit.project != nil
    for set in root.appIconSets {
      for entry in set.compiledEntries ?? [] where compiled || entry.filename != nil {
        if let size = entry.iconPixelSize { sizes.insert(size) }
      }
    }
    // Conventional names are held to their own size (a 58-pixel Icon.png is not the 58 icon).
    for (path, named) in InfoPlistReference.namedFiles(in: root.unit)
    where named.role == .appIcon && !HIG.isConventionalName(AssetPath.name(of: path)) {
      if let size = root.sizes[path] { sizes.insert(size) }
    }
    // Loose App Store artwork of 1024 is the artwork @2x asks for.
    for name in ["iTunesArtwork", "iTunesArtwork@2x"] {
      if let path = root.unit.bundle[name], let size = root.sizes[path] { sizes.insert(size) }
    }
    return sizes
  }

  static func fix(for row: HIGFile, root: AppRootContext) -> String {
    switch row.role {
    case .launchImage:
      return
        "create it: `iconsmith launch -o \(root.displayFolder.shellWord) --color '#RRGGBB'` (or --screenshot FILE), or set a launch storyboard (UILaunchStoryboardName)"
    default:
      return
        "generate the icon set: `iconsmith icons MASTER -o \(root.displayFolder.shellWord) --profile \(row.profile.rawValue)`"
    }
  }

  static func message(for row: HIGFile, root: AppRootContext, need: String) -> String {
    "\(root.named) has no \(row.name): the \(row.profile.rawValue) \(row.role.rawValue) (\(PixelSize.list(row.sizes))) is \(need)"
  }

  /// The primary app-icon set of an iOS app of iOS 7 or later in the all-sizes form (one with
  /// a 60 or 76 pt slot and a file), with its entries of the any appearance; none for an app
  /// whose icon is an Icon Composer bundle.
  static func allSizesSets(_ root: AppRootContext) -> [(
    set: CatalogSet, entries: [AssetCatalogContents.Entry]
  )] {
    guard root.unit.kind == .app, !root.profiles.isDisjoint(with: [.ios7, .modern]),
      root.unit.iconBundles.isEmpty
    else { return [] }
    return root.appIconSets.filter { $0.name == (root.unit.primaryIconSet ?? $0.name) }
      .compactMap { set in
        let entries = (set.compiledEntries ?? []).filter { $0.luminosity == nil }
        // The home-screen slots (60 pt iPhone, 76 pt iPad) make a set the all-sizes form.
        guard entries.contains(where: { $0.size == "60x60" || $0.size == "76x76" }),
          entries.contains(where: { $0.filename != nil })
        else { return nil }
        return (set, entries)
      }
  }
}
