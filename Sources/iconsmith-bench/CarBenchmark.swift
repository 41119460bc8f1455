import ArgumentParser
import CompiledCatalog
import Foundation
import IconsmithIO
import PNGCodec
import Raster
import RenditionPixels
import SampleArt

/// `car [FILE] --synthesize MB`: reading a compiled asset catalog as `iconsmith car list` does,
/// and decoding every bitmap in it, beside Apple's C LZFSE reference (the `liblzfse` module of
/// PyPI's pyliblzfse) decompressing the same streams, in the same minute.
struct CarBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "car",
    abstract:
      "Time listing and decoding an Assets.car (given, or synthesized with LZFSE payloads) beside the C LZFSE reference through Python."
  )

  @Argument(help: "An Assets.car to read (default: one synthesized in memory).")
  var file: String?

  @Option(help: "The size of the synthesized catalog, in MB.")
  var synthesize = 30

  @Option(help: "Write the synthesized catalog here too (to run `iconsmith car list` on it).")
  var keep: String?

  @Option(help: "Timed rounds; the median is reported.")
  var rounds = 5

  func run() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "iconsmith-car-bench-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let bytes: [UInt8]
    var source: String
    if let file {
      bytes = try SafeFileReader(maxBytes: 1 << 30).read(RawPath(file))
      source = file
    } else {
      let made = Self.synthesized(megabytes: synthesize, scratch: scratch.path)
      bytes = made.car
      source = "synthesized, \(made.renditions) renditions, payloads \(made.how)"
    }
    let carPath = keep ?? scratch.appendingPathComponent("Assets.car").path
    try AtomicFileWriter.write(bytes, to: RawPath(carPath), overwrite: true)
    print(String(format: "Assets.car: %.1f MB (%@)", Double(bytes.count) / 1e6, source))

    // Listing, as `car list` does: the BOM, the trees, every CSI header.
    var listed = 0
    let listing = Self.median(rounds) {
      let car = try! CarFile(bytes: bytes)
      listed = CatalogListing(car).renditions.count
    }
    Self.line("list (CarFile + CatalogListing)", listing, note: "\(listed) renditions")

    let cli = Self.median(rounds) {
      Self.runQuietly(Self.sibling("iconsmith"), ["car", "list", carPath])
    }
    Self.line("`iconsmith car list` (process)", cli, note: "reads the file, prints the table")

    // Decoding every bitmap: inflate, then un-premultiply.
    let car = try CarFile(bytes: bytes)
    let records = car.renditions.compactMap { try? $0.record.get() }.filter {
      if case .bitmap = $0.payload { return true } else { return false }
    }
    let decoder = RenditionDecoder()
    var pixels = 0
    var failed = 0
    let decoding = Self.median(rounds) {
      pixels = 0
      failed = 0
      for record in records {
        if let image = try? decoder.decode(record) {
          pixels += image.pixelCount
        } else {
          failed += 1
        }
      }
    }
    Self.line(
      "decode every bitmap (iconsmith)", decoding,
      note: String(
        format: "%.1f Mpx%@", Double(pixels) / 1e6, failed > 0 ? ", \(failed) failed" : ""))

    // The peer: the same LZFSE streams through the C reference.
    let streams = records.compactMap { record -> [UInt8]? in
      guard case .bitmap(let bitmap) = record.payload, bitmap.compression == .lzfse else {
        return nil
      }
      return Array(bitmap.data)
    }
    guard !streams.isEmpty else {
      print("peer: no LZFSE payloads in this catalog; nothing to compare")
      return
    }
    let framed = scratch.appendingPathComponent("streams.bin").path
    try AtomicFileWriter.write(Self.framed(streams), to: RawPath(framed), overwrite: true)
    var theirs: [(wall: Double, cpu: Double)] = []
    for _ in 0..<max(1, rounds) {
      guard let outcome = Self.python(Self.peerScript, [framed]) else {
        print("peer: python3 with liblzfse (pip install pyliblzfse) is not available here")
        return
      }
      theirs.append(outcome)
    }
    let peer = (
      wall: theirs.map(\.wall).sorted()[theirs.count / 2],
      cpu: theirs.map(\.cpu).sorted()[theirs.count / 2]
    )
    Self.line(
      "peer: C liblzfse via Python", peer, note: "decompresses the same \(streams.count) streams")
    print(
      String(
        format: "ratio decode / C LZFSE: wall %.2f, CPU %.2f (iconsmith also un-premultiplies)",
        decoding.wall / peer.wall, decoding.cpu / peer.cpu))
  }

  /// A catalog of about `megabytes` MB: bitmaps of the sample master at the sizes apps ship,
  /// compressed by the C LZFSE reference when Python has it, else by zlib.
  static func synthesized(megabytes: Int, scratch: String) -> (
    car: [UInt8], renditions: Int, how: String
  ) {
    let sides = [1024, 512, 180, 167, 152, 120, 87, 80, 76, 60, 58, 40, 29, 20]
    let master = SampleArt.masterArtwork(side: 1024)
    let raw: [(side: Int, bytes: [UInt8])] = sides.map { side in
      let image = side == 1024 ? master : master.areaDownscaled(toWidth: side, height: side)
      var bgra: [UInt8] = []
      bgra.reserveCapacity(image.pixelCount * 4)
      for y in 0..<image.height {
        for x in 0..<image.width {
          let pixel = image[x, y]
          bgra += [pixel.blue, pixel.green, pixel.red].map {
            CgBIWriter.premultiply($0, pixel.alpha)
          }
          bgra.append(pixel.alpha)
        }
      }
      return (side, bgra)
    }
    // Each size compressed once; the catalog repeats them under distinct names.
    var compression: UInt32 = 4
    var how = "LZFSE by the C reference"
    var packed: [[UInt8]] = []
    let rawPath = scratch + "/raw.bin"
    if (try? AtomicFileWriter.write(framed(raw.map(\.bytes)), to: RawPath(rawPath), overwrite: true))
      != nil,
      python(compressScript, [rawPath, rawPath + ".lzfse"]) != nil,
      let data = FileManager.default.contents(atPath: rawPath + ".lzfse")
    {
      packed = unframed(Array(data))
    }
    if packed.count != raw.count {
      compression = 2
      how = "zlib (no liblzfse in Python here)"
      packed = raw.map { Zlib.zlibCompress($0.bytes) }
    }
    var car = CarBuilder()
    var total = 0
    var index = 0
    while total < megabytes * 1_000_000 {
      let (side, payload) = (raw[index % raw.count].side, packed[index % raw.count])
      let identifier = UInt16(truncatingIfNeeded: 1000 + index)
      car.facets.append(("Image\(index)", CarBuilder.facet([(1, 85), (2, 181), (17, identifier)])))
      let record = CarBuilder.csi(
        name: "Image\(index)@2x.png", width: UInt32(side), height: UInt32(side), scale: 200,
        pixelFormat: "ARGB", payload: CarBuilder.celm(compression: compression, data: payload))
      car.renditions.append((key: [0, 0, 2, 1, 0, identifier, 85, 181], value: record))
      total += record.count
      index += 1
    }
    return (car.build(), index, how)
  }

  /// Length-prefixed (u32 little-endian) blocks, as the Python scripts read and write them.
  static func framed(_ blocks: [[UInt8]]) -> [UInt8] {
    var out: [UInt8] = []
    for block in blocks {
      out.le(UInt32(block.count))
      out += block
    }
    return out
  }

  static func unframed(_ bytes: [UInt8]) -> [[UInt8]] {
    var blocks: [[UInt8]] = []
    var at = 0
    while at + 4 <= bytes.count {
      let count =
        Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3])
        << 24
      guard at + 4 + count <= bytes.count else { break }
      blocks.append(Array(bytes[(at + 4)..<(at + 4 + count)]))
      at += 4 + count
    }
    return blocks
  }

  static let compressScript = """
    import struct, sys, liblzfse
    data = open(sys.argv[1], 'rb').read()
    out, at = bytearray(), 0
    while at + 4 <= len(data):
        n = struct.unpack_from('<I', data, at)[0]
        packed = liblzfse.compress(data[at + 4:at + 4 + n])
        out += struct.pack('<I', len(packed)) + packed
        at += 4 + n
    open(sys.argv[2], 'wb').write(out)
    print('{"seconds": 0, "cpu": 0, "bytes": {}}')
    """

  static let peerScript = """
    import struct, sys, time, liblzfse
    data = open(sys.argv[1], 'rb').read()
    blocks, at = [], 0
    while at + 4 <= len(data):
        n = struct.unpack_from('<I', data, at)[0]
        blocks.append(data[at + 4:at + 4 + n])
        at += 4 + n
    start, cpu = time.perf_counter(), time.process_time()
    for block in blocks:
        liblzfse.decompress(block)
    print('{"seconds": %f, "cpu": %f, "bytes": {}}' % (time.perf_counter() - start, time.process_time() - cpu))
    """

  /// The seconds and CPU seconds a Python script reports, or nil when it cannot run (the
  /// runner the Pillow comparisons use).
  static func python(_ script: String, _ arguments: [String]) -> (wall: Double, cpu: Double)? {
    Pillow.once(script, arguments: arguments).map { ($0.seconds, $0.cpu) }
  }

  /// An executable beside this one (`iconsmith` in the same build folder).
  static func sibling(_ name: String) -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent(name).path
  }

  static func runQuietly(_ executable: String, _ arguments: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
    process.waitUntilExit()
  }

  /// The median wall and CPU seconds of `rounds` runs after one warm-up; CPU counts this
  /// process and the children it waited for.
  static func median(_ rounds: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    body()
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<max(1, rounds) {
      let cpu = processAndChildrenCPU()
      walls.append(seconds(body))
      cpus.append(processAndChildrenCPU() - cpu)
    }
    return (walls.sorted()[walls.count / 2], cpus.sorted()[cpus.count / 2])
  }

  static func processAndChildrenCPU() -> Double {
    var total = 0.0
    for who in [RUSAGE_SELF, RUSAGE_CHILDREN] {
      var usage = rusage()
      getrusage(who.rawValue, &usage)
      total +=
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return total
  }

  static func line(_ label: String, _ time: (wall: Double, cpu: Double), note: String) {
    print(
      String(
        format: "%@  wall %8.1f ms  CPU %8.1f ms  %@",
        label.padding(toLength: 34, withPad: " ", startingAt: 0), time.wall * 1000, time.cpu * 1000,
        note))
  }
}
