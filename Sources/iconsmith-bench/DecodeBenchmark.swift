import ArgumentParser
import Foundation
import IconsmithIO
import PNGCodec

/// `decode DIR`: iconsmith's decoder against a plain C libpng loop, one core, same files.
struct DecodeBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decode",
    abstract:
      "Decode every PNG of a folder with iconsmith and with a plain C libpng loop; print the ratio."
  )

  @Argument(help: "A folder of PNG files (see `iconsmith-bench corpus`).")
  var folder: String

  @Option(help: "Timed rounds per decoder; the median is reported.")
  var rounds = 5

  func run() throws {
    let files = try loadPNGs(in: folder)
    guard !files.isEmpty else { throw ValidationError("no PNG files in \(folder)") }
    let totalBytes = files.reduce(0) { $0 + $1.count }
    print(
      "\(files.count) files, \(totalBytes.formatted()) bytes compressed, read into memory first")

    let loop = CDecodeLoop()
    var decodedBytes = 0
    let decoder = PNGDecoder()
    var failures = 0
    // Rounds alternate between the two, so drift in the machine's speed hits both alike.
    let (cTime, swiftTime) = interleavedMedians(
      rounds,
      {
        decodedBytes = loop.decodeAll(files)
      },
      {
        failures = 0
        for file in files {
          do { _ = try decoder.decode(file) } catch { failures += 1 }
        }
      })
    Bench.report("C libpng loop", seconds: cTime, files: files.count, decodedBytes: decodedBytes)
    Bench.report(
      "iconsmith decode", seconds: swiftTime, files: files.count, decodedBytes: decodedBytes)
    if failures > 0 { print("  (\(failures) files refused by iconsmith)") }
    print(String(format: "ratio iconsmith / C: %.3f (goal <= 1.1)", swiftTime / cTime))
  }
}

/// Every `*.png` below `folder` (and extensionless iTunesArtwork files), read whole, in path order.
func loadPNGs(in folder: String) throws -> [[UInt8]] {
  guard let walker = FileManager.default.enumerator(atPath: folder) else {
    throw ValidationError("cannot read the folder \(folder)")
  }
  let names = walker.compactMap { $0 as? String }.filter {
    $0.lowercased().hasSuffix(".png")
      || ($0 as NSString).lastPathComponent.hasPrefix("iTunesArtwork")
  }.sorted()
  let reader = SafeFileReader()
  return try names.map { try reader.read(RawPath(folder + "/" + $0)) }
}

/// Runs `first` and `second` alternately, `rounds` times each after one
/// warm-up of each; returns the median seconds of each.
func interleavedMedians(_ rounds: Int, _ first: () -> Void, _ second: () -> Void) -> (
  Double, Double
) {
  first()
  second()
  var firstTimes: [Double] = []
  var secondTimes: [Double] = []
  for _ in 0..<max(1, rounds) {
    firstTimes.append(seconds(first))
    secondTimes.append(seconds(second))
  }
  return (firstTimes.sorted()[firstTimes.count / 2], secondTimes.sorted()[secondTimes.count / 2])
}

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

extension Bench {
  static func report(_ label: String, seconds: Double, files: Int, decodedBytes: Int) {
    let name = label.padding(toLength: 18, withPad: " ", startingAt: 0)
    print(
      String(
        format: "%@ %8.1f ms  %8.0f files/s  %7.1f MB/s decoded", name, seconds * 1000,
        Double(files) / seconds, Double(decodedBytes) / seconds / 1e6))
  }
}
