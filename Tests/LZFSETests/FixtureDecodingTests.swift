import Foundation
import LZFSE
import Testing

/// Streams written by Apple's reference encoder decode to their plaintexts, byte for byte.
@Suite struct FixtureDecodingTests {
  @Test(arguments: Fixtures.framed.map(\.stream))
  func framedStreamDecodes(_ name: String) throws {
    let plain = Fixtures.bytes(Fixtures.framed.first { $0.stream == name }!.plain)
    let decoded = try LZFSE.decode(Fixtures.bytes(name), limit: 1 << 24)
    #expect(decoded.count == plain.count)
    #expect(decoded == plain)
  }

  @Test(arguments: Fixtures.raw.map(\.stream))
  func rawLZVNDecodes(_ name: String) throws {
    let plain = Fixtures.bytes(Fixtures.raw.first { $0.stream == name }!.plain)
    let decoded = try LZVN.decode(Fixtures.bytes(name), expectedSize: plain.count)
    #expect(decoded == plain)
  }

  /// A limit equal to the output is enough: the limit is inclusive.
  @Test func limitOfExactlyTheOutputSizeDecodes() throws {
    let plain = Fixtures.bytes("mixed.bin")
    #expect(try LZFSE.decode(Fixtures.bytes("mixed.lzfse"), limit: plain.count) == plain)
  }

  /// Any collection of bytes is accepted: a slice (offsets count from its first byte), Data,
  /// and a collection with no contiguous storage.
  @Test func otherCollectionsDecode() throws {
    let stream = Fixtures.bytes("text.lzfse")
    let plain = Fixtures.bytes("text.bin")
    let padded = [0, 1, 2] + stream
    #expect(try LZFSE.decode(padded[3...], limit: 4096) == plain)
    #expect(try LZFSE.decode(Data(stream), limit: 4096) == plain)
    #expect(try LZFSE.decode(stream.lazy.map { $0 }, limit: 4096) == plain)
    #expect(throws: LZFSEError.unknownBlockMagic(offset: 0, magic: 0x6202_0100)) {
      try LZFSE.decode(padded[0...], limit: 4096)
    }
  }

  /// Stream blocks refer only to their own bytes, so one block repeated 300 times is a
  /// stream: 27 MB from 61 KB, refused under a 16 MiB limit at the block that crosses it,
  /// decoded under a larger one.
  @Test func repeatedBlocksDecodeUnderTheLimitAndAreRefusedOverIt() throws {
    let stream = Fixtures.bytes("repetitive.lzfse")
    let block = Array(stream.dropLast(4))
    let bomb = Array(repeating: block, count: 300).flatMap { $0 } + Array("bvx$".utf8)
    let perBlock = 90_000
    let crossing = (1 << 24) / perBlock
    #expect(
      throws: LZFSEError.outputLimitExceeded(
        offset: crossing * block.count, declared: (crossing + 1) * perBlock, limit: 1 << 24)
    ) { try LZFSE.decode(bomb, limit: 1 << 24) }
    let decoded = try LZFSE.decode(bomb, limit: 300 * perBlock)
    #expect(decoded.count == 300 * perBlock)
    #expect(
      decoded == Array(repeating: Fixtures.bytes("repetitive.bin"), count: 300).flatMap { $0 })
  }

  /// The test's own bvx2 packer writes the version-1 fixture's tables as the reference
  /// encoder would: the stream it makes decodes like the original. (The hostile tests below
  /// rely on it to change one frequency.)
  @Test func versionTwoHeaderBuiltFromVersionOneDecodes() throws {
    let block = Fixtures.bytes("version1.lzfse")
    let converted = VersionTwoHeader.convert(block) + Array("bvx$".utf8)
    #expect(try LZFSE.decode(converted, limit: 1 << 20) == Fixtures.bytes("long-text.bin"))
  }
}
