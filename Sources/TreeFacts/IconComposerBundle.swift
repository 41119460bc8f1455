import DataFormats

/// An Icon Composer bundle's icon.json, as far as the checks need it.
///
/// Invariant: `imageNames` and `locations` have the same count; each name appears once, in
/// the order of the file (Icon Composer writes keys sorted, and the walk visits keys sorted),
/// and is a non-empty string of at most ``maxImageNameBytes`` UTF-8 bytes.
public struct IconComposerBundle: Sendable, Equatable {
  /// Every image a layer names (`image-name`, including those in `*-specializations`
  /// entries), in order, each once.
  public let imageNames: [String]
  /// Where each of `imageNames` is first named: "groups[0].layers[1].image-name".
  public let locations: [String]
  /// The images a layer draws larger than their own size, with the largest `position.scale`
  /// of any layer (or of its specializations) that shows them. Icon Composer places a bitmap
  /// at its own size in points on the 1024-point canvas, then scales it by `position`.
  public let enlargedScales: [String: Double]

  public init(imageNames: [String], locations: [String], enlargedScales: [String: Double] = [:]) {
    self.imageNames = imageNames
    self.locations = locations
    self.enlargedScales = enlargedScales
  }

  /// Real icon.json files are tens of kilobytes; a megabyte is far beyond any real bundle and
  /// keeps a hostile file from costing more than a moment to refuse.
  public static let maxBytes = 1 << 20
  /// Icon Composer nests about ten levels; the cap only has to stop hostile files early.
  public static let maxDepth = 64
  /// A file name longer than NAME_MAX cannot exist in Assets/, and would flood any message.
  package static let maxImageNameBytes = 255

  public static func parse(_ bytes: [UInt8]) throws(IconComposerBundleError) -> IconComposerBundle {
    guard bytes.count <= maxBytes else {
      throw .tooLarge(bytes: bytes.count, limit: maxBytes)
    }
    // Checked before the JSON reader sees the bytes, so the limit is this format's, with the
    // byte that breaks it, whatever the reader's own limit.
    if let offset = firstOffsetTooDeep(bytes) { throw .tooDeep(limit: maxDepth, offset: offset) }
    let root: JSONNode
    do throws(JSONSyntaxError) {
      root = try JSONReader.parse(bytes)
    } catch {
      throw .notJSON(detail: error.description)
    }
    guard root.object != nil else { throw .notAnObject }
    var walk = ImageNameWalk()
    try walk.visit(root, at: "", depth: 1)
    return IconComposerBundle(
      imageNames: walk.names, locations: walk.locations, enlargedScales: walk.enlargedScales)
  }

  /// The offset of the first bracket that opens level `maxDepth + 1`, ignoring brackets in
  /// strings; nil when the nesting stays within the cap.
  ///
  /// Reads the bytes as UTF-8, what Icon Composer writes and the JSON reader reads.
  package static func firstOffsetTooDeep(_ bytes: [UInt8]) -> Int? {
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maxDepth { return offset }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: break
      }
    }
    return nil
  }
}

/// The walk over icon.json that collects image names wherever layers put them.
///
/// Generic on purpose: unknown keys are visited and ignored, so a newer Icon Composer that adds
/// keys (or nests groups) still has its images found.
private struct ImageNameWalk {
  public var names: [String] = []
  public var locations: [String] = []
  public var enlargedScales: [String: Double] = [:]
  private var seen: Set<String> = []

  public mutating func visit(_ value: JSONNode, at location: String, depth: Int)
    throws(IconComposerBundleError)
  {
    // The byte pre-check already bounds the depth; this keeps the recursion bounded on its own.
    guard depth <= IconComposerBundle.maxDepth else {
      throw .tooDeep(limit: IconComposerBundle.maxDepth, offset: nil)
    }
    if let object = value.object {
      let scale = Self.largestScale(of: object)
      // Sorted, because dictionaries forget the file's order and the output must be stable.
      for key in object.keys.sorted() {
        let child = object[key]!
        let childLocation = location.isEmpty ? key : location + "." + key
        switch key {
        case "image-name":
          try add(child, at: childLocation, scale: scale)
        case "image-name-specializations":
          try addSpecializations(child, at: childLocation, scale: scale)
        default:
          try visit(child, at: childLocation, depth: depth + 1)
        }
      }
    } else if let array = value.array {
      for (index, element) in array.enumerated() {
        try visit(element, at: "\(location)[\(index)]", depth: depth + 1)
      }
    }
  }

