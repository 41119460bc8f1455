import Testing
import YAMLReader
import Yams

/// The three resolvers against Yams' own, which the code read YAML through before: fixed
/// tables of what each reads, then many generated texts compared one by one.
struct YAMLResolverTests {
  /// Text, then the tag under Yams' default, XcodeGen's and Dart's resolvers.
  static let table: [(String, YAMLTag, YAMLTag, YAMLTag)] = [
    ("yes", .bool, .bool, .str), ("No", .bool, .bool, .str), ("TRUE", .bool, .bool, .bool),
    ("on", .bool, .bool, .str), ("OFF", .bool, .bool, .str), ("true", .bool, .bool, .bool),
    ("False", .bool, .bool, .bool),
    // Yams' YAML 1.1 rule has no y and n, whatever the 1.1 spec lists.
    ("y", .str, .str, .str), ("N", .str, .str, .str), ("yEs", .str, .str, .str),
    ("", .null, .str, .null), ("~", .null, .str, .null), ("null", .null, .str, .null),
    ("Null", .null, .str, .null), ("nULL", .str, .str, .str),
    ("0", .int, .int, .int), ("-0", .int, .int, .int), ("+12", .int, .int, .int),
    ("0x1F", .int, .int, .int), ("0o17", .int, .int, .int), ("017", .int, .int, .int),
    ("0b101", .int, .int, .int), ("1_000", .int, .int, .int), ("1:30", .int, .int, .int),
    ("190:20:30", .int, .int, .int), ("0x", .str, .str, .str), ("1:60", .str, .str, .str),
    ("09", .float, .float, .float), ("1.5", .float, .float, .float),
    (".5", .float, .float, .float), ("1e5", .float, .float, .float),
    ("1.", .float, .float, .float), ("-.inf", .float, .float, .float),
    (".NaN", .float, .float, .float), ("1:30.5", .float, .float, .float),
    ("+.5", .str, .str, .str), ("-.nan", .str, .str, .str), ("1.2.3", .str, .str, .str),
    ("2001-12-14", .timestamp, .timestamp, .timestamp),
    ("2001-12-14t21:59:43.10-05:00", .timestamp, .timestamp, .timestamp),
    ("2001-1-2", .str, .str, .str), ("<<", .merge, .merge, .merge), ("=", .value, .value, .value),
    ("hello", .str, .str, .str), ("15.0", .float, .float, .float),
  ]

  @Test("the tag each resolver gives a plain text", arguments: table)
  func tags(_ text: String, yaml11: YAMLTag, xcodeGen: YAMLTag, dart: YAMLTag) {
    #expect(YAMLResolver.yaml11.tag(ofPlain: text) == yaml11)
    #expect(YAMLResolver.xcodeGen.tag(ofPlain: text) == xcodeGen)
    #expect(YAMLResolver.dart.tag(ofPlain: text) == dart)
  }

  /// Yams' resolvers as YAMLText built them before, each with ours.
  static let pairs: [(String, Resolver, YAMLResolver)] = [
    ("default", .default, .yaml11),
    ("XcodeGen", Resolver.default.removing(.null), .xcodeGen),
    (
      "Dart",
      (try? Resolver.default.replacing(.bool, with: "^(?:true|True|TRUE|false|False|FALSE)$"))
        ?? .default, .dart
    ),
  ]

  @Test("40,000 generated texts: each resolver gives the tag Yams' regular expressions give")
  func generatedTexts() {
    var generator = SeededGenerator(seed: 0x59_41_4D_4C)
    let alphabet = Array("0123456789+-._:eExXoObB<=~ntfyNTFYrualsLS \t")
    var mismatches: [String] = []
    for _ in 0..<40_000 {
      let length = Int.random(in: 0...12, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      for (name, theirs, ours) in Self.pairs {
        let expected = theirs.resolveTag(of: Node(text)).rawValue
        let actual = ours.tag(ofPlain: text).rawValue
        if expected != actual { mismatches.append("\(name) \(text.debugDescription): \(actual)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test("integers, reals and booleans read from generated plain scalars as Yams reads them")
  func generatedValues() throws {
    var generator = SeededGenerator(seed: 0x76_61_6C)
    // Short texts: Yams traps on a sexagesimal integer past Int's range.
    let alphabet = Array("0123456789+-._:eExXoObB")
    var texts: [String] = []
    while texts.count < 5_000 {
      let length = Int.random(in: 1...8, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      // Texts that a block list would read as something else than a plain scalar.
      if text == "-" || text == ":" || text.hasPrefix("- ") || text.hasPrefix("-:") { continue }
      texts.append(text)
    }
    texts += ["yes", "No", "on", "OFF", "true", "-.inf", ".NaN", "0x7FFFFFFFFFFFFFFF", "1:2:3:4"]
    let yaml = texts.map { "- \($0)\n" }.joined()
    let ours = try #require(try YAMLDocument(yaml).root).items
    let theirs = try #require(try Yams.compose(yaml: yaml)).array()
    try #require(ours.count == theirs.count)
    var mismatches: [String] = []
    for (index, (mine, yams)) in zip(ours, theirs).enumerated() {
      let text = texts[index]
      guard mine.tag.rawValue == yams.tag.rawValue else {
        mismatches.append("tag of \(text)")
        continue
      }
      switch mine.tag {
      case .int where mine.int != yams.int:
        mismatches.append("int \(text): \(String(describing: mine.int))")
      case .float:
        let (a, b) = (mine.double, yams.float)
        if !(a == b || (a?.isNaN == true && b?.isNaN == true)) {
          mismatches.append("float \(text): \(String(describing: a)) vs \(String(describing: b))")
        }
      case .bool where mine.bool != yams.bool: mismatches.append("bool \(text)")
      default: break
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }
}

/// SplitMix64: the same texts on every run, so a failure names an input that stays failing.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
