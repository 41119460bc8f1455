/// Apple's LZVN: byte-aligned LZ77 instructions, each a literal run and/or a match, ended by
/// an eight-byte end-of-stream instruction (opcode 0x06).
///
/// Invariant: `decode` returns exactly `expectedSize` bytes or throws; it never reads outside
/// its input, never writes past `expectedSize` and allocates nothing larger than it.
public enum LZVN {
  /// Decodes a raw LZVN stream (no `bvxn` block header), as deepmap2 stores small payloads.
  ///
  /// The stream must end with its end-of-stream instruction and nothing after it, and must
  /// decode to exactly `expectedSize` bytes.
  public static func decode(
    _ raw: some Collection<UInt8>, expectedSize: Int
  ) throws(LZFSEError) -> [UInt8] {
    guard expectedSize >= 0 else { throw .negativeSize(expectedSize) }
    return try withContiguousBytes(raw) { (input) throws(LZFSEError) in
      try decode(input, expectedSize: expectedSize)
    }
  }

  static func decode(
    _ input: UnsafeBufferPointer<UInt8>, expectedSize: Int
  ) throws(LZFSEError) -> [UInt8] {
    var failure: LZFSEError?
    // At least one byte of capacity, so that the buffer always has an address.
    let output = [UInt8](unsafeUninitializedCapacity: max(expectedSize, 1)) {
      buffer, initialized in
      do throws(LZFSEError) {
        let end = try expand(
          input, from: 0, to: input.count, into: buffer, at: 0, until: expectedSize)
        guard end.output == expectedSize else {
          throw .blockSizeMismatch(offset: 0, declared: expectedSize, decoded: end.output)
        }
        guard end.input == input.count else {
          throw .trailingBytes(offset: end.input, count: input.count - end.input)
        }
        initialized = expectedSize
      } catch {
        failure = error
        initialized = 0
      }
    }
    if let failure { throw failure }
    return output
  }

  /// Runs the instructions in `input[start..<end]` up to and including the end-of-stream
  /// instruction, writing from `output[position]` and never at or past `output[limit]`.
  ///
  /// Matches may reach back into anything before `position` (earlier blocks of a framed
  /// stream), but never before `output[0]`. Returns the input offset just past the
  /// end-of-stream instruction and the output offset reached.
  static func expand(
    _ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    into output: UnsafeMutableBufferPointer<UInt8>, at position: Int, until limit: Int
  ) throws(LZFSEError) -> (input: Int, output: Int) {
    guard start < end, let source = input.baseAddress else {
      throw .missingEndOfStream(offset: start)
    }
    // Callers allocate at least one byte, so the output has an address.
    let target = output.baseAddress!
    var here = start
    var written = position
    // The distance a match without one of its own reuses; 0 (none yet) is refused.
    var distance = 0
    while here < end {
      let opcode = source[here]
      let left = end - here
      var size = 1
      var literals = 0
      var match = 0
      switch opcode {
      case 0x06:
        guard left >= 8 else { throw .truncated(offset: here, needed: 8, available: left) }
        return (here + 8, written)
      case 0x0E, 0x16:
        here += 1
        continue
      case 0x70...0x7F, 0xD0...0xDF:
        throw .undefinedOpcode(offset: here, opcode: opcode)
      case 0xA0...0xBF:
        // Medium distance: 14-bit distance and 5-bit match length over three bytes.
        size = 3
        guard left >= size else { throw .truncated(offset: here, needed: size, available: left) }
        let word = Int(source[here + 1]) | Int(source[here + 2]) << 8
        literals = Int(opcode >> 3) & 3
        match = (Int(opcode & 7) << 2 | word & 3) + 3
        distance = word >> 2
      case 0xE0:
        size = 2
        guard left >= size else { throw .truncated(offset: here, needed: size, available: left) }
        literals = Int(source[here + 1]) + 16
      case 0xE1...0xEF:
        literals = Int(opcode & 0x0F)
      case 0xF0:
        size = 2
        guard left >= size else { throw .truncated(offset: here, needed: size, available: left) }
        match = Int(source[here + 1]) + 16
      case 0xF1...0xFF:
        match = Int(opcode & 0x0F)
      default:
        // The combined forms: up to 3 literals, then a match of 3 to 10 bytes whose distance
        // the low three bits say how to find.
        literals = Int(opcode >> 6)
        match = Int(opcode >> 3) & 7 + 3
        switch opcode & 7 {
        case 6:
          // Below 0x40 these are the end mark, no-ops (handled above) and undefined codes.
          guard opcode >= 0x40 else { throw .undefinedOpcode(offset: here, opcode: opcode) }
        case 7:
          size = 3
          guard left >= size else {
            throw .truncated(offset: here, needed: size, available: left)
          }
          distance = Int(source[here + 1]) | Int(source[here + 2]) << 8
        default:
          size = 2
          guard left >= size else {
            throw .truncated(offset: here, needed: size, available: left)
          }
          distance = Int(opcode & 7) << 8 | Int(source[here + 1])
        }
      }
      guard left >= size + literals else {
        throw .truncated(offset: here, needed: size + literals, available: left)
      }
      guard literals + match <= limit - written else {
        throw .blockOverrun(offset: here, declared: limit - position)
      }
      if literals > 0 {
        (target + written).initialize(from: source + here + size, count: literals)
        written += literals
      }
      if match > 0 {
        guard distance > 0, distance <= written else {
          throw .badMatchDistance(offset: here, distance: distance, position: written)
        }
        copyMatch(target, at: written, distance: distance, count: match)
        written += match
      }
      here += size + literals
    }
    throw .missingEndOfStream(offset: here)
  }
}

/// Copies `count` bytes from `distance` bytes back, as an LZ match does: when the two
/// overlap, the bytes just written are copied again, repeating the last `distance` bytes.
///
/// The caller has checked that `1 <= distance <= position` and that the output has room.
@inline(__always)
func copyMatch(
  _ output: UnsafeMutablePointer<UInt8>, at position: Int, distance: Int, count: Int
) {
  var target = output + position
  let source = target - distance
  if distance >= count {
    target.initialize(from: source, count: count)
  } else if distance == 1 {
    target.initialize(repeating: source.pointee, count: count)
  } else {
    // The source stays put while the written span grows: each copy doubles the period-long
    // run it can take from without overlapping itself.
    var remaining = count
    while remaining > 0 {
      let chunk = min(target - source, remaining)
      target.initialize(from: source, count: chunk)
      target += chunk
      remaining -= chunk
    }
  }
}

/// Calls `body` with the bytes of `bytes` in contiguous memory, copying them only when the
/// collection does not store them so.
func withContiguousBytes<R>(
  _ bytes: some Collection<UInt8>,
  _ body: (UnsafeBufferPointer<UInt8>) throws(LZFSEError) -> R
) throws(LZFSEError) -> R {
  let direct = bytes.withContiguousStorageIfAvailable { buffer in
    Result { () throws(LZFSEError) in try body(buffer) }
  }
  if let direct { return try direct.get() }
  return try Array(bytes).withUnsafeBufferPointer { buffer in
    Result { () throws(LZFSEError) in try body(buffer) }
  }.get()
}
