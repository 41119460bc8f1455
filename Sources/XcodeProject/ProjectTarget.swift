/// One target of an Xcode project, resolved to the facts iconsmith needs:
/// its product, platform, Info.plist, icon settings and member files.
///
/// Invariant: every path is a tree path ('/'-separated, relative to the top
/// of the checked tree, lexically normalised, never leaving the tree); build
/// settings are those of one configuration (`configurationName`), every level
/// merged and every variable expanded.
public struct ProjectTarget: Sendable, Equatable {
  public let name: String
  public let productType: ProductType
  public let platform: ApplePlatform
  /// The configuration whose settings these are ("Release" when the target has one).
  public let configurationName: String?
  /// `INFOPLIST_FILE` as a tree path; nil when unset or outside the tree.
  public let infoPlistPath: String?
  /// `GENERATE_INFOPLIST_FILE = YES`: Xcode writes the Info.plist from `infoPlistKeys`.
  public let generatesInfoPlist: Bool
  /// `INFOPLIST_KEY_*` settings with the prefix removed, values expanded.
  public let infoPlistKeys: [String: String]
  /// `ASSETCATALOG_COMPILER_APPICON_NAME`, expanded; nil when unset.
  public let appIconName: String?
  /// `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`, split on white space.
  public let alternateAppIconNames: [String]
  /// `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES`.
  public let includesAllAppIcons: Bool
  /// The platform's deployment target as written ("9.0"); nil when unset.
  public let deploymentTarget: String?
  /// `TARGETED_DEVICE_FAMILY` "1,2" -> [1, 2]; empty when unset.
  public let deviceFamily: [Int]
  /// `INFOPLIST_PREPROCESS = YES`: the Info.plist passes through the C preprocessor.
  public let preprocessesInfoPlist: Bool
  /// Everything in the target's resources phases, in phase order, each once.
  public let resources: [String]
  /// Xcode 16 synchronized folders: everything under them belongs to the target; also the
  /// single files that an exception set of a folder the target does not sync adds to it.
  public let synchronizedFolders: [String]
  /// Paths under `synchronizedFolders` that are excluded from this target.
  public let synchronizedExceptions: [String]
  /// Names of the targets this one depends on or embeds, each once.
  public let dependencies: [String]
  /// `ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME`: the launch-image set the target compiles.
  public var launchImageName: String? = nil
  /// `PRODUCT_NAME`, expanded (the target's name unless set): Info.plist names use it.
  public var productName: String? = nil
  /// The app-icon sets of every build configuration, primary and alternates, each once, in
  /// the order met (the chosen configuration's first): a Debug-dev configuration's
  /// `AppIcon-dev` is compiled into that build.
  public var configurationIconSets: [String] = []
  /// `SUPPORTS_MACCATALYST = YES`: the iOS app also runs on the Mac, from its `mac` icon slots.
  public var supportsMacCatalyst = false
  /// What the target links (`XCTest.framework`, `UIKit.framework`, package products), by name.
  public var linkedFrameworks: [String] = []
  /// The text of its shell-script build phases (cut at 16 KiB each).
  public var scriptPhases: [String] = []

  public init(
    name: String, productType: ProductType, platform: ApplePlatform = .iOS,
    configurationName: String? = "Release", infoPlistPath: String? = nil,
    generatesInfoPlist: Bool = false, infoPlistKeys: [String: String] = [:],
    appIconName: String? = nil, alternateAppIconNames: [String] = [],
    includesAllAppIcons: Bool = false, deploymentTarget: String? = nil, deviceFamily: [Int] = [],
    preprocessesInfoPlist: Bool = false, resources: [String] = [],
    synchronizedFolders: [String] = [], synchronizedExceptions: [String] = [],
    dependencies: [String] = []
  ) {
    self.name = name
    self.productType = productType
    self.platform = platform
    self.configurationName = configurationName
    self.infoPlistPath = infoPlistPath
    self.generatesInfoPlist = generatesInfoPlist
    self.infoPlistKeys = infoPlistKeys
    self.appIconName = appIconName
    self.alternateAppIconNames = alternateAppIconNames
    self.includesAllAppIcons = includesAllAppIcons
    self.deploymentTarget = deploymentTarget
    self.deviceFamily = deviceFamily
    self.preprocessesInfoPlist = preprocessesInfoPlist
    self.resources = resources
    self.synchronizedFolders = synchronizedFolders
    self.synchronizedExceptions = synchronizedExceptions
    self.dependencies = dependencies
  }
}
