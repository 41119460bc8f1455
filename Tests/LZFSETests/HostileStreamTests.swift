import LZFSE
import Testing

/// Malformed, truncated and oversized streams: each ends in the error that names its defect,
/// never in a trap, a hang or an allocation of what the stream declares.
@Suite struct HostileStreamTests {
  let end = Array("bvx$".utf8)

  /// Every strict prefix of a framed stream lacks its end mark: each is refused as cut short.
  @Test(arguments: [
    "short-text.lzfse", "text.lzfse", "repetitive.lzfse", "stored.lzfse", "version1.lzfse",
  ])
  func everyPrefixIsTruncated(_ name: String) {
    let stream = Fixtures.bytes(name)
    for length in 0..<stream.count {
      do {
        _ = try LZFSE.decode(stream[..<length], limit: 1 << 20)
        Issue.record("\(name) cut to \(length) bytes decoded")
      } catch {
        switch error {
        case .truncated, .missingEndOfStream: break
        default: Issue.record("\(name) cut to \(length) bytes: \(error)")
        }
      }
    }
  }

  @Test(arguments: ["text.lzvn", "opcodes.lzvn"])
  func everyPrefixOfRawLZVNIsTruncated(_ name: String) {
    let stream = Fixtures.bytes(name)
    let size = Fixtures.bytes(Fixtures.raw.first { $0.stream == name }!.plain).count
    for length in 0..<stream.count {
      do {
        _ = try LZVN.decode(stream[..<length], expectedSize: size)
        Issue.record("\(name) cut to \(length) bytes decoded")
      } catch {
        switch error {
        case .truncated, .missingEndOfStream: break
        default: Issue.record("\(name) cut to \(length) bytes: \(error)")
        }
      }
    }
  }

  /// Every byte of an LZFSE block and of an LZVN block, inverted in turn: an error or some
  /// output within the limit, never a crash (the fuzz target goes further).
  @Test(arguments: ["repetitive.lzfse", "text.lzfse"])
  func everyInvertedByteIsSurvived(_ name: String) {
    let stream = Fixtures.bytes(name)
    for index in stream.indices {
      var changed = stream
      changed[index] ^= 0xFF
      if let decoded = try? LZFSE.decode(changed, limit: 1 << 20) {
        #expect(decoded.count <= 1 << 20)
      }
    }
  }

