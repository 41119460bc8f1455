import BuildDescriptions
import XcodeProject

/// A Tuist `Project.swift` read as text, as far as its targets are written with literal
/// arguments (or top-level constants holding them): each target's name, product, devices,
/// deployment target, whether its Info.plist names a launch screen, and the folders its
/// resources come from.
///
/// Invariants: built from bytes alone (no Swift is run, no file read); a target whose
/// arguments are computed (a helper's call, a variable) keeps what could be read and leaves
/// the rest empty, never guessed; folders are tree paths (relative to the tree's top,
/// normalised), and a path that climbs out of the tree is left out.
public struct TuistManifest: Sendable, Equatable {
  /// One `Target(...)` or `.target(...)` of the manifest.
  public struct Target: Sendable, Equatable {
    public var name: String?
    /// The product as Tuist spells it: "app", "framework", "unitTests", ...
    public var product: String?
    public var platform: ApplePlatform = .unknown
    /// `UIDeviceFamily` numbers: 1 for iPhone, 2 for iPad; empty when not said.
    public var deviceFamily: [Int] = []
    public var deploymentTarget: String?
    /// The folders (or files) the target's resources glob from, fixed parts only.
    public var resourceFolders: [String] = []
    /// Whether its Info.plist names a launch screen: Tuist's default Info.plist of an app
    /// (`.default`, `.extendingDefault(with:)`) sets `UILaunchStoryboardName`, and so may the
    /// keys written into it.
    public var namesLaunchScreen = false

    public var isApp: Bool { product == "app" || product == "appClip" }
  }

  /// The manifest's tree path.
  public let path: String
  public let targets: [Target]

  /// Whether bytes are a Tuist project manifest at all: a Swift file that imports
  /// ProjectDescription and builds a `Project`.
  public static func isManifest(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    return text.contains("import ProjectDescription") && text.contains("Project(")
  }

  /// Reads the targets of the manifest at tree path `path`.
  public static func parse(_ bytes: [UInt8], path: String) -> TuistManifest {
    let tokens = SwiftTokens.lex(bytes)
    let folder = TreePath.parent(path)
    // A `TARGETED_DEVICE_FAMILY` setting outranks the destinations it is written beside; which
    // target a settings dictionary reaches is not read here, so one that all such settings of
    // the file agree on counts, and settings that disagree leave the devices unsaid.
    let familySettings = Set(SwiftTokens.values(of: "TARGETED_DEVICE_FAMILY", in: tokens))
    let constants = SwiftTokens.constants(in: tokens)
    var targets: [Target] = []
    var index = 0
    while index < tokens.count {
      if let open = targetCall(at: index, in: tokens) {
        let (arguments, end) = SwiftTokens.arguments(from: open, in: tokens)
        var declared = target(
          arguments.mapValues { SwiftTokens.expanding($0, with: constants) }, folder: folder)
        if !familySettings.isEmpty {
          declared.deviceFamily =
            familySettings.count == 1
            ? familySettings.first!.split(whereSeparator: { $0 == "," || $0 == " " })
              .compactMap { Int($0) }.sorted() : []
        }
        targets.append(declared)
        index = end
      } else {
        index += 1
      }
    }
    return TuistManifest(path: path, targets: targets)
  }

  /// The index of the `(` of a target's initialiser that starts at `index`: `Target(`,
  /// `Target.target(` and `.target(`.
  private static func targetCall(at index: Int, in tokens: [SwiftTokens.Token]) -> Int? {
    guard index + 1 < tokens.count else { return nil }
    switch (tokens[index], tokens[index + 1]) {
    case (.identifier("Target"), .open("(")):
      return index + 1
    case (.dot, .identifier("target")):
      guard index + 2 < tokens.count, tokens[index + 2] == .open("(") else { return nil }
      return index + 2
    default:
      return nil
    }
  }

