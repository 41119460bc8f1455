import SampleArt
import TestSupport
import Testing

@testable import CompiledCatalog

/// The BOM container: header, block index, variables and tree walks, honest and hostile.
@Suite struct BOMStoreTests {
  /// A store with one named block and a one-leaf tree of two entries.
  static func simple() -> BOMBuilder {
    var bom = BOMBuilder()
    bom.name("GREETING", bom.add(Array("hello".utf8)))
    bom.addTree("TREE", [(Array("a".utf8), [1]), (Array("b".utf8), [2])])
    return bom
  }

  @Test func readsBlocksVariablesAndATree() throws {
    let store = try BOMStore(bytes: Self.simple().build())
    #expect(store.version == 1)
    #expect(store.variables.map(\.name) == ["GREETING", "TREE"])
    #expect(Array(try store.block(named: "GREETING")) == Array("hello".utf8))
    let tree = try store.tree(named: "TREE")
    #expect(tree.entryCount == 2 && tree.blockSize == 4096)
    let entries = try store.entries(of: tree)
    #expect(entries.map { Array(try! store.block($0.keyID)) } == [[0x61], [0x62]])
    #expect(entries.map { Array(try! store.block($0.valueID)) } == [[1], [2]])
  }

  /// Branch nodes are followed down through their first child; leaves along forward links.
  @Test func walksBranchesThenLeavesInOrder() throws {
    var bom = BOMBuilder()
    let keys = (0..<5).map { bom.add([UInt8($0)]) }
    let second = bom.add(
      BOMBuilder.node(leaf: true, entries: [(keys[3], keys[3]), (keys[4], keys[4])]))
    let first = bom.add(
      BOMBuilder.node(
        leaf: true, forward: second,
        entries: [(keys[0], keys[0]), (keys[1], keys[1]), (keys[2], keys[2])]))
    let inner = bom.add(
      BOMBuilder.node(leaf: false, entries: [(first, keys[2]), (second, keys[4])]))
    let root = bom.add(BOMBuilder.node(leaf: false, entries: [(inner, keys[4])]))
    bom.name("T", bom.add(BOMBuilder.treeHeader(root: root, count: 5)))
    let store = try BOMStore(bytes: bom.build())
    let entries = try store.entries(of: try store.tree(named: "T"))
    #expect(entries.map(\.keyID) == keys)
  }

  @Test func anEmptyLeafIsAnEmptyTree() throws {
    var bom = BOMBuilder()
    bom.addTree("EMPTY", [])
    let store = try BOMStore(bytes: bom.build())
    #expect(try store.entries(of: try store.tree(named: "EMPTY")).isEmpty)
  }

