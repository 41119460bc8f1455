import AssetModel
import Diagnostics
import RuleCore
import TreeFacts

/// Every rule iconsmith has, in one list per kind of subject: the checker runs them,
/// and `iconsmith rules`, the Rules article's table, SARIF metadata and configuration validation
/// read their descriptors.
///
/// Invariant: ids are unique and kebab-case; a rule that looks at two kinds of subject
/// appears once per kind, with one descriptor.
public enum RuleCatalog {
  /// About one image with a role, on its decoded pixels.
  package static let images: [any Rule<FileContext>.Type] = [
    AppleOptimizedRule.self, WrongSizeRule.self, AppIconAlphaRule.self,
    AppIconAlphaChannelRule.self, ArtworkExtensionRule.self, NameCaseRule.self,
    BarIconOpaqueRule.self, BarIconInvisibleRule.self, BarIconNotWhiteRule.self,
    BarIconNotAntialiasedRule.self, BarIconSizeRule.self, LaunchImageAlphaRule.self,
    SixteenBitRule.self, InterlacedRule.self, NonSRGBProfileRule.self, DarkIconEdgeRule.self,
    ArtworkNotDetailedRule.self,
  ]

  /// About any image that decoded, with or without a role.
  package static let decodedFiles: [any Rule<DecodedFile>.Type] = [AppleOptimizedSourceRule.self]

  /// About a picture a shipped app draws, in a catalog's image set or loose.
  package static let pictures: [any Rule<AppPicture>.Type] = [
    NonSRGBProfileRule.OnPicture.self, InterlacedRule.OnPicture.self,
  ]

  /// About the master an icon generator makes the App Store icon from.
  package static let generatorMasters: [any Rule<GeneratorMasterContext>.Type] = [
    GeneratorMasterAlphaRule.self, GeneratorMasterShapeRule.self,
  ]

  /// About an image that could not be read or decoded.
  package static let failures: [any Rule<FileFailure>.Type] = [
    UnreadableFileRule.self, NotAPNGRule.self, CorruptPNGRule.self, GitLFSPointerRule.self,
  ]

  /// About an app, extension or watch app: the files it must ship and what its Info.plist names.
  package static let apps: [any Rule<AppRootContext>.Type] = [
    MissingRequiredAssetRule.self, MissingRecommendedAssetRule.self, NoAppIconRule.self,
    LegacySettingsIconRule.self, NameCaseRule.InInfoPlist.self, InfoPlistMissingFileRule.self,
    AppIconAlphaChannelRule.InApp.self, NamedAssetMissingRule.self,
  ]

  /// About one asset-catalog set and its Contents.json.
  package static let catalogSets: [any Rule<CatalogContext>.Type] = [
    CatalogInvalidContentsRule.self, CatalogUnassignedSlotRule.self, CatalogUnusedFileRule.self,
    CatalogWrongSizeRule.self, CatalogMissingFileRule.self, ImageScaleMismatchRule.self,
    AppIconAlphaChannelRule.InSet.self,
  ]

  /// About the loose images of one folder together (the @2x pairs).
  package static let folders: [any Rule<FolderContext>.Type] = [
    RetinaPairSizeRule.self, ImageScaleMismatchRule.InFolder.self,
  ]

  /// About one Icon Composer bundle.
  package static let iconBundles: [any Rule<IconBundleContext>.Type] = [IconBundleRule.self]

  /// About a file that kept part of the scene from being read.
  package static let sceneProblems: [any Rule<SceneProblem>.Type] = [
    InfoPlistUnreadableRule.self, ProjectUnreadableRule.self,
  ]

  /// About an app, extension or watch app of a built product, as App Store Connect sees it.
  package static let builtApps: [any Rule<BuiltAppContext>.Type] = [
    BuiltBundleUnreadableRule.self, BuiltIconNameMissingRule.self, BuiltIconAssetMissingRule.self,
    BuiltIconFileMissingRule.self,
    BuiltAppStoreIconMissingRule.self, BuiltWatchAppStoreIconMissingRule.self,
    BuiltRequiredIconSizeRule.self,
    BuiltAppStoreIconAlphaRule.self, BuiltWatchIconAlphaRule.self, BuiltAlternateIconSizeRule.self,
    BuiltLaunchStoryboardMissingRule.self, BuiltNewsstandIconRule.self,
  ]

  /// About the whole scene.
  package static let scenes: [any Rule<Scene>.Type] = [NoAppRootRule.self]

  /// Every rule type of every list above, with its descriptor, in list order: a rule that
  /// looks at two kinds of subject is here twice, under one descriptor.
  package static var ruleTypes: [(descriptor: RuleDescriptor, type: Any.Type)] {
    var all: [(descriptor: RuleDescriptor, type: Any.Type)] = []
    all += images.map { ($0.descriptor, $0) } + decodedFiles.map { ($0.descriptor, $0) }
    all += failures.map { ($0.descriptor, $0) } + apps.map { ($0.descriptor, $0) }
    all += catalogSets.map { ($0.descriptor, $0) } + folders.map { ($0.descriptor, $0) }
    all += iconBundles.map { ($0.descriptor, $0) } + sceneProblems.map { ($0.descriptor, $0) }
    all += scenes.map { ($0.descriptor, $0) } + generatorMasters.map { ($0.descriptor, $0) }
    all += pictures.map { ($0.descriptor, $0) } + builtApps.map { ($0.descriptor, $0) }
    return all
  }

  /// Every rule's metadata, sorted by id.
  public static let descriptors: [RuleDescriptor] = {
    var seen = Set<RuleID>()
    return ruleTypes.map(\.descriptor).filter { seen.insert($0.id).inserted }
      .sorted { $0.id < $1.id }
  }()

  /// Every rule id, for validating a configuration's `rules:`.
  public static var ids: [RuleID] { descriptors.map(\.id) }

  public static func descriptor(id: RuleID) -> RuleDescriptor? {
    descriptors.first { $0.id == id }
  }
}

/// The ids other modules name (the fixer keys on them), from the rules themselves.
extension RuleID {
  public static let appIconAlpha = AppIconAlphaRule.descriptor.id
  public static let appIconAlphaChannel = AppIconAlphaChannelRule.descriptor.id
  public static let barIconNotWhite = BarIconNotWhiteRule.descriptor.id
  public static let artworkExtension = ArtworkExtensionRule.descriptor.id
  public static let appleOptimized = AppleOptimizedRule.descriptor.id
  public static let appleOptimizedSource = AppleOptimizedSourceRule.descriptor.id
}
