/// LZ77 for deflate: turns bytes into literals and (length, distance)
/// matches within the 32 KiB window.
///
/// Two hash chains: one keyed on 4 bytes finds short matches nearby, one
/// keyed on 16 bytes finds long matches far back. Filtered image rows are
/// mostly zeros and small deltas, so a 4-byte key puts nearly every position
/// on one chain and zlib must walk thousands of links to reach a good match
/// a row above; the 16-byte key goes to it in a few.
///
/// Invariant: deterministic; every match lies in the window, has length
/// `effort.minimumMatch`...258, and reproduces the bytes it replaces.
struct MatchFinder {
  /// How hard to look.
  struct Effort: Sendable, Equatable {
    /// Links followed on the 4-byte chain.
    var shortChain: Int
    /// Links followed on the 16-byte chain.
    var longChain: Int
    /// Whether a match shorter than `lazyBelow` waits a byte for a longer one.
    var lazy: Bool
    /// Matches shorter than this wait a byte for a longer one (with `lazy`).
    var lazyBelow = 32
    /// The shortest match taken, 3 to 6: 3 finds the repeats of one colour
    /// a pixel apart in RGBA rows (and searches longer chains); 6 drops the
    /// short matches that, on a predictor's output, cost more bits than the
    /// literals they replace (what zlib's `Z_FILTERED` does).
    var minimumMatch = MatchFinder.shortKey
  }

  static let window = 32768
  /// Bytes hashed for the short chain, unless 3-byte matches are wanted.
  static let shortKey = 4
  /// The farthest a 3-byte match may reach: beyond it, its distance's extra bits make it
  /// dearer than three literals.
  static let farForThree = 4096
  static let maximumMatch = 258
  static let longKey = 16
  private static let hashBits = 15

  /// One token: a literal byte (bit 31 clear), or a match with bit 31 set,
  /// length - 3 in bits 16-23 and distance - 1 in bits 0-15.
  typealias Token = UInt32

  static func literal(_ byte: UInt8) -> Token { Token(byte) }
  static func match(length: Int, distance: Int) -> Token {
    1 << 31 | Token(length - 3) << 16 | Token(distance - 1)
  }

  let effort: Effort

  /// The tokens of `input`, in order.
  func tokens(_ input: UnsafeRawBufferPointer) -> [Token] {
    let count = input.count
    guard count > 0 else { return [] }
    // Padding lets 8-byte loads run past the end without a bounds test.
    let data = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 24)
    defer { data.deallocate() }
    data.initialize(repeating: 0, count: count + 24)
    data.update(from: input.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)

