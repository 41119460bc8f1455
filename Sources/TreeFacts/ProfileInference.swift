import CheckConfiguration
import HIG

/// The profiles a unit is checked under when no `--profile` or `profiles:` says: from its
/// deployment target where a project or Info.plist gives one, else from what its files are
/// (shared/HIG.md, "Profiles follow the deployment target").
package enum ProfileInference {
  /// When nothing says which era a folder is of: the current rules, which ask least of
  /// loose files (a 2025 app must not be told it lacks `Icon.png`).
  package static let fallback = ProfileChoice(
    [.modern], reason: "no icons that tell the era: current rules")

  /// The profiles of one unit, in the order shared/HIG.md gives: the configuration's, else
  /// its deployment target's, else its files', else `era` (what a project says of its age),
  /// else the fallback.
  package static func choice(
    configuration: Configuration, deploymentTarget: String?, source: String, families: Set<Int>,
    bundleNames: some Collection<String>, iconSets: [CatalogSet], iconBundles: [String],
    plistIconNames: [String], era: ProfileChoice? = nil
  ) -> ProfileChoice {
    configuration.profiles.map { ProfileChoice($0, reason: configuration.profilesOrigin) }
      ?? choice(deploymentTarget: deploymentTarget, families: families, source: source)
      ?? choice(
        bundleNames: bundleNames, iconSets: iconSets.filter { $0.kind == .appIconSet },
        iconBundles: iconBundles, plistIconNames: plistIconNames)
      ?? era
      ?? fallback
  }

  /// From a deployment target, with the device families (2 is iPad).
  package static func choice(deploymentTarget: String?, families: Set<Int>, source: String)
    -> ProfileChoice?
  {
    guard let deploymentTarget else { return nil }
    return ProfileChoice.forDeploymentTarget(
      deploymentTarget, iPad: families.contains(2), source: source)
  }

  /// From the files a unit ships: an app-icon set with a single 1024 entry or an `.icon`
  /// bundle means `modern`; a set with the 60 pt slots, or loose app icons of iOS 7's names
  /// alone, `ios7`; a loose `Icon.png` (or an icon
  /// Info.plist names) `iphoneos3`, with `retina` when any `@2x` file is there and `ipad` when
  /// `Icon-72.png` or `~ipad` files are.
  package static func choice(
    bundleNames: some Collection<String>, iconSets: [CatalogSet], iconBundles: [String],
    plistIconNames: [String]
  ) -> ProfileChoice? {
    if !iconBundles.isEmpty {
      return ProfileChoice(
        [.modern], reason: "an Icon Composer bundle (\(AssetPath.name(of: iconBundles[0])))")
    }
    for set in iconSets {
      let images = set.contents?.images ?? []
      let any = images.filter { $0.luminosity == nil && $0.idiom != "mac" && $0.idiom != "watch" }
      if any.contains(where: { $0.idiom == "universal" && $0.iconPixelSize == HIG.modernAppIcon })
        && !any.contains(where: { $0.size == "60x60" })
      {
        return ProfileChoice([.modern], reason: "\(set.name) has a single 1024 entry")
      }
      if any.contains(where: { $0.size == "60x60" }) {
        return ProfileChoice([.ios7], reason: "\(set.name) has the 60 pt slots")
      }
      // Xcode 5 catalogs of iOS 6 apps: the 57 pt icon, at 2x for retina, 72 pt for the iPad.
      if any.contains(where: { $0.size == "57x57" && $0.filename != nil }) {
        var profiles: [Profile] = [.iphoneos3]
        if any.contains(where: { $0.scaleFactor == 2 && $0.filename != nil }) {
          profiles.append(.retina)
        }
        if any.contains(where: { $0.size == "72x72" && $0.filename != nil }) {
          profiles.append(.ipad)
        }
        return ProfileChoice(profiles, reason: "\(set.name) has the 57 pt slots of iOS 6")
      }
    }
    let names = Set(bundleNames)
    let lowered = Set(names.map { $0.lowercased() })
    // The conventional names of each era, in any case: Icon-60@2x.png is iOS 7's alone.
    let conventional = HIG.files.filter { lowered.contains($0.name.lowercased()) }
    // iOS 7 kept some older names (Icon-Small.png, iTunesArtwork@2x): what tells the era is
    // the app icons, as iOS 7's set (`icons --profile ios7`) names them, with none of the
    // 57 or 72 pt ones only an app for iOS 6 or earlier ships.
    let ios7Names = Set(HIG.files.filter { $0.profile == .ios7 }.map { $0.name.lowercased() })
    let appIcons = conventional.filter { $0.role == .appIcon }
    let onlyIOS7 =
      !appIcons.isEmpty && appIcons.allSatisfy { ios7Names.contains($0.name.lowercased()) }
    if !conventional.isEmpty && (onlyIOS7 || conventional.allSatisfy({ $0.profile == .ios7 })) {
      let example = (onlyIOS7 ? appIcons : conventional).map(\.name).sorted()[0]
      return ProfileChoice([.ios7], reason: "loose iOS 7 icon names (\(example))")
    }
    let legacy = conventional.filter { $0.profile != .ios7 }.map(\.name).sorted()
    guard !legacy.isEmpty || !plistIconNames.isEmpty else { return nil }
    var profiles: [Profile] = [.iphoneos3]
    var evidence = [
      lowered.contains("icon.png")
        ? "Icon.png" : legacy.first ?? "icons named in Info.plist"
    ]
    if names.contains(where: { HIG.scale(ofName: $0) > 1 }) {
      profiles.append(.retina)
      evidence.append("@2x files")
    }
    if lowered.contains("icon-72.png") || names.contains(where: { $0.contains("~ipad") }) {
      profiles.append(.ipad)
      evidence.append("iPad icons")
    }
    return ProfileChoice(profiles, reason: "loose " + evidence.joined(separator: ", "))
  }
}
