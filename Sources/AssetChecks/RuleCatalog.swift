import HIG

/// Every rule iconsmith has, in one list: `iconsmith rules`, the README table,
/// SARIF metadata and configuration validation all read it.
///
/// Invariant: ids are unique and kebab-case; each rule type appears once.
public enum RuleCatalog {
  static let fileRules: [any FileRule.Type] = [
    AppleOptimizedRule.self, WrongSizeRule.self, AppIconAlphaRule.self,
    AppIconAlphaChannelRule.self,
    ArtworkExtensionRule.self,
    NameCaseRule.self, BarIconOpaqueRule.self, BarIconInvisibleRule.self, BarIconNotWhiteRule.self,
    BarIconNotAntialiasedRule.self, BarIconSizeRule.self, LaunchImageAlphaRule.self,
    SixteenBitRule.self, InterlacedRule.self, NonSRGBProfileRule.self, DarkIconEdgeRule.self,
    ArtworkNotDetailedRule.self,
  ]

  static let appRootRules: [any AppRootRule.Type] = [
    MissingRequiredAssetRule.self, MissingRecommendedAssetRule.self, NoAppIconRule.self,
    LegacySettingsIconRule.self,
    NameCaseRule.self, InfoPlistMissingFileRule.self,
  ]

  static let catalogRules: [any CatalogRule.Type] = [
    CatalogInvalidContentsRule.self, CatalogUnassignedSlotRule.self, CatalogUnusedFileRule.self,
    CatalogWrongSizeRule.self, CatalogMissingFileRule.self, ImageScaleMismatchRule.self,
  ]

  static let folderRules: [any FolderRule.Type] = [
    RetinaPairSizeRule.self, ImageScaleMismatchRule.self,
  ]

  /// Rules the checker reports itself (they have no check function).
  static let checkerRules: [any AssetRule.Type] = [
    NotAPNGRule.self, CorruptPNGRule.self, UnreadableFileRule.self, InfoPlistUnreadableRule.self,
    NoAppRootRule.self, ProjectUnreadableRule.self, AppleOptimizedSourceRule.self,
    IconBundleRule.self,
  ]

  /// Every rule's metadata, sorted by id.
  public static let descriptors: [RuleDescriptor] = {
    let all: [any AssetRule.Type] =
      checkerRules + fileRules + appRootRules + catalogRules + folderRules
    var seen = Set<String>()
    return all.map { $0.descriptor }.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
  }()

  public static func descriptor(id: String) -> RuleDescriptor? {
    descriptors.first { $0.id == id }
  }
}