  @Test func rejectsAShortFileAndABadMagic() {
    // A BOM cut short is short; a few bytes of something else are not a BOM at all.
    #expect(throws: BOMError.tooShort(length: 10)) {
      try BOMStore(bytes: Array("BOMStore\0\0".utf8))
    }
    #expect(throws: BOMError.badMagic(Array("# notes".utf8))) {
      try BOMStore(bytes: Array("# notes".utf8))
    }
    var bytes = Self.simple().build()
    bytes.replaceSubrange(0..<8, with: Array("BOMStorx".utf8))
    #expect(throws: BOMError.badMagic(Array("BOMStorx".utf8))) { try BOMStore(bytes: bytes) }
  }

  @Test func rejectsAnIndexOutsideTheFile() {
    var bytes = Self.simple().build()
    bytes.replaceSubrange(16..<20, with: [0, 1, 0, 0])
    let indexLength = bytes[20..<24].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(
      throws: BOMError.regionOutOfRange(
        region: .blockIndex, offset: 65536, length: indexLength, fileLength: bytes.count)
    ) { try BOMStore(bytes: bytes) }
  }

  @Test func rejectsAnIndexCountBeyondItsRegion() {
    var bom = Self.simple()
    bom.indexCountOverride = 1_000_000
    // 8 slots (null and 7 blocks) of 8 bytes after the count.
    #expect(throws: BOMError.countExceedsRegion(region: .blockIndex, count: 1_000_000, capacity: 8))
    {
      try BOMStore(bytes: bom.build())
    }
  }

  @Test func rejectsAVariableRunningPastItsRegion() {
    var bytes = Self.simple().build()
    // The last variable's name length byte ("TREE", 4) now claims 200 bytes.
    bytes[bytes.count - 5] = 200
    #expect(throws: BOMError.variableTruncated(index: 1, offset: bytes.count - 9)) {
      try BOMStore(bytes: bytes)
    }
  }

  @Test func namesABlockOutsideTheFile() throws {
    var bom = Self.simple()
    bom.pointerOverrides[1] = (0x7fff_fff0, 5)
    let bytes = bom.build()
    let store = try BOMStore(bytes: bytes)
    #expect(
      throws: BOMError.blockOutOfRange(
        id: 1, offset: 0x7fff_fff0, length: 5, fileLength: bytes.count)
    ) {
      try store.block(named: "GREETING")
    }
    var long = Self.simple()
    long.pointerOverrides[1] = (512, 0xffff_fff0)
    let longBytes = long.build()
    #expect(
      throws: BOMError.blockOutOfRange(
        id: 1, offset: 512, length: 0xffff_fff0, fileLength: longBytes.count)
    ) {
      try BOMStore(bytes: longBytes).block(1)
    }
  }

  @Test func namesNullUnusedAndMissingBlocks() throws {
    var bom = Self.simple()
    bom.pointerOverrides[1] = (.max, .max)
    let store = try BOMStore(bytes: bom.build())
    #expect(throws: BOMError.unusedBlock(id: 1)) { try store.block(1) }
    #expect(throws: BOMError.nullBlock) { try store.block(0) }
    #expect(throws: BOMError.noSuchBlock(id: 99, blockCount: 8)) { try store.block(99) }
    #expect(throws: BOMError.missingVariable(name: "RENDITIONS")) {
      try store.tree(named: "RENDITIONS")
    }
    #expect(throws: BOMError.notATree(blockID: 1, length: 5)) {
      try BOMStore(bytes: Self.simple().build()).tree(at: 1)
    }
  }

  @Test func aForwardLinkToItselfIsACycle() throws {
    var bom = BOMBuilder()
    let key = bom.add([1])
    // The leaf will be block 2 and links forward to itself.
    let leaf = bom.add(BOMBuilder.node(leaf: true, forward: 2, entries: [(key, key)]))
    #expect(leaf == 2)
    bom.name("T", bom.add(BOMBuilder.treeHeader(root: leaf, count: 1)))
    let store = try BOMStore(bytes: bom.build())
    #expect(throws: BOMError.treeCycle(tree: 3, node: 2, via: .forwardLink)) {
      try store.entries(of: try store.tree(named: "T"))
    }
  }

  @Test func aBranchPointingToAnAncestorIsACycle() throws {
    var bom = BOMBuilder()
    // Root (block 1) → branch (block 2) → back to the root.
    let root = bom.add(BOMBuilder.node(leaf: false, entries: [(2, 2)]))
    bom.add(BOMBuilder.node(leaf: false, entries: [(root, root)]))
    bom.name("T", bom.add(BOMBuilder.treeHeader(root: root, count: 0)))
    let store = try BOMStore(bytes: bom.build())
    #expect(throws: BOMError.treeCycle(tree: 3, node: 1, via: .branch)) {
      try store.entries(of: try store.tree(named: "T"))
    }
  }

  @Test func aLeafChainThatLoopsBackIsACycle() throws {
    var bom = BOMBuilder()
    // Leaf 1 → leaf 2 → leaf 1.
    bom.add(BOMBuilder.node(leaf: true, forward: 2, entries: []))
    bom.add(BOMBuilder.node(leaf: true, forward: 1, entries: []))
    bom.name("T", bom.add(BOMBuilder.treeHeader(root: 1, count: 0)))
    let store = try BOMStore(bytes: bom.build())
    #expect(throws: BOMError.treeCycle(tree: 3, node: 1, via: .forwardLink)) {
      try store.entries(of: try store.tree(named: "T"))
    }
  }

  @Test func namesBadNodes() throws {
    var bom = BOMBuilder()
    let truncated = bom.add(BOMBuilder.node(leaf: true, entries: [(1, 1)], count: 40))
    bom.name("TRUNCATED", bom.add(BOMBuilder.treeHeader(root: truncated, count: 1)))
    let empty = bom.add(BOMBuilder.node(leaf: false, entries: []))
    bom.name("EMPTY", bom.add(BOMBuilder.treeHeader(root: empty, count: 0)))
    let branch = bom.add(BOMBuilder.node(leaf: false, entries: [(1, 1)]))
    let leaf = bom.add(BOMBuilder.node(leaf: true, forward: branch, entries: []))
    bom.name("CHAIN", bom.add(BOMBuilder.treeHeader(root: leaf, count: 0)))
    let store = try BOMStore(bytes: bom.build())
    #expect(throws: BOMError.nodeTruncated(tree: 2, node: 1, count: 40, length: 20)) {
      try store.entries(of: try store.tree(named: "TRUNCATED"))
    }
    #expect(throws: BOMError.emptyBranch(tree: 4, node: 3)) {
      try store.entries(of: try store.tree(named: "EMPTY"))
    }
    #expect(throws: BOMError.branchInLeafChain(tree: 7, node: 5)) {
      try store.entries(of: try store.tree(named: "CHAIN"))
    }
  }

  @Test func aTreeClaimingMoreEntriesThanTheFileHoldsIsRefused() throws {
    var bom = BOMBuilder()
    bom.addTree("T", [])
    var header = BOMBuilder.treeHeader(root: 1, count: 0)
    header.replaceSubrange(16..<20, with: [0xff, 0xff, 0xff, 0xff])
    bom.name("HUGE", bom.add(header))
    let bytes = bom.build()
    let store = try BOMStore(bytes: bytes)
    #expect(throws: BOMError.treeTooLarge(tree: 3, entries: 0xffff_ffff, limit: bytes.count / 8)) {
      try store.entries(of: try store.tree(named: "HUGE"))
    }
  }

  /// Leaves whose blocks overlap, each counting the entries of one shared stretch of bytes:
  /// honest nodes never overlap, so the walk stops at the file's size / 8 entries.
  @Test func overlappingLeavesCannotHoldMoreThanTheFile() throws {
    var bom = BOMBuilder()
    let nodes = 4
    let shared = 800
    var region: [UInt8] = []
    for index in 0..<nodes {
      let count = UInt16((shared + (nodes - index - 1) * 12) / 8)
      // Blocks 1...4 start 12 bytes apart; each links forward to the next.
      let forward = index + 1 < nodes ? UInt32(index + 2) : 0
      region += BOMBuilder.node(leaf: true, forward: forward, entries: [], count: count)
    }
    region += [UInt8](repeating: 0, count: shared)
    let first = bom.add(region)
    for _ in 1..<nodes { bom.add([]) }
    for index in 0..<nodes {
      bom.pointerOverrides[UInt32(index + 1)] = (
        UInt32(512 + index * 12), UInt32(region.count - index * 12)
      )
    }
    bom.name("T", bom.add(BOMBuilder.treeHeader(root: first, count: 1)))
    let bytes = bom.build()
    let store = try BOMStore(bytes: bytes)
    let limit = bytes.count / 8
    #expect(throws: BOMError.self) { try store.entries(of: try store.tree(named: "T")) }
    do {
      _ = try store.entries(of: try store.tree(named: "T"))
    } catch {
      guard case .treeTooLarge(tree: 5, let entries, limit: limit) = error else {
        Issue.record("expected treeTooLarge, got \(error)")
        return
      }
      #expect(entries > limit)
    }
  }
}
