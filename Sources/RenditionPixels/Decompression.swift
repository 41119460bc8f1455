import CompiledCatalog
import LZFSE
import PNGCodec

/// The general-purpose compressions a `CELM` blob or strip may use, each expanded to a size
/// known before it starts.
///
/// Invariant: an expansion answers exactly one of the sizes asked for, or throws; nothing
/// larger than the largest size asked for is ever allocated.
enum Decompression {
  case none, zip, lzvn, lzfse

  init?(_ compression: RenditionCompression) {
    switch compression {
    case .uncompressed: self = .none
    case .zip: self = .zip
    case .lzvn: self = .lzvn
    case .lzfse: self = .lzfse
    default: return nil
    }
  }

  /// The bytes of `data` (at `offset` in the bitmap) expanded to one of `sizes`: the first is
  /// what the evidence names when none fits.
  func expand(
    _ data: ArraySlice<UInt8>, at offset: Int, sizes: [Int]
  ) throws(RenditionPixelError.Problem) -> [UInt8] {
    let limit = sizes.max() ?? 0
    let bytes: [UInt8]
    switch self {
    case .none:
      bytes = Array(data)
    case .lzfse:
      do throws(LZFSEError) {
        bytes = try LZFSE.decode(data, limit: limit)
      } catch {
        throw .lzfse(offset: offset, error)
      }
    case .lzvn:
      bytes = try Self.rawLZVN(data, at: offset, upTo: limit, accepting: Set(sizes))
    case .zip:
      let result = Array(data).withUnsafeBytes {
        Zlib.inflate($0, pieces: [0..<data.count], framing: .zlibOrGzip, cap: limit)
      }
      switch result {
      case .success(let inflated): bytes = inflated
      case .failure(.tooLong): throw .inflateTooLong(offset: offset, limit: limit)
      case .failure(.corrupt(let reason)): throw .inflate(offset: offset, reason: reason)
      case .failure(.unterminated(let produced)):
        throw .inflate(offset: offset, reason: "the stream ends after \(produced) bytes unfinished")
      case .failure(.tooShort(let produced, let expected)):
        throw .sizeMismatch(offset: offset, expected: expected, actual: produced)
      }
    }
    guard sizes.contains(bytes.count) else {
      throw .sizeMismatch(offset: offset, expected: sizes.first ?? 0, actual: bytes.count)
    }
    return bytes
  }

  /// A raw LZVN stream, which does not say how much it holds: expanded with room for
  /// `limit` bytes, then, when it ends short at a size `accepting` allows (every size when
  /// nil), expanded again to exactly that size.
  static func rawLZVN(
    _ data: ArraySlice<UInt8>, at offset: Int, upTo limit: Int, accepting sizes: Set<Int>?
  ) throws(RenditionPixelError.Problem) -> [UInt8] {
    do throws(LZFSEError) {
      return try LZVN.decode(data, expectedSize: limit)
    } catch .blockSizeMismatch(offset: 0, declared: limit, let decoded)
      where decoded < limit && sizes?.contains(decoded) ?? true
    {
      do throws(LZFSEError) {
        return try LZVN.decode(data, expectedSize: decoded)
      } catch {
        throw .lzfse(offset: offset, error)
      }
    } catch {
      throw .lzfse(offset: offset, error)
    }
  }

  /// A deepmap2 segment: an LZFSE stream when it starts with a block magic (`bvx2`, `bvx1`,
  /// `bvxn`, `bvx-`, `bvx$`), raw LZVN otherwise; at most `limit` bytes.
  static func segment(
    _ data: ArraySlice<UInt8>, at offset: Int, upTo limit: Int
  ) throws(RenditionPixelError.Problem) -> [UInt8] {
    if data.count >= 4, data.prefix(3).elementsEqual("bvx".utf8),
      "21n-$".utf8.contains(data[data.startIndex + 3])
    {
      do throws(LZFSEError) {
        return try LZFSE.decode(data, limit: limit)
      } catch {
        throw .lzfse(offset: offset, error)
      }
    }
    return try rawLZVN(data, at: offset, upTo: limit, accepting: nil)
  }
}
