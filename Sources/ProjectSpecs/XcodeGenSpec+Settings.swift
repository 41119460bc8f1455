import BuildDescriptions
import XcodeProject

/// The build settings of one XcodeGen target in one configuration: the four levels Xcode
/// reads (project `.xcconfig`, project settings, target `.xcconfig`, target settings), and
/// their expansion.
///
/// Invariant: a level's dictionary already holds what XcodeGen writes there (presets and
/// deployment targets, less what the level's `.xcconfig` sets, then the spec's settings);
/// the strongest level that sets a key gives its value, `$(inherited)` in it is the next
/// weaker one. Expansion always ends: a setting that refers to itself expands to "", depth
/// and length are capped.
struct XcodeGenSettings {
  /// Stands for SRCROOT in expanded values, so a path built from `$(SRCROOT)/…` resolves
  /// from the project folder once, whatever that folder is.
  static let sourceRootMarker = "\u{0}SRCROOT\u{0}"
  static let maxDepth = 32
  static let maxLength = 65_536

  /// Weakest first: project xcconfig, project, target xcconfig, target.
  private let levels: [[String: String]]
  private let fixed: [String: String]
  private let defaults: [String: String]
  private var memo: [Key: String] = [:]
  private var inProgress: Set<Key> = []
  private(set) var notes: [String] = []

  private struct Key: Hashable {
    let name: String
    let level: Int
  }

  init(levels: [[String: String]], targetName: String, projectName: String, configuration: String) {
    self.levels = levels
    fixed = [
      "SRCROOT": Self.sourceRootMarker, "PROJECT_DIR": Self.sourceRootMarker,
      "SOURCE_ROOT": Self.sourceRootMarker, "TARGET_NAME": targetName, "TARGETNAME": targetName,
      "PROJECT_NAME": projectName, "CONFIGURATION": configuration,
    ]
    defaults = ["PRODUCT_NAME": targetName]
  }

  /// Every key some level sets.
  var names: Set<String> { Set(levels.flatMap(\.keys)) }

  /// The effective value of `name`, expanded; nil when no level sets it.
  mutating func value(_ name: String) -> String? {
    if let fixed = fixed[name] { return fixed }
    guard let level = strongest(name, below: levels.count) else { return nil }
    return evaluate(Key(name: name, level: level), depth: 0)
  }

  private func strongest(_ name: String, below limit: Int) -> Int? {
    (0..<limit).last(where: { levels[$0][name] != nil })
  }

  private mutating func evaluate(_ key: Key, depth: Int) -> String {
    if let known = memo[key] { return known }
    guard !inProgress.contains(key), depth < Self.maxDepth, let raw = levels[key.level][key.name]
    else {
      notes.append("build setting \(key.name) refers to itself; it is read as empty there")
      return ""
    }
    inProgress.insert(key)
    let value = expand(raw, within: key, depth: depth + 1)
    inProgress.remove(key)
    memo[key] = value
    return value
  }

  /// `$(NAME)` and `${NAME}` (modifiers such as `:rfc1034identifier` dropped), and
  /// `$(inherited)`, which is the same setting one level weaker.
  private mutating func expand(_ text: String, within key: Key, depth: Int) -> String {
    guard text.contains("$") else { return text }
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      if result.utf8.count > Self.maxLength {
        notes.append(
          "build setting \(key.name) expands to more than \(Self.maxLength) bytes; it is cut there")
        return String(decoding: result.utf8.prefix(Self.maxLength), as: UTF8.self)
      }
      let character = characters[index]
      guard character == "$", index + 1 < characters.count,
        characters[index + 1] == "(" || characters[index + 1] == "{"
      else {
        result.append(character)
        index += 1
        continue
      }
      let open = characters[index + 1]
      let close: Character = open == "(" ? ")" : "}"
      var nesting = 1
      var end = index + 2
      while end < characters.count {
        if characters[end] == open { nesting += 1 }
        if characters[end] == close {
          nesting -= 1
          if nesting == 0 { break }
        }
        end += 1
      }
      guard end < characters.count else {
        result.append(contentsOf: characters[index...])
        break
      }
      let inside = expand(String(characters[(index + 2)..<end]), within: key, depth: depth + 1)
      let reference = String(inside.prefix(while: { $0 != ":" }))
      index = end + 1
      if reference == "inherited" {
        if let weaker = strongest(key.name, below: key.level) {
          result += evaluate(Key(name: key.name, level: weaker), depth: depth)
        }
      } else if let fixed = fixed[reference] {
        result += fixed
      } else if let level = strongest(reference, below: levels.count) {
        result += evaluate(Key(name: reference, level: level), depth: depth)
      } else {
        result += defaults[reference] ?? ""
      }
    }
    return result
  }
}

