import HIG
import PNGCodec
import Raster
import Utilities

/// App-icon sets from one master artwork.
///
/// Invariant: the master is first flattened onto `background` with sRGB "over", exactly as a
/// design tool displays it, and every icon is resampled from that opaque image (never from
/// another output; small ones from an exact halving of it, see ``ResamplePyramid``) with
/// Lanczos-3 in linear light, then written as opaque 8-bit RGB without `tRNS`; names and sizes
/// come from the HIG tables of the chosen profiles.
public struct IconSetGenerator: Sendable {
  public var profiles: [Profile]
  public var background: RGBA
  /// Write the app icons into `NAME.appiconset/` with a Contents.json.
  public var appIconSet: String?
  public var allowUpscale: Bool

  public init(
    profiles: [Profile] = [.iphoneos3], background: RGBA = .white, appIconSet: String? = nil,
    allowUpscale: Bool = false
  ) {
    self.profiles = profiles
    self.background = background
    self.appIconSet = appIconSet
    self.allowUpscale = allowUpscale
  }

  /// One icon to write: its conventional name and side.
  public struct Output: Sendable, Equatable {
    public let name: String
    public let side: Int
  }

  /// The icons of the chosen profiles, one per name, largest first.
  public var outputs: [Output] {
    let selected = Set(profiles)
    var seen = Set<String>()
    var outputs: [Output] = []
    for row in HIG.files
    where [.appIcon, .smallIcon, .appStoreArtwork].contains(row.role) && row.applies(to: selected) {
      guard seen.insert(row.name).inserted, let side = row.sizes.first?.width else { continue }
      outputs.append(Output(name: row.name, side: side))
    }
    if selected.contains(.modern) && seen.insert("iTunesArtwork@2x").inserted {
      outputs.append(Output(name: "iTunesArtwork@2x", side: HIG.modernAppIcon.width))
    }
    return outputs.sorted { ($0.side, $1.name) > ($1.side, $0.name) }
  }

  /// The files of the set, generated from `master`.
  public func generate(master: RGBAImage, name: String) throws(GeneratorError) -> GeneratorResult {
    var result = try icons(master: master, name: name)
    if let set = appIconSet { result.files.append(contentsFile(set: set, slots: lightSlots)) }
    result.files.sort { $0.path < $1.path }
    return result
  }

  /// The set's Contents.json for `slots`.
  func contentsFile(set: String, slots: [(slot: CatalogSlot, file: String)]) -> GeneratedFile {
    GeneratedFile(
      path: "\(set).appiconset/Contents.json", bytes: Array(Self.contents(slots).utf8),
      summary: "\(slots.count) slots")
  }

  /// The icons of the set, without its Contents.json: in the set's folder those a slot names,
  /// loose the others.
  func icons(master: RGBAImage, name: String) throws(GeneratorError) -> GeneratorResult {
    let outputs = self.outputs
    guard let largest = outputs.first else {
      throw .invalidRequest("the profiles \(profiles.map(\.rawValue)) have no app icons")
    }
    guard master.width == master.height else {
      throw .sourceNotSquare(name: name, width: master.width, height: master.height)
    }
    var result = GeneratorResult(files: [])
    if master.width < largest.side {
      guard allowUpscale else {
        throw .sourceTooSmall(
          name: name, width: master.width, height: master.height, needed: largest.side,
          output: largest.name)
      }
      result.warnings.append(
        "\(name) is \(master.width) px; the icons above it (up to \(largest.side) px) are enlarged and will look soft"
      )
    }
    let alpha = master.alphaSummary
    if alpha.hasTranslucency {
      let translucent = alpha.translucent
      let share = Double(translucent) * 100 / Double(alpha.pixelCount)
      result.notes.append(
        "\(name) has \(translucent.grouped) translucent pixels (\(String(oneDecimal: share))%); flattened onto \(background)"
      )
    }

    // Flattened first: what the designer saw on the background is what every size shows. An
    // opaque image has no premultiplication for the resampler to get wrong at the corners.
    let sides = Array(Set(outputs.map(\.side))).sorted(by: >)
    let resampled = ResamplePyramid.squares(sides, of: master, flattenedOnto: background)
    let encoded = Parallel.map(resampled) { linear -> Result<[UInt8], PNGError> in
      let icon = linear.srgbImage()
      return Result { () throws(PNGError) in try PNGEncoder(format: .rgb8).encode(icon) }
    }
    var bySide: [Int: [UInt8]] = [:]
    for (side, bytes) in zip(sides, encoded) {
      switch bytes {
      case .success(let bytes): bySide[side] = bytes
      case .failure(let error): throw .encoding(error)
      }
    }

    let selected = Set(profiles)
    for output in outputs {
      let bytes = bySide[output.side]!
      let summary = "\(output.side)x\(output.side) RGB"
      let catalogSlots = AppIconSlots.slots(for: output.name, profiles: selected)
      if let set = appIconSet, !catalogSlots.isEmpty {
        let file = AppIconSlots.fileName(inCatalog: output.name)
        result.files.append(
          GeneratedFile(path: "\(set).appiconset/\(file)", bytes: bytes, summary: summary))
      } else {
        // Icons with no slot (the 512-pixel iTunesArtwork) stay loose in the output folder.
        result.files.append(GeneratedFile(path: output.name, bytes: bytes, summary: summary))
      }
    }
    return result
  }

  /// An app-icon set's Contents.json, as Xcode writes it (keys and slots in a fixed order).
  static func contents(_ slots: [(slot: CatalogSlot, file: String)]) -> String {
    let entries = slots.sorted { $0.slot < $1.slot }.map { slot, file in
      var fields = [
        "\"filename\" : \"\(file)\"", "\"idiom\" : \"\(slot.idiom)\"",
      ]
      // Keys sorted as Xcode sorts them: "appearances" comes first.
      if let appearance = slot.appearance {
        fields.insert(Self.appearances(appearance), at: 0)
      }
      if let platform = slot.platform { fields.append("\"platform\" : \"\(platform)\"") }
      // Xcode 14 and later write the single-size entries without a scale (it can only be 1x).
      if !slot.isSingleSize { fields.append("\"scale\" : \"\(slot.scale)x\"") }
      fields.append("\"size\" : \"\(slot.points)\"")
      return "    {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
    }
    return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n")
      + "\n  ],\n  \"info\" : {\n    \"author\" : \"iconsmith\",\n    \"version\" : 1\n  }\n}\n"
  }

  /// An entry's `appearances` key, in Xcode's layout.
  static func appearances(_ appearance: IconAppearance) -> String {
    "\"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n"
      + "          \"value\" : \"\(appearance.rawValue)\"\n        }\n      ]"
  }
}
