import ArgumentParser
import AssetGenerators
import Foundation
import HIG
import IconsmithIO
import PNGCodec
import Raster
import SampleArt
import Utilities

/// `icons MASTER`: a full icon set written to disk, against Pillow doing the same job.
struct IconsBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "icons",
    abstract:
      "Time a full icon set from a master, written to disk, against Pillow (LANCZOS, composite, save)."
  )

  @Argument(help: "The master artwork (2048 px).")
  var master: String

  @Option(help: "Profiles whose icons make the set.")
  var profile = "iphoneos3,retina,ipad,ios7"

  @Option(help: "Timed rounds of each; medians are compared.")
  var rounds = 5

  @Option(help: "Keep both outputs in this folder (default: a temporary folder, removed).")
  var keep: String?

  @OptionGroup var rounding: RoundOptions

  func run() throws {
    let profiles = try Profile.parseList(profile).get()
    let generator = IconSetGenerator(profiles: profiles)
    let outputs = generator.outputs
    let scratch = try BenchScratch(keep: keep)
    let masterPath = RawPath(master)
    let job = outputs.map { [$0.name, String($0.side)] }
    let (ours, measured, pillowCPU) = Pillow.interleaved(
      rounds: rounds, replace: rounding.replace,
      ours: { round in
        let image = try! PNGDecoder().decode(SafeFileReader().read(masterPath)).image.rgba8
        let result = try! generator.generate(master: image, name: "master")
        writeAll(result.files, into: scratch.path("iconsmith/\(round)"))
      }, script: Pillow.iconsScript,
      arguments: { round in [master, scratch.path("pillow/\(round)").description, json(job)] })
    let sizes = Set(outputs.map(\.side)).count
    print("\(outputs.count) icons in \(sizes) sizes (\(profile)) from \(master)")
    let ourBytes = byteCounts(
      result: try generator.generate(
        master: PNGDecoder().decode(SafeFileReader().read(masterPath)).image.rgba8, name: "master"))
    print(
      String(
        format: "iconsmith: %7.1f ms wall, %7.1f ms CPU, %@ bytes", ours.wall * 1000,
        ours.cpu * 1000, ourBytes.values.reduce(0, +).grouped))
    IconPhases.measure(masterPath, generator: generator, into: scratch.path("phases")).print()
    guard let pillow = measured else {
      print("Pillow: not available (pip install pillow) - no comparison")
      return
    }
    let pillowBytes = pillow.bytes.values.reduce(0, +)
    print(
      String(
        format: "Pillow:    %7.1f ms wall, %7.1f ms CPU, %@ bytes", pillow.seconds * 1000,
        (pillowCPU ?? 0) * 1000, pillowBytes.grouped))
    for output in outputs {
      let ours = ourBytes[output.name] ?? 0
      let theirs = pillow.bytes[output.name] ?? 0
      print(
        String(
          format: "  %-22@ %5d px %9d %9d  %5.1f%%", output.name, output.side, ours, theirs,
          Double(ours) * 100 / Double(max(1, theirs))))
    }
    print(
      String(
        format: "wall ratio iconsmith / Pillow: %.3f (goal <= 0.25)", ours.wall / pillow.seconds))
    print(
      String(
        format: "CPU ratio iconsmith / Pillow: %.3f (goal <= 0.35)", ours.cpu / (pillowCPU ?? 1)))
    print(
      String(
        format: "byte ratio iconsmith / Pillow: %.3f (goal <= 0.93)",
        Double(ourBytes.values.reduce(0, +)) / Double(pillowBytes)))
  }

  private func byteCounts(result: GeneratorResult) -> [String: Int] {
    Dictionary(
      result.files.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
  }
}

