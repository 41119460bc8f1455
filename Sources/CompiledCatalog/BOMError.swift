/// Why a BOM container, or one of its blocks or trees, could not be read.
///
/// Invariant: each case names the part at fault and carries its evidence (offsets, lengths,
/// block ids) as values, so a test can expect the exact error and a report can show it.
public enum BOMError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is shorter than the 32-byte header.
  case tooShort(length: Int)
  /// The first eight bytes are not `BOMStore`.
  case badMagic([UInt8])
  /// The header's block index or variables region lies outside the file.
  case regionOutOfRange(region: Region, offset: UInt32, length: UInt32, fileLength: Int)
  /// The block index or variables list counts more entries than its region holds.
  case countExceedsRegion(region: Region, count: UInt32, capacity: Int)
  /// A variable's name runs past the end of the variables region.
  case variableTruncated(index: Int, offset: Int)
  /// A block id is not in the index.
  case noSuchBlock(id: UInt32, blockCount: Int)
  /// Block 0, which is always null, was asked for.
  case nullBlock
  /// A slot marked unused (`{0xffffffff, 0xffffffff}`) was asked for.
  case unusedBlock(id: UInt32)
  /// A block's offset and length in the index reach past the end of the file.
  case blockOutOfRange(id: UInt32, offset: UInt32, length: UInt32, fileLength: Int)
  /// No variable has this name.
  case missingVariable(name: String)
  /// A block read as a tree does not start with `tree` or is shorter than a tree header.
  case notATree(blockID: UInt32, length: Int)
  /// A tree node's block is shorter than its 12-byte header plus its `count` entries.
  case nodeTruncated(tree: UInt32, node: UInt32, count: UInt16, length: Int)
  /// A branch node lists no child to follow down.
  case emptyBranch(tree: UInt32, node: UInt32)
  /// The leaf chain reached a branch node through a forward link.
  case branchInLeafChain(tree: UInt32, node: UInt32)
  /// A node was reached a second time: the tree's links loop, or a branch points back up.
  case treeCycle(tree: UInt32, node: UInt32, via: TreeLink)
  /// The tree claims or holds more entries than a file of this size could store (8 bytes each).
  case treeTooLarge(tree: UInt32, entries: Int, limit: Int)

  /// The header's two regions.
  public enum Region: String, Sendable, Equatable {
    case blockIndex = "block index"
    case variables
  }

  /// How a tree walk reached a node.
  public enum TreeLink: String, Sendable, Equatable {
    case root
    case branch
    case forwardLink = "forward link"
  }

  public var description: String {
    switch self {
    case .tooShort(let length):
      "it is \(length) bytes, shorter than a BOM header (32)"
    case .badMagic(let bytes):
      "not a compiled asset catalog: it starts with \(shown(bytes)), not \"BOMStore\""
    case .regionOutOfRange(let region, let offset, let length, let fileLength):
      "its \(region.rawValue) at \(offset) (\(length) bytes) is outside the \(fileLength)-byte file"
    case .countExceedsRegion(let region, let count, let capacity):
      "its \(region.rawValue) counts \(count) entries; its region holds at most \(capacity)"
    case .variableTruncated(let index, let offset):
      "variable \(index) at \(offset) runs past the end of the variables"
    case .noSuchBlock(let id, let blockCount):
      "block \(id) is not in the index of \(blockCount) blocks"
    case .nullBlock:
      "block 0 is the null block"
    case .unusedBlock(let id):
      "block \(id) is an unused slot"
    case .blockOutOfRange(let id, let offset, let length, let fileLength):
      "block \(id) at \(offset) (\(length) bytes) is outside the \(fileLength)-byte file"
    case .missingVariable(let name):
      "it has no variable \(name)"
    case .notATree(let blockID, let length):
      "block \(blockID) (\(length) bytes) is not a tree"
    case .nodeTruncated(let tree, let node, let count, let length):
      "tree \(tree): node \(node) lists \(count) entries in \(length) bytes"
    case .emptyBranch(let tree, let node):
      "tree \(tree): branch node \(node) has no child"
    case .branchInLeafChain(let tree, let node):
      "tree \(tree): the leaf chain links to branch node \(node)"
    case .treeCycle(let tree, let node, let via):
      "tree \(tree): node \(node) is reached again through a \(via.rawValue)"
    case .treeTooLarge(let tree, let entries, let limit):
      "tree \(tree) has \(entries) entries; the file holds at most \(limit)"
    }
  }
}
