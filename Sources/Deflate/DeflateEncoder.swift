/// A deflate (RFC 1951) compressor written for filtered PNG scanlines.
///
/// It finds matches with `MatchFinder` and codes each block of tokens as
/// whichever of dynamic Huffman, fixed Huffman or stored is smallest. On
/// image rows it reaches zlib level 9's size at a small part of its time
/// (see `MatchFinder` for why).
///
/// Invariant: the output is one complete raw deflate stream (no zlib header)
/// that inflates to exactly the input; the same input and effort always give
/// the same bytes.
public struct DeflateEncoder: Sendable {
  /// How hard the match search works.
  public enum Effort: Sendable, Equatable {
    /// Short chains and no lazy matching: for ranking filter choices on samples.
    case quick
    /// The setting for final output; deeper on small inputs (see `deepSearchLimit`).
    case thorough
  }

  public var effort: Effort
  /// Whether matches of 4 and 5 bytes are taken. Without them (as with
  /// zlib's `Z_FILTERED`) a mask's rows come out smaller: at a glyph's edge
  /// such a match costs more bits than the literals it replaces.
  public var shortMatches: Bool

  public init(effort: Effort = .thorough, shortMatches: Bool = true) {
    self.effort = effort
    self.shortMatches = shortMatches
  }

  /// Inputs up to this size get 8 times `thorough`'s chains, lazy matching
  /// at every length and 3-byte matches, as zlib's level 9 does: on a small
  /// image (a bar-icon mask, a small icon) the search costs little, and zlib's
  /// level 9 was otherwise 1-2% smaller on masks and up to a fifth on small
  /// RGBA glyphs of one colour; above it, the long chains cost far more than
  /// they find.
  public static let deepSearchLimit = 64 * 1024

  /// The match search for an input of `count` bytes.
  func matching(_ count: Int) -> MatchFinder.Effort {
    var matching: MatchFinder.Effort
    switch effort {
    case .quick:
      matching = MatchFinder.Effort(shortChain: 4, longChain: 16, lazy: false)
    case .thorough where count <= Self.deepSearchLimit:
      matching = MatchFinder.Effort(
        shortChain: 128, longChain: 512, lazy: true, lazyBelow: MatchFinder.maximumMatch,
        minimumMatch: 3)
    case .thorough:
      matching = MatchFinder.Effort(shortChain: 16, longChain: 128, lazy: true)
    }
    if !shortMatches { matching.minimumMatch = 6 }
    return matching
  }

  /// Tokens per block: small enough that each block's codes fit its part of
  /// the image, large enough that a dynamic header (about 80 bytes) pays off.
  static let tokensPerBlock = 16384

  /// The longest input: positions in the hash chains are 32-bit.
  public static let maximumInput = Int(Int32.max)

  /// The length in bytes `compress` would give, without writing the stream:
  /// enough to rank choices.
  public func compressedSize(_ input: UnsafeRawBufferPointer) -> Int {
    precondition(input.count <= Self.maximumInput, "deflate input over \(Self.maximumInput) bytes")
    let blocks = Self.blocks(MatchFinder(effort: matching(input.count)).tokens(input), of: input)
    if blocks.isEmpty { return 2 }
    return (blocks.reduce(0) { $0 + $1.plan().bits } + 7) / 8
  }