  /// `[{"value": "a.svg"}, {"appearance": "dark", "value": "b.png"}]`; a null value means the
  /// appearance has no image of its own.
  private mutating func addSpecializations(_ value: JSONNode, at location: String, scale: Double)
    throws(IconComposerBundleError)
  {
    guard let entries = value.array else {
      throw .wrongType(location: location, expected: "an array")
    }
    for (index, entry) in entries.enumerated() {
      let entryLocation = "\(location)[\(index)]"
      guard let entry = entry.object else {
        throw .wrongType(location: entryLocation, expected: "an object")
      }
      guard let name = entry["value"], !name.isNull else { continue }
      try add(name, at: entryLocation + ".value", scale: scale)
    }
  }

  /// The largest scale a layer is drawn at: its `position`'s and those of its
  /// `position-specializations` (per appearance or idiom); 1 when it gives none. Values that
  /// are not positive numbers are not scales and are passed over.
  private static func largestScale(of layer: [String: JSONNode]) -> Double {
    var positions: [JSONNode] = []
    if let position = layer["position"] { positions.append(position) }
    if let entries = layer["position-specializations"]?.array {
      positions += entries.compactMap { $0.object?["value"] }
    }
    let scales = positions.compactMap { position -> Double? in
      guard let scale = position.object?["scale"]?.double,
        scale.isFinite, scale > 0
      else { return nil }
      return scale
    }
    return scales.max() ?? 1
  }

  private mutating func add(_ value: JSONNode, at location: String, scale: Double)
    throws(IconComposerBundleError)
  {
    guard let name = value.string else {
      throw .wrongType(location: location, expected: "a string")
    }
    guard !name.isEmpty else { throw .emptyImageName(location: location) }
    guard name.utf8.count <= IconComposerBundle.maxImageNameBytes else {
      throw .imageNameTooLong(
        location: location, bytes: name.utf8.count, limit: IconComposerBundle.maxImageNameBytes)
    }
    if seen.insert(name).inserted {
      names.append(name)
      locations.append(location)
    }
    if scale > 1 { enlargedScales[name] = max(enlargedScales[name] ?? 1, scale) }
  }
}

/// Why an icon.json cannot be used; each case carries what was found.
public enum IconComposerBundleError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Larger than ``IconComposerBundle/maxBytes``; not read at all.
  case tooLarge(bytes: Int, limit: Int)
  /// Nested deeper than `limit`; `offset` is the byte that opened one level too many, when known.
  case tooDeep(limit: Int, offset: Int?)
  /// It is not JSON; `detail` says where and why.
  case notJSON(detail: String)
  /// Valid JSON whose top level is an array, string, number or null.
  case notAnObject
  /// A key the checks read holds the wrong kind of value.
  case wrongType(location: String, expected: String)
  case emptyImageName(location: String)
  case imageNameTooLong(location: String, bytes: Int, limit: Int)

  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return "it is \(bytes) bytes; icon.json is read up to \(limit) bytes"
    case .tooDeep(let limit, let offset):
      let place = offset.map { " at byte \($0)" } ?? ""
      return "it nests more than \(limit) levels deep\(place)"
    case .notJSON(let detail):
      return "it is not JSON: \(detail)"
    case .notAnObject:
      return "its top level is not a JSON object"
    case .wrongType(let location, let expected):
      return "\(location) is not \(expected)"
    case .emptyImageName(let location):
      return "\(location) is an empty image name"
    case .imageNameTooLong(let location, let bytes, let limit):
      return "\(location) is an image name of \(bytes) bytes; a file name has at most \(limit)"
    }
  }
}