/// `masks`: 80 masks from 20 glyphs at 4 sizes, against Pillow.
struct MasksBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "masks",
    abstract:
      "Time 80 bar-icon masks (20 drawn glyphs, tab 30/60 and toolbar 20/40) against Pillow.")

  @Option(help: "Timed rounds of each; medians are compared.")
  var rounds = 5

  @Option(
    help: "Keep the glyphs and both outputs in this folder (default: a temporary folder, removed).")
  var keep: String?

  @OptionGroup var rounding: RoundOptions

  func run() throws {
    let scratch = try BenchScratch(keep: keep)
    let glyphFolder = scratch.path("glyphs")
    try AtomicFileWriter.makeFolders(glyphFolder)
    var glyphs: [RawPath] = []
    for index in 0..<20 {
      let path = glyphFolder.appending(String(format: "glyph%02d.png", index))
      try AtomicFileWriter.write(
        try PNGEncoder().encode(Self.glyph(index)), to: path, overwrite: true)
      glyphs.append(path)
    }
    let generator = MaskGenerator(bars: [.tab, .toolbar])!
    var ourBytes = 0
    let (ours, measured, pillowCPU) = Pillow.interleaved(
      rounds: rounds, replace: rounding.replace,
      ours: { round in
        // What `iconsmith masks GLYPHS --bar tab,toolbar` does: read every glyph once, make
        // the run's masks on all cores, then write the set at once.
        let reader = SafeFileReader()
        let sources = glyphs.map { ($0.description, try! reader.read($0)) }
        let files = try! generator.generate(files: sources).files
        writeAll(files, into: scratch.path("iconsmith/\(round)"))
        ourBytes = files.reduce(0) { $0 + $1.bytes.count }
      }, script: Pillow.masksScript,
      arguments: { round in
        [glyphFolder.description, scratch.path("pillow/\(round)").description, "RGBA"]
      })
    print("80 masks from 20 glyphs (tab 30/60, toolbar 20/40)")
    print(
      String(
        format: "iconsmith: %7.1f ms wall, %7.1f ms CPU, %@ bytes (gray+alpha)", ours.wall * 1000,
        ours.cpu * 1000, ourBytes.grouped))
    MaskPhases.measure(glyphs, generator: generator, into: scratch.path("phases")).print()
    guard let pillow = measured else {
      print("Pillow: not available (pip install pillow) - no comparison")
      return
    }
    let pillowBytes = pillow.bytes.values.reduce(0, +)
    print(
      String(
        format:
          "Pillow:    %7.1f ms wall, %7.1f ms CPU, %@ bytes (RGBA, its default for a white image with alpha)",
        pillow.seconds * 1000, (pillowCPU ?? 0) * 1000, pillowBytes.grouped))
    print(
      String(
        format: "wall ratio iconsmith / Pillow: %.3f (goal <= 0.35)", ours.wall / pillow.seconds))
    print(
      String(
        format: "CPU ratio iconsmith / Pillow: %.3f (goal <= 0.5)", ours.cpu / (pillowCPU ?? 1)))
    print(
      String(
        format: "byte ratio iconsmith / Pillow: %.3f (goal <= 0.65)",
        Double(ourBytes) / Double(pillowBytes)))
    if let tuned = Pillow.once(
      Pillow.masksScript,
      arguments: [glyphFolder.description, scratch.path("pillow-la").description, "LA"])
    {
      let tunedBytes = tuned.bytes.values.reduce(0, +)
      print(
        String(
          format: "(against Pillow told to write gray+alpha (LA): %@ bytes, ratio %.3f)",
          tunedBytes.grouped, Double(ourBytes) / Double(tunedBytes)))
    }
  }

  /// Twenty glyphs of four kinds: coloured on transparency, dark on paper,
  /// light on dark, and rings.
  static func glyph(_ index: Int) -> RGBAImage {
    let side = 240 + 16 * index
    switch index % 4 {
    case 0: return SampleArt.starGlyph(side: side)
    case 1: return SampleArt.gearScan(width: side + 80, height: side)
    case 2:
      var canvas = Canvas(width: side, height: side, background: RGBA(16, 16, 24))
      canvas.fill(
        .circle(center: Point(Double(side) / 2, Double(side) / 2), radius: Double(side) * 0.3),
        with: .solid(RGBA(235, 235, 235)))
      return canvas.image
    default:
      var canvas = Canvas(width: side, height: side)
      let centre = Point(Double(side) / 2, Double(side) / 2)
      canvas.fill(
        .outline(.circle(center: centre, radius: Double(side) * 0.32), width: Double(side) * 0.08),
        with: .solid(RGBA(40, 150, 220)))
      return canvas.image
    }
  }
}

/// A scratch folder for benchmark output, removed at exit.
final class BenchScratch {
  let root: RawPath
  private let kept: Bool

  init(keep: String? = nil) throws {
    if let keep {
      root = RawPath(keep)
      kept = true
      try AtomicFileWriter.makeFolders(root)
      return
    }
    var template = Array((NSTemporaryDirectory() + "iconsmith-bench-XXXXXX").utf8CString)
    let path = template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!)!)
    }
    root = RawPath(path)
    kept = false
  }

  deinit {
    if !kept { try? FileManager.default.removeItem(atPath: root.description) }
  }

  func path(_ name: String) -> RawPath { root.appending(name) }
}