  /// The raw deflate stream of `input`.
  public func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
    precondition(input.count <= Self.maximumInput, "deflate input over \(Self.maximumInput) bytes")
    let blocks = Self.blocks(MatchFinder(effort: matching(input.count)).tokens(input), of: input)
    var writer = BitWriter(capacity: input.count / 2 + 64)
    if blocks.isEmpty {
      // An empty stream: one final fixed block holding only end-of-block.
      writer.write(1 | 1 << 1, count: 3)
      writer.write(0, count: 7)
      return writer.finish()
    }
    for (index, block) in blocks.enumerated() {
      block.write(into: &writer, final: index == blocks.count - 1)
    }
    return writer.finish()
  }

  /// The tokens cut into blocks of `tokensPerBlock`, each with the input bytes it stands for.
  static func blocks(_ tokens: [MatchFinder.Token], of input: UnsafeRawBufferPointer)
    -> [BlockWriter]
  {
    var blocks: [BlockWriter] = []
    var inputOffset = 0
    for start in stride(from: 0, to: tokens.count, by: tokensPerBlock) {
      let block = tokens[start..<min(start + tokensPerBlock, tokens.count)]
      let covered = block.reduce(0) { $0 + TokenCoding.coveredBytes($1) }
      let bytes = UnsafeRawBufferPointer(rebasing: input[inputOffset..<(inputOffset + covered)])
      blocks.append(BlockWriter(tokens: block, bytes: bytes))
      inputOffset += covered
    }
    return blocks
  }
}

/// How a token maps to deflate's length and distance symbols and extra bits.
enum TokenCoding {
  static let endOfBlock = 256

  @inline(__always)
  static func isMatch(_ token: MatchFinder.Token) -> Bool { token >> 31 != 0 }

  @inline(__always)
  static func coveredBytes(_ token: MatchFinder.Token) -> Int {
    isMatch(token) ? Int((token >> 16) & 0xFF) + 3 : 1
  }

  /// The length symbol (257...285) and its extra bits (value, count).
  @inline(__always)
  static func lengthSymbol(_ length: Int) -> (symbol: Int, extra: UInt32, extraBits: Int) {
    if length == 258 { return (285, 0, 0) }
    let offset = length - 3
    if offset < 8 { return (257 + offset, 0, 0) }
    let high = Int.bitWidth - 1 - offset.leadingZeroBitCount
    let extraBits = high - 2
    let index = 4 * (high - 1) + ((offset >> extraBits) & 3)
    return (257 + index, UInt32(offset & ((1 << extraBits) - 1)), extraBits)
  }

  /// The distance symbol (0...29) and its extra bits (value, count).
  @inline(__always)
  static func distanceSymbol(_ distance: Int) -> (symbol: Int, extra: UInt32, extraBits: Int) {
    let offset = distance - 1
    if offset < 4 { return (offset, 0, 0) }
    let high = Int.bitWidth - 1 - offset.leadingZeroBitCount
    let extraBits = high - 1
    let symbol = 2 * high + ((offset >> extraBits) & 1)
    return (symbol, UInt32(offset & ((1 << extraBits) - 1)), extraBits)
  }
}

/// One block of tokens written in the cheapest of deflate's three block types.
struct BlockWriter {
  let tokens: ArraySlice<MatchFinder.Token>
  /// The input bytes the tokens stand for (a stored block copies them).
  let bytes: UnsafeRawBufferPointer