  @Test func emptyInputHasNoEndMark() {
    #expect(throws: LZFSEError.missingEndOfStream(offset: 0)) {
      try LZFSE.decode([UInt8](), limit: 100)
    }
  }

  @Test func streamWithoutEndMarkIsRefusedWhereItEnds() {
    let stream = Fixtures.bytes("stored.lzfse").dropLast(4)
    #expect(throws: LZFSEError.missingEndOfStream(offset: stream.count)) {
      try LZFSE.decode(stream, limit: 100)
    }
  }

  @Test func unknownMagicIsNamedWithItsOffset() {
    var stream = Fixtures.bytes("stored.lzfse")
    stream[15 + 3] = UInt8(ascii: "3")  // the second block: bvx- becomes bvx3
    #expect(throws: LZFSEError.unknownBlockMagic(offset: 15, magic: 0x3378_7662)) {
      try LZFSE.decode(stream, limit: 100)
    }
  }

  @Test func negativeSizesAreRefused() {
    #expect(throws: LZFSEError.negativeSize(-1)) { try LZFSE.decode(end, limit: -1) }
    #expect(throws: LZFSEError.negativeSize(-5)) { try LZVN.decode(end, expectedSize: -5) }
  }

  /// A stored block cannot declare more bytes than follow its header.
  @Test func storedBlockLongerThanTheInputIsTruncated() {
    let stream = Array("bvx-".utf8) + [0xFF, 0xFF, 0xFF, 0xFF] + Array("abc".utf8)
    #expect(throws: LZFSEError.truncated(offset: 0, needed: 8 + 0xFFFF_FFFF, available: 11)) {
      try LZFSE.decode(stream, limit: 100)
    }
  }

  /// The first block of the 200 KB stream already declares more than 1000 bytes: refused
  /// from its header, before anything is decoded or allocated.
  @Test func outputOverTheLimitIsRefused() {
    let stream = Fixtures.bytes("mixed.lzfse")
    let first = Int(stream.uint32(at: 4))
    #expect(throws: LZFSEError.outputLimitExceeded(offset: 0, declared: first, limit: 1000)) {
      try LZFSE.decode(stream, limit: 1000)
    }
  }

  /// A bvx2 header declaring 4 GiB: more than its literals and longest matches could make.
  @Test func compressedBlockDeclaringMoreThanItsMatchesCanMakeIsRefused() {
    var stream = Fixtures.bytes("repetitive.lzfse")
    stream.setUInt32(0xFFFF_FFFF, at: 4)
    let word0 = stream.uint64(at: 8)
    let literals = Int(word0 & 0xFFFFF)
    let matches = Int(word0 >> 40 & 0xFFFFF)
    #expect(
      throws: LZFSEError.implausibleBlockSize(
        offset: 0, declared: 0xFFFF_FFFF, maximum: literals + matches * 2359)
    ) { try LZFSE.decode(stream, limit: Int(UInt32.max)) }
  }

  @Test func lzvnBlockDeclaringMoreThanItsPayloadCanMakeIsRefused() {
    var stream = Fixtures.bytes("text.lzfse")
    let payload = Int(stream.uint32(at: 8))
    stream.setUInt32(UInt32(payload * 136 + 1), at: 4)
    #expect(
      throws: LZFSEError.implausibleBlockSize(
        offset: 0, declared: payload * 136 + 1, maximum: payload * 136)
    ) { try LZFSE.decode(stream, limit: 1 << 30) }
  }

  @Test func lzvnBlockDecodingToOtherThanItsDeclaredSizeIsRefused() {
    var longer = Fixtures.bytes("text.lzfse")
    longer.setUInt32(3001, at: 4)
    #expect(throws: LZFSEError.blockSizeMismatch(offset: 0, declared: 3001, decoded: 3000)) {
      try LZFSE.decode(longer, limit: 1 << 20)
    }
    var shorter = Fixtures.bytes("text.lzfse")
    shorter.setUInt32(2999, at: 4)
    #expect {
      try LZFSE.decode(shorter, limit: 1 << 20)
    } throws: { error in
      guard case .blockOverrun(_, 2999) = error as? LZFSEError else { return false }
      return true
    }
  }

  /// A match 5 bytes back after one byte of output: the distance reaches before the start.
  let matchBeforeStart: [UInt8] = [0xE1, 0x61, 0x00, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0]

  @Test func matchBeforeTheStartOfOutputIsRefused() {
    #expect(throws: LZFSEError.badMatchDistance(offset: 2, distance: 5, position: 1)) {
      try LZVN.decode(matchBeforeStart, expectedSize: 4)
    }
    // The same in a bvxn block: offsets count from the stream's start.
    let block =
      Array("bvxn".utf8) + [4, 0, 0, 0, UInt8(matchBeforeStart.count), 0, 0, 0]
      + matchBeforeStart + end
    #expect(throws: LZFSEError.badMatchDistance(offset: 14, distance: 5, position: 1)) {
      try LZFSE.decode(block, limit: 100)
    }
  }

  /// A match that reuses the previous distance when there is none yet.
  @Test func matchWithoutAnyDistanceIsRefused() {
    let stream: [UInt8] = [0xE2, 0x61, 0x62, 0xF3, 0x06, 0, 0, 0, 0, 0, 0, 0]
    #expect(throws: LZFSEError.badMatchDistance(offset: 3, distance: 0, position: 2)) {
      try LZVN.decode(stream, expectedSize: 5)
    }
  }

  /// A bvx2 block of the skewed fixture matches into the block before it, as the reference
  /// encoder does; alone (its predecessor's bytes absent), one of its matches starts before
  /// the output does.
  @Test func compressedBlockMatchingIntoAMissingBlockIsRefused() throws {
    let stream = Fixtures.bytes("skewed.lzfse")
    let word0 = stream.uint64(at: 8)
    let word1 = stream.uint64(at: 16)
    let word2 = stream.uint64(at: 24)
    let first = Int(word2 & 0xFFFF_FFFF) + Int(word0 >> 20 & 0xFFFFF) + Int(word1 >> 40 & 0xFFFFF)
    let second = Array(stream[first...])
    #expect {
      try LZFSE.decode(second, limit: 1 << 20)
    } throws: { error in
      guard case .badMatchDistance(0, let distance, let position) = error as? LZFSEError
      else { return false }
      return distance > position
    }
  }

  @Test(arguments: [0x1E, 0x3E, 0x70, 0x7F, 0xD0, 0xDF] as [UInt8])
  func undefinedLZVNOpcodeIsNamed(_ opcode: UInt8) {
    #expect(throws: LZFSEError.undefinedOpcode(offset: 2, opcode: opcode)) {
      try LZVN.decode([0xE1, 0x61, opcode, 0, 0, 0], expectedSize: 1)
    }
  }

  @Test func bytesAfterTheLZVNEndAreRefused() {
    let stream: [UInt8] = [0xE1, 0x61, 0x06, 0, 0, 0, 0, 0, 0, 0, 0xAA, 0xBB]
    #expect(throws: LZFSEError.trailingBytes(offset: 10, count: 2)) {
      try LZVN.decode(stream, expectedSize: 1)
    }
  }

  @Test func rawLZVNOfAnotherSizeThanExpectedIsRefused() {
    let stream = Fixtures.bytes("text.lzvn")
    #expect(throws: LZFSEError.blockSizeMismatch(offset: 0, declared: 3001, decoded: 3000)) {
      try LZVN.decode(stream, expectedSize: 3001)
    }
    #expect {
      try LZVN.decode(stream, expectedSize: 2999)
    } throws: { error in
      guard case .blockOverrun(_, 2999) = error as? LZFSEError else { return false }
      return true
    }
  }

  // MARK: compressed block headers (the bvx1 fixture stores its fields unpacked)

  /// The version-1 fixture with one change to its header or payload.
  func version1(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
    var stream = Fixtures.bytes("version1.lzfse")
    change(&stream)
    return stream
  }

  @Test func frequenciesNotSummingToTheStateCountAreRefused() {
    // bvx1: the first L frequency, one more.
    let unpacked = version1 { $0.setUInt16($0.uint16(at: 50) + 1, at: 50) }
    #expect(
      throws: LZFSEError.badFrequencySum(offset: 0, table: .literalLength, sum: 65, states: 64)
    ) { try LZFSE.decode(unpacked, limit: 1 << 20) }
    // bvx2: the tables packed again with the last literal frequency raised by 3, and with
    // one distance frequency taken away.
    let literal = VersionTwoHeader.convert(Fixtures.bytes("version1.lzfse")) { $0[359] += 3 }
    #expect(
      throws: LZFSEError.badFrequencySum(offset: 0, table: .literal, sum: 1027, states: 1024)
    ) { try LZFSE.decode(literal + end, limit: 1 << 20) }
    let distance = VersionTwoHeader.convert(Fixtures.bytes("version1.lzfse")) {
      let index = $0[40..<104].firstIndex { $0 > 0 }!
      $0[index] -= 1
    }
    #expect(
      throws: LZFSEError.badFrequencySum(offset: 0, table: .matchDistance, sum: 255, states: 256)
    ) { try LZFSE.decode(distance + end, limit: 1 << 20) }
  }

  /// A bvx2 header whose size field ends its tables early or leaves bytes after them.
  @Test func frequencyTablesNotFillingTheHeaderAreRefused() {
    var stream = VersionTwoHeader.convert(Fixtures.bytes("version1.lzfse")) + end
    let size = stream.uint32(at: 24)
    stream.setUInt32(size - 2, at: 24)
    #expect(throws: LZFSEError.malformedFrequencyTables(offset: 0)) {
      try LZFSE.decode(stream, limit: 1 << 20)
    }
    stream.setUInt32(16, at: 24)
    #expect(throws: LZFSEError.invalidHeaderField(offset: 0, field: .headerSize, value: 16)) {
      try LZFSE.decode(stream, limit: 1 << 20)
    }
  }

  @Test func statesOutOfRangeAreRefused() {
    let cases: [(Int, UInt16, LZFSEError.HeaderField)] = [
      (32, 1024, .literalState), (44, 64, .literalLengthState), (46, 64, .matchLengthState),
      (48, 256, .matchDistanceState),
    ]
    for (offset, value, field) in cases {
      let stream = version1 { $0.setUInt16(value, at: offset) }
      #expect(
        throws: LZFSEError.invalidHeaderField(offset: 0, field: field, value: Int(value))
      ) { try LZFSE.decode(stream, limit: 1 << 20) }
    }
  }

  @Test func countsOverTheBlockLimitsAreRefused() {
    let literals = version1 { $0.setUInt32(40_004, at: 12) }
    #expect(
      throws: LZFSEError.invalidHeaderField(offset: 0, field: .literalCount, value: 40_004)
    ) { try LZFSE.decode(literals, limit: 1 << 20) }
    let matches = version1 { $0.setUInt32(10_001, at: 16) }
    #expect(
      throws: LZFSEError.invalidHeaderField(offset: 0, field: .matchCount, value: 10_001)
    ) { try LZFSE.decode(matches, limit: 1 << 20) }
    let bits = version1 { $0.setUInt32(1, at: 28) }
    #expect(throws: LZFSEError.invalidHeaderField(offset: 0, field: .literalBits, value: 1)) {
      try LZFSE.decode(bits, limit: 1 << 20)
    }
  }

  /// Each stream's last byte with bits set above those its header says it used.
  @Test func bitStreamsWithSetPaddingBitsAreRefused() {
    let literalEnd = 772 + Int(Fixtures.bytes("version1.lzfse").uint32(at: 20))
    let literals = version1 {
      $0.setUInt32(UInt32(bitPattern: -7), at: 28)
      $0[literalEnd - 1] = 0xFF
    }
    #expect(throws: LZFSEError.badBitStream(offset: 0, stream: .literals)) {
      try LZFSE.decode(literals, limit: 1 << 20)
    }
    let matchEnd = literalEnd + Int(Fixtures.bytes("version1.lzfse").uint32(at: 24))
    let matches = version1 {
      $0.setUInt32(UInt32(bitPattern: -7), at: 40)
      $0[matchEnd - 1] = 0xFF
    }
    #expect(throws: LZFSEError.badBitStream(offset: 0, stream: .matches)) {
      try LZFSE.decode(matches, limit: 1 << 20)
    }
  }

  /// Fewer literals than the matches use: the first L that reaches past them is refused.
  @Test func literalsRunningOutAreRefused() {
    let stream = version1 { $0.setUInt32(4, at: 12) }
    #expect {
      try LZFSE.decode(stream, limit: 1 << 20)
    } throws: { error in
      guard case .literalOverrun(0, let needed, 4) = error as? LZFSEError else { return false }
      return needed > 4
    }
  }

  /// A compressed block declaring one byte more than its matches make.
  @Test func compressedBlockOfAnotherSizeIsRefused() {
    let stream = version1 { $0.setUInt32($0.uint32(at: 4) + 1, at: 4) }
    #expect(
      throws: LZFSEError.blockSizeMismatch(offset: 0, declared: 50_000, decoded: 49_999)
    ) { try LZFSE.decode(stream, limit: 1 << 20) }
  }
}