  private static func target(_ arguments: [String: [SwiftTokens.Token]], folder: String)
    -> Target
  {
    var target = Target()
    target.name = arguments["name"].flatMap(SwiftTokens.firstString)
    target.product = arguments["product"].flatMap { SwiftTokens.members($0).first }
    // Tuist 4: `destinations: [.iPhone, .iPad]` or a set's name (`.iOS`); Tuist 3 and
    // earlier: `platform: .iOS` with `deploymentTarget: .iOS(targetVersion:devices:)`.
    if let destinations = arguments["destinations"].map(SwiftTokens.members) {
      var family = Set<Int>()
      for destination in destinations {
        switch destination {
        case "iPhone": family.insert(1)
        case "iPad": family.insert(2)
        case "iOS": family.formUnion([1, 2])
        default: break
        }
      }
      target.deviceFamily = family.sorted()
      target.platform = platform(destinations, family: family)
    } else if let platform = arguments["platform"].flatMap({ SwiftTokens.members($0).first }) {
      target.platform = ApplePlatform(rawValue: platform) ?? .unknown
    }
    if let deployment = arguments["deploymentTargets"] ?? arguments["deploymentTarget"] {
      target.deploymentTarget = SwiftTokens.iOSVersion(in: deployment)
      let devices = SwiftTokens.members(deployment)
      if target.deviceFamily.isEmpty, devices.contains(where: { $0 == "iphone" || $0 == "ipad" }) {
        target.deviceFamily =
          (devices.contains("iphone") ? [1] : []) + (devices.contains("ipad") ? [2] : [])
      }
    }
    if let infoPlist = arguments["infoPlist"] {
      let members = SwiftTokens.members(infoPlist)
      target.namesLaunchScreen =
        members.first == "default" || members.first == "extendingDefault"
        || infoPlist.contains(.string("UILaunchStoryboardName"))
        || infoPlist.contains(.string("UILaunchScreen"))
    }
    target.resourceFolders = (arguments["resources"] ?? []).compactMap { token in
      guard case .string(let pattern?) = token else { return nil }
      return fixedFolder(of: pattern, from: folder)
    }
    return target
  }

  private static func platform(_ destinations: [String], family: Set<Int>) -> ApplePlatform {
    if !family.isEmpty { return .iOS }
    if destinations.contains(where: { $0 == "mac" || $0 == "macOS" }) { return .macOS }
    if destinations.contains(where: { $0 == "appleWatch" || $0 == "watchOS" }) { return .watchOS }
    if destinations.contains(where: { $0 == "appleTv" || $0 == "tvOS" }) { return .tvOS }
    if destinations.contains(where: { $0.hasPrefix("appleVision") || $0 == "visionOS" }) {
      return .visionOS
    }
    return .unknown
  }

  /// The part of a resource glob before its first wildcard, as a tree path from the
  /// manifest's folder: "../Core/Resources/**" in `App/` is `Core/Resources`.
  static func fixedFolder(of pattern: String, from folder: String) -> String? {
    var fixed: [Substring] = []
    for component in pattern.split(separator: "/", omittingEmptySubsequences: true) {
      if component.contains(where: { "*?[{".contains($0) }) { break }
      fixed.append(component)
    }
    guard !fixed.isEmpty, !pattern.hasPrefix("/") else { return nil }
    return TreePath.join(folder, fixed.joined(separator: "/"))
  }
}

/// The tokens of Swift source that a manifest's reading needs, and what it asks of them.
enum SwiftTokens {
  enum Token: Equatable {
    case identifier(String)
    /// A string literal's text; nil for one with escapes or interpolation.
    case string(String?)
    case open(Character)
    case close(Character)
    case colon, comma, dot, equals, other
  }

