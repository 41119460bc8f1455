import XcodeProject

/// A Cordova (PhoneGap, Ionic with Cordova) `config.xml` read for its iOS app: the icons and
/// launch images it names, its deployment target.
///
/// Invariant: a pure value built from bytes; `iosIcons` and `iosSplashes` are in document
/// order, the entries outside any `<platform>` (which apply to every platform) with those of
/// `<platform name="ios">`; each `src` is a tree path (relative to the folder of
/// `config.xml`), nil with a note when it leaves the tree; preferences are matched without
/// case, as Cordova matches them, and the iOS platform's win over the global ones.
public struct CordovaConfig: Sendable, Equatable {
  /// One `<icon>` or `<splash>` element.
  public struct Item: Sendable, Equatable {
    public let src: String?
    public let width: Int?
    public let height: Int?
    /// `density` (Android's buckets; some configs set it on iOS entries too).
    public let density: String?
    /// The element's line in `config.xml`.
    public let line: Int

    public init(
      src: String?, width: Int? = nil, height: Int? = nil, density: String? = nil, line: Int
    ) {
      self.src = src
      self.width = width
      self.height = height
      self.density = density
      self.line = line
    }
  }

  /// The `config.xml` itself.
  public let path: String
  /// `<widget id>`: the bundle identifier.
  public let widgetID: String?
  /// `<widget version>`.
  public let version: String?
  /// `<name>`.
  public let name: String?
  /// A `<platform name="ios">` element, or an `<engine name="ios">` (the platforms a project
  /// has added).
  public let hasIOSPlatform: Bool
  public let iosIcons: [Item]
  public let iosSplashes: [Item]
  /// The `deployment-target` preference.
  public let deploymentTarget: String?
  /// The `BackgroundColor` preference.
  public let backgroundColor: String?
  public let notes: [String]

  /// Larger than any real config.xml.
  public static let maxBytes = 16 << 20

  /// Reads `bytes`, the contents of the `config.xml` at `configPath` (a tree path).
  public static func parse(_ bytes: [UInt8], configPath: String) throws(BuildDescriptionError)
    -> CordovaConfig
  {
    let widget = try MarkupDocument.root(
      of: bytes, limit: maxBytes, element: "widget", name: localName)
    var notes = Notes()
    let folder = BuildPath.folder(ofFile: configPath, kind: "config.xml", notes: &notes)
    var icons: [Item] = []
    var splashes: [Item] = []
    var globalPreferences: [String: String] = [:]
    var iosPreferences: [String: String] = [:]
    var hasIOS = false
    var name: String? = nil

    func item(_ element: MarkupElement) -> Item {
      var src: String? = nil
      if let written = element.attribute("src"), !written.trimmed.isEmpty {
        src = treePath(written.trimmed, folder: folder, line: element.line, notes: &notes)
      } else {
        notes.add("the <\(element.name)> on line \(element.line) has no src")
      }
      return Item(
        src: src, width: element.attribute("width").flatMap { Int($0.trimmed) },
        height: element.attribute("height").flatMap { Int($0.trimmed) },
        density: element.attribute("density"), line: element.line)
    }

    for child in widget.children {
      switch localName(child.name) {
      case "name":
        if name == nil { name = child.text.trimmed }
      case "engine":
        if child.attribute("name")?.lowercased() == "ios" { hasIOS = true }
      case "preference":
        if let key = child.attribute("name")?.lowercased(), let value = child.attribute("value") {
          globalPreferences[key] = value
        }
      case "icon", "splash":
        // PhoneGap Build wrote the platform as an attribute of a global entry.
        let platform = (child.attribute("platform") ?? child.attribute("gap:platform"))?
          .lowercased()
        guard platform == nil || platform == "ios" else { continue }
        if localName(child.name) == "icon" {
          icons.append(item(child))
        } else {
          splashes.append(item(child))
        }
      case "platform":
        guard child.attribute("name")?.lowercased() == "ios" else { continue }
        hasIOS = true
        for entry in child.children {
          switch localName(entry.name) {
          case "icon": icons.append(item(entry))
          case "splash": splashes.append(item(entry))
          case "preference":
            if let key = entry.attribute("name")?.lowercased(), let value = entry.attribute("value")
            {
              iosPreferences[key] = value
            }
          default: continue
          }
        }
      default:
        continue
      }
    }
    func preference(_ key: String) -> String? {
      (iosPreferences[key] ?? globalPreferences[key]).flatMap { $0.isEmpty ? nil : $0 }
    }
    return CordovaConfig(
      path: TreePath.normalize(configPath) ?? configPath, widgetID: widget.attribute("id"),
      version: widget.attribute("version"), name: name, hasIOSPlatform: hasIOS,
      iosIcons: icons, iosSplashes: splashes,
      deploymentTarget: preference("deployment-target"),
      backgroundColor: preference("backgroundcolor"), notes: notes.lines)
  }

  /// `gap:splash` -> `splash`: PhoneGap Build's namespaced names read as the plain ones.
  private static func localName(_ name: String) -> String {
    guard let colon = name.lastIndex(of: ":") else { return name }
    return String(name[name.index(after: colon)...])
  }

  private static func treePath(_ written: String, folder: String, line: Int, notes: inout Notes)
    -> String?
  {
    if BuildPath.isAbsolute(written) {
      notes.add("the src \(written) on line \(line) is an absolute path, outside the tree")
      return nil
    }
    guard let joined = TreePath.join(folder, written) else {
      notes.add("the src \(written) on line \(line) leaves the tree")
      return nil
    }
    return joined
  }
}