/// What XcodeGen's setting presets write that iconsmith reads, from
/// yonaskolb/XcodeGen `SettingPresets/` (commit 8d3d347, 2026): `Platforms/iOS.yml` sets
/// `TARGETED_DEVICE_FAMILY: '1,2'` for every iOS target, not only apps;
/// `Product_Platform/application_iOS.yml` (and `_macOS`, `_visionOS`, `_watchOS`) set
/// `ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon` for `application` targets only;
/// `application_tvOS.yml` names "App Icon & Top Shelf Image" and `LaunchImage`;
/// `Products/app-extension.messages.yml` names "iMessage App Icon"; `SupportedDestinations/*`
/// set `SUPPORTED_PLATFORMS` and the device family, joined across destinations by
/// `SettingsBuilder.swift`; `base.yml` (project level, for configurations of type debug or
/// release) sets `PRODUCT_NAME: $(TARGET_NAME)`. Keys iconsmith never reads are left out.
enum XcodeGenPresets {
  static let platforms: [String: [String: String]] = [
    "iOS": ["SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2"],
    "macOS": ["SDKROOT": "macosx"],
    "tvOS": ["SDKROOT": "appletvos", "TARGETED_DEVICE_FAMILY": "3"],
    "visionOS": ["SDKROOT": "xros", "TARGETED_DEVICE_FAMILY": "7"],
    "watchOS": ["SDKROOT": "watchos", "TARGETED_DEVICE_FAMILY": "4"],
  ]

  static let products: [String: [String: String]] = [
    "app-extension.messages": ["ASSETCATALOG_COMPILER_APPICON_NAME": "iMessage App Icon"]
  ]

  static let productPlatforms: [String: [String: String]] = [
    "application_iOS": ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"],
    "application_macOS": ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"],
    "application_visionOS": ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"],
    "application_watchOS": ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"],
    "application_tvOS": [
      "ASSETCATALOG_COMPILER_APPICON_NAME": "App Icon & Top Shelf Image",
      "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME": "LaunchImage",
    ],
  ]

  /// SUPPORTED_PLATFORMS and TARGETED_DEVICE_FAMILY of each destination.
  static let destinations: [String: (platforms: String, family: String?)] = [
    "iOS": ("iphoneos iphonesimulator", "1,2"),
    "tvOS": ("appletvos appletvsimulator", "3"),
    "visionOS": ("xros xrsimulator", "7"),
    "watchOS": ("watchos watchsimulator", "4"),
    "macOS": ("macosx", nil),
    "macCatalyst": ("", nil),
  ]

  /// XcodeGen's order of destinations (`SupportedDestination.priority`): the first one with a
  /// platform gives an `auto` target its platform presets.
  static let destinationOrder = ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "macCatalyst"]

  static let deploymentTargetSettings: [String: String] = [
    "iOS": "IPHONEOS_DEPLOYMENT_TARGET", "tvOS": "TVOS_DEPLOYMENT_TARGET",
    "watchOS": "WATCHOS_DEPLOYMENT_TARGET", "macOS": "MACOSX_DEPLOYMENT_TARGET",
    "visionOS": "XROS_DEPLOYMENT_TARGET",
  ]

  /// The target-level presets of `type` on `platform` with `destinations` (sorted by
  /// `destinationOrder`).
  static func target(type: String, platform: String?, destinations: [String]) -> [String: String] {
    var settings: [String: String] = [:]
    let presetPlatform = platform ?? destinations.first(where: { Self.platforms[$0] != nil })
    if let presetPlatform {
      settings.merge(platforms[presetPlatform] ?? [:]) { $1 }
      settings.merge(products[type] ?? [:]) { $1 }
      settings.merge(productPlatforms["\(type)_\(presetPlatform)"] ?? [:]) { $1 }
    } else {
      settings.merge(products[type] ?? [:]) { $1 }
    }
    if platform == nil, !destinations.isEmpty { settings["SDKROOT"] = "auto" }
    if !destinations.isEmpty {
      var supported: [String] = []
      var families: [String] = []
      for destination in destinations {
        guard let preset = Self.destinations[destination] else { continue }
        supported += preset.platforms.split(separator: " ").map(String.init)
        families += (preset.family ?? "").split(separator: ",").map(String.init)
      }
      settings["SUPPORTED_PLATFORMS"] = supported.joined(separator: " ")
      settings["TARGETED_DEVICE_FAMILY"] = families.joined(separator: ",")
    }
    return settings
  }
}