  /// Lexes bytes: comments are skipped, multi-line strings are one `string(nil)`.
  static func lex(_ bytes: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    let count = bytes.count
    func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
        while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
        index += 2
        while index < count, !(bytes[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
      case UInt8(ascii: "\""):
        if at(1) == UInt8(ascii: "\""), at(2) == UInt8(ascii: "\"") {
          index += 3
          while index < count,
            !(bytes[index] == UInt8(ascii: "\"") && at(1) == UInt8(ascii: "\"")
              && at(2) == UInt8(ascii: "\""))
          {
            index += 1
          }
          index += 3
          tokens.append(.string(nil))
        } else {
          let start = index + 1
          var plain = true
          index = start
          while index < count, bytes[index] != UInt8(ascii: "\""),
            bytes[index] != UInt8(ascii: "\n")
          {
            if bytes[index] == UInt8(ascii: "\\") {
              plain = false
              index += 1
            }
            index += 1
          }
          let end = min(index, count)
          tokens.append(.string(plain ? String(decoding: bytes[start..<end], as: UTF8.self) : nil))
          index += 1
        }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        tokens.append(.open(Character(UnicodeScalar(byte))))
        index += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        tokens.append(.close(Character(UnicodeScalar(byte))))
        index += 1
      case UInt8(ascii: ":"):
        tokens.append(.colon)
        index += 1
      case UInt8(ascii: ","):
        tokens.append(.comma)
        index += 1
      case UInt8(ascii: "."):
        tokens.append(.dot)
        index += 1
      case UInt8(ascii: "=") where at(1) != UInt8(ascii: "="):
        tokens.append(.equals)
        index += 1
      default:
        if isIdentifierByte(byte) {
          let start = index
          while index < count, isIdentifierByte(bytes[index]) { index += 1 }
          tokens.append(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
        } else {
          if byte > 0x20 { tokens.append(.other) }
          index += 1
        }
      }
    }
    return tokens
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// The labelled arguments of the call whose `(` is at `open`, and the index after its `)`.
  /// An unclosed call ends with the tokens.
  static func arguments(from open: Int, in tokens: [Token]) -> ([String: [Token]], Int) {
    var result: [String: [Token]] = [:]
    var depth = 0
    var label: String?
    var current: [Token] = []
    var index = open + 1
    func finish() {
      if let label, result[label] == nil { result[label] = current }
      label = nil
      current = []
    }
    while index < tokens.count {
      let token = tokens[index]
      switch token {
      case .open:
        depth += 1
      case .close:
        if depth == 0 {
          finish()
          return (result, index + 1)
        }
        depth -= 1
      case .comma where depth == 0:
        finish()
        index += 1
        continue
      case .colon where depth == 0 && label == nil && current.count == 1:
        if case .identifier(let name) = current[0] {
          label = name
          current = []
          index += 1
          continue
        }
      default:
        break
      }
      current.append(token)
      index += 1
    }
    finish()
    return (result, tokens.count)
  }

  /// Words that start a declaration: where a top-level constant's value ends.
  private static let declarationWords: Set<String> = [
    "let", "var", "func", "import", "struct", "enum", "class", "extension", "public", "private",
    "internal", "fileprivate",
  ]

  /// The values of the file's top-level constants, `let NAME = ...` or `let NAME: Type = ...`,
  /// by name: a manifest often writes a target's arguments as such constants.
  static func constants(in tokens: [Token]) -> [String: [Token]] {
    var constants: [String: [Token]] = [:]
    var depth = 0
    var index = 0
    while index < tokens.count {
      switch tokens[index] {
      case .open: depth += 1
      case .close: depth = max(0, depth - 1)
      case .identifier(let word) where depth == 0 && (word == "let" || word == "var"):
        guard index + 1 < tokens.count, case .identifier(let name) = tokens[index + 1] else {
          break
        }
        // Past the type annotation, to the `=` at this depth.
        var cursor = index + 2
        var inner = 0
        while cursor < tokens.count, !(inner == 0 && tokens[cursor] == .equals) {
          if case .open = tokens[cursor] { inner += 1 }
          if case .close = tokens[cursor] { inner -= 1 }
          if inner < 0 || (inner == 0 && isDeclarationStart(tokens[cursor])) { break }
          cursor += 1
        }
        guard cursor < tokens.count, tokens[cursor] == .equals else { break }
        var value: [Token] = []
        cursor += 1
        inner = 0
        while cursor < tokens.count {
          let token = tokens[cursor]
          if inner == 0 && isDeclarationStart(token) { break }
          if case .open = token { inner += 1 }
          if case .close = token {
            if inner == 0 { break }
            inner -= 1
          }
          value.append(token)
          cursor += 1
        }
        if constants[name] == nil { constants[name] = value }
        index = cursor
        continue
      default: break
      }
      index += 1
    }
    return constants
  }

  private static func isDeclarationStart(_ token: Token) -> Bool {
    if case .identifier(let word) = token { return declarationWords.contains(word) }
    return false
  }

  /// `tokens` with each name of a top-level constant replaced by its value, once (a value
  /// that names another constant is not expanded again); a member after a dot and an
  /// argument label are names of something else.
  static func expanding(_ tokens: [Token], with constants: [String: [Token]]) -> [Token] {
    guard !constants.isEmpty else { return tokens }
    var expanded: [Token] = []
    for (index, token) in tokens.enumerated() {
      if case .identifier(let name) = token, let value = constants[name],
        index == 0 || tokens[index - 1] != .dot,
        index + 1 >= tokens.count || tokens[index + 1] != .colon
      {
        expanded += value
      } else {
        expanded.append(token)
      }
    }
    return expanded
  }

  /// The string values written for a dictionary key: `"KEY": "value"`.
  static func values(of key: String, in tokens: [Token]) -> [String] {
    tokens.indices.compactMap { index in
      guard tokens[index] == .string(key), index + 2 < tokens.count,
        tokens[index + 1] == .colon, case .string(let value?) = tokens[index + 2]
      else { return nil }
      return value
    }
  }

  static func firstString(_ tokens: [Token]) -> String? {
    for token in tokens { if case .string(let text?) = token { return text } }
    return nil
  }

  /// The names after a dot: `[.iPhone, .iPad]` gives iPhone and iPad.
  static func members(_ tokens: [Token]) -> [String] {
    zip(tokens, tokens.dropFirst()).compactMap { pair in
      guard pair.0 == .dot, case .identifier(let name) = pair.1 else { return nil }
      return name
    }
  }

  /// The iOS version of `.iOS("17.0")`, `.iOS(targetVersion: "15.0", ...)` and
  /// `.multiplatform(iOS: "17.0", ...)`.
  static func iOSVersion(in tokens: [Token]) -> String? {
    for index in tokens.indices where tokens[index] == .identifier("iOS") {
      var next = index + 1
      while next < tokens.count, next <= index + 4 {
        if case .string(let version?) = tokens[next] { return version }
        next += 1
      }
    }
    return nil
  }
}
