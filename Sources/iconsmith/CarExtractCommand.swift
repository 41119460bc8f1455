import ArgumentParser
import CompiledCatalog
import IconsmithIO
import PNGCodec
import Raster
import RenditionPixels

/// `iconsmith car extract`: every bitmap rendition of a car file that can be decoded, as PNG.
struct CarExtractCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "extract",
    abstract: "Write each decodable bitmap rendition of an Assets.car as a PNG.",
    discussion: """
      Each file is an Assets.car, or a built app (.ipa, .xcarchive, .app) whose every \
      Assets.car is read. Files are named after the facet, idiom, scale, appearance and size \
      (FACET~IDIOM@Nx-APPEARANCE-WxH.png, with -2, -3… where two renditions share all of \
      them), so the same catalog always gives the same names; with several car files, each \
      gets a folder named after its path. A bitmap that cannot be decoded (JPEG-LZFSE, ASTC, \
      HEVC…) is named on stderr with why; the exit code is then 1, and the rest is still written. \
      Nothing is written when a file exists with other bytes, unless --force.
      """)

  @Argument(help: "Assets.car files or built apps (.ipa, .xcarchive, .app).")
  var files: [String]

  @Option(name: [.customShort("o"), .long], help: "The folder to write into (created if missing).")
  var output: String

  @Flag(help: "Replace files that exist.")
  var force = false

  func run() throws {
    let folder = Iconsmith.rawArguments.path(for: output)
    var sources: [CarSource] = []
    for argument in files { sources += CarSource.read(Iconsmith.rawArguments.path(for: argument)) }
    var outputs: [(path: RawPath, bytes: [UInt8])] = []
    var failed = false
    for source in sources {
      let bytes: [UInt8]
      switch source.bytes {
      case .success(let read): bytes = read
      case .failure(let failure):
        Terminal.error("error: \(failure.message)")
        failed = true
        continue
      }
      let car: CarFile
      do {
        car = try CarFile(bytes: bytes)
      } catch {
        Terminal.error("error: \(source.path): \(error)")
        failed = true
        continue
      }
      let into = sources.count == 1 ? folder : folder.appending(Self.safeName(source.path))
      let extracted = Self.extract(car)
      for problem in extracted.problems {
        Terminal.error("error: \(source.path): \(problem)")
        failed = true
      }
      outputs += extracted.files.map { (into.appending($0.name), $0.png) }
    }
    let files = OutputFiles(outputs)
    let existing = files.entries.filter { $0.onDisk == .different }
    if !force && !existing.isEmpty {
      for entry in existing { Terminal.error("error: \(entry.path) already exists") }
      Terminal.error("nothing was written; use --force to replace them")
      throw ExitCode(1)
    }
    do {
      try files.write(overwrite: force)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(1)
    }
    for entry in files.entries {
      print("\(entry.onDisk == .same ? "unchanged" : "wrote") \(entry.path)")
    }
    if failed { throw ExitCode(1) }
  }

  /// One PNG to write, named within its car's folder.
  struct Extracted {
    let name: String
    let png: [UInt8]
  }

  /// The car's decodable bitmaps and atlas frames (internal references) as PNGs, in the
  /// listing's order, and one message per such rendition that could not be decoded or
  /// encoded. Renditions with no bitmap (colours, data, multisize sets) are not images and are
  /// passed over.
  static func extract(_ car: CarFile) -> (files: [Extracted], problems: [String]) {
    let decoder = RenditionDecoder()
    var named: [(base: String, order: [UInt16], png: [UInt8])] = []
    var problems: [String] = []
    var atlases: [UInt32: RGBAImage] = [:]
    for rendition in car.renditions {
      guard case .success(let record) = rendition.record, record.holdsImage else { continue }
      let png: [UInt8]
      do {
        png = try PNGEncoder().encode(try decoder.decode(record, in: car, atlases: &atlases))
      } catch {
        problems.append("\(error)")
        continue
      }
      let key = rendition.key
      let facet = car.facets(of: rendition).first?.name ?? record.name
      let appearance = car.appearanceName(key.appearance) ?? "appearance\(key.appearance)"
      let scale = key.scale == 0 ? "" : "@\(key.scale)x"
      let base =
        "\(safeName(facet))~\(key.idiom.description)\(scale)-\(safeName(appearance))-\(record.width)x\(record.height)"
      named.append((base, key.values + [UInt16(truncatingIfNeeded: rendition.valueBlockID)], png))
    }
    // Names sorted, ties in key order, so each name and its -2, -3… are stable.
    named.sort {
      $0.base != $1.base ? $0.base < $1.base : $0.order.lexicographicallyPrecedes($1.order)
    }
    var seen: [String: Int] = [:]
    let files = named.map { entry -> Extracted in
      let count = (seen[entry.base] ?? 0) + 1
      seen[entry.base] = count
      return Extracted(name: entry.base + (count == 1 ? "" : "-\(count)") + ".png", png: entry.png)
    }
    return (files, problems)
  }

  /// A name made safe as one path component: `/`, NUL and leading dots replaced by `_`.
  static func safeName(_ name: String) -> String {
    var safe = String(name.map { $0 == "/" || $0 == "\0" || $0 == "\\" ? "_" : $0 })
    while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
    return safe.isEmpty ? "_" : safe
  }
}