/// Writes generated files as the commands do: atomically, replacing.
func writeAll(_ files: [GeneratedFile], into folder: RawPath) {
  let targets = files.map { ($0.bytes, folder.appending($0.path)) }
  for folder in Set(targets.map(\.1.parent)) { try! AtomicFileWriter.makeFolders(folder) }
  try! AtomicFileWriter.write(targets, overwrite: true)
}

func json(_ value: Any) -> String {
  String(
    decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]),
    as: UTF8.self)
}

/// Where each timed round writes.
struct RoundOptions: ParsableArguments {
  @Flag(
    help: """
      Write every round over the previous round's files, as a regeneration with --force does, \
      instead of into a new folder, as a first run does. Replacing a file costs more than \
      creating one (the old file is freed), for Pillow too.
      """)
  var replace = false
}

/// Runs a Pillow script that times itself and prints {"seconds": ..., "cpu": ...,
/// "bytes": {name: count}}; "cpu" is the job's own CPU time (`time.process_time`, without
/// the interpreter's start).
enum Pillow {
  struct Outcome {
    let seconds: Double
    let cpu: Double
    let bytes: [String: Int]
  }

  /// Medians of one side of a comparison.
  struct Times {
    let wall: Double
    let cpu: Double
  }

  /// One run, or nil when python3 or PIL is missing.
  static func once(_ script: String, arguments: [String]) -> Outcome? {
    do {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", "-c", script] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return nil }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0,
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let seconds = object["seconds"] as? Double, let cpu = object["cpu"] as? Double,
        let bytes = object["bytes"] as? [String: Int]
      else { return nil }
      return Outcome(seconds: seconds, cpu: cpu, bytes: bytes)
    }
  }

  /// Runs iconsmith's job and Pillow's alternately, `rounds` times after a
  /// warm-up of each, so drift in the machine's speed hits both alike. Returns
  /// the median seconds of each, or nil for Pillow when it is missing. Each job
  /// is given the name of the folder to write into: a new one every round (a
  /// first run), or with `replace` the same one (a regeneration over old files).
  static func interleaved(
    rounds: Int, replace: Bool, ours: (String) -> Void, script: String,
    arguments: (String) -> [String]
  ) -> (ours: Times, pillow: Outcome?, pillowCPU: Double?) {
    let folder = { (round: Int) in replace ? "out" : "round-\(round)" }
    ours(folder(0))
    var pillowAvailable = once(script, arguments: arguments(folder(0))) != nil
    var ourTimes: [Double] = []
    var ourCPU: [Double] = []
    var theirs: [Outcome] = []
    for round in 1...max(1, rounds) {
      // Each job starts on a clean disk: a flush of ours must not pay for the
      // other job's unflushed files.
      sync()
      let cpuBefore = CPUTime.now()
      ourTimes.append(seconds { ours(folder(round)) })
      ourCPU.append(CPUTime.now() - cpuBefore)
      sync()
      if pillowAvailable, let outcome = once(script, arguments: arguments(folder(round))) {
        theirs.append(outcome)
      } else {
        pillowAvailable = false
      }
    }
    let median = Times(
      wall: ourTimes.sorted()[ourTimes.count / 2], cpu: ourCPU.sorted()[ourCPU.count / 2])
    guard pillowAvailable, !theirs.isEmpty else { return (median, nil, nil) }
    let cpu = theirs.map(\.cpu).sorted()[theirs.count / 2]
    return (median, theirs.sorted { $0.seconds < $1.seconds }[theirs.count / 2], cpu)
  }

  static let iconsScript = """
    import json, os, sys, time
    from PIL import Image
    master, out, job = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    start = time.perf_counter()
    cpu = time.process_time()
    im = Image.open(master)
    im.load()
    # The same job as iconsmith's: flattened onto white first, then each size resampled.
    flat = Image.new('RGBA', im.size, (255, 255, 255, 255))
    flat.alpha_composite(im.convert('RGBA'))
    flat = flat.convert('RGB')
    sizes = {}
    for name, side in job:
        side = int(side)
        icon = flat.resize((side, side), Image.LANCZOS)
        path = os.path.join(out, name)
        icon.save(path, format='PNG')
        sizes[name] = os.path.getsize(path)
    print(json.dumps({'seconds': time.perf_counter() - start, 'cpu': time.process_time() - cpu, 'bytes': sizes}))
    """

