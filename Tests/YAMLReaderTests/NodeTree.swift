import YAMLReader
import Yams

/// A composed node as the tests compare it: kind, resolved tag, text, style and place, and
/// its children; built from our reader's nodes and from Yams' alike.
struct NodeTree: Equatable, CustomStringConvertible {
  enum Kind: String { case scalar, sequence, mapping }

  var kind: Kind
  var tag: String
  /// A scalar's text; nil for a collection.
  var text: String?
  /// A scalar's style; nil for a collection.
  var style: String?
  var line: Int
  var column: Int
  /// Items, or keys and values alternately.
  var children: [NodeTree]

  init(_ node: YAMLNode) {
    tag = node.tag.rawValue
    line = node.position.line
    column = node.position.column
    switch node.kind {
    case .scalar:
      kind = .scalar
      text = node.text
      style = node.style.map { "\($0)" }
      children = []
    case .sequence:
      kind = .sequence
      children = node.items.map(NodeTree.init)
    case .mapping:
      kind = .mapping
      children = node.pairs.flatMap { [NodeTree($0.key), NodeTree($0.value)] }
    }
  }

  init(_ node: Node) {
    tag = node.tag.rawValue
    line = node.mark?.line ?? 0
    column = node.mark?.column ?? 0
    switch node {
    case .scalar(let scalar):
      kind = .scalar
      text = scalar.string
      style =
        switch scalar.style {
        case .any, .plain: "plain"
        case .singleQuoted: "singleQuoted"
        case .doubleQuoted: "doubleQuoted"
        case .literal: "literal"
        case .folded: "folded"
        }
      children = []
    case .sequence(let sequence):
      kind = .sequence
      children = sequence.map(NodeTree.init)
    case .mapping(let mapping):
      kind = .mapping
      children = mapping.flatMap { [NodeTree($0.key), NodeTree($0.value)] }
    case .alias:
      // Yams' compose resolves every alias to its node.
      kind = .scalar
      text = "<alias>"
      children = []
    }
  }

  /// The first place where two trees differ, as a path of child indices and both nodes'
  /// own fields; nil when they are equal.
  func firstDifference(from other: NodeTree, path: [Int] = []) -> String? {
    guard head == other.head, children.count == other.children.count else {
      return "at \(path): \(head) (\(children.count) children) vs \(other.head) "
        + "(\(other.children.count) children)"
    }
    for (index, pair) in zip(children, other.children).enumerated() {
      if let difference = pair.0.firstDifference(from: pair.1, path: path + [index]) {
        return difference
      }
    }
    return nil
  }

  /// The node's own fields, its children left out.
  var head: String {
    "\(kind) \(tag) \(line):\(column)" + (style.map { " \($0)" } ?? "")
      + (text.map { " \($0.debugDescription)" } ?? "")
  }

  var description: String {
    children.isEmpty
      ? head : head + " [" + children.map(\.description).joined(separator: ", ") + "]"
  }
}
