import YAMLReader

/// YAML read through YAMLReader with the bounds a hostile file needs.
///
/// Invariant: what comes back has at most `maxValues` values counted with every alias
/// expanded, and nests at most `maxDepth` levels; mappings have String keys (a number or
/// boolean key becomes its text; a mapping or list key is refused). The reader refuses
/// nesting past 1,000 levels on its own, and shares an aliased subtree rather than copying
/// it, so composing is linear in the file; it counts the values aliases expand to as it
/// composes, before anything expands them.
package enum YAMLText {
  static let maxValues = 1_000_000
  static let maxDepth = 256

  /// XcodeGen's reading: Yams' YAML 1.1 rules (`YES` is a boolean) without the null rule,
  /// so `key: ""` and `key:` stay strings (yonaskolb/XcodeGen Sources/ProjectSpec/Yaml.swift).
  package static let xcodeGenResolver = YAMLResolver.xcodeGen

  /// Dart's `yaml` package reads YAML 1.2's core schema: only true/false are booleans, so
  /// `remove_alpha_ios: yes` is a string there (and flutter_launcher_icons rejects it).
  static let dartResolver = YAMLResolver.dart

  /// The document's top node (nil for an empty document), checked against the bounds.
  static func compose(_ raw: [UInt8], limit: Int, resolver: YAMLResolver)
    throws(BuildDescriptionError) -> YAMLNode?
  {
    let text = try TextBytes(raw, limit: limit)
    let document: YAMLDocument
    do {
      document = try YAMLDocument(
        bytes: Array(text.bytes), resolver: resolver,
        limits: YAMLLimits(maxBytes: limit, maxNodes: maxValues, maxExpandedNodes: maxValues))
    } catch {
      switch error.problem {
      case .tooManyNodes, .aliasesExpandTooFar: throw .tooManyValues(limit: maxValues)
      default: throw .notYAML(detail: BuildDescriptionError.detail(error.description))
      }
    }
    if let next = document.nextDocument {
      throw .notYAML(detail: "\(next): a second document starts here; the file must hold one")
    }
    guard let root = document.root else { return nil }
    try checkBounds(root)
    return root
  }

  /// The document as `Any`, as Yams' default constructor built it: [String: Any] (merge keys
  /// `<<` merged), [Any], String, Int, Double, Bool, or `JSONValue.null` where the resolver
  /// reads a null (no Foundation here for NSNull, as in `JSONValue.any`). A timestamp or a
  /// `!!binary` scalar stays its text, where Yams made a Date or Data no reader here takes.
  package static func load(_ raw: [UInt8], limit: Int, resolver: YAMLResolver)
    throws(BuildDescriptionError) -> Any?
  {
    guard let node = try compose(raw, limit: limit, resolver: resolver) else { return nil }
    return value(of: node)
  }

  /// Nesting (aliases expanded) and keys: the reader's height is exact, so one look at the
  /// top does; each node is visited once for its keys, however many aliases name it.
  private static func checkBounds(_ root: YAMLNode) throws(BuildDescriptionError) {
    guard root.height <= maxDepth else { throw .tooDeep(limit: maxDepth) }
    var seen: Set<Int> = []
    var stack = [root]
    while let node = stack.popLast() {
      guard seen.insert(node.id).inserted else { continue }
      switch node.kind {
      case .mapping:
        for pair in node.pairs {
          // The readers here want String keys (Yams' constructor trapped on others).
          guard pair.key.kind == .scalar else {
            throw .complexKey(line: pair.key.position.line)
          }
          stack.append(pair.value)
        }
      case .sequence:
        stack.append(contentsOf: node.items)
      case .scalar:
        break
      }
    }
  }

  /// Depth is at most `maxDepth` here, so the recursion is bounded.
  private static func value(of node: YAMLNode) -> Any {
    switch node.kind {
    case .mapping:
      var dictionary: [String: Any] = [:]
      // Later pairs win, so a mapping's own keys override the ones it merges.
      for (key, item) in node.mergedPairs { dictionary[key.text ?? ""] = value(of: item) }
      return dictionary
    case .sequence:
      return node.items.map(value(of:))
    case .scalar:
      let text = node.text ?? ""
      switch node.tag {
      case .bool: return node.bool ?? text
      case .int: return node.int ?? text
      case .float: return node.double ?? text
      case .null:
        let isNull = node.style == .plain && ["", "~", "null", "Null", "NULL"].contains(text)
        return isNull ? JSONValue.null : text
      default: return text
      }
    }
  }
}
