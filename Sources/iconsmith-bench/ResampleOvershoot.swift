import Foundation
import IconsmithIO
import PNGCodec
import Raster
import Utilities

/// Masters with hard (unantialiased) edges, each a colour pair a designer uses: the
/// halo Lanczos leaves beside such edges is what the overshoot measure looks for.
enum HardEdgeMasters {
  struct Master: Sendable {
    let name: String
    let image: RGBAImage
  }

  /// A disc, a wide bar and a thin line of `foreground` on `background`: curved,
  /// straight, and thinner-than-a-pixel edges once shrunk.
  static func master(_ name: String, foreground: RGBA, background: RGBA, side: Int) -> Master {
    var image = RGBAImage(width: side, height: side, fill: background)
    let centre = Double(side) / 2
    let radius = 0.3 * Double(side)
    let unit = Double(side) / 128
    image.pixels.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<side {
        for x in 0..<side {
          let dx = Double(x) + 0.5 - centre
          let dy = Double(y) + 0.5 - centre
          let inDisc = dx * dx + dy * dy < radius * radius
          let inBar = Double(y) >= 112 * unit && Double(y) < 120 * unit
          let inLine = Double(x) >= 8 * unit && Double(x) < 9 * unit
          guard inDisc || inBar || inLine else { continue }
          let offset = (y * side + x) * 4
          pixels[offset] = foreground.red
          pixels[offset + 1] = foreground.green
          pixels[offset + 2] = foreground.blue
          pixels[offset + 3] = 255
        }
      }
    }
    return Master(name: name, image: image)
  }

  static func all(side: Int) -> [Master] {
    [
      master(
        "#3366CC, white disc", foreground: .white, background: RGBA(0x33, 0x66, 0xCC), side: side),
      master("red on green", foreground: RGBA(255, 0, 0), background: RGBA(0, 255, 0), side: side),
      master("black on white", foreground: RGBA(0, 0, 0), background: .white, side: side),
      master("white on black", foreground: .white, background: RGBA(0, 0, 0), side: side),
      master(
        "#FF2D55 on grey", foreground: RGBA(0xFF, 0x2D, 0x55), background: RGBA(128, 128, 128),
        side: side),
    ]
  }
}

/// How far an output leaves the range of the source pixels it covers: the worst
/// undershoot and overshoot, in 8-bit sRGB levels, over every pixel and channel.
struct Overshoot: Sendable {
  var under = 0
  var over = 0

  /// `output` against `source` (both opaque, sRGB); each output pixel's footprint is
  /// the source pixels whose area overlaps its own.
  init(_ output: RGBAImage, source: RGBAImage) {
    let columns = Self.footprints(source: source.width, destination: output.width)
    let rows = Self.footprints(source: source.height, destination: output.height)
    // Per source row, each output column's range; then over each output row's rows.
    var low = [UInt8](repeating: 255, count: output.width * source.height * 3)
    var high = [UInt8](repeating: 0, count: output.width * source.height * 3)
    for y in 0..<source.height {
      for (x, range) in columns.enumerated() {
        for column in range {
          for channel in 0..<3 {
            let value = source.pixels[(y * source.width + column) * 4 + channel]
            let slot = (y * output.width + x) * 3 + channel
            low[slot] = min(low[slot], value)
            high[slot] = max(high[slot], value)
          }
        }
      }
    }
    for (y, range) in rows.enumerated() {
      for x in 0..<output.width {
        for channel in 0..<3 {
          var lowest: UInt8 = 255
          var highest: UInt8 = 0
          for row in range {
            lowest = min(lowest, low[(row * output.width + x) * 3 + channel])
            highest = max(highest, high[(row * output.width + x) * 3 + channel])
          }
          let value = Int(output.pixels[(y * output.width + x) * 4 + channel])
          under = max(under, Int(lowest) - value)
          over = max(over, value - Int(highest))
        }
      }
    }
  }

  /// The source pixels each output pixel's area overlaps, along one axis.
  static func footprints(source: Int, destination: Int) -> [Range<Int>] {
    (0..<destination).map { index in
      // In integers: pixel p overlaps [index, index + 1) x scale when p * destination <
      // (index + 1) * source and (p + 1) * destination > index * source.
      let start = index * source / destination
      let end = min(source, ((index + 1) * source + destination - 1) / destination)
      return start..<max(end, start + 1)
    }
  }

  var worst: Int { max(under, over) }
  var text: String { String(format: "%3d/%-3d", under, over) }
}

/// Pillow's and ImageMagick's Lanczos on the same master, flattened onto white, each size
/// written as a PNG and read back; nil for a tool that is missing.
enum PeerResamplers {
  static let pillowScript = """
    import os, sys
    from PIL import Image
    master, out = sys.argv[1], sys.argv[2]
    im = Image.open(master).convert('RGBA')
    flat = Image.new('RGBA', im.size, (255, 255, 255, 255))
    flat.alpha_composite(im)
    flat = flat.convert('RGB')
    for side in sys.argv[3:]:
        flat.resize((int(side), int(side)), Image.LANCZOS).save(os.path.join(out, side + '.png'))
    """

  static func pillow(master: RawPath, sides: [Int], into folder: RawPath) -> [Int: RGBAImage]? {
    guard
      run(
        ["python3", "-c", pillowScript, master.description, folder.description]
          + sides.map(String.init))
    else { return nil }
    return read(sides, from: folder)
  }

  static func imageMagick(master: RawPath, sides: [Int], into folder: RawPath) -> [Int: RGBAImage]?
  {
    for side in sides {
      let output = folder.appending("\(side).png").description
      guard
        run([
          "convert", master.description, "-background", "white", "-alpha", "remove", "-filter",
          "Lanczos", "-resize", "\(side)x\(side)!", output,
        ])
      else { return nil }
    }
    return read(sides, from: folder)
  }

  private static func run(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  private static func read(_ sides: [Int], from folder: RawPath) -> [Int: RGBAImage]? {
    var images: [Int: RGBAImage] = [:]
    for side in sides {
      guard let bytes = try? SafeFileReader().read(folder.appending("\(side).png")),
        let image = try? PNGDecoder().decode(bytes).image.rgba8
      else { return nil }
      images[side] = image
    }
    return images
  }
}
