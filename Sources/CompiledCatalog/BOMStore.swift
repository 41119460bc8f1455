/// A BOM container ("Bill of Materials") read from bytes: its block index and named variables,
/// the blocks they name and the trees built from them.
///
/// Invariant: the header, the block index and the variables have been checked to lie inside
/// `bytes`; a block is checked when it is asked for, so one bad block never hides the rest.
/// Every read is bounds-checked and every tree walk ends: no input makes it trap or hang.
public struct BOMStore: Sendable {
  /// The whole file, as given.
  public let bytes: [UInt8]
  /// The header's version (1 in every file seen).
  public let version: UInt32
  /// The header's count of non-null blocks, as written; nothing relies on it.
  public let declaredBlockCount: UInt32
  /// The named variables, in file order.
  public let variables: [Variable]
  private let pointers: [Pointer]

  /// A name for a block, from the variables list.
  public struct Variable: Sendable, Equatable {
    public let name: String
    public let blockID: UInt32
  }

  private struct Pointer: Sendable {
    let offset: UInt32
    let length: UInt32
  }

  /// The number of slots in the block index, block 0 (always null) included.
  public var blockCount: Int { pointers.count }

  public init(bytes: [UInt8]) throws(BOMError) {
    let reader = ByteReader(bytes)
    // The magic first: a text file of a few bytes is "not a car", not "a short one".
    let magic = bytes.prefix(8)
    guard magic.elementsEqual("BOMStore".utf8.prefix(magic.count)) else {
      throw .badMagic(Array(magic))
    }
    guard bytes.count >= 32 else { throw .tooShort(length: bytes.count) }
    // The container is big-endian (NeXTSTEP's byte order); the CAR data inside it is not.
    self.bytes = bytes
    version = reader.u32be(8)!
    declaredBlockCount = reader.u32be(12)!
    let index = try Self.region(.blockIndex, at: 16, in: reader)
    let indexCount = reader.u32be(index.lowerBound)!
    // Each slot is 8 bytes after the 4-byte count; a count beyond that is a lie, caught before
    // anything is allocated for it.
    let indexCapacity = (index.count - 4) / 8
    guard Int(indexCount) <= indexCapacity else {
      throw .countExceedsRegion(region: .blockIndex, count: indexCount, capacity: indexCapacity)
    }
    pointers = (0..<Int(indexCount)).map { slot in
      let at = index.lowerBound + 4 + slot * 8
      return Pointer(offset: reader.u32be(at)!, length: reader.u32be(at + 4)!)
    }
    let names = try Self.region(.variables, at: 24, in: reader)
    let variableCount = reader.u32be(names.lowerBound)!
    // The smallest variable is 5 bytes (a block id and an empty name's length).
    let variableCapacity = (names.count - 4) / 5
    guard Int(variableCount) <= variableCapacity else {
      throw .countExceedsRegion(
        region: .variables, count: variableCount, capacity: variableCapacity)
    }
    let namesReader = ByteReader(bytes[names])
    var variables: [Variable] = []
    var at = names.lowerBound + 4
    for index in 0..<Int(variableCount) {
      guard let blockID = namesReader.u32be(at), let length = namesReader.u8(at + 4),
        let name = namesReader.slice(at + 5, length: Int(length))
      else { throw .variableTruncated(index: index, offset: at) }
      variables.append(Variable(name: String(decoding: name, as: UTF8.self), blockID: blockID))
      at += 5 + Int(length)
    }
    self.variables = variables
  }

  /// A header region (offset and length at `field`), at least its 4-byte count long.
  private static func region(_ region: BOMError.Region, at field: Int, in reader: ByteReader)
    throws(BOMError) -> Range<Int>
  {
    let offset = reader.u32be(field)!
    let length = reader.u32be(field + 4)!
    guard length >= 4, reader.contains(Int(offset), length: Int(length)) else {
      throw .regionOutOfRange(
        region: region, offset: offset, length: length, fileLength: reader.count)
    }
    return Int(offset)..<Int(offset) + Int(length)
  }

  /// The block id a variable names, if one does.
  public func blockID(named name: String) -> UInt32? {
    variables.first { $0.name == name }?.blockID
  }

  /// The byte range of a block, checked against the index and the file.
  public func blockRange(_ id: UInt32) throws(BOMError) -> Range<Int> {
    guard id != 0 else { throw .nullBlock }
    guard Int(id) < pointers.count else { throw .noSuchBlock(id: id, blockCount: pointers.count) }
    let pointer = pointers[Int(id)]
    if pointer.offset == .max && pointer.length == .max { throw .unusedBlock(id: id) }
    guard ByteReader(bytes).contains(Int(pointer.offset), length: Int(pointer.length)) else {
      throw .blockOutOfRange(
        id: id, offset: pointer.offset, length: pointer.length, fileLength: bytes.count)
    }
    return Int(pointer.offset)..<Int(pointer.offset) + Int(pointer.length)
  }