  static let masksScript = """
    import json, os, sys, time
    from PIL import Image, ImageOps
    glyphs, out, mode = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out, exist_ok=True)
    start = time.perf_counter()
    cpu = time.process_time()
    sizes = {}
    for name in sorted(os.listdir(glyphs)):
        im = Image.open(os.path.join(glyphs, name))
        im.load()
        rgba = im.convert('RGBA')
        alpha = rgba.getchannel('A')
        if alpha.getextrema()[0] == 255:
            gray = rgba.convert('L')
            w, h = gray.size
            border = [gray.getpixel((x, 0)) for x in range(w)] + [gray.getpixel((0, y)) for y in range(h)]
            alpha = ImageOps.invert(gray) if sum(border) / len(border) > 127 else gray
            alpha = ImageOps.autocontrast(alpha)
        box = alpha.getbbox()
        glyph = alpha.crop(box)
        for bar, sides in (('tab', (30, 60)), ('toolbar', (20, 40))):
            for scale, side in enumerate(sides, start=1):
                room = side - 2 * scale
                factor = min(room / glyph.width, room / glyph.height)
                size = (max(1, round(glyph.width * factor)), max(1, round(glyph.height * factor)))
                fitted = glyph.resize(size, Image.LANCZOS)
                canvas = Image.new('L', (side, side), 0)
                canvas.paste(fitted, ((side - size[0]) // 2, (side - size[1]) // 2))
                white = Image.new('L', (side, side), 255)
                if mode == 'LA':
                    mask = Image.merge('LA', (white, canvas))
                else:
                    mask = Image.merge('RGBA', (white, white, white, canvas))
                path = os.path.join(out, '%s-%s@%dx.png' % (name[:-4], bar, scale))
                mask.save(path, format='PNG')
                sizes[os.path.basename(path)] = os.path.getsize(path)
    print(json.dumps({'seconds': time.perf_counter() - start, 'cpu': time.process_time() - cpu, 'bytes': sizes}))
    """
}

/// CPU time (user and system, every thread) of this process so far, in seconds.
enum CPUTime {
  static func now() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }
}

