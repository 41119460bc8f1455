import YAMLReader
import Yams

/// Reads the input as YAML with each resolver, walks every node, and composes it with Yams
/// too: any crash, hang or sanitizer report is a bug, and so is a text the two readers read
/// differently (one refuses what the other reads, or their trees differ in a node's kind,
/// tag, text, style or place). Texts past our limits are left out of the comparison (Yams has
/// none but libyaml's nesting one, counted its own way), and so are texts whose aliases expand
/// far, which Yams' key comparison walks expanded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let text = String(validating: bytes, as: UTF8.self)
  for (ours, theirs) in resolvers {
    let outcome: String?
    do {
      let document = try YAMLDocument(bytes: bytes, resolver: ours)
      if let root = document.root {
        walk(root)
        guard root.height < 900, root.expandedCount < 20_000 else { continue }
      }
      outcome = document.nextDocument == nil ? document.root.map(dump) ?? "" : nil
    } catch {
      switch error.problem {
      case .tooDeep, .tooManyNodes, .aliasesExpandTooFar, .tooLarge: continue
      default: outcome = nil
      }
    }
    // Yams reads a String: only text that is UTF-8 means the same to both.
    guard let text else { continue }
    let expected: String?
    do {
      expected = try Yams.compose(yaml: text, theirs, .default, .utf8).map(dump) ?? ""
    } catch {
      if "\(error)".contains("Maximum nesting level") { continue }
      expected = nil
    }
    if outcome != expected {
      fatalError(
        "YAMLReader and Yams differ:\n ours: \(outcome ?? "an error")\n Yams: \(expected ?? "an error")"
      )
    }
  }
  return 0
}

private let resolvers: [(YAMLResolver, Resolver)] = [
  (.yaml11, .default),
  (.xcodeGen, Resolver.default.removing(.null)),
  (
    .dart,
    (try? Resolver.default.replacing(.bool, with: "^(?:true|True|TRUE|false|False|FALSE)$"))
      ?? .default
  ),
]

/// Every node once (an alias and its anchor are one), each accessor used: merge keys merged,
/// values read.
private func walk(_ root: YAMLNode) {
  var seen: Set<Int> = []
  var stack = [root]
  while let node = stack.popLast() {
    guard seen.insert(node.id).inserted else { continue }
    precondition(node.position.line >= 1 && node.position.column >= 1)
    _ = (node.bool, node.int, node.double, node.isNull, node.text, node.style)
    switch node.kind {
    case .mapping:
      if node.expandedCount < 100_000 { _ = node.mergedPairs }
      for pair in node.pairs { stack += [pair.key, pair.value] }
      precondition(node.height >= (node.pairs.isEmpty ? 0 : 1))
    case .sequence:
      stack += node.items
    case .scalar:
      precondition(node.height == 0 && node.expandedCount == 1)
    }
  }
}

private func dump(_ node: YAMLNode) -> String {
  let head = "\(node.tag) \(node.position.line):\(node.position.column)"
  switch node.kind {
  case .scalar:
    return "\(head) \(node.style.map { "\($0)" } ?? "") \((node.text ?? "").debugDescription)"
  case .sequence:
    return "\(head) [" + node.items.map(dump).joined(separator: ", ") + "]"
  case .mapping:
    return "\(head) {"
      + node.pairs.map { dump($0.key) + ": " + dump($0.value) }
      .joined(separator: ", ") + "}"
  }
}

private func dump(_ node: Node) -> String {
  let head = "\(node.tag) \(node.mark?.line ?? 0):\(node.mark?.column ?? 0)"
  switch node {
  case .scalar(let scalar):
    let style =
      switch scalar.style {
      case .any, .plain: "plain"
      case .singleQuoted: "singleQuoted"
      case .doubleQuoted: "doubleQuoted"
      case .literal: "literal"
      case .folded: "folded"
      }
    return "\(head) \(style) \(scalar.string.debugDescription)"
  case .sequence(let sequence):
    return "\(head) [" + sequence.map(dump).joined(separator: ", ") + "]"
  case .mapping(let mapping):
    return "\(head) {"
      + mapping.map { dump($0.key) + ": " + dump($0.value) }
      .joined(separator: ", ") + "}"
  case .alias:
    return "\(head) alias"
  }
}