    // Tables sized to the input: a 40-pixel mask need not clear 256 KB of them a trial.
    let hashBits = min(Self.hashBits, max(8, Int.bitWidth - count.leadingZeroBitCount))
    let tableSize = 1 << hashBits
    let shortHead = UnsafeMutablePointer<Int32>.allocate(capacity: tableSize)
    let longHead = UnsafeMutablePointer<Int32>.allocate(capacity: tableSize)
    // The chains' links live in rings of one window: a link is read only
    // from a position less than a window back, whose slot no later position
    // has taken yet.
    let ring = min(Self.window, 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount))
    let shortPrevious = UnsafeMutablePointer<Int32>.allocate(capacity: ring)
    let longPrevious = UnsafeMutablePointer<Int32>.allocate(capacity: ring)
    defer {
      shortHead.deallocate()
      longHead.deallocate()
      shortPrevious.deallocate()
      longPrevious.deallocate()
    }
    shortHead.initialize(repeating: -1, count: tableSize)
    longHead.initialize(repeating: -1, count: tableSize)
    shortPrevious.initialize(repeating: -1, count: ring)
    longPrevious.initialize(repeating: -1, count: ring)

    @inline(__always) func load(_ position: Int) -> UInt64 {
      UnsafeRawPointer(data + position).loadUnaligned(as: UInt64.self)
    }
    // The short chain is keyed on 3 bytes when 3-byte matches are wanted, else on 4.
    let shortKeyMask: UInt32 = effort.minimumMatch < Self.shortKey ? 0xFF_FFFF : 0xFFFF_FFFF
    @inline(__always) func shortHash(_ position: Int) -> Int {
      let key = UInt32(truncatingIfNeeded: load(position)) & shortKeyMask
      return Int((key &* 2_654_435_761) >> UInt32(32 - hashBits))
    }
    @inline(__always) func longHash(_ position: Int) -> Int {
      let mixed =
        (load(position) &* 0x9E37_79B9_7F4A_7C15) ^ (load(position + 8) &* 0xC2B2_AE3D_27D4_EB4F)
      return Int(mixed >> UInt64(64 - hashBits))
    }
    @inline(__always) func insert(_ position: Int) {
      if position + Self.shortKey <= count {
        let hash = shortHash(position)
        shortPrevious[position & (ring - 1)] = shortHead[hash]
        shortHead[hash] = Int32(position)
      }
      if position + Self.longKey <= count {
        let hash = longHash(position)
        longPrevious[position & (ring - 1)] = longHead[hash]
        longHead[hash] = Int32(position)
      }
    }
    @inline(__always) func commonLength(_ a: Int, _ b: Int, limit: Int) -> Int {
      var length = 0
      while length + 8 <= limit {
        let difference = load(a + length) ^ load(b + length)
        if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
        length += 8
      }
      while length < limit && data[a + length] == data[b + length] { length += 1 }
      return length
    }
    @inline(__always) func follow(
      _ chain: UnsafeMutablePointer<Int32>, from start: Int32, links: Int, at position: Int,
      limit: Int, best: inout (length: Int, distance: Int)
    ) {
      var candidate = Int(start)
      var remaining = links
      while candidate >= 0 && remaining > 0 && position - candidate <= Self.window {
        remaining -= 1
        // A candidate can only beat the best if it matches at the best's last byte.
        if data[candidate + best.length] == data[position + best.length] {
          let length = commonLength(position, candidate, limit: limit)
          if length > best.length {
            best = (length, position - candidate)
            if length >= limit { return }
          }
        }
        candidate = Int(chain[candidate & (ring - 1)])
      }
    }
    func longestMatch(at position: Int) -> (length: Int, distance: Int) {
      let limit = min(Self.maximumMatch, count - position)
      var best = (length: 0, distance: 0)
      guard limit >= effort.minimumMatch else { return best }
      if position + Self.longKey <= count {
        follow(
          longPrevious, from: longHead[longHash(position)], links: effort.longChain, at: position,
          limit: limit, best: &best)
      }
      if best.length < Self.longKey && best.length < limit {
        follow(
          shortPrevious, from: shortHead[shortHash(position)], links: effort.shortChain,
          at: position, limit: limit, best: &best)
      }
      // A 3-byte match far back costs more than its literals (zlib's TOO_FAR rule).
      if best.length == 3 && best.distance > Self.farForThree { return (0, 0) }
      return best.length >= effort.minimumMatch ? best : (0, 0)
    }

    var tokens: [Token] = []
    tokens.reserveCapacity(count / 4 + 16)
    @inline(__always) func emit(_ match: (length: Int, distance: Int), at start: Int) -> Int {
      tokens.append(Self.match(length: match.length, distance: match.distance))
      // The match's first byte is in the chains already; the others go in now.
      for covered in (start + 1)..<(start + match.length) { insert(covered) }
      return start + match.length
    }
    // Lazy matching as zlib does it: a match shorter than `lazyBelow` waits while
    // the next byte starts a longer one, each wait costing one literal.
    var pending: (length: Int, distance: Int)? = nil
    var position = 0
    while position < count {
      let found = longestMatch(at: position)
      insert(position)
      if let waiting = pending {
        if found.length > waiting.length {
          tokens.append(Self.literal(data[position - 1]))
          if found.length >= effort.lazyBelow {
            pending = nil
            position = emit(found, at: position)
          } else {
            pending = found
            position += 1
          }
        } else {
          // The match began a byte back; this byte is in the chains already.
          pending = nil
          tokens.append(Self.match(length: waiting.length, distance: waiting.distance))
          let end = position - 1 + waiting.length
          for covered in (position + 1)..<end { insert(covered) }
          position = end
        }
        continue
      }
      if found.length == 0 {
        tokens.append(Self.literal(data[position]))
        position += 1
      } else if effort.lazy && found.length < effort.lazyBelow {
        pending = found
        position += 1
      } else {
        position = emit(found, at: position)
      }
    }
    // A pending match always reaches at least two bytes further, so none is left here.
    precondition(pending == nil, "a pending match outlived the input")
    return tokens
  }
}