  /// The order in which code-length code lengths are sent (RFC 1951, 3.2.7).
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  static let fixedLiteralLengths: [UInt8] =
    [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
    + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
  static let fixedLiteral = HuffmanCode(lengths: fixedLiteralLengths)
  static let fixedDistance = HuffmanCode(lengths: [UInt8](repeating: 5, count: 30))

  /// The cheapest block type and its size in bits (before stored-block padding).
  enum Kind {
    case stored
    case fixed
    case dynamic(DynamicHeader)
  }

  func plan() -> (kind: Kind, bits: Int) {
    var literalFrequencies = [Int](repeating: 0, count: 286)
    var distanceFrequencies = [Int](repeating: 0, count: 30)
    var extraBits = 0
    for token in tokens {
      if TokenCoding.isMatch(token) {
        let length = TokenCoding.lengthSymbol(Int((token >> 16) & 0xFF) + 3)
        let distance = TokenCoding.distanceSymbol(Int(token & 0xFFFF) + 1)
        literalFrequencies[length.symbol] += 1
        distanceFrequencies[distance.symbol] += 1
        extraBits += length.extraBits + distance.extraBits
      } else {
        literalFrequencies[Int(token)] += 1
      }
    }
    literalFrequencies[TokenCoding.endOfBlock] += 1

    let dynamic = DynamicHeader(
      literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies)
    func cost(_ literal: HuffmanCode, _ distance: HuffmanCode) -> Int {
      var bits = extraBits
      for (symbol, count) in literalFrequencies.enumerated() where count > 0 {
        bits += count * Int(literal.lengths[symbol])
      }
      for (symbol, count) in distanceFrequencies.enumerated() where count > 0 {
        bits += count * Int(distance.lengths[symbol])
      }
      return bits
    }
    let dynamicBits = 3 + dynamic.bits + cost(dynamic.literal, dynamic.distance)
    let fixedBits = 3 + cost(Self.fixedLiteral, Self.fixedDistance)
    // Each stored block: 3 header bits, up to 7 of padding, 4 bytes of lengths.
    let storedBlocks = max(1, (bytes.count + 65534) / 65535)
    let storedBits = storedBlocks * (3 + 7 + 32) + bytes.count * 8

    if storedBits < dynamicBits && storedBits < fixedBits { return (.stored, storedBits) }
    if fixedBits <= dynamicBits { return (.fixed, fixedBits) }
    return (.dynamic(dynamic), dynamicBits)
  }

  func write(into writer: inout BitWriter, final: Bool) {
    switch plan().kind {
    case .stored:
      writeStored(into: &writer, final: final)
    case .fixed:
      writer.write(final ? 1 : 0, count: 1)
      writer.write(1, count: 2)
      writeTokens(Self.fixedLiteral, Self.fixedDistance, into: &writer)
    case .dynamic(let dynamic):
      writer.write(final ? 1 : 0, count: 1)
      writer.write(2, count: 2)
      dynamic.write(into: &writer)
      writeTokens(dynamic.literal, dynamic.distance, into: &writer)
    }
  }

  private func writeTokens(
    _ literal: HuffmanCode, _ distance: HuffmanCode, into writer: inout BitWriter
  ) {
    literal.lengths.withUnsafeBufferPointer { literalLengths in
      literal.codes.withUnsafeBufferPointer { literalCodes in
        for token in tokens {
          if TokenCoding.isMatch(token) {
            let length = TokenCoding.lengthSymbol(Int((token >> 16) & 0xFF) + 3)
            writer.write(
              UInt32(literalCodes[length.symbol]), count: Int(literalLengths[length.symbol]))
            if length.extraBits > 0 { writer.write(length.extra, count: length.extraBits) }
            let far = TokenCoding.distanceSymbol(Int(token & 0xFFFF) + 1)
            writer.write(
              UInt32(distance.codes[far.symbol]), count: Int(distance.lengths[far.symbol]))
            if far.extraBits > 0 { writer.write(far.extra, count: far.extraBits) }
          } else {
            let symbol = Int(token)
            writer.write(UInt32(literalCodes[symbol]), count: Int(literalLengths[symbol]))
          }
        }
        let end = TokenCoding.endOfBlock
        writer.write(UInt32(literalCodes[end]), count: Int(literalLengths[end]))
      }
    }
  }

  private func writeStored(into writer: inout BitWriter, final: Bool) {
    var offset = 0
    repeat {
      let length = min(65535, bytes.count - offset)
      let last = offset + length == bytes.count
      writer.write(final && last ? 1 : 0, count: 1)
      writer.write(0, count: 2)
      writer.alignToByte()
      writer.write(UInt32(length), count: 16)
      writer.write(UInt32(~length & 0xFFFF), count: 16)
      writer.append(
        bytes: UnsafeBufferPointer(
          rebasing: bytes.bindMemory(to: UInt8.self)[offset..<(offset + length)]))
      offset += length
    } while offset < bytes.count
  }
}

/// A dynamic block's two codes and the header that describes them
/// (RFC 1951, 3.2.7): the code lengths, run-length coded, in a third code.
struct DynamicHeader {
  let literal: HuffmanCode
  let distance: HuffmanCode
  /// Code-length symbols (0...18) with their extra-bit values.
  private let runs: [(symbol: Int, extra: UInt32)]
  private let codeLengthCode: HuffmanCode
  private let literalCount: Int
  private let distanceCount: Int
  private let codeLengthCount: Int
  /// Bits the header takes after the 3 block-type bits.
  let bits: Int

