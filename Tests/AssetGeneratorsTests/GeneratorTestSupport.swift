import AssetGenerators
import AssetModel
import CheckConfiguration
import Checking
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import SampleArt
import Testing
import TreeFacts

/// The master drawn once and shared by every test. Drawing, resampling and
/// checking large images are the slow parts of a debug build, so it is small
/// and the sets enlarge it (`allowUpscale`) to the 512 and 1024-pixel
/// artwork: softer to look at, as valid to check.
enum Masters {
  static let side256 = SampleArt.masterArtwork(side: 256)
}

/// The icon sets the tests look at, each generated once (from ``Masters/side256``).
enum IconSet: String, CaseIterable, Sendable {
  case iphoneos3
  case iphoneos3Ipad
  case iphoneos3Retina
  case ios7
  case modernWithSet
  case ios7IpadWithSet

  var profiles: [Profile] {
    switch self {
    case .iphoneos3: return [.iphoneos3]
    case .iphoneos3Ipad: return [.iphoneos3, .ipad]
    case .iphoneos3Retina: return [.iphoneos3, .retina]
    case .ios7: return [.ios7]
    case .modernWithSet: return [.modern]
    case .ios7IpadWithSet: return [.ios7, .ipad]
    }
  }

  var appIconSet: String? {
    switch self {
    case .modernWithSet, .ios7IpadWithSet: return "AppIcon"
    default: return nil
    }
  }

  var generator: IconSetGenerator {
    IconSetGenerator(profiles: profiles, appIconSet: appIconSet, allowUpscale: true)
  }

  /// The generated files, or the generator's error.
  func result() throws(GeneratorError) -> GeneratorResult {
    try Self.results[self]!.get()
  }

  /// All sets, made on first use: tests that share a set wait for one generation
  /// instead of each making its own.
  private static let results: [IconSet: Result<GeneratorResult, GeneratorError>] = {
    var results: [IconSet: Result<GeneratorResult, GeneratorError>] = [:]
    for set in allCases {
      results[set] = Result { () throws(GeneratorError) in
        try set.generator.generate(master: Masters.side256, name: "master.png")
      }
    }
    return results
  }()
}

/// Files held in memory, read as the checker reads a folder.
struct MemoryReader: AssetReader {
  let files: [String: [UInt8]]

  func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    guard let bytes = files[path] else { throw AssetReadError(path: path, reason: .notFound) }
    return bytes
  }
}

/// Runs the checker in-process on generated files, placed under `folder` as
/// `iconsmith ... -o folder` writes them; with `catalog`, catalog sets
/// (`NAME.appiconset/...`) go into that asset catalog inside `folder`, as in an Xcode project.
/// Rules named in `disabled` are off.
func check(
  _ files: [GeneratedFile], in folder: String, catalog: String? = nil, profiles: [Profile],
  disabled: [String] = []
) -> CheckReport {
  var contents: [String: [UInt8]] = [:]
  for file in files {
    let first = file.path.split(separator: "/").first.map(String.init) ?? ""
    let inSet =
      file.path.contains("/")
      && [".appiconset", ".imageset", ".launchimage"].contains { first.hasSuffix($0) }
    let place = catalog.map { inSet ? folder + "/" + $0 : folder } ?? folder
    contents[place + "/" + file.path] = file.bytes
  }
  let paths = contents.keys.sorted()
  let inventory = AssetInventory(
    files: paths.map { AssetInventory.File(path: $0, globPath: $0) },
    targets: Set(
      paths.filter { AssetInventory.isImageCandidate(name: String($0.split(separator: "/").last!)) }
    ),
    scope: folder == "." || folder.isEmpty ? .tree : .named(folders: [folder], files: []))
  var settings: [RuleID: RuleSetting] = [:]
  for rule in disabled { settings[RuleID(rawValue: rule)] = .disabled }
  return Checker(configuration: Configuration(profiles: profiles, ruleSettings: settings))
    .check(inventory, reader: MemoryReader(files: contents))
}

/// A report's diagnostics, one a line, for failure messages.
func listing(_ diagnostics: [Diagnostic]) -> Comment {
  Comment(
    rawValue: diagnostics.map { "\($0.severity) \($0.path) [\($0.rule)] \($0.message)" }
      .joined(separator: "\n"))
}

/// Decodes a generated PNG, failing the test when it does not decode.
func decode(_ file: GeneratedFile) throws -> DecodedPNG {
  try PNGDecoder().decode(file.bytes, depth: .eight, file: file.path)
}

/// The box holding every pixel with alpha above zero: (minX, minY, maxX, maxY), inclusive.
func alphaBounds(_ image: RGBAImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
  var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil
  for y in 0..<image.height {
    for x in 0..<image.width where image[x, y].alpha > 0 {
      if let old = bounds {
        bounds = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
      } else {
        bounds = (x, y, x, y)
      }
    }
  }
  return bounds
}
