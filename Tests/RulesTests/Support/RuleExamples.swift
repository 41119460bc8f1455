import AssetModel
import CheckConfiguration
import Checking
import Diagnostics
import PNGCodec
import Raster
import RuleCore
import SampleArt
import TestSupport
import TreeFacts

// What a rule's examples are made of. Each rule declares its own in Examples/, a folder laid
// out like Sources/Rules, and RuleCatalogTests runs every rule of the catalogue on them.

/// Assets and the way they are checked, or the apps of a built product.
struct Fixture: Sendable {
  var assets = InMemoryAssets()
  var scope = CheckScope.tree
  var configuration = Configuration.default
  /// When set, the fixture is a built product: these apps are checked, not `assets`.
  var builtApps: [BuiltAppContext]? = nil

  func check() -> CheckReport {
    if let builtApps {
      return CheckReport(
        diagnostics: Checker(configuration: configuration).check(builtApps: builtApps),
        filesChecked: 0)
    }
    return assets.check(configuration, scope: scope)
  }
}

/// The smallest project file Xcode writes: one app target shipping `resources` (paths
/// relative to the project's folder), with a deployment target.
func projectFile(resources: [String], deploymentTarget: String = "12.0") -> [UInt8] {
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

/// A rule's examples: a fixture that breaks it, and a nearly identical one (one file changed,
/// or one way of checking) that does not.
typealias RuleExample = (trigger: Fixture, pass: Fixture)

/// A rule that declares its examples; every rule of the catalogue does (RuleCatalogTests).
protocol RuleExamples {
  static func examples() throws -> RuleExample
}

/// The complete iPhone OS 3 app of `iphoneApp()`, changed by `change`.
func appFixture(_ change: (inout InMemoryAssets) throws -> Void) throws -> Fixture {
  var assets = try iphoneApp()
  try change(&assets)
  return Fixture(assets: assets)
}

/// One image at `path`, which its folder name makes a bar icon, checked as iPhone OS 3.
func barFixture(_ path: String, _ bytes: [UInt8]) -> Fixture {
  Fixture(assets: barIcons([path: bytes]), configuration: iphoneos3)
}

/// A built app (`Build/My.app`) whose `Icon.png` is `iconBytes`.
func inBuiltApp(_ iconBytes: [UInt8]) throws -> Fixture {
  var assets = InMemoryAssets()
  for (name, bytes) in try iphoneAppFiles.get() { assets["Build/My.app/" + name] = bytes }
  assets["Build/My.app/Icon.png"] = iconBytes
  return Fixture(assets: assets)
}

/// A well-made white bar glyph of `side` pixels, encoded.
func glyphPNG(side: Int) throws -> [UInt8] {
  try png(SampleArt.barGlyph(side: side))
}
