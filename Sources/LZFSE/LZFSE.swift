/// Apple's LZFSE framed streams: a sequence of blocks, each `bvx2` or `bvx1` (LZFSE:
/// LZ77 with FSE entropy coding), `bvxn` (LZVN) or `bvx-` (stored), ended by `bvx$`.
///
/// Invariant: `decode` reads every block header before it writes anything, so the whole
/// output size is known, checked against the caller's limit and allocated once; a stream
/// whose headers declare more than the limit is refused before any allocation of that size.
public enum LZFSE {
  /// Decodes a whole stream, refusing one whose blocks declare more than `limit` bytes.
  ///
  /// Bytes after the `bvx$` mark are ignored, as Apple's decoder ignores them. Offsets in
  /// errors count from the collection's first byte.
  public static func decode(
    _ stream: some Collection<UInt8>, limit: Int
  ) throws(LZFSEError) -> [UInt8] {
    guard limit >= 0 else { throw .negativeSize(limit) }
    return try withContiguousBytes(stream) { (input) throws(LZFSEError) in
      try decode(input, limit: limit)
    }
  }

  static func decode(
    _ input: UnsafeBufferPointer<UInt8>, limit: Int
  ) throws(LZFSEError) -> [UInt8] {
    let blocks = try StreamBlock.scan(input, limit: limit)
    let total = blocks.reduce(0) { $0 + $1.rawSize }
    var failure: LZFSEError?
    // At least one byte of capacity, so that the buffer always has an address.
    let output = [UInt8](unsafeUninitializedCapacity: max(total, 1)) { buffer, initialized in
      do throws(LZFSEError) {
        try decode(blocks, from: input, into: buffer)
        initialized = total
      } catch {
        failure = error
        initialized = 0
      }
    }
    if let failure { throw failure }
    return output
  }

  private static func decode(
    _ blocks: [StreamBlock], from input: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) throws(LZFSEError) {
    var written = 0
    var compressed: CompressedBlockDecoder?
    for block in blocks {
      switch block {
      case .stored(let payload):
        if !payload.isEmpty {
          (output.baseAddress! + written).initialize(
            from: input.baseAddress! + payload.lowerBound, count: payload.count)
        }
      case .lzvn(let offset, let payload, let rawSize):
        let end = try LZVN.expand(
          input, from: payload.lowerBound, to: payload.upperBound, into: output, at: written,
          until: written + rawSize)
        guard end.output == written + rawSize else {
          throw .blockSizeMismatch(offset: offset, declared: rawSize, decoded: end.output - written)
        }
        guard end.input == payload.upperBound else {
          throw .trailingBytes(offset: end.input, count: payload.upperBound - end.input)
        }
      case .compressed(let header):
        // The scratch tables and literal buffer (about 50 KB) are made once per stream.
        if compressed == nil { compressed = CompressedBlockDecoder() }
        try compressed!.decode(header, from: input, into: output, at: written)
      }
      written += block.rawSize
    }
  }
}
