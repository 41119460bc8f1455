import Foundation
import PNGCodec
import Raster
import Testing

/// The PngSuite vendored in PngSuite/ (with its LICENSE): every valid file decodes to its
/// reference pixels, every x* file is refused with a typed error.
struct PngSuiteTests {
  static let suite = PngSuite()

  @Test("valid PngSuite files decode to their reference pixels", arguments: suite.validNames)
  func decodesToReference(name: String) throws {
    let bytes = try Self.suite.bytes(name)
    let reference = try Self.suite.reference(name)
    let decoded = try PNGDecoder().decode(bytes, depth: .native, file: name)
    switch decoded.image {
    case .rgba8(let image):
      #expect(reference.count == image.pixels.count, "\(name): sample count")
      #expect(
        image.pixels.map(Int.init) == reference, "\(name): pixels differ from json/\(name).json")
    case .rgba16(let image):
      #expect(image.samples.map(Int.init) == reference, "\(name): 16-bit pixels differ")
    }
    // The shim counts alpha as it decodes; it must agree with a count of the pixels.
    let counted: AlphaSummary
    switch decoded.image {
    case .rgba8(let image): counted = image.alphaSummary
    case .rgba16(let image): counted = image.alphaSummary
    }
    #expect(decoded.alpha == counted, "\(name): alpha counted while decoding")
  }

  @Test(
    "16-bit PngSuite files decode at 8 bits within 1 of the _to8 reference",
    arguments: suite.sixteenBitNames)
  func sixteenBitToEight(name: String) throws {
    let reference = try Self.suite.reference(name + "_to8")
    let image = try PNGDecoder().decode(Self.suite.bytes(name), depth: .eight).image.rgba8
    let worst = zip(image.pixels, reference).map { abs(Int($0) - $1) }.max() ?? 0
    #expect(image.pixels.count == reference.count)
    #expect(worst <= 1, "\(name): 8-bit reduction differs by \(worst)")
  }

  @Test(
    "interlaced files decode to the same pixels as their twins", arguments: suite.interlacedNames)
  func interlacedMatchesTwin(name: String) throws {
    let twin = name.replacingOccurrences(of: "basi", with: "basn")
    let interlaced = try PNGDecoder().decode(Self.suite.bytes(name), depth: .native).image
    let progressive = try PNGDecoder().decode(Self.suite.bytes(twin), depth: .native).image
    #expect(interlaced == progressive)
  }

  @Test(
    "corrupt PngSuite files are refused with the right typed error", arguments: suite.corruptNames)
  func refusesCorrupt(name: String) throws {
    let bytes = try Self.suite.bytes(name)
    let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes, file: name) }
    #expect(error?.file == name)
    if let expected = Self.expectedProblems[name] {
      #expect(error?.problem == expected, "\(name): \(error?.description ?? "")")
    }
  }

  /// What each deliberately corrupt file is, per PngSuite's documentation.
  static let expectedProblems: [String: PNGError.Problem] = [
    "xc1n0g08": .invalidHeader("colour type 1 is not a PNG colour type (0, 2, 3, 4 or 6)"),
    "xc9n2c08": .invalidHeader("colour type 9 is not a PNG colour type (0, 2, 3, 4 or 6)"),
    "xcrn0g04": .damagedSignature(.lineEndingsConverted),
    "xlfn0g04": .damagedSignature(.lineEndingsConverted),
    "xcsn0g01": .crcMismatch(chunk: "IDAT", atByte: 49),
    "xhdn0g08": .crcMismatch(chunk: "IHDR", atByte: 8),
    "xd0n2c08": .invalidHeader("bit depth 0 is not allowed for RGB (allowed: 8, 16)"),
    "xd3n2c08": .invalidHeader("bit depth 3 is not allowed for RGB (allowed: 8, 16)"),
    "xd9n2c08": .invalidHeader("bit depth 99 is not allowed for RGB (allowed: 8, 16)"),
    "xdtn0g01": .missingChunk("IDAT"),
    "xs1n0g01": .damagedSignature(.highBitStripped),
    "xs2n0g01": .damagedSignature(.bytesDiffer(at: [1])),
    "xs4n0g01": .damagedSignature(.bytesDiffer(at: [3])),
    "xs7n0g01": .damagedSignature(.bytesDiffer(at: [6])),
  ]

  @Test("the suite is complete: 161 valid files and 14 corrupt ones")
  func suiteIsComplete() throws {
    try #require(Self.suite.isPresent, Comment(rawValue: Self.suite.absenceMessage))
    #expect(Self.suite.validNames.count == 161)
    #expect(Self.suite.corruptNames.count == 14)
    #expect(Set(Self.suite.corruptNames) == Set(Self.expectedProblems.keys))
  }
}

/// Locates the PngSuite vendored beside these tests (PNGSUITE_DIR overrides it), so a clone
/// anywhere runs the conformance tests. In CI (CI set) its absence is a failure.
struct PngSuite: Sendable {
  let root: URL
  let names: [String]

  init() {
    let vendored = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("PngSuite")
    let override = ProcessInfo.processInfo.environment["PNGSUITE_DIR"]
    root = override.map(URL.init(fileURLWithPath:)) ?? vendored
    let listing =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("png").path))
      ?? []
    names = listing.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    if names.isEmpty {
      let line =
        "PngSuite not found at \(root.path): conformance tests skipped. Set PNGSUITE_DIR to a copy.\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
  }

  var isPresent: Bool { !names.isEmpty || ProcessInfo.processInfo.environment["CI"] == nil }
  var absenceMessage: String { "PngSuite is required in CI but missing at \(root.path)" }

  var validNames: [String] { names.filter { !$0.hasPrefix("x") } }
  var corruptNames: [String] { names.filter { $0.hasPrefix("x") } }
  var interlacedNames: [String] { validNames.filter { $0.hasPrefix("basi") } }
  var sixteenBitNames: [String] {
    validNames.filter {
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("json/\($0)_to8.json").path)
    }
  }

  func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent("png/\(name).png")))
  }

  func reference(_ name: String) throws -> [Int] {
    let data = try Data(contentsOf: root.appendingPathComponent("json/\(name).json"))
    return try JSONDecoder().decode([Int].self, from: data)
  }
}