  init(literalFrequencies: [Int], distanceFrequencies: [Int]) {
    // Two used symbols at least in each code keep both codes complete, which
    // every inflater accepts (a one-symbol code is a special case some refuse).
    literal = HuffmanCode(frequencies: Self.atLeastTwo(literalFrequencies), limit: 15)
    distance = HuffmanCode(frequencies: Self.atLeastTwo(distanceFrequencies), limit: 15)
    literalCount = max(257, (literal.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
    distanceCount = max(1, (distance.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
    runs = Self.runLengths(
      Array(literal.lengths[..<literalCount]) + Array(distance.lengths[..<distanceCount]))
    var frequencies = [Int](repeating: 0, count: 19)
    for run in runs { frequencies[run.symbol] += 1 }
    let code = HuffmanCode(frequencies: Self.atLeastTwo(frequencies), limit: 7)
    codeLengthCode = code
    let sent = BlockWriter.codeLengthOrder.lastIndex { code.lengths[$0] != 0 } ?? 0
    codeLengthCount = max(4, sent + 1)
    var bits = 5 + 5 + 4 + 3 * codeLengthCount
    for run in runs {
      bits += Int(code.lengths[run.symbol]) + Self.extraBits(run.symbol)
    }
    self.bits = bits
  }

  static func atLeastTwo(_ frequencies: [Int]) -> [Int] {
    var result = frequencies
    var used = result.count(where: { $0 > 0 })
    for symbol in result.indices where used < 2 && result[symbol] == 0 {
      result[symbol] = 1
      used += 1
    }
    return result
  }

  static func extraBits(_ symbol: Int) -> Int {
    switch symbol {
    case 16: 2
    case 17: 3
    case 18: 7
    default: 0
    }
  }

  /// Lengths as code-length symbols: 16 repeats the previous length 3-6
  /// times, 17 and 18 give runs of zeros of 3-10 and 11-138.
  static func runLengths(_ lengths: [UInt8]) -> [(symbol: Int, extra: UInt32)] {
    var runs: [(symbol: Int, extra: UInt32)] = []
    var index = 0
    while index < lengths.count {
      let value = lengths[index]
      var run = 1
      while index + run < lengths.count && lengths[index + run] == value { run += 1 }
      index += run
      if value == 0 {
        while run >= 11 {
          let part = min(run, 138)
          runs.append((18, UInt32(part - 11)))
          run -= part
        }
        if run >= 3 {
          runs.append((17, UInt32(run - 3)))
          run = 0
        }
      } else {
        runs.append((Int(value), 0))
        run -= 1
        while run >= 3 {
          let part = min(run, 6)
          runs.append((16, UInt32(part - 3)))
          run -= part
        }
      }
      for _ in 0..<run { runs.append((Int(value), 0)) }
    }
    return runs
  }

  func write(into writer: inout BitWriter) {
    writer.write(UInt32(literalCount - 257), count: 5)
    writer.write(UInt32(distanceCount - 1), count: 5)
    writer.write(UInt32(codeLengthCount - 4), count: 4)
    for symbol in BlockWriter.codeLengthOrder.prefix(codeLengthCount) {
      writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
    }
    for run in runs {
      writer.write(
        UInt32(codeLengthCode.codes[run.symbol]), count: Int(codeLengthCode.lengths[run.symbol]))
      let extra = Self.extraBits(run.symbol)
      if extra > 0 { writer.write(run.extra, count: extra) }
    }
  }
}
