import PNGCodec

/// Compressed streams the pixel tests write themselves, each in the simplest form its format
/// allows (stored LZFSE blocks, literal-only LZVN, stored deflate blocks), so that the bytes
/// a test expects are the bytes it put in; real encoders' streams come from the LZFSE
/// fixtures (`Tests/LZFSETests/Fixtures`, written by Apple's reference encoder).
public enum PixelStreams {
  /// An LZFSE stream of one stored (`bvx-`) block, then the end mark.
  public static func storedLZFSE(_ bytes: [UInt8]) -> [UInt8] {
    var stream = Array("bvx-".utf8)
    stream.le(UInt32(bytes.count))
    return stream + bytes + Array("bvx$".utf8)
  }

  /// Raw LZVN (no block header): literal runs of up to 271 bytes, then the end-of-stream
  /// instruction (0x06 and seven zero bytes).
  public static func literalLZVN(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let run = min(271, bytes.count - index)
      stream += run < 16 ? [0xE0 | UInt8(run)] : [0xE0, UInt8(run - 16)]
      stream += bytes[index..<(index + run)]
      index += run
    }
    return stream + [0x06, 0, 0, 0, 0, 0, 0, 0]
  }

  /// Stored deflate blocks (at most 65535 bytes each), as zlib frames them.
  public static func storedDeflate(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = []
    var index = 0
    repeat {
      let run = min(65535, bytes.count - index)
      let last: UInt8 = index + run == bytes.count ? 1 : 0
      stream.append(last)
      stream.le(UInt16(run))
      stream.le(~UInt16(run))
      stream += bytes[index..<(index + run)]
      index += run
    } while index < bytes.count
    return stream
  }

  /// A zlib stream: header 78 01, stored blocks, then the big-endian Adler-32.
  public static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    var stream: [UInt8] = [0x78, 0x01] + storedDeflate(bytes)
    stream.be(b << 16 | a)
    return stream
  }

  /// A gzip member: the 10-byte header, stored blocks, CRC-32 and length little-endian.
  public static func gzip(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3] + storedDeflate(bytes)
    stream.le(bytes.withUnsafeBytes { Zlib.crc32($0) })
    stream.le(UInt32(bytes.count))
    return stream
  }

  /// A KCBC strip: the tag, two zero words, its rows and its data's length, then the data.
  public static func strip(rows: UInt32, _ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
    var bytes = Array("KCBC".utf8)
    bytes.le(UInt32(0))
    bytes.le(UInt32(0))
    bytes.le(rows)
    bytes.le(length ?? UInt32(data.count))
    return bytes + data
  }

  /// A deepmap2 container: the outer header (version 1, encoding, length), then the `dmp2`
  /// blob header (method, version 1, aux 0x0a, format, width, height, descriptor) and data.
  public static func deepmap2(
    method: UInt8, format: UInt8, width: UInt16, height: UInt16, descriptor: UInt32,
    _ data: [UInt8], version: UInt32 = 1, blobVersion: UInt8 = 1, length: UInt64? = nil
  ) -> [UInt8] {
    var blob = Array("dmp2".utf8) + [method, blobVersion, 0x0a, format]
    blob.le(width)
    blob.le(height)
    blob.le(descriptor)
    blob += data
    var bytes: [UInt8] = []
    bytes.le(version)
    bytes.le(UInt32(4))
    bytes.le(length ?? UInt64(blob.count))
    return bytes + blob
  }

  /// A legacy deepmap container (compression 10): the outer header (version 5, encoding 4,
  /// length, as Xcode 11 wrote it), then the `dmap` blob header (method, version, aux 0x0a,
  /// format, descriptor) and data; the blob names no size.
  public static func legacyDeepmap(
    method: UInt8, format: UInt8, descriptor: UInt32, _ data: [UInt8], blobVersion: UInt8 = 1,
    length: UInt64? = nil
  ) -> [UInt8] {
    var blob = Array("dmap".utf8) + [method, blobVersion, 0x0a, format]
    blob.le(descriptor)
    blob += data
    var bytes: [UInt8] = []
    bytes.le(UInt32(5))
    bytes.le(UInt32(4))
    bytes.le(length ?? UInt64(blob.count))
    return bytes + blob
  }
}
