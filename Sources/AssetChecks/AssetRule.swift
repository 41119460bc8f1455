import Foundation
import HIG
import PNGCodec
import Raster

/// A rule of the catalogue: its metadata, beside its logic in the conforming type.
public protocol AssetRule: Sendable {
  static var descriptor: RuleDescriptor { get }
}

/// One thing a rule found; the checker turns it into a ``Diagnostic``.
struct Finding: Sendable, Equatable {
  /// The file or folder concerned, when it is not the one the rule was given.
  var path: String? = nil
  var message: String
  var fix: String? = nil
  var location: String? = nil
}

/// A rule about one image file, given its role and its decoded pixels.
protocol FileRule: AssetRule {
  static func check(_ file: FileContext) -> [Finding]
}

/// A rule about an app root: the files a set must have.
protocol AppRootRule: AssetRule {
  static func check(_ root: AppRootContext) -> [Finding]
}

/// A rule about one asset-catalog set and its Contents.json.
protocol CatalogRule: AssetRule {
  static func check(_ set: CatalogContext) -> [Finding]
}

/// A rule about the files of one folder together (the @2x pairs).
protocol FolderRule: AssetRule {
  static func check(_ folder: FolderContext) -> [Finding]
}

/// One decoded image and what it is for.
///
/// Invariant: `image` holds the pixels at 8 bits; `facts` are the file's own
/// (a 16-bit file still says 16 there).
struct FileContext: Sendable {
  let path: String
  /// Files without a role never reach the rules: they are checked for integrity only.
  let role: ResolvedRole
  let facts: PNGFacts
  let alpha: AlphaSummary
  let image: RGBAImage
  /// The file's bytes, for the rare rule that reads a chunk (see ``iccProfile()``).
  let bytes: [UInt8]
  /// The limits the file was decoded under, for reading it again.
  let limits: DecodeLimits
  let profiles: Set<Profile>
  let configuration: Configuration

  var name: String { AssetPath.name(of: path) }
  var size: PixelSize { PixelSize(facts.width, facts.height) }

  /// The embedded ICC profile, inflated, or nil when there is none or it cannot
  /// be read; read only when asked, under the same limits as the decode.
  func iccProfile() -> [UInt8]? {
    guard facts.iccProfileName != nil else { return nil }
    return (try? PNGDecoder(limits: limits).iccProfile(bytes)) ?? nil
  }
}

/// A unit's set of files, for the rules about what an app must ship: its flat bundle, its
/// catalogs, its Info.plist and the sizes of its images.
struct AppRootContext: Sendable {
  let unit: AppUnit
  /// File names in the unit's bundle (loose files, as Xcode copies them).
  let names: Set<String>
  /// Pixel sizes of the unit's images that could be read, by path.
  let sizes: [String: PixelSize]

  init(unit: AppUnit, sizes: [String: PixelSize]) {
    self.unit = unit
    names = Set(unit.bundle.keys)
    self.sizes = sizes
  }

  var folder: String { unit.folder }
  var profiles: Set<Profile> { unit.profiles }
  var infoPlist: (path: String, facts: InfoPlistFacts)? { unit.infoPlist }
  /// The app-icon sets the app compiles (its icon and alternates).
  var appIconSets: [CatalogSet] {
    unit.catalogSets.filter { $0.kind == .appIconSet && unit.use(of: $0) == .compiled }
  }
  var launchImageSets: [CatalogSet] {
    unit.catalogSets.filter { $0.kind == .launchImage && unit.compiles(launchImageSet: $0) }
  }

  /// Where a file of this name is, or would be: its bundle path, else beside the Info.plist.
  func path(_ name: String) -> String { unit.bundle[name] ?? AssetPath.join(folder, name) }
  var displayFolder: String { unit.displayFolder }
}

/// One asset-catalog set with the files in its folder and their sizes.
struct CatalogContext: Sendable {
  let set: CatalogSet
  /// The unit that ships the set, nil when none does (a folder check outside any app).
  let unit: AppUnit?
  /// File names in the set's folder (Contents.json excluded).
  let names: Set<String>
  /// Sizes of the images in the folder that could be read.
  let sizes: [String: PixelSize]
}

/// The image files of one folder with their sizes.
struct FolderContext: Sendable {
  let folder: String
  /// Image names in the folder with their pixel sizes (readable ones only).
  let sizes: [String: PixelSize]
  /// The names the check was asked about (the others are context).
  let targets: Set<String>
}

extension PixelSize {
  /// "57x57 px" or "768x1004 or 768x1024 px".
  static func list(_ sizes: [PixelSize]) -> String {
    sizes.map(\.description).joined(separator: " or ") + " px"
  }
}

extension String {
  /// The text as one shell word, for commands in fix hints: quoted only when it
  /// needs to be (`My App` becomes `'My App'`).
  var shellWord: String {
    let plain = unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "-_./@+,:".unicodeScalars.contains($0)
    }
    if plain && !isEmpty { return self }
    return "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
