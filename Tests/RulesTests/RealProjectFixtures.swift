import AssetModel
import Diagnostics
import Fixing
import Foundation
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import TestSupport
import Testing
import TreeFacts

// Patterns seen in real open-source iOS apps (Xcode 3 projects, Cordova, Flutter, React
// Native, Capacitor, Xcode 16 synchronized folders, iOS 18 icon appearances), rebuilt in
// memory with a project file written here, each asserting what a user must be told and what
// must not be reported. shared/HIG.md is the authority for every expectation.
//
// This file holds the builders they share; the tests are in ExtensionIconSetTests,
// CrossPlatformLayoutTests, IconAppearanceTests, LegacySlotAndLaunchTests, BarIconAndProfileTests,
// ImageFileAndProjectReadingTests and HookReplayTests.

// MARK: - Images

/// An opaque icon of one colour: cheap to draw at 1024 in a debug build.
func flat(_ width: Int, _ height: Int? = nil, _ color: RGBA = RGBA(0x2E, 0x7D, 0xF6))
  -> RGBAImage
{
  RGBAImage(width: width, height: height ?? width, fill: color)
}

/// A glyph on a transparent background, as Xcode's dark and tinted appearances are drawn.
func glyphOnClear(_ width: Int, _ height: Int? = nil, _ color: RGBA) -> RGBAImage {
  let height = height ?? width
  var image = RGBAImage(width: width, height: height, fill: RGBA(0, 0, 0, 0))
  for y in (height / 4)..<(height * 3 / 4) {
    for x in (width / 4)..<(width * 3 / 4) { image[x, y] = color }
  }
  return image
}

/// An opaque icon with a half-transparent band across its middle: visible translucency.
func translucent(_ side: Int) -> RGBAImage {
  var image = flat(side)
  for y in (side / 3)..<(side * 2 / 3) {
    for x in 0..<side { image[x, y].alpha = 128 }
  }
  return image
}

/// A PNG carrying an ICC profile whose iCCP name and own description are given.
func withProfile(_ image: RGBAImage, description: String) throws -> [UInt8] {
  let chunks = PNGColorChunks(
    iccProfile: .init(name: description, data: FixtureWriter.iccProfile(description: description)))
  return try PNGEncoder(colorChunks: chunks).encode(image)
}

// Drawn and encoded once for all tests.
let icon1024 = Result { try png(flat(1024), .rgb8) }
let darkGlyph1024 = Result { try png(glyphOnClear(1024, 1024, RGBA(0xF0, 0x90, 0x30))) }
let tintedGlyph1024 = Result { try png(glyphOnClear(1024, 1024, RGBA(0xC0, 0xC0, 0xC0))) }

/// An opaque icon of `side` pixels, no alpha channel.
func iconPNG(_ side: Int) throws -> [UInt8] {
  side == 1024 ? try icon1024.get() : try png(flat(side), .rgb8)
}

/// The first bytes of a macOS `.icns` file: what a `mac` slot of a shared set often holds.
let icnsBytes: [UInt8] =
  Array("icns".utf8) + [0, 0, 0, 16] + Array("ic07".utf8) + [0, 0, 0, 8]

// MARK: - Property lists and catalogs

let launchStoryboardKey = "<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>"

/// The Info.plist of an app extension (`NSExtension` says so).
func extensionPlist(_ point: String) -> [UInt8] {
  plist(
    """
    <key>CFBundlePackageType</key>
    <string>XPC!</string>
    <key>NSExtension</key>
    <dict>
    <key>NSExtensionPointIdentifier</key>
    <string>\(point)</string>
    </dict>
    """)
}

typealias Entry = CatalogEntry

func contents(_ entries: [Entry], properties: String? = nil) -> [UInt8] {
  catalogContents(entries, properties: properties)
}

/// The single-size form of Xcode 14: one 1024 entry for iOS.
let singleSize = [
  Entry(size: "1024x1024", filename: "AppIcon.png", platform: "ios")
]

/// `set` (a folder ending in `.appiconset`) holding the single-size icon.
func singleSizeIconSet(_ set: String, into assets: inout InMemoryAssets) throws {
  assets[set + "/Contents.json"] = contents(singleSize)
  assets[set + "/AppIcon.png"] = try icon1024.get()
}

// MARK: - Project files

/// A .NET MAUI app's project file for iOS (`OutputType` Exe, `UseMaui`) whose one item group
/// holds `items`, one per line from line 8 (a `MauiIcon` there is on line 8).
func mauiProject(_ items: String, framework: String = "net8.0-ios") -> [UInt8] {
  Array(
    """
    <Project Sdk="Microsoft.NET.Sdk">
      <PropertyGroup>
        <TargetFrameworks>\(framework)</TargetFrameworks>
        <OutputType>Exe</OutputType>
        <UseMaui>true</UseMaui>
      </PropertyGroup>
      <ItemGroup>
        \(items)
      </ItemGroup>
    </Project>
    """.utf8)
}

typealias Target = ProjectTargetSpec

func appSettings(
  deployment: String, infoPlist: String?, family: String = "1,2",
  more: [String: String] = [:]
) -> [String: String] {
  appTargetSettings(deployment: deployment, infoPlist: infoPlist, family: family, more: more)
}

func projectFile(
  _ targets: [Target], objectVersion: Int = 56, projectSettings: [String: String] = [:]
) -> [UInt8] {
  pbxproj(targets, objectVersion: objectVersion, projectSettings: projectSettings)
}

// MARK: - Report helpers

extension CheckReport {
  func found(_ rule: RuleID) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }

  func paths(_ rule: RuleID) -> Set<String> { Set(found(rule).map(\.path)) }

  func at(_ path: String) -> [Diagnostic] { diagnostics.filter { $0.path == path } }

  func about(_ text: String) -> [Diagnostic] {
    diagnostics.filter { $0.path.contains(text) || $0.message.contains(text) }
  }
}

/// Records every path the checker reads, to show that nothing outside the tree is read.
final class RecordingReader: AssetReader, @unchecked Sendable {
  private let inner: InMemoryReader
  private let lock = NSLock()
  private var recorded: [String] = []

  init(_ inner: InMemoryReader) { self.inner = inner }

  var paths: [String] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    lock.lock()
    recorded.append(path)
    lock.unlock()
    return try inner.read(path)
  }
}
