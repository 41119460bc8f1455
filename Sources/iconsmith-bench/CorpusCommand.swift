import ArgumentParser
import Foundation
import IconsmithIO
import PNGCodec
import Raster

/// `corpus DIR`: writes a deterministic folder of mixed icon-like PNGs to benchmark on.
struct CorpusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corpus",
    abstract:
      "Write N mixed icon-like PNGs (app icons, masks, palette art, launch images) into a folder.")

  @Argument(help: "The folder to fill (created if missing).")
  var folder: String

  @Option(help: "How many files.")
  var count = 2000

  @Option(help: "Seed of the generator: the same seed gives the same files.")
  var seed: UInt64 = 2026

  func run() throws {
    let root = RawPath(folder)
    try AtomicFileWriter.makeFolders(root)
    let specs = (0..<count).map { CorpusSpec(index: $0, seed: seed) }
    let written = Parallel.map(specs) { spec -> Int in
      let bytes = try! PNGEncoder(effort: .fast).encode(spec.image())
      try! AtomicFileWriter.write(bytes, to: root.appending(spec.name), overwrite: true)
      return bytes.count
    }
    print("wrote \(count) files, \(written.reduce(0, +).formatted()) bytes, into \(folder)")
  }
}

/// One corpus file: what kind of asset it imitates, its size, and its pixels.
struct CorpusSpec: Sendable {
  enum Kind: CaseIterable { case appIcon, roundedIcon, mask, flatArt, launch }

  let index: Int
  let kind: Kind
  let width: Int
  let height: Int
  let seed: UInt64

  init(index: Int, seed: UInt64) {
    self.index = index
    self.seed = seed &+ UInt64(index) &* 0x9E37_79B9
    // Mostly icons, as in a real app; a few large launch images.
    switch index % 20 {
    case 0..<8: kind = .appIcon
    case 8..<12: kind = .roundedIcon
    case 12..<16: kind = .mask
    case 16..<19: kind = .flatArt
    default: kind = .launch
    }
    let iconSides = [
      20, 29, 40, 57, 58, 60, 72, 76, 80, 87, 114, 120, 144, 152, 167, 180, 512, 1024,
    ]
    let maskSides = [20, 22, 25, 30, 40, 44, 50, 60, 66, 75]
    switch kind {
    case .appIcon, .roundedIcon, .flatArt:
      let side = iconSides[(index / 20 + index) % iconSides.count]
      (width, height) = (side, side)
    case .mask:
      let side = maskSides[index % maskSides.count]
      (width, height) = (side, side)
    case .launch:
      (width, height) = index % 40 == 19 ? (640, 960) : (320, 480)
    }
  }

  var name: String { String(format: "%04d-%@-%dx%d.png", index, "\(kind)", width, height) }

  func image() -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    var state = seed
    func noise() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 59) & 7) - 4
    }
    let hue = Double(seed % 360) / 360
    let centre = Double(min(width, height)) / 2
    for y in 0..<height {
      for x in 0..<width {
        let u = Double(x) / Double(max(1, width - 1))
        let v = Double(y) / Double(max(1, height - 1))
        let dx = Double(x) + 0.5 - Double(width) / 2
        let dy = Double(y) + 0.5 - Double(height) / 2
        let radius = (dx * dx + dy * dy).squareRoot()
        let clamp = { (value: Double) in UInt8(max(0, min(255, value))) }
        switch kind {
        case .appIcon, .roundedIcon, .launch:
          let disc = radius < centre * 0.55 ? 60.0 : 0
          let r = clamp(255 * (0.3 + 0.5 * u * hue) + disc + Double(noise()))
          let g = clamp(255 * (0.2 + 0.6 * v) + Double(noise()))
          let b = clamp(255 * (0.8 - 0.4 * u) - disc + Double(noise()))
          var alpha: UInt8 = 255
          if kind == .roundedIcon {
            let corner = Double(width) * 0.18
            let qx = max(abs(dx) - (Double(width) / 2 - corner), 0)
            let qy = max(abs(dy) - (Double(height) / 2 - corner), 0)
            alpha = clamp(255 * (corner - (qx * qx + qy * qy).squareRoot() + 0.5))
          }
          image[x, y] = RGBA(r, g, b, alpha)
        case .mask:
          let ring = abs(radius - centre * 0.6)
          image[x, y] = RGBA(255, 255, 255, clamp(255 * (centre * 0.15 - ring + 0.5)))
        case .flatArt:
          let band = (x * 6 / max(1, width) + y * 5 / max(1, height)) % 6
          let shades: [RGBA] = [
            RGBA(230, 70, 60), RGBA(250, 200, 60), RGBA(60, 170, 110), RGBA(50, 120, 220),
            RGBA(140, 80, 200), RGBA(240, 240, 240),
          ]
          image[x, y] = radius < centre * 0.4 ? .white : shades[band]
        }
      }
    }
    return image
  }
}
