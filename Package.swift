// swift-tools-version: 6.0
import PackageDescription

// Swift's floating-point rounding calls libm, which Linux does not link by default.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

// One module per stage; dependencies point one way (see README, "Architecture").
let package = Package(
  name: "iconsmith",
  products: [
    .library(
      name: "IconsmithKit",
      targets: [
        "Raster", "Deflate", "PNGCodec", "HIG", "DataFormats", "XcodeProject", "BuildDescriptions",
        "ProjectSpecs",
        "Diagnostics", "CheckConfiguration", "SourceScanning", "TreeFacts",
        "AssetModel", "AssetSources", "RuleCore", "Rules", "Checking", "Reporting", "Fixing",
        "AssetGenerators",
        "IconsmithIO", "Preview", "CheckRunning", "AppBundles", "CompiledCatalog", "LZFSE",
        "RenditionPixels", "YAMLReader",
      ]),
    .executable(name: "iconsmith", targets: ["iconsmith"]),
    .executable(name: "iconsmith-bench", targets: ["iconsmith-bench"]),
    // `swift package iconsmith check` in a package that depends on this one.
    .plugin(name: "IconsmithPlugin", targets: ["IconsmithPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // `swift package generate-documentation`: DocC for the library product; no code links it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(name: "CPNGShim", dependencies: ["CLibPNG"]),
    // Work in parallel, progress counts and locale-free number text: what modules that need no
    // pixels share with those that do.
    .target(name: "Utilities"),
    .target(name: "Raster", dependencies: ["Utilities"], linkerSettings: libm),
    // Deflate written for filtered scanlines: zlib level 9's size at a fraction of its time.
    .target(name: "Deflate"),
    .target(
      name: "PNGCodec", dependencies: ["Raster", "Deflate", "CPNGShim", "CZlib", "Utilities"],
      linkerSettings: libm),
    .target(name: "HIG", dependencies: ["Utilities"]),
    // Apple's LZFSE and LZVN decompression, for compiled asset catalogs: no Linux library has it.
    .target(name: "LZFSE"),
    // Apple's property lists (XML, binary, and the text format Xcode writes) and JSON, read from
    // bytes into values, bounded, with errors that say where: what Foundation read before.
    .target(name: "DataFormats"),
    // Xcode project files: which files each target ships, its settings and deployment target.
    .target(name: "XcodeProject", dependencies: ["DataFormats", "Utilities"]),
    // YAML composed into nodes without Foundation (libyaml's grammar, Yams' tags): the
    // shipped binary reads XcodeGen specs, pubspecs and `.iconsmith.yml` through it.
    .target(name: "YAMLReader"),
    // The other files that say what a repository builds: Xcode workspaces, .NET projects,
    // Cordova's and NativeScript's configurations, and the configurations of icon generators.
    .target(
      name: "BuildDescriptions",
      dependencies: ["DataFormats", "Utilities", "XcodeProject", "YAMLReader"]),
    // Xcode projects described for a generator and not committed: XcodeGen's project.yml and
    // Tuist's Project.swift, read into the targets and settings an Xcode project would hold.
    .target(
      name: "ProjectSpecs",
      dependencies: ["BuildDescriptions", "XcodeProject", "YAMLReader"]),
    // What a check says: rule ids, severities, diagnostics, the report.
    .target(name: "Diagnostics"),
    // `.iconsmith.yml`: profiles, roles by glob, rule severities, excludes; the glob engine.
    .target(
      name: "CheckConfiguration",
      dependencies: ["Diagnostics", "HIG", "Raster", "YAMLReader"]),
    // Which images interface files (xib, storyboard, NativeScript views) and Swift or
    // Objective-C code use as tab-bar and toolbar icons: lexers over bytes, no disk.
    .target(name: "SourceScanning", dependencies: ["HIG"]),
    // What a tree holds, read before anything is decided: its inventory of files, the catalogs'
    // sets, Info.plists' facts, Icon Composer bundles, the part a commit touches.
    .target(
      name: "TreeFacts",
      dependencies: ["CheckConfiguration", "DataFormats", "HIG", "Utilities", "XcodeProject"]),
    // What ships: the apps and extensions that ship each file (from Xcode projects, generators'
    // specs or folders), the scene built from them in named stages, and each file's role.
    .target(
      name: "AssetModel",
      dependencies: [
        "BuildDescriptions", "CheckConfiguration", "HIG", "ProjectSpecs", "SourceScanning",
        "TreeFacts", "Utilities", "XcodeProject",
      ]),
    // Where an inventory comes from: folders on disk, or the git index and HEAD.
    .target(
      name: "AssetSources",
      dependencies: ["AssetModel", "HIG", "IconsmithIO", "TreeFacts", "Utilities"]),
    // What a rule is and what it sees: the protocol, and each kind of subject (an image as
    // decoded, an app, a catalog set, a folder, a file that failed to read).
    .target(
      name: "RuleCore",
      dependencies: [
        "AssetModel", "BuildDescriptions", "CheckConfiguration", "Diagnostics", "HIG", "PNGCodec",
        "Raster", "TreeFacts",
      ]),
    // The rules, one type per file in a folder per subject, and their catalogue.
    .target(
      name: "Rules",
      dependencies: [
        "AssetModel", "BuildDescriptions", "CheckConfiguration", "Diagnostics", "HIG", "PNGCodec",
        "Raster", "RuleCore", "TreeFacts", "Utilities",
      ]),
    // The checker: every image of a scene read once and decoded once on all cores, the
    // catalogue run over it, the report sorted.
    .target(
      name: "Checking",
      dependencies: [
        "AssetModel", "CheckConfiguration", "Diagnostics", "HIG", "PNGCodec", "Raster", "RuleCore",
        "Rules", "TreeFacts", "Utilities",
      ]),
    // A report as text, JSON, Xcode, GitHub annotations or SARIF.
    .target(name: "Reporting", dependencies: ["Diagnostics"]),
    // `check --fix`: the safe fixes, from what the check decoded.
    .target(
      name: "Fixing",
      dependencies: [
        "AssetModel", "CheckConfiguration", "Checking", "Diagnostics", "HIG", "PNGCodec", "Raster",
        "Rules", "TreeFacts", "Utilities",
      ]),
    // What `check` does as one library call: configuration, trees or the index, fixes; and the
    // targets `preview` draws, from the same check.
    .target(
      name: "CheckRunning",
      dependencies: [
        "AppBundles", "AssetModel", "AssetSources", "CheckConfiguration", "Checking",
        "CompiledCatalog", "Diagnostics", "Fixing", "HIG", "IconsmithIO", "PNGCodec", "Preview",
        "Raster", "Reporting", "RenditionPixels", "RuleCore", "Rules", "TreeFacts", "Utilities",
      ]),
    .target(name: "AssetGenerators", dependencies: ["HIG", "PNGCodec", "Raster", "Utilities"]),
    // `iconsmith preview`: contact sheets that draw each asset as its era's device does.
    .target(
      name: "Preview",
      dependencies: [
        "AssetModel", "Checking", "Diagnostics", "HIG", "Raster", "Rules", "TreeFacts",
      ]),
    .target(name: "IconsmithIO", dependencies: ["Utilities"]),
    // Built apps as App Store Connect receives them: an `.ipa`'s zip read entry by entry.
    .target(name: "AppBundles", dependencies: ["DataFormats", "IconsmithIO", "PNGCodec"]),
    // A built app's compiled asset catalog (`Assets.car`): the BOM container, the CAR trees,
    // rendition keys and CSI records, read bounds-checked from bytes; no pixels decoded.
    .target(name: "CompiledCatalog"),
    // A compiled catalog's bitmaps as RGBA: CELM blobs and KCBC strips, zip, LZVN, LZFSE and
    // deepmap2 expanded, CoreUI's premultiplied pixels made straight; the rest named.
    .target(
      name: "RenditionPixels", dependencies: ["CompiledCatalog", "LZFSE", "PNGCodec", "Raster"]),
    // Sample artwork and special files (CgBI, Adam7, JPEG) for SampleAssets and the tests.
    .target(name: "SampleArt", dependencies: ["Raster", "PNGCodec"]),
    .executableTarget(
      name: "iconsmith",
      dependencies: [
        "PNGCodec", "Raster", "HIG", "Diagnostics", "CheckConfiguration", "AssetModel",
        "AssetSources", "Rules", "Reporting", "Fixing", "AssetGenerators", "IconsmithIO", "Preview",
        "CheckRunning", "Utilities", "AppBundles", "CompiledCatalog", "RenditionPixels",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .plugin(
      name: "IconsmithPlugin",
      capability: .command(
        intent: .custom(
          verb: "iconsmith",
          description:
            "Check the package's iOS app icons and assets, or generate them (iconsmith --help)"
        )),
      dependencies: ["iconsmith"], path: "Sources/IconsmithPlugin"),
    // Bench only: the plain C libpng loop iconsmith-bench measures the decoder against.
    .target(name: "CBenchDecode", dependencies: ["CLibPNG"]),
    .executableTarget(
      name: "iconsmith-bench",
      dependencies: [
        "PNGCodec", "Raster", "HIG", "IconsmithIO", "CBenchDecode", "SampleArt", "Diagnostics",
        "CheckConfiguration", "AssetModel", "AssetSources", "Checking", "Rules", "AssetGenerators",
        "Utilities", "CompiledCatalog", "RenditionPixels", "DataFormats",
        "XcodeProject", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Fixture builders shared by the test targets (seeded random images, CgBI files).
    .target(
      name: "TestSupport",
      dependencies: [
        "AssetModel", "CheckConfiguration", "Checking", "Diagnostics", "PNGCodec", "Raster",
        "Rules", "SampleArt", "TreeFacts",
      ],
      path: "Tests/TestSupport"),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "SampleArt", "TestSupport"]),
    .testTarget(
      name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster", "SampleArt", "TestSupport"],
      exclude: ["PngSuite"]),
    .testTarget(name: "DeflateTests", dependencies: ["Deflate", "PNGCodec"]),
    .testTarget(name: "LZFSETests", dependencies: ["LZFSE", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "DataFormatsTests", dependencies: ["DataFormats"]),
    .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "TestSupport"]),
    // Yams here only as an independent oracle: the same documents composed by both readers.
    .testTarget(
      name: "YAMLReaderTests",
      dependencies: ["YAMLReader", .product(name: "Yams", package: "Yams")]),
    .testTarget(
      name: "BuildDescriptionsTests", dependencies: ["BuildDescriptions", "XcodeProject"]),
    .testTarget(
      name: "ProjectSpecsTests",
      dependencies: ["BuildDescriptions", "ProjectSpecs", "XcodeProject"]),
    .testTarget(name: "HIGTests", dependencies: ["HIG"], exclude: ["Fixtures"]),
    // Inputs that fuzzing or a sanitizer found, each replayed through the entry it broke.
    .testTarget(
      name: "RegressionTests",
      dependencies: [
        "BuildDescriptions", "Diagnostics", "HIG", "IconsmithIO", "ProjectSpecs", "SourceScanning",
        "TestSupport",
      ],
      path: "Tests/Regressions", exclude: ["Inputs"]),
    .testTarget(name: "IconsmithIOTests", dependencies: ["IconsmithIO", "TestSupport"]),
    .testTarget(
      name: "AppBundlesTests",
      dependencies: ["AppBundles", "IconsmithIO", "PNGCodec", "SampleArt", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "CompiledCatalogTests",
      dependencies: [
        "CompiledCatalog", "LZFSE", "PNGCodec", "Raster", "RenditionPixels", "SampleArt",
        "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    .testTarget(
      name: "SourceScanningTests", dependencies: ["SourceScanning", "HIG", "TestSupport"]),
    .testTarget(
      name: "AssetSourcesTests",
      dependencies: ["AssetModel", "AssetSources", "IconsmithIO", "TestSupport", "TreeFacts"]),
    .testTarget(
      name: "CheckConfigurationTests",
      dependencies: ["CheckConfiguration", "Diagnostics", "HIG", "Raster", "Rules", "TestSupport"]),
    .testTarget(
      name: "AssetModelTests",
      dependencies: [
        "AssetModel", "CheckConfiguration", "HIG", "TestSupport", "TreeFacts", "XcodeProject",
      ]),
    .testTarget(
      name: "TreeFactsTests", dependencies: ["HIG", "TestSupport", "TreeFacts"]),
    .testTarget(
      name: "RuleCoreTests",
      dependencies: ["HIG", "PNGCodec", "RuleCore", "SampleArt", "TestSupport"]),
    .testTarget(
      name: "CheckingTests",
      dependencies: [
        "AssetModel", "CheckConfiguration", "Checking", "Diagnostics", "PNGCodec", "Raster",
        "Rules", "SampleArt", "TestSupport", "TreeFacts",
      ]),
    .testTarget(
      name: "RulesTests",
      dependencies: [
        "AssetModel", "CheckConfiguration", "Checking", "Diagnostics", "Fixing", "HIG", "PNGCodec",
        "Raster", "RuleCore", "Rules", "SampleArt", "TestSupport", "TreeFacts", "Utilities",
      ]),
    .testTarget(
      name: "CheckRunningTests",
      dependencies: [
        "CheckRunning", "AssetSources", "CheckConfiguration", "Diagnostics", "HIG", "IconsmithIO",
        "PNGCodec", "Preview", "Raster", "Rules", "SampleArt", "TestSupport",
      ]),
    .testTarget(
      name: "ReportingTests", dependencies: ["Reporting", "Diagnostics", "Rules", "TestSupport"]),
    .testTarget(
      name: "FixingTests",
      dependencies: [
        "AssetModel", "CheckConfiguration", "Checking", "Diagnostics", "Fixing", "HIG", "PNGCodec",
        "Raster", "Rules", "SampleArt", "TestSupport", "TreeFacts",
      ]),
    .testTarget(
      name: "AssetGeneratorsTests",
      dependencies: [
        "AssetGenerators", "AssetModel", "CheckConfiguration", "Checking", "Diagnostics", "HIG",
        "PNGCodec", "Raster", "RuleCore", "Rules", "SampleArt", "TestSupport", "TreeFacts",
        "Utilities",
      ]),
    .testTarget(
      name: "PreviewTests",
      dependencies: [
        "AssetModel", "Checking", "Diagnostics", "HIG", "PNGCodec", "Preview", "Raster", "Rules",
        "SampleArt", "TestSupport",
      ]),
    .testTarget(
      name: "IconsmithCLITests",
      dependencies: [
        "PNGCodec", "Raster", "SampleArt", "TestSupport", "Utilities", "iconsmith",
        // GitHubActionTests reads the action's action.yml as the runner does.
        .product(name: "Yams", package: "Yams"),
      ],
      exclude: ["Goldens", "SARIFSchema"]),
  ]
)

// The modules the `iconsmith` executable links, found from the graph above. None may use
// Foundation: its ICU data is half of a static release binary, and FoundationEssentials is all
// they need. With MemberImportVisibility a file sees only the members of the modules it imports
// itself, so a Foundation method that another file's or a dependency's import (Yams') made
// visible fails to build here, not later (ShippedModulesTests reads the imports).
var shippedModules: Set<String> = []
var unvisited = ["iconsmith"]
while let name = unvisited.popLast() {
  guard shippedModules.insert(name).inserted,
    let target = package.targets.first(where: { $0.name == name })
  else { continue }
  for dependency in target.dependencies {
    switch dependency {
    case .targetItem(let name, _), .byNameItem(let name, _): unvisited.append(name)
    default: break
    }
  }
}
for target in package.targets where shippedModules.contains(target.name) && target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}

// Fuzz targets (libFuzzer), built only by Fuzz/run: `ICONSMITH_FUZZ=1 swift build
// --sanitize=fuzzer --sanitize=address`. Each has no main of its own (libFuzzer's runs), so a
// plain build must not see them.
if Context.environment["ICONSMITH_FUZZ"] == "1" {
  let kit: [Target.Dependency] = [
    "Raster", "PNGCodec", "HIG", "DataFormats", "XcodeProject", "BuildDescriptions",
    "ProjectSpecs", "Diagnostics", "CheckConfiguration", "TreeFacts", "SourceScanning",
    "AssetModel", "Rules",
    "Fixing",
    "Reporting", "AppBundles", "CompiledCatalog", "LZFSE", "RenditionPixels",
  ]
  for name in [
    "FuzzPNGDecode", "FuzzPNGRoundTrip", "FuzzProject", "FuzzBuildDescriptions", "FuzzPlistJSON",
    "FuzzDataFormats",
    "FuzzConfiguration", "FuzzCheck", "FuzzSourceScan", "FuzzZip", "FuzzCompiledCatalog",
    "FuzzLZFSE", "FuzzRenditionPixels", "FuzzYAML",
  ] {
    // FuzzYAML needs only the reader, and Yams to compare it with, as its tests do.
    let dependencies: [Target.Dependency] =
      name == "FuzzYAML" ? ["YAMLReader", .product(name: "Yams", package: "Yams")] : kit
    package.targets.append(
      .executableTarget(
        name: name, dependencies: dependencies, path: "Fuzz/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
  }
}
