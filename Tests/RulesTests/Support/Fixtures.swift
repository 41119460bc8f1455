import CheckConfiguration
import PNGCodec
import Raster
import SampleArt
import TestSupport

// Drawing and encoding: the images, Info.plists and asset catalogs the rule suites
// check, built in memory.

/// A finished app icon: opaque, square corners (the OS rounds them).
func icon(_ side: Int) -> RGBAImage {
  SampleArt.masterArtwork(side: side, roundedCorners: false)
}

// Large images are drawn and encoded once for all tests: in a debug build
// drawing the 512-pixel artwork takes about a second on these two cores.

/// App Store artwork drawn at full size: detail the 57-pixel icon cannot hold.
let artwork512 = SampleArt.masterArtwork(side: 512, roundedCorners: false)
let artwork512PNG = Result { try png(artwork512) }

/// A 57-pixel icon enlarged to 512: what artwork-not-detailed is about.
let upscaledArtworkPNG = Result {
  try png(icon(57).bilinearUpscaled(toWidth: 512, height: 512))
}

/// A launch image: a gray status bar over a pale screen; `bottomAlpha` for the lower half.
func launchImage(_ width: Int, _ height: Int, bottomAlpha: UInt8 = 255) -> RGBAImage {
  var image = RGBAImage(width: width, height: height, fill: RGBA(0xF5, 0xF3, 0xFF))
  for y in 0..<height {
    for x in 0..<width {
      if y < height / 24 { image[x, y] = RGBA(0x6D, 0x6D, 0x6D) }
      if y >= height / 2 { image[x, y].alpha = bottomAlpha }
    }
  }
  return image
}

/// An app icon whose outer ring is nearly black, as a dark-background icon has.
func darkEdged(_ side: Int) -> RGBAImage {
  var image = icon(side)
  for i in 0..<side {
    for (x, y) in [(i, 0), (i, side - 1), (0, i), (side - 1, i)] { image[x, y] = RGBA(8, 8, 12) }
  }
  return image
}

/// `bytes` with one more chunk, inserted before the first `anchor` chunk.
func inserting(_ type: String, _ data: [UInt8], before anchor: String, in bytes: [UInt8])
  throws -> [UInt8]
{
  let facts = try PNGDecoder().inspect(bytes)
  var writer = PNGChunkWriter()
  for chunk in facts.chunks {
    if chunk.type == anchor { writer.append(type, data) }
    writer.append(chunk.type, Array(bytes[chunk.dataRange]))
  }
  return writer.bytes
}

/// A PNG carrying an ICC profile whose iCCP name and own description are given.
func withProfile(_ image: RGBAImage, name: String, description: String) throws -> [UInt8] {
  let chunks = PNGColorChunks(
    iccProfile: .init(name: name, data: FixtureWriter.iccProfile(description: description)))
  return try PNGEncoder(colorChunks: chunks).encode(image)
}

func iconFilesPlist(_ names: [String]) -> [UInt8] {
  plist(
    "<key>CFBundleIconFiles</key>\n<array>\n"
      + names.map { "<string>\($0)</string>\n" }.joined() + "</array>")
}

/// One entry of an `.appiconset`'s Contents.json.
struct Slot {
  var size: String
  var scale: String
  var filename: String?
  var idiom = "iphone"
}

func appIconContents(_ slots: [Slot]) -> [UInt8] {
  let entries = slots.map { slot in
    var fields = [
      "\"idiom\" : \"\(slot.idiom)\"", "\"size\" : \"\(slot.size)\"",
      "\"scale\" : \"\(slot.scale)\"",
    ]
    if let filename = slot.filename { fields.append("\"filename\" : \"\(filename)\"") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }
  return Array(
    "{\n  \"images\" : [\n    \(entries.joined(separator: ",\n    "))\n  ],\n  \"info\" : { \"version\" : 1, \"author\" : \"xcode\" }\n}\n"
      .utf8)
}

let appIconSet = "Assets.xcassets/AppIcon.appiconset"

/// The iPhone OS 3 slots of an app-icon set, each filled with an icon of its size.
let catalogSlots = [
  Slot(size: "57x57", scale: "1x", filename: "icon-57.png"),
  Slot(size: "57x57", scale: "2x", filename: "icon-114.png"),
  Slot(size: "29x29", scale: "1x", filename: "icon-29.png"),
  Slot(size: "29x29", scale: "2x", filename: "icon-58.png"),
]

/// A folder holding only an asset catalog whose app-icon set has `slots`, each
/// filled with an icon of its size (a test removes or replaces files).
func catalogApp(slots: [Slot] = catalogSlots) throws -> InMemoryAssets {
  var assets = InMemoryAssets([appIconSet + "/Contents.json": appIconContents(slots)])
  for (name, side) in [
    "icon-57.png": 57, "icon-114.png": 114, "icon-29.png": 29, "icon-58.png": 58,
  ] {
    assets[appIconSet + "/" + name] = try png(icon(side))
  }
  return assets
}

/// A complete iPhone OS 3 app: every required and recommended file, each correct.
func iphoneApp() throws -> InMemoryAssets { InMemoryAssets(try iphoneAppFiles.get()) }

let iphoneAppFiles = Result {
  [
    "Icon.png": try png(icon(57)),
    "Icon-Small.png": try png(icon(29)),
    "iTunesArtwork": try artwork512PNG.get(),
    "Default.png": try png(launchImage(320, 480)),
  ]
}

/// A folder that is not an app: bar icons only (`files`, path to bytes).
func barIcons(_ files: [String: [UInt8]]) -> InMemoryAssets { InMemoryAssets(files) }

/// The original guidelines, for bar icons in folders that say no era of their own.
let iphoneos3 = Configuration(profiles: [.iphoneos3])

/// An opaque icon with a half-transparent band across its middle: visible translucency.
func translucentIcon(_ side: Int) -> RGBAImage {
  var image = icon(side)
  for y in (side / 3)..<(side * 2 / 3) {
    for x in 0..<side { image[x, y].alpha = 128 }
  }
  return image
}
