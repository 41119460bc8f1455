import Foundation
import HIG

/// One asset-catalog set (`AppIcon.appiconset`, `Star.imageset`, `LaunchImage.launchimage`)
/// and what its `Contents.json` says.
///
/// Invariant: `contents` is nil exactly when `problem` says why the file could not be used.
struct CatalogSet: Sendable {
  let folder: String
  let kind: AssetCatalogSetKind
  let contents: AssetCatalogContents?
  let problem: String?

  var contentsPath: String { AssetPath.join(folder, "Contents.json") }

  /// The entries that name `fileName`.
  func entries(naming fileName: String) -> [AssetCatalogContents.Entry] {
    contents?.images.filter { $0.filename == fileName } ?? []
  }

  static func load(folder: String, kind: AssetCatalogSetKind, reader: some AssetReader)
    -> CatalogSet
  {
    let path = AssetPath.join(folder, "Contents.json")
    let bytes: [UInt8]
    do {
      bytes = try reader.read(path)
    } catch {
      return CatalogSet(folder: folder, kind: kind, contents: nil, problem: "\(error)")
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
  /// after decoding failed: JSONSerialization says where, the decoder only that.
  private static func syntaxProblem(_ bytes: [UInt8]) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes))
      return nil
    } catch let error as NSError {
      let reason = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
      return
        "it is not valid JSON (\(reason.trimmingCharacters(in: CharacterSet(charactersIn: "."))))"
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey]
      return "it is not valid JSON (\(underlying.map { "\($0)" } ?? context.debugDescription))"
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

/// What an app's `Info.plist` says about icons and launch images.
///
/// Invariant: file names are as written in the plist (with or without `.png`).
struct InfoPlistFacts: Sendable {
  /// Each icon file named, with the key that names it.
  var iconFiles: [(name: String, key: String)] = []
  var launchImageFile: String?
  var prerendered: Bool?

  static func parse(_ bytes: [UInt8]) throws -> InfoPlistFacts {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      // Foundation's error prints as a whole NSError dump; its debug description says what broke.
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey].map { "\($0)" }
      throw InfoPlistError(
        reason: "it is not a valid property list (\(detail ?? error.localizedDescription))")
    }
    guard let root = object as? [String: Any] else {
      throw InfoPlistError(reason: "its top level is not a dictionary")
    }
    var facts = InfoPlistFacts()
    if let name = root["CFBundleIconFile"] as? String, !name.isEmpty {
      facts.iconFiles.append((name, "CFBundleIconFile"))
    }
    for name in root["CFBundleIconFiles"] as? [String] ?? [] {
      facts.iconFiles.append((name, "CFBundleIconFiles"))
    }
    // iOS 5 and later nest the list under CFBundleIcons.
    for key in ["CFBundleIcons", "CFBundleIcons~ipad"] {
      let primary = (root[key] as? [String: Any])?["CFBundlePrimaryIcon"] as? [String: Any]
      for name in primary?["CFBundleIconFiles"] as? [String] ?? [] {
        facts.iconFiles.append((name, "\(key) > CFBundlePrimaryIcon > CFBundleIconFiles"))
      }
    }
    facts.launchImageFile = root["UILaunchImageFile"] as? String
    facts.prerendered = root["UIPrerenderedIcon"] as? Bool
    return facts
  }

  struct InfoPlistError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }
}