/// The platform names XcodeGen's `platform:` takes (case-sensitive, as XcodeGen reads them).
enum ApplePlatformName: String {
  case iOS, macOS, tvOS, watchOS, visionOS

  var platform: ApplePlatform {
    switch self {
    case .iOS: .iOS
    case .macOS: .macOS
    case .tvOS: .tvOS
    case .watchOS: .watchOS
    case .visionOS: .visionOS
    }
  }
}

/// The simple lines of an `.xcconfig` file: `KEY = VALUE` and `#include`, enough to see which
/// settings a configuration file sets.
///
/// Invariant: comments ("//" to the end of the line) and lines that are neither are gone;
/// keys are setting names, a key with conditions (`KEY[sdk=iphoneos*]`) is kept only when
/// its conditions hold for an iOS device build of the configuration; values are trimmed, a
/// final `;` removed.
enum XCConfigLines {
  enum Line: Equatable {
    case include(path: String, optional: Bool)
    case assignment(name: String, value: String)
  }

  static func parse(_ text: String, configuration: String) -> [Line] {
    var lines: [Line] = []
    for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      var line = Substring(raw)
      if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = String(line).trimmed
      if trimmed.hasPrefix("#include") {
        var rest = trimmed.dropFirst("#include".count)
        let optional = rest.hasPrefix("?")
        if optional { rest = rest.dropFirst() }
        let quoted = String(rest).trimmed
        guard quoted.hasPrefix("\""), quoted.count >= 2, quoted.hasSuffix("\"") else { continue }
        lines.append(.include(path: String(quoted.dropFirst().dropLast()), optional: optional))
        continue
      }
      var bracketDepth = 0
      let equals = trimmed.firstIndex { character in
        if character == "[" { bracketDepth += 1 }
        if character == "]" { bracketDepth -= 1 }
        return character == "=" && bracketDepth == 0
      }
      guard let equals else { continue }
      let key = String(trimmed[..<equals]).trimmed
      guard let name = settingName(key, configuration: configuration) else { continue }
      var value = String(trimmed[trimmed.index(after: equals)...]).trimmed
      if value.hasSuffix(";") { value = String(value.dropLast()).trimmed }
      lines.append(.assignment(name: name, value: value))
    }
    return lines
  }

  /// The setting name of `key` when its conditions hold (sdk iphoneos, arch arm64, the
  /// configuration); nil for anything else.
  private static func settingName(_ key: String, configuration: String) -> String? {
    let open = key.firstIndex(of: "[") ?? key.endIndex
    let name = String(key[..<open])
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
      name.unicodeScalars.allSatisfy({
        $0 == "_" || ("0"..."9").contains($0) || ("a"..."z").contains($0)
          || ("A"..."Z").contains($0)
      })
    else { return nil }
    var rest = key[open...]
    while !rest.isEmpty {
      guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
      for pair in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",") {
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        let condition = String(pair[..<equals]).trimmed
        let pattern = String(pair[pair.index(after: equals)...]).trimmed
        let subject: String
        switch condition {
        case "sdk": subject = "iphoneos"
        case "arch": subject = "arm64"
        case "config": subject = configuration
        default: return nil
        }
        guard Glob.matches(pattern, subject) else { return nil }
      }
      rest = rest[rest.index(after: close)...]
    }
    return name
  }
}
