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
        "Raster", "PNGCodec", "HIG", "XcodeProject", "AssetChecks", "AssetGenerators",
        "IconsmithIO",
        "AssetFiles",
      ]),
    .executable(name: "iconsmith", targets: ["iconsmith"]),
    .executable(name: "iconsmith-bench", targets: ["iconsmith-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(name: "CPNGShim", dependencies: ["CLibPNG"]),
    .target(name: "Raster", linkerSettings: libm),
    .target(name: "PNGCodec", dependencies: ["Raster", "CPNGShim", "CZlib"], linkerSettings: libm),
    .target(name: "HIG"),
    // Xcode project files: which files each target ships, its settings and deployment target.
    .target(name: "XcodeProject"),
    .target(
      name: "AssetChecks",
      dependencies: [
        "PNGCodec", "Raster", "HIG", "XcodeProject", .product(name: "Yams", package: "Yams"),
      ]),
    .target(name: "AssetGenerators", dependencies: ["HIG", "PNGCodec", "Raster"]),
    .target(name: "IconsmithIO", dependencies: ["Raster"]),
    // What check reads from disk: the inventory of the paths named, and its reader.
    .target(name: "AssetFiles", dependencies: ["AssetChecks", "IconsmithIO"]),
    // Sample artwork and special files (CgBI, Adam7, JPEG) for SampleAssets and the tests.
    .target(name: "SampleArt", dependencies: ["Raster", "PNGCodec"]),
    .executableTarget(
      name: "iconsmith",
      dependencies: [
        "PNGCodec", "Raster", "HIG", "AssetChecks", "AssetGenerators", "IconsmithIO", "AssetFiles",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(name: "CBenchDecode", dependencies: ["CLibPNG"]),
    .executableTarget(
      name: "iconsmith-bench",
      dependencies: [
        "PNGCodec", "Raster", "IconsmithIO", "CBenchDecode", "SampleArt", "AssetChecks",
        "AssetGenerators", "AssetFiles",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Fixture builders shared by the test targets (seeded random images, CgBI files).
    .target(
      name: "TestSupport", dependencies: ["AssetChecks", "PNGCodec", "Raster", "SampleArt"],
      path: "Tests/TestSupport"),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "SampleArt", "TestSupport"]),
    .testTarget(
      name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster", "SampleArt", "TestSupport"],
      exclude: ["PngSuite"]),
    .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"]),
    .testTarget(name: "HIGTests", dependencies: ["HIG"], exclude: ["Fixtures"]),
    .testTarget(name: "IconsmithIOTests", dependencies: ["IconsmithIO", "TestSupport"]),
    .testTarget(
      name: "AssetChecksTests",
      dependencies: ["AssetChecks", "HIG", "PNGCodec", "Raster", "SampleArt", "TestSupport"]),
    .testTarget(
      name: "AssetGeneratorsTests",
      dependencies: [
        "AssetGenerators", "AssetChecks", "HIG", "PNGCodec", "Raster", "SampleArt", "TestSupport",
      ]),
    .testTarget(
      name: "IconsmithCLITests",
      dependencies: ["PNGCodec", "Raster", "SampleArt", "TestSupport", "iconsmith"],
      exclude: ["Goldens"]),
  ]
)