  /// A block's bytes; the slice keeps the file's indices.
  public func block(_ id: UInt32) throws(BOMError) -> ArraySlice<UInt8> {
    bytes[try blockRange(id)]
  }

  /// The block a variable names.
  public func block(named name: String) throws(BOMError) -> ArraySlice<UInt8> {
    guard let id = blockID(named: name) else { throw .missingVariable(name: name) }
    return try block(id)
  }

  /// The tree whose header is the block a variable names.
  public func tree(named name: String) throws(BOMError) -> BOMTree {
    guard let id = blockID(named: name) else { throw .missingVariable(name: name) }
    return try tree(at: id)
  }

  /// The tree whose header is block `id`: `tree`, then u32 version, root block, node size and
  /// entry count, and a flags byte.
  public func tree(at id: UInt32) throws(BOMError) -> BOMTree {
    let reader = ByteReader(try block(id))
    let at = reader.start
    guard reader.count >= 21, reader.bytes.prefix(4).elementsEqual("tree".utf8) else {
      throw .notATree(blockID: id, length: reader.count)
    }
    return BOMTree(
      blockID: id, version: reader.u32be(at + 4)!, rootBlockID: reader.u32be(at + 8)!,
      blockSize: reader.u32be(at + 12)!, entryCount: reader.u32be(at + 16)!,
      flags: reader.u8(at + 20)!)
  }

  /// Every leaf entry of a tree, in order: down the branches through each one's first child to
  /// the leftmost leaf, then along the leaves' forward links.
  ///
  /// A node reached twice (a loop, or a branch pointing back up) is `treeCycle`; since every
  /// node must be a block in the index, at most `blockCount` nodes are read. Entries are
  /// 8 bytes each in an honest file, so more than the file's size / 8 is `treeTooLarge`: blocks
  /// that overlap cannot make the walk allocate more than the file could hold.
  public func entries(of tree: BOMTree) throws(BOMError) -> [BOMTree.Entry] {
    let limit = bytes.count / 8
    guard Int(tree.entryCount) <= limit else {
      throw .treeTooLarge(tree: tree.blockID, entries: Int(tree.entryCount), limit: limit)
    }
    var visited: Set<UInt32> = []
    var id = tree.rootBlockID
    var via = BOMError.TreeLink.root
    var node: Node
    while true {
      guard visited.insert(id).inserted else {
        throw .treeCycle(tree: tree.blockID, node: id, via: via)
      }
      node = try self.node(id, of: tree)
      if node.isLeaf { break }
      guard node.count > 0 else { throw .emptyBranch(tree: tree.blockID, node: id) }
      id = node.entry(0).valueID
      via = .branch
    }
    var entries: [BOMTree.Entry] = []
    while true {
      guard entries.count + Int(node.count) <= limit else {
        throw .treeTooLarge(
          tree: tree.blockID, entries: entries.count + Int(node.count), limit: limit)
      }
      for index in 0..<Int(node.count) { entries.append(node.entry(index)) }
      guard node.forward != 0 else { return entries }
      id = node.forward
      guard visited.insert(id).inserted else {
        throw .treeCycle(tree: tree.blockID, node: id, via: .forwardLink)
      }
      node = try self.node(id, of: tree)
      guard node.isLeaf else { throw .branchInLeafChain(tree: tree.blockID, node: id) }
    }
  }

  /// A node: u16 is-leaf, u16 count, u32 forward link, u32 backward link, then `count` pairs
  /// of u32 value id and u32 key id.
  private struct Node {
    let reader: ByteReader
    let isLeaf: Bool
    let count: UInt16
    let forward: UInt32

    func entry(_ index: Int) -> BOMTree.Entry {
      let at = reader.start + 12 + index * 8
      return BOMTree.Entry(valueID: reader.u32be(at)!, keyID: reader.u32be(at + 4)!)
    }
  }

  private func node(_ id: UInt32, of tree: BOMTree) throws(BOMError) -> Node {
    let reader = ByteReader(try block(id))
    let at = reader.start
    guard let isLeaf = reader.u16be(at), let count = reader.u16be(at + 2),
      let forward = reader.u32be(at + 4), reader.count >= 12 + Int(count) * 8
    else {
      throw .nodeTruncated(
        tree: tree.blockID, node: id, count: reader.u16be(at + 2) ?? 0, length: reader.count)
    }
    return Node(reader: reader, isLeaf: isLeaf != 0, count: count, forward: forward)
  }
}