/// Where the icon generator's time goes: its stages run one after another, each measured in
/// wall and CPU time (each stage still uses every core, as the generator does).
/// The masks job stage by stage, each stage over every glyph on all cores.
enum MaskPhases {
  static func measure(_ glyphs: [RawPath], generator: MaskGenerator, into folder: RawPath)
    -> Phases
  {
    var result = Phases()
    let files = result.phase("read") { glyphs.map { try! SafeFileReader().read($0) } }
    let images = result.phase("decode") {
      Parallel.map(files) { try! PNGDecoder().decode($0).image.rgba8 }
    }
    let glyphMaps = result.phase("trace, trim") {
      Parallel.map(images) { image -> CoverageMap in
        let map = image.coverage(from: generator.source).map
        let bounds = map.contentBounds()!
        return map.cropped(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
      }
    }
    let sides = generator.bars.flatMap { try! generator.sides(for: $0) }
    let fitted = result.phase("resample") {
      Parallel.map(glyphMaps) { glyph in
        sides.map { scale, side -> (side: Int, width: Int, height: Int, values: [Float]) in
          let box = side - 2 * generator.padding * scale
          let factor = min(Double(box) / Double(glyph.width), Double(box) / Double(glyph.height))
          let width = max(1, min(box, Int((Double(glyph.width) * factor).rounded())))
          let height = max(1, min(box, Int((Double(glyph.height) * factor).rounded())))
          return (
            side, width, height,
            Resampler.resamplePlane(
              glyph.values, width: glyph.width, height: glyph.height, toWidth: width,
              height: height)
          )
        }
      }
    }
    let encoded = result.phase("encode") {
      Parallel.map(fitted) { masks in
        masks.map { mask in
          var pixels = RGBAImage(width: mask.side, height: mask.side, fill: RGBA(255, 255, 255, 0))
          let left = (mask.side - mask.width) / 2
          let top = (mask.side - mask.height) / 2
          for y in 0..<mask.height {
            for x in 0..<mask.width {
              let alpha = min(1, max(0, mask.values[y * mask.width + x]))
              pixels.pixels[((top + y) * mask.side + left + x) * 4 + 3] = UInt8(alpha * 255 + 0.5)
            }
          }
          return try! PNGEncoder(format: .grayAlpha8).encode(pixels)
        }
      }
    }
    let psnrs = maskPSNRs(glyphs: glyphMaps, fitted: fitted, encoded: encoded)
    result.notes.append(
      String(
        format:
          "alpha PSNR against float64 Lanczos-3 of the coverage: mean %.2f dB, lowest %.2f dB (goal >= 48)",
        psnrs.reduce(0, +) / Double(psnrs.count), psnrs.min()!))
    result.phase("write") {
      let files = encoded.enumerated().flatMap { glyph, masks in
        masks.enumerated().map {
          GeneratedFile(path: "\(glyph)-\($0.offset).png", bytes: $0.element, summary: "")
        }
      }
      writeAll(files, into: folder)
    }
    return result
  }

  /// Outside the timed phases: each mask's alpha, as written, against the glyph's coverage
  /// resampled in float64 and clamped as the resampler clamps (the box around the glyph is transparent in both), in dB.
  static func maskPSNRs(
    glyphs glyphMaps: [CoverageMap],
    fitted: [[(side: Int, width: Int, height: Int, values: [Float])]], encoded: [[[UInt8]]]
  ) -> [Double] {
    var psnrs: [Double] = []
    for (glyph, masks) in zip(glyphMaps, zip(fitted, encoded)) {
      for (mask, bytes) in zip(masks.0, masks.1) {
        let image = try! PNGDecoder().decode(bytes).image.rgba8
        let reference = ReferenceResampler.plane(
          glyph.values, width: glyph.width, height: glyph.height, toWidth: mask.width,
          height: mask.height, clamped: true)
        let left = (mask.side - mask.width) / 2
        let top = (mask.side - mask.height) / 2
        var squared = 0.0
        for y in 0..<mask.side {
          for x in 0..<mask.side {
            let inside =
              (left..<(left + mask.width)).contains(x) && (top..<(top + mask.height)).contains(y)
            let expected =
              inside ? min(1, max(0, reference[(y - top) * mask.width + x - left])) * 255 : 0
            let difference = Double(image.pixels[(y * mask.side + x) * 4 + 3]) - expected
            squared += difference * difference
          }
        }
        let mean = squared / Double(mask.side * mask.side)
        psnrs.append(10 * log10(255 * 255 / max(mean, 1e-12)))
      }
    }
    return psnrs
  }
}

/// Wall and CPU time of a job's stages, run one after another.
struct Phases {
  var phases: [(name: String, wall: Double, cpu: Double)] = []
  /// Lines printed after the phases (measurements made outside them).
  var notes: [String] = []

  mutating func phase<T>(_ name: String, _ body: () -> T) -> T {
    let cpu = CPUTime.now()
    var value: T? = nil
    let wall = seconds { value = body() }
    phases.append((name, wall, CPUTime.now() - cpu))
    return value!
  }

  func print() {
    let total = phases.reduce(0) { $0 + $1.cpu }
    Swift.print("iconsmith by phase (stages one after another):")
    for (name, wall, cpu) in phases {
      let label = name.padding(toLength: 20, withPad: " ", startingAt: 0)
      Swift.print(
        label
          + String(
            format: "%7.1f ms wall %7.1f ms CPU  %4.1f%%", wall * 1000, cpu * 1000,
            cpu * 100 / max(total, 1e-9)))
    }
    for note in notes { Swift.print(note) }
  }
}

/// The icons job stage by stage.
enum IconPhases {
  static func measure(_ master: RawPath, generator: IconSetGenerator, into folder: RawPath)
    -> Phases
  {
    var result = Phases()
    func phase<T>(_ name: String, _ body: () -> T) -> T { result.phase(name, body) }
    let bytes = phase("read") { try! SafeFileReader().read(master) }
    let image = phase("decode") { try! PNGDecoder().decode(bytes).image.rgba8 }
    let sides = Array(Set(generator.outputs.map(\.side))).sorted(by: >)
    // Flattening and the conversion to linear light happen row by row inside the resampling
    // of the sizes drawn from the master (the master is never held in Float).
    let resampled = phase("flatten, resample") {
      ResamplePyramid.squares(sides, of: image, flattenedOnto: generator.background)
    }
    let icons = phase("to sRGB") { resampled.map { $0.srgbImage() } }
    let encoded = phase("encode") {
      Parallel.map(icons) { try! PNGEncoder(format: .rgb8).encode($0) }
    }
    phase("write") {
      let files = zip(sides, encoded).map {
        GeneratedFile(path: "\($0.0).png", bytes: $0.1, summary: "")
      }
      writeAll(files, into: folder)
    }
    return result
  }
}
