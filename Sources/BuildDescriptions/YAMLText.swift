import Yams

/// YAML read through Yams with the bounds a hostile file needs.
///
/// Invariant: what comes back has at most `maxValues` values counted with every alias
/// expanded, and nests at most `maxDepth` levels; mappings have String keys (a number or
/// boolean key becomes its text; a mapping or list key is refused). libyaml itself refuses nesting past 1,000 levels, and Yams
/// shares an aliased subtree rather than copying it, so composing is linear in the file; the
/// count below runs before anything expands the aliases.
package enum YAMLText {
  static let maxValues = 1_000_000
  static let maxDepth = 256

  /// XcodeGen's reading: Yams' YAML 1.1 rules (`YES` is a boolean) without the null rule,
  /// so `key: ""` and `key:` stay strings (yonaskolb/XcodeGen Sources/ProjectSpec/Yaml.swift).
  package static let xcodeGenResolver = Resolver.default.removing(.null)

  /// Dart's `yaml` package reads YAML 1.2's core schema: only true/false are booleans, so
  /// `remove_alpha_ios: yes` is a string there (and flutter_launcher_icons rejects it).
  static let dartResolver =
    (try? Resolver.default.replacing(.bool, with: "^(?:true|True|TRUE|false|False|FALSE)$"))
    ?? Resolver.default

  /// The document's top node (nil for an empty document), checked against the bounds.
  static func compose(_ raw: [UInt8], limit: Int, resolver: Resolver) throws(BuildDescriptionError)
    -> Node?
  {
    let text = try TextBytes(raw, limit: limit)
    let node: Node?
    do {
      node = try Yams.compose(yaml: text.string, resolver)
    } catch {
      throw .notYAML(detail: BuildDescriptionError.detail(String(describing: error)))
    }
    if let node { try checkBounds(node) }
    return node
  }

  /// The document as `Any`: [String: Any], [Any], String, Int, Double, Bool, Date, or NSNull
  /// where the resolver reads a null.
  package static func load(_ raw: [UInt8], limit: Int, resolver: Resolver)
    throws(BuildDescriptionError)
    -> Any?
  {
    guard let node = try compose(raw, limit: limit, resolver: resolver) else { return nil }
    return stringKeyed(Constructor.default.any(from: node))
  }

  private static func checkBounds(_ root: Node) throws(BuildDescriptionError) {
    var count = 0
    var stack: [(node: Node, depth: Int)] = [(root, 0)]
    while let (node, depth) = stack.popLast() {
      count += 1
      guard count <= maxValues else { throw .tooManyValues(limit: maxValues) }
      guard depth <= maxDepth else { throw .tooDeep(limit: maxDepth) }
      switch node {
      case .mapping(let mapping):
        for pair in mapping {
          // Yams builds [AnyHashable: Any] and traps on a key that is not hashable text.
          guard case .scalar = pair.key else { throw .complexKey(line: pair.key.mark?.line ?? 0) }
          stack.append((pair.key, depth + 1))
          stack.append((pair.value, depth + 1))
        }
      case .sequence(let sequence):
        for item in sequence { stack.append((item, depth + 1)) }
      case .scalar, .alias:
        break
      }
    }
  }

  /// Yams builds mappings as [AnyHashable: Any]; the readers here want String keys.
  private static func stringKeyed(_ value: Any) -> Any {
    if let mapping = value as? [AnyHashable: Any] {
      var result: [String: Any] = [:]
      for (key, item) in mapping {
        result[(key.base as? String) ?? "\(key.base)"] = stringKeyed(item)
      }
      return result
    }
    if let items = value as? [Any] { return items.map(stringKeyed) }
    return value
  }
}

extension Node {
  /// The boolean the resolver reads here. Yams' own `bool` parses "yes" and "on" unless the
  /// tag was resolved before, whatever the resolver says; reading `tag` resolves it.
  var resolvedBool: Bool? { tag.description == Tag.Name.bool.rawValue ? bool : nil }

  /// A null as the resolver reads it (`~`, `null`, nothing).
  var isNull: Bool { tag.description == Tag.Name.null.rawValue }

  /// The value of `key` in a mapping node, with the line (from 1) where the key is written.
  func entry(_ key: String) -> (value: Node, line: Int?)? {
    guard let mapping else { return nil }
    for pair in mapping where pair.key.string == key {
      return (pair.value, pair.key.mark?.line)
    }
    return nil
  }
}
