import XcodeProject

/// A .NET project file (`.csproj`: .NET MAUI, .NET for iOS, Xamarin.iOS) read for what its
/// iOS app ships: frameworks, the MAUI app icon, the images and bundle resources it lists,
/// and where its Info.plist is.
///
/// Invariant: a pure value built from bytes; every path is a tree path (Windows separators
/// made "/", relative to the project's folder, inside the tree; MSBuild wildcards `*` and
/// `**` kept as written); properties and items whose `Condition` names another platform
/// (android, windows, tizen, maccatalyst, macos, tvos) and not iOS are dropped; anything that
/// cannot be resolved without running MSBuild (a property it does not define, an import) is
/// a note.
///
/// The icon set of such an app is named by its Info.plist's `XSAppIconAssets` key
/// (`Assets.xcassets/appicon.appiconset`); reading the Info.plist is the asset model's work,
/// `infoPlistCandidates` says where to look.
public struct DotNetProject: Sendable, Equatable {
  /// The project file ("App/App.csproj").
  public let path: String
  /// A target framework for iOS (`net8.0-ios`, `xamarin.ios10`), the Xamarin.iOS project
  /// type GUID, `TargetFrameworkIdentifier` Xamarin.iOS, or an import of Xamarin.iOS targets.
  public let targetsIOS: Bool
  /// `targetsIOS` and `OutputType` Exe: the project builds an iOS app, not a library.
  public let isIOSApp: Bool
  /// `<UseMaui>true</UseMaui>` (or the MAUI SDK).
  public let usesMaui: Bool
  /// `TargetFrameworks` (split on ";") or `TargetFramework`, as evaluated.
  public let targetFrameworks: [String]
  public let outputType: String?
  public let applicationTitle: String?
  public let applicationId: String?
  /// `MauiIcon` items: the master MAUI renders into the app icon at build time.
  public let icons: [MauiIcon]
  /// `ImageAsset` items: asset-catalog files (`Assets.xcassets/...`).
  public let images: [String]
  /// `MauiImage` items: images MAUI resizes at build time.
  public let mauiImages: [String]
  /// `MauiSplashScreen` items.
  public let splashScreens: [String]
  /// `BundleResource`, `Content` and `ITunesArtwork` items: files copied into the app bundle
  /// as they are.
  public let bundleResources: [String]
  /// Where the iOS Info.plist is, most likely first: items naming an `Info.plist`, then the
  /// convention (MAUI: `iOSProjectFolder`, default `Platforms/iOS/`; otherwise beside the
  /// project file). Empty when the project does not target iOS.
  public let infoPlistCandidates: [String]
  /// `SupportedOSPlatformVersion` for iOS (conditioned on iOS, else unconditioned); nil when
  /// unset (Xamarin.iOS keeps it in the Info.plist's `MinimumOSVersion`).
  public let minimumIOSVersion: String?
  public let notes: [String]

  /// Larger than any real project file.
  public static let maxBytes = 16 << 20

  /// The Xamarin.iOS project type, in `ProjectTypeGuids` of classic projects.
  static let xamarinIOSGuid = "feacfbd2-3405-455c-9665-78fe426c6842"

  /// Reads `bytes`, the contents of the project file at `projectPath` (a tree path).
  public static func parse(_ bytes: [UInt8], projectPath: String) throws(BuildDescriptionError)
    -> DotNetProject
  {
    let root = try MarkupDocument.root(of: bytes, limit: maxBytes, element: "Project")
    var evaluation = DotNetEvaluation(projectPath: projectPath)
    evaluation.evaluate(root)
    return evaluation.result(root: root)
  }
}

