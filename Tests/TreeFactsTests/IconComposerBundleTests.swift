import Foundation
import HIG
import TestSupport
import Testing

@testable import TreeFacts

// icon.json in the shape Icon Composer writes (keys sorted, a `fill`, `groups` of `layers`,
// `*-specializations` arrays of `{appearance?, idiom?, value}`), written here by hand; and the
// icon-bundle-invalid rule, each finding beside a nearly identical bundle that passes.

// MARK: - Fixtures

private let fullImageNames = [
  "background.png", "glyph.svg", "glyph-dark.svg", "glyph-square.png", "shine.png",
]

/// One group, one layer: the smallest bundle Icon Composer writes.
private func parse(_ text: String) throws(IconComposerBundleError) -> IconComposerBundle {
  try IconComposerBundle.parse(Array(text.utf8))
}

/// The error `parse` throws, or nil when it succeeds.
private func parseError(_ bytes: [UInt8]) -> IconComposerBundleError? {
  do {
    _ = try IconComposerBundle.parse(bytes)
    return nil
  } catch {
    return error
  }
}

/// `count` arrays, one inside the other: `[[[...]]]`.

// MARK: - Parsing

@Suite struct IconComposerBundleTests {
  @Test func everyImageNameOfTheRealShapeInFileOrderOnce() throws {
    let bundle = try parse(IconComposerFixtures.fullIconJSON)
    #expect(bundle.imageNames == fullImageNames)
    #expect(
      bundle.locations == [
        "groups[0].layers[0].image-name",
        "groups[0].layers[1].image-name-specializations[0].value",
        "groups[0].layers[1].image-name-specializations[1].value",
        "groups[0].layers[1].image-name-specializations[3].value",
        "groups[1].layers[0].image-name",
      ])
  }

  @Test func unknownKeysAreIgnored() throws {
    let extended = IconComposerFixtures.fullIconJSON.replacingOccurrences(
      of: "\"fill\" : {",
      with: """
        "a-future-key" : { "deep" : [1, [2, {"x" : "y"}], null, true] },
          "fill" : {
        """)
    #expect(extended != IconComposerFixtures.fullIconJSON)
    #expect(try parse(extended).imageNames == fullImageNames)
  }

  @Test("the largest position.scale of the layers that show an image, when above 1")
  func enlargedScales() throws {
    let json = """
      {
        "groups" : [ { "layers" : [
          { "image-name" : "a.png", "position" : { "scale" : 1.5 },
            "position-specializations" : [
              { "appearance" : "dark", "value" : { "scale" : 2.25 } },
              { "idiom" : "square", "value" : { "scale" : "big" } }
            ] },
          { "image-name" : "b.png", "position" : { "scale" : 0.8 } },
          { "image-name-specializations" : [ { "value" : "c.png" }, { "value" : "a.png" } ],
            "position" : { "scale" : 1.25, "translation-in-points" : [0, 0] } },
          { "image-name" : "d.png", "position" : { "scale" : -3 } }
        ] } ]
      }
      """
    let bundle = try parse(json)
    #expect(bundle.imageNames == ["a.png", "b.png", "c.png", "d.png"])
    #expect(bundle.enlargedScales == ["a.png": 2.25, "c.png": 1.25])
  }

  @Test func aSingleLayerBundle() throws {
    let bundle = try parse(IconComposerFixtures.oneLayerJSON("logo.svg"))
    #expect(
      bundle
        == IconComposerBundle(
          imageNames: ["logo.svg"], locations: ["groups[0].layers[0].image-name"]))
  }

  @Test func noGroupsMeansNoImages() throws {
    #expect(try parse(#"{"fill" : "automatic"}"#).imageNames == [])
  }

  @Test(
    "malformed values the checks read are named by where they are",
    arguments: [
      ("[1, 2]", IconComposerBundleError.notAnObject),
      (#""icon""#, .notAnObject),
      ("null", .notAnObject),
      (
        #"{"groups":[{"layers":[{"image-name":3}]}]}"#,
        .wrongType(location: "groups[0].layers[0].image-name", expected: "a string")
      ),
      (
        #"{"groups":[{"layers":[{"image-name-specializations":{"value":"a.svg"}}]}]}"#,
        .wrongType(location: "groups[0].layers[0].image-name-specializations", expected: "an array")
      ),
      (
        #"{"groups":[{"layers":[{"image-name-specializations":["a.svg"]}]}]}"#,
        .wrongType(
          location: "groups[0].layers[0].image-name-specializations[0]", expected: "an object")
      ),
      (
        #"{"groups":[{"layers":[{"image-name":""}]}]}"#,
        .emptyImageName(location: "groups[0].layers[0].image-name")
      ),
    ])
  func malformed(text: String, expected: IconComposerBundleError) {
    #expect(parseError(Array(text.utf8)) == expected)
  }

  @Test func notJSONSaysWhy() throws {
    let error = try #require(parseError(Array(#"{"groups" : [ "#.utf8)))
    guard case .notJSON(let detail) = error else {
      Issue.record("expected notJSON, got \(error)")
      return
    }
    #expect(!detail.isEmpty)
    #expect(error.description == "it is not JSON: \(detail)")
  }

  @Test func binaryBytesAreNotJSON() {
    let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    guard case .notJSON = parseError(bytes) else {
      Issue.record("expected notJSON")
      return
    }
  }

  // MARK: hostile input

  @Test func nesting100000DeepIsRefusedAtTheCap() {
    let error = parseError(IconComposerFixtures.nestedArrays(100_000))
    #expect(error == .tooDeep(limit: 64, offset: 64))
    #expect(error?.description == "it nests more than 64 levels deep at byte 64")
  }

  @Test func deeplyNestedObjectsInsideAValidFileAreRefused() {
    let depth = 100_000
    let text =
      #"{"groups":"# + String(repeating: #"{"a":"#, count: depth) + "1"
      + String(repeating: "}", count: depth + 1)
    guard case .tooDeep(limit: 64, _) = parseError(Array(text.utf8)) else {
      Issue.record("expected tooDeep")
      return
    }
  }

  @Test func nestingAtTheCapStillParses() throws {
    // The object is level 1; 63 arrays inside it make 64.
    let text =
      #"{"groups":"# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
      + "}"
    #expect(try parse(text).imageNames == [])
    #expect(parseError(Array(text.replacingOccurrences(of: "[]", with: "[[]]").utf8)) != nil)
  }

  @Test func bracketsInsideStringsDoNotCount() throws {
    let name = String(repeating: "[", count: 100) + #"\"{"# + ".svg"
    let bundle = try parse(IconComposerFixtures.oneLayerJSON(name))
    #expect(bundle.imageNames == [String(repeating: "[", count: 100) + "\"{.svg"])
  }

  @Test func aFiveMegabyteStringIsRefusedBeforeParsing() {
    let text = IconComposerFixtures.oneLayerJSON(String(repeating: "a", count: 5 << 20) + ".png")
    let error = parseError(Array(text.utf8))
    #expect(error == .tooLarge(bytes: text.utf8.count, limit: 1 << 20))
    #expect(
      error?.description == "it is \(text.utf8.count) bytes; icon.json is read up to 1048576 bytes")
  }

  @Test func anImageNameLongerThanAFileNameIsRefused() throws {
    let name = String(repeating: "a", count: 300) + ".png"
    #expect(
      parseError(Array(IconComposerFixtures.oneLayerJSON(name).utf8))
        == .imageNameTooLong(location: "groups[0].layers[0].image-name", bytes: 304, limit: 255))
    #expect(
      try parse(IconComposerFixtures.oneLayerJSON(String(repeating: "a", count: 251) + ".png"))
        .imageNames.count == 1)
  }
}

extension Array {
  /// The single element, or nil when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
