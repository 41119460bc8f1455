/// How a scalar was written.
public enum YAMLScalarStyle: Sendable, Equatable {
  case plain, singleQuoted, doubleQuoted, literal, folded
}

/// One node of a composed document: a scalar, a sequence or a mapping, with its resolved tag
/// and the place it starts.
///
/// Invariant: a view into its document's storage, which never changes. An alias is not a node
/// of its own: it is the node its anchor names, so both are the same node, with the anchor's
/// position (as Yams composes them), and a tree with aliases is a graph whose size with the
/// aliases expanded is `expandedCount`, which the document bounds.
public struct YAMLNode: Sendable {
  /// What a node is; an alias is the kind of the node it names.
  public enum Kind: Sendable, Equatable {
    case scalar, sequence, mapping
  }

  let storage: YAMLStorage
  let index: Int

  private var stored: StoredNode { storage.nodes[index] }

  public var kind: Kind { stored.kind }

  /// The tag: written in the text, or the resolver's for a plain scalar, `str` for any other
  /// scalar, `seq` and `map` for collections.
  public var tag: YAMLTag { stored.tag }

  /// Where the node starts: its anchor or tag when it has one (libyaml's start mark).
  public var position: YAMLPosition {
    YAMLPosition(line: Int(stored.line), column: Int(stored.column))
  }

  /// A scalar's text (escapes and folding applied); nil for a collection.
  public var text: String? { stored.kind == .scalar ? stored.text : nil }

  /// A scalar's style; nil for a collection.
  public var style: YAMLScalarStyle? { stored.kind == .scalar ? stored.style : nil }

  /// A sequence's items, in order; empty for anything else.
  public var items: [YAMLNode] {
    guard stored.kind == .sequence else { return [] }
    return stored.children.map { YAMLNode(storage: storage, index: Int($0)) }
  }

  /// A mapping's pairs, in the order written (merge keys `<<` among them, as written);
  /// empty for anything else.
  public var pairs: [(key: YAMLNode, value: YAMLNode)] {
    guard stored.kind == .mapping else { return [] }
    let children = stored.children
    return stride(from: 0, to: children.count, by: 2).map {
      (
        YAMLNode(storage: storage, index: Int(children[$0])),
        YAMLNode(storage: storage, index: Int(children[$0 + 1]))
      )
    }
  }

  /// The first pair of a mapping whose key is the scalar `key`.
  public func entry(_ key: String) -> (key: YAMLNode, value: YAMLNode)? {
    pairs.first { $0.key.text == key }
  }

  /// Levels below this node on its longest path, aliases expanded: 0 for a scalar or an
  /// empty collection.
  public var height: Int { Int(stored.height) }

  /// Nodes in this subtree with every alias expanded, itself included.
  public var expandedCount: Int { stored.expandedCount }

  /// The node's number in its document, unique there: an alias and its anchor have the same,
  /// so a walk that remembers the numbers it has seen visits each node once.
  public var id: Int { index }

  /// A mapping's pairs with its merge keys resolved as YAML 1.1 (and Yams) do: each `<<`
  /// pair is replaced by the pairs of the mapping it names, or of each mapping of the
  /// list it names (the list's first mapping last, so that it wins), merged recursively, and
  /// all of them go before the mapping's own pairs, so that later pairs override earlier
  /// ones when they are read into a dictionary. A `<<` naming neither is dropped.
  public var mergedPairs: [(key: YAMLNode, value: YAMLNode)] {
    // What recursion would do, with a stack of its own: merges nest as deep as the document
    // (a thousand levels), deeper than a small thread's stack should be asked to go.
    enum Work {
      case merge(YAMLNode)
      case emit([(key: YAMLNode, value: YAMLNode)])
    }
    var result: [(key: YAMLNode, value: YAMLNode)] = []
    var work = [Work.merge(self)]
    while let next = work.popLast() {
      switch next {
      case .emit(let pairs):
        result += pairs
      case .merge(let mapping):
        var sources: [YAMLNode] = []
        var own: [(key: YAMLNode, value: YAMLNode)] = []
        for pair in mapping.pairs {
          guard pair.key.tag == .merge else {
            own.append(pair)
            continue
          }
          switch pair.value.kind {
          case .mapping: sources.append(pair.value)
          case .sequence: sources += pair.value.items.reversed().filter { $0.kind == .mapping }
          case .scalar: break
          }
        }
        // Popped in order: each source's pairs, then the mapping's own.
        work.append(.emit(own))
        work += sources.reversed().map(Work.merge)
      }
    }
    return result
  }
}

/// One node as stored: what a `YAMLNode` views.
struct StoredNode: Sendable {
  var kind: YAMLNode.Kind
  var style: YAMLScalarStyle
  var tag: YAMLTag
  var line: Int32
  var column: Int32
  /// A scalar's text; empty for a collection.
  var text: String
  /// A sequence's items, or a mapping's keys and values alternately, as node indices.
  var children: [Int32]
  var height: Int32
  var expandedCount: Int
}

/// The nodes of one document, written once while it is composed and only read after.
final class YAMLStorage: Sendable {
  let nodes: [StoredNode]

  init(nodes: [StoredNode]) {
    self.nodes = nodes
  }
}
