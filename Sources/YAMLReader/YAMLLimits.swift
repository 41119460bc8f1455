/// The bounds a document read from an untrusted file is held to.
///
/// Invariant: each is checked as the text is read, before the work it bounds is done, so a
/// hostile text costs at most time and memory linear in `maxBytes`.
public struct YAMLLimits: Sendable, Equatable {
  /// The longest text read.
  public var maxBytes: Int
  /// The deepest nesting, counted in levels below the top node with aliases expanded
  /// (libyaml stops at 1,000).
  public var maxDepth: Int
  /// The most nodes written in the text.
  public var maxNodes: Int
  /// The most nodes with every alias expanded: what a reader that copies aliased subtrees
  /// would build (a "billion laughs" file writes a few dozen).
  public var maxExpandedNodes: Int

  public init(
    maxBytes: Int = 16 << 20, maxDepth: Int = 1_000, maxNodes: Int = 1_000_000,
    maxExpandedNodes: Int = 1_000_000
  ) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
    self.maxExpandedNodes = maxExpandedNodes
  }
}