extension DotNetProject {
  /// MSBuild's escapes (`iTunesArtwork%402x` is `iTunesArtwork@2x`); `%(` stays, a metadata
  /// reference that `treePath` refuses.
  public static func unescaped(_ text: String) -> String {
    guard text.contains("%") else { return text }
    func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]),
        (0x20..<0x7F).contains(high << 4 | low)
      {
        out.append(high << 4 | low)
        index += 3
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// One `MauiIcon` item: the icon's master and how MAUI composes it.
///
/// Invariant: `include` and `foregroundFile` are tree paths, nil when unset or not in the
/// tree (with a note on the project); the other metadata is as written.
public struct MauiIcon: Sendable, Equatable {
  /// The background (or whole) image, `Include`.
  public let include: String?
  public let foregroundFile: String?
  /// The background colour MAUI fills behind the image (`Color`).
  public let color: String?
  public let foregroundScale: String?
  public let baseSize: String?
  /// The line of the item in the project file.
  public let line: Int

  public init(
    include: String?, foregroundFile: String? = nil, color: String? = nil,
    foregroundScale: String? = nil, baseSize: String? = nil, line: Int
  ) {
    self.include = include
    self.foregroundFile = foregroundFile
    self.color = color
    self.foregroundScale = foregroundScale
    self.baseSize = baseSize
    self.line = line
  }
}

/// A walk over a project file in document order, as MSBuild's evaluation reads properties
/// (each one sees those defined before it) and items.
///
/// Invariant: `properties` keys are lowercased (MSBuild names are case-insensitive); only
/// elements whose condition, and whose groups' conditions, `applies` are read.
private struct DotNetEvaluation {
  let path: String
  let folder: String
  var notes = Notes()
  private var properties: [String: String] = [:]
  private var iosVersion: String? = nil
  private var anyVersion: String? = nil
  private var importsXamarinIOS = false
  private var icons: [MauiIcon] = []
  private var images: [String] = []
  private var mauiImages: [String] = []
  private var splashScreens: [String] = []
  private var bundleResources: [String] = []
  private var infoPlists: [String] = []

  init(projectPath: String) {
    var notes = Notes()
    folder = BuildPath.folder(ofFile: projectPath, kind: "project", notes: &notes)
    path = TreePath.normalize(projectPath) ?? projectPath
    self.notes = notes
    let file = TreePath.lastComponent(path)
    let name = file.split(separator: ".").dropLast().joined(separator: ".")
    // Built-in properties that paths use; the folder ones are "" because paths here are
    // relative to the project's folder already.
    properties = [
      "msbuildprojectdirectory": "", "msbuildthisfiledirectory": "",
      "msbuildprojectname": name.isEmpty ? file : name, "msbuildprojectfile": file,
    ]
  }

  mutating func evaluate(_ root: MarkupElement) {
    // MSBuild files nest a few levels (Project > Choose > When > PropertyGroup); a stack
    // keeps the walk independent of depth all the same.
    var stack: [(element: MarkupElement, forIOS: Bool)] = root.children.reversed().map {
      ($0, false)
    }
    while let (element, outerForIOS) = stack.popLast() {
      let condition = element.attribute("Condition")
      guard Self.applies(condition) else { continue }
      let forIOS = outerForIOS || Self.mentionsIOS((condition ?? "").lowercased())
      switch element.name.lowercased() {
      case "propertygroup":
        for property in element.children where Self.applies(property.attribute("Condition")) {
          define(property, forIOS: forIOS)
        }
      case "itemgroup":
        for item in element.children where Self.applies(item.attribute("Condition")) {
          add(item)
        }
      case "choose", "when", "otherwise":
        stack.append(contentsOf: element.children.reversed().map { ($0, forIOS) })
      case "import":
        let project = (element.attribute("Project") ?? "").lowercased()
        if project.contains("xamarin.ios") || project.contains("xamarin\\ios\\")
          || project.contains("xamarin/ios/")
        {
          importsXamarinIOS = true
        }
      default:
        continue
      }
    }
  }

  // MARK: - Conditions and properties

  /// Whether a `Condition` can hold for an iOS build: no condition, one that names iOS, or
  /// one that names no other platform (a configuration test, say).
  static func applies(_ condition: String?) -> Bool {
    guard let condition = condition?.lowercased(), !condition.isEmpty else { return true }
    if mentionsIOS(condition) { return true }
    let others = ["android", "windows", "tizen", "maccatalyst", "macos", "tvos"]
    return !others.contains(where: { condition.contains($0) })
  }

  /// "ios" as a word of its own ("net8.0-ios", "'ios'", "ios17.0", "iossimulator-arm64"),
  /// not inside another word.
  static func mentionsIOS(_ text: String) -> Bool {
    let characters = Array(text)
    var index = 0
    while index + 3 <= characters.count {
      if characters[index] == "i", characters[index + 1] == "o", characters[index + 2] == "s" {
        let before = index == 0 ? " " : characters[index - 1]
        // Nine characters are enough to see "simulator"; no more is copied, however long.
        let rest = String(characters[(index + 3)..<min(index + 12, characters.count)])
        let after = rest.first ?? " "
        if !before.isLetter, !after.isLetter || rest.hasPrefix("simulator") { return true }
      }
      index += 1
    }
    return false
  }

  /// `forIOS`: a group around the property is conditioned on iOS.
  private mutating func define(_ property: MarkupElement, forIOS: Bool) {
    let name = property.name.lowercased()
    let value = expand(property.text.trimmed)
    properties[name] = value
    if name == "supportedosplatformversion" {
      if forIOS || Self.mentionsIOS((property.attribute("Condition") ?? "").lowercased()) {
        iosVersion = value
      } else {
        anyVersion = value
      }
    }
  }

  /// `$(Name)` replaced by the properties defined so far; unknown ones and property
  /// functions stay as written.
  private func expand(_ text: String) -> String {
    guard text.contains("$(") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "$(") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let close = after.firstIndex(of: ")") else {
        result += rest[start.lowerBound...]
        return result
      }
      let name = after[..<close].lowercased()
      if let value = properties[name] {
        result += value
      } else {
        result += rest[start.lowerBound...close]
      }
      rest = after[after.index(after: close)...]
    }
    return result + rest
  }

  private func property(_ name: String) -> String? {
    properties[name.lowercased()].flatMap { $0.isEmpty ? nil : $0 }
  }

  // MARK: - Items

  private mutating func add(_ item: MarkupElement) {
    let kind = item.name.lowercased()
    let tracked = [
      "mauiicon", "imageasset", "mauiimage", "mauisplashscreen", "bundleresource", "none",
      "content", "itunesartwork",
    ]
    guard tracked.contains(kind), let include = Self.metadata(item, "Include") else { return }
    for escaped in expand(include).split(separator: ";").map({ String($0).trimmed })
    where !escaped.isEmpty {
      let written = DotNetProject.unescaped(escaped)
      let what = "\(item.name) \(written) (line \(item.line))"
      switch kind {
      case "mauiicon":
        icons.append(
          MauiIcon(
            include: treePath(written, what: what),
            foregroundFile: Self.metadata(item, "ForegroundFile").flatMap {
              treePath(expand($0), what: "the ForegroundFile of \(what)")
            },
            color: Self.metadata(item, "Color"),
            foregroundScale: Self.metadata(item, "ForegroundScale"),
            baseSize: Self.metadata(item, "BaseSize"), line: item.line))
      case "imageasset":
        treePath(written, what: what).map { images.append($0) }
      case "mauiimage":
        treePath(written, what: what).map { mauiImages.append($0) }
      case "mauisplashscreen":
        treePath(written, what: what).map { splashScreens.append($0) }
      // Classic Xamarin.iOS copies Content items into the bundle as it does BundleResource.
      case "bundleresource", "itunesartwork", "content":
        if let path = treePath(written, what: what) {
          bundleResources.append(path)
          if Self.isInfoPlist(path) { infoPlists.append(path) }
        }
      default:
        // None matters only when it names the Info.plist.
        if Self.isInfoPlist(written.replacing("\\", with: "/")),
          let path = treePath(written, what: what)
        {
          infoPlists.append(path)
        }
      }
    }
  }

  private static func isInfoPlist(_ path: String) -> Bool {
    TreePath.lastComponent(path).lowercased() == "info.plist"
  }

  /// Item metadata as an attribute or a child element, names compared without case.
  private static func metadata(_ item: MarkupElement, _ name: String) -> String? {
    let wanted = name.lowercased()
    if let attribute = item.attributes.first(where: { $0.name.lowercased() == wanted }) {
      return attribute.value
    }
    return item.children.first(where: { $0.name.lowercased() == wanted })?.text.trimmed
  }

  /// An item path as a tree path: separators made "/", relative to the project's folder.
  private mutating func treePath(_ written: String, what: String) -> String? {
    if written.contains("$(") || written.contains("@(") || written.contains("%(") {
      notes.add("\(what) uses an MSBuild property or item this file does not define; it is skipped")
      return nil
    }
    let path = written.replacing("\\", with: "/")
    if BuildPath.isAbsolute(written) || BuildPath.isAbsolute(path) {
      notes.add("\(what) is an absolute path, outside the tree; it is skipped")
      return nil
    }
    guard let joined = TreePath.join(folder, path) else {
      notes.add("\(what) leaves the tree; it is skipped")
      return nil
    }
    return joined
  }

  // MARK: - Result

  func result(root: MarkupElement) -> DotNetProject {
    var notes = self.notes
    let frameworks = (property("TargetFrameworks") ?? property("TargetFramework") ?? "")
      .split(separator: ";").map { String($0).trimmed }.filter { !$0.isEmpty }
    for framework in frameworks where framework.contains("$(") {
      notes.add("the target framework \(framework) uses a property this file does not define")
    }
    let sdk = (root.attribute("Sdk") ?? "").lowercased()
    let usesMaui = property("UseMaui")?.lowercased() == "true" || sdk.contains("maui")
    let guids = (property("ProjectTypeGuids") ?? "").lowercased()
    let targetsIOS =
      frameworks.contains(where: Self.isIOSFramework)
      || property("TargetFrameworkIdentifier")?.lowercased() == "xamarin.ios"
      || guids.contains(DotNetProject.xamarinIOSGuid) || importsXamarinIOS
    let outputType = property("OutputType")
    let isExe = outputType?.lowercased() == "exe"
    if targetsIOS, !isExe {
      notes.add(
        "the project targets iOS but builds \(outputType.map { "OutputType \($0)" } ?? "a library (no OutputType Exe)"), not an app"
      )
    }
    var candidates: [String] = []
    if targetsIOS {
      var conventional: [String] = []
      if usesMaui {
        let platformFolder = (property("iOSProjectFolder") ?? "Platforms/iOS/")
          .replacing("\\", with: "/")
        if let joined = TreePath.join(folder, platformFolder + "/Info.plist") {
          conventional.append(joined)
        }
      } else if let beside = TreePath.join(folder, "Info.plist") {
        conventional.append(beside)
      }
      for candidate in infoPlists + conventional where !candidates.contains(candidate) {
        candidates.append(candidate)
      }
    }
    return DotNetProject(
      path: path, targetsIOS: targetsIOS, isIOSApp: targetsIOS && isExe, usesMaui: usesMaui,
      targetFrameworks: frameworks, outputType: outputType,
      applicationTitle: property("ApplicationTitle"), applicationId: property("ApplicationId"),
      icons: icons, images: images, mauiImages: mauiImages, splashScreens: splashScreens,
      bundleResources: bundleResources, infoPlistCandidates: candidates,
      minimumIOSVersion: iosVersion ?? anyVersion, notes: notes.lines)
  }

  /// `net8.0-ios`, `net9.0-ios18.0`, `xamarin.ios10`, `xamarinios10`, and
  /// `$(NetVersion)-ios`, whose version a `Directory.Build.props` defines.
  static func isIOSFramework(_ framework: String) -> Bool {
    let lowered = framework.lowercased()
    if lowered.hasPrefix("xamarin.ios") || lowered.hasPrefix("xamarinios") { return true }
    let parts = lowered.split(separator: "-", maxSplits: 1)
    return parts.count == 2 && (parts[0].hasPrefix("net") || parts[0].hasPrefix("$("))
      && parts[1].hasPrefix("ios")
  }
}
