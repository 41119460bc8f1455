import DataFormats
import HIG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One asset-catalog set (`AppIcon.appiconset`, `Star.imageset`, `LaunchImage.launchimage`)
/// and what its `Contents.json` says.
///
/// Invariant: `contents` is nil exactly when `problem` says why the file could not be used.
public struct CatalogSet: Sendable {
  public let folder: String
  public let kind: AssetCatalogSetKind
  public let contents: AssetCatalogContents?
  public let problem: String?

  package init(
    folder: String, kind: AssetCatalogSetKind, contents: AssetCatalogContents?, problem: String?
  ) {
    self.folder = folder
    self.kind = kind
    self.contents = contents
    self.problem = problem
  }

  public var contentsPath: String { AssetPath.join(folder, "Contents.json") }

  /// The entries that name `fileName` and that the catalog compiler is known to compile: an
  /// app-icon entry at a size no slot has, and an image-set entry with a launch image's
  /// subtype, are left out (``entriesNotCompiled(naming:)`` lists them).
  public func entries(naming fileName: String) -> [AssetCatalogContents.Entry] {
    contents?.images.filter { $0.filename == fileName && !isNotCompiled($0) } ?? []
  }

  /// Every entry the catalog compiler is known to compile (see ``entries(naming:)``); nil
  /// when `Contents.json` could not be read.
  public var compiledEntries: [AssetCatalogContents.Entry]? {
    contents?.images.filter { !isNotCompiled($0) }
  }

  /// The entries that name `fileName` and that no slot of the set's kind has.
  public func entriesNotCompiled(naming fileName: String) -> [AssetCatalogContents.Entry] {
    contents?.images.filter { $0.filename == fileName && isNotCompiled($0) } ?? []
  }

  private func isNotCompiled(_ entry: AssetCatalogContents.Entry) -> Bool {
    switch kind {
    case .appIconSet: entry.fitsNoAppIconSlot
    case .imageSet: entry.hasLaunchImageSubtype
    case .launchImage: false
    }
  }

  /// The largest `Contents.json` read.
  public static let maxContentsBytes = 1 << 20

  public static func load(folder: String, kind: AssetCatalogSetKind, reader: some AssetReader)
    -> CatalogSet
  {
    let path = AssetPath.join(folder, "Contents.json")
    let bytes: [UInt8]
    do {
      bytes = try reader.read(path)
    } catch {
      return CatalogSet(folder: folder, kind: kind, contents: nil, problem: "\(error)")
    }
    // Xcode writes a few KB; a huge file would cost a finding per entry and its whole tree.
    guard bytes.count <= maxContentsBytes else {
      return CatalogSet(
        folder: folder, kind: kind, contents: nil,
        problem:
          "it is \(bytes.count) bytes, over the \(maxContentsBytes >> 20) MiB a Contents.json is allowed here"
      )
    }
    do {
      let contents = try AssetCatalogContents.parse(Data(bytes))
      return CatalogSet(folder: folder, kind: kind, contents: contents, problem: nil)
    } catch {
      let problem =
        syntaxProblem(bytes) ?? (error as? DecodingError).map(describe) ?? "\(error)"
      return CatalogSet(folder: folder, kind: kind, contents: nil, problem: problem)
    }
  }

  /// Where the JSON syntax breaks, or nil when it is valid JSON. Asked only
  /// after decoding failed: the JSON reader says where, the decoder only that.
  private static func syntaxProblem(_ bytes: [UInt8]) -> String? {
    do throws(JSONSyntaxError) {
      _ = try JSONReader.parse(bytes, allowingFragments: false)
      return nil
    } catch {
      return "it is not valid JSON (\(error))"
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { "\($0)" }
      return "it is not valid JSON (\(underlying ?? context.debugDescription))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      let key = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "'\(key)' has the wrong type (\(context.debugDescription))"
    case .keyNotFound(let key, _):
      return "it has no '\(key.stringValue)' key"
    @unknown default:
      return "it cannot be read"
    }
  }
}

extension CatalogSet {
  /// "AppIcon" for "Assets.xcassets/AppIcon.appiconset".
  public var name: String {
    let folderName = AssetPath.name(of: folder)
    guard let dot = folderName.lastIndex(of: ".") else { return folderName }
    return String(folderName[..<dot])
  }
}

extension AssetPath {
  /// Whether a folder is a catalog or lies in one (`.xcassets`, and set folders wherever they
  /// are): such a folder is never an app's.
  public static func isInsideCatalog(_ folder: String) -> Bool {
    folder.split(separator: "/").contains { component in
      component.hasSuffix(".xcassets")
        || AssetCatalogSetKind(folderName: String(component)) != nil
    }
  }
}
