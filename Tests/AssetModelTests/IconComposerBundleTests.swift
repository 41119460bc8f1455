import Foundation
import HIG
import Testing

@testable import AssetModel
@testable import Rules

// icon.json in the shape Icon Composer writes (keys sorted, a `fill`, `groups` of `layers`,
// `*-specializations` arrays of `{appearance?, idiom?, value}`), written here by hand; and the
// icon-bundle-invalid rule, each finding beside a nearly identical bundle that passes.

// MARK: - Fixtures

/// Two groups: a PNG background, a glyph with dark and tinted variants, a shine layer that
/// reuses the glyph, and keys the checks do not read.
private let fullIconJSON = """
  {
    "fill" : {
      "automatic-gradient" : "srgb:0.20000,0.30000,0.60000,1.00000"
    },
    "groups" : [
      {
        "layers" : [
          {
            "glass" : false,
            "image-name" : "background.png",
            "name" : "background",
            "position" : {
              "scale" : 1,
              "translation-in-points" : [0, 0]
            }
          },
          {
            "fill-specializations" : [
              { "value" : { "solid" : "srgb:1.00000,1.00000,1.00000,1.00000" } },
              { "appearance" : "dark", "value" : "automatic" }
            ],
            "image-name-specializations" : [
              { "value" : "glyph.svg" },
              { "appearance" : "dark", "value" : "glyph-dark.svg" },
              { "appearance" : "tinted", "value" : null },
              { "idiom" : "square", "value" : "glyph-square.png" }
            ],
            "name" : "glyph"
          }
        ],
        "shadow" : { "kind" : "neutral", "opacity" : 0.5 },
        "translucency" : { "enabled" : true, "value" : 0.5 }
      },
      {
        "blend-mode-specializations" : [
          { "value" : "plus-lighter" },
          { "appearance" : "tinted", "value" : "normal" }
        ],
        "layers" : [
          {
            "image-name" : "shine.png",
            "image-name-specializations" : [
              { "appearance" : "dark", "value" : "glyph.svg" }
            ],
            "name" : "shine",
            "opacity-specializations" : [
              { "value" : 0.4 },
              { "appearance" : "dark", "value" : 0.2 }
            ]
          }
        ]
      }
    ],
    "supported-platforms" : {
      "circles" : ["watchOS"],
      "squares" : "shared"
    }
  }
  """

private let fullImageNames = [
  "background.png", "glyph.svg", "glyph-dark.svg", "glyph-square.png", "shine.png",
]

/// One group, one layer: the smallest bundle Icon Composer writes.
private func oneLayerJSON(_ imageName: String) -> String {
  """
  {
    "fill" : "automatic",
    "groups" : [
      { "layers" : [ { "glass" : true, "image-name" : "\(imageName)", "name" : "logo" } ] }
    ],
    "supported-platforms" : { "squares" : "shared" }
  }
  """
}

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
private func nestedArrays(_ count: Int) -> [UInt8] {
  [UInt8](repeating: UInt8(ascii: "["), count: count)
    + [UInt8](repeating: UInt8(ascii: "]"), count: count)
}

// MARK: - Parsing

@Suite struct IconComposerBundleTests {
  @Test func everyImageNameOfTheRealShapeInFileOrderOnce() throws {
    let bundle = try parse(fullIconJSON)
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
    let extended = fullIconJSON.replacingOccurrences(
      of: "\"fill\" : {",
      with: """
        "a-future-key" : { "deep" : [1, [2, {"x" : "y"}], null, true] },
          "fill" : {
        """)
    #expect(extended != fullIconJSON)
    #expect(try parse(extended).imageNames == fullImageNames)
  }

  @Test func aSingleLayerBundle() throws {
    let bundle = try parse(oneLayerJSON("logo.svg"))
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
    let error = parseError(nestedArrays(100_000))
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
    let bundle = try parse(oneLayerJSON(name))
    #expect(bundle.imageNames == [String(repeating: "[", count: 100) + "\"{.svg"])
  }

  @Test func aFiveMegabyteStringIsRefusedBeforeParsing() {
    let text = oneLayerJSON(String(repeating: "a", count: 5 << 20) + ".png")
    let error = parseError(Array(text.utf8))
    #expect(error == .tooLarge(bytes: text.utf8.count, limit: 1 << 20))
    #expect(
      error?.description == "it is \(text.utf8.count) bytes; icon.json is read up to 1048576 bytes")
  }

  @Test func anImageNameLongerThanAFileNameIsRefused() throws {
    let name = String(repeating: "a", count: 300) + ".png"
    #expect(
      parseError(Array(oneLayerJSON(name).utf8))
        == .imageNameTooLong(location: "groups[0].layers[0].image-name", bytes: 304, limit: 255))
    #expect(
      try parse(oneLayerJSON(String(repeating: "a", count: 251) + ".png")).imageNames.count == 1)
  }
}

// MARK: - The rule

extension IconComposerBundleTests {
  /// Nested, so that `--filter IconComposerBundleTests` runs the rule's tests too.
  @Suite struct Rule {
    private static let folder = "App/AppIcon.icon"

    /// A bundle whose every layer is present: PNGs at 1024 and 2048 px, SVGs without a size.
    private static func goodBundle(
      iconJSON: String? = fullIconJSON,
      assets: [String: PixelSize?] = goodAssets,
      undecodable: Set<String> = []
    ) -> IconBundleContext {
      IconBundleContext(
        folder: folder, iconJSON: iconJSON.map { Array($0.utf8) },
        assetNames: Set(assets.keys).union(undecodable),
        layerSizes: assets.compactMapValues { $0 }, undecodablePNGs: undecodable)
    }

    @Test func theRuleIsInTheCatalog() {
      #expect(RuleCatalog.descriptor(id: "icon-bundle-invalid") == IconBundleRule.descriptor)
      #expect(IconBundleRule.descriptor.severity == .error)
    }

    @Test func aCompleteBundleHasNoFinding() {
      #expect(IconBundleRule.check(Self.goodBundle()) == [])
    }

    @Test func noIconJSON() throws {
      let finding = try #require(IconBundleRule.check(Self.goodBundle(iconJSON: nil)).only)
      #expect(finding.path == "App/AppIcon.icon")
      #expect(
        finding.message
          == "AppIcon.icon has no icon.json; an Icon Composer bundle needs one beside Assets/")
      #expect(finding.fix != nil)
    }

    @Test func iconJSONThatDoesNotParse() throws {
      let broken = fullIconJSON.replacingOccurrences(of: #""groups" : ["#, with: #""groups" : "#)
      let finding = try #require(IconBundleRule.check(Self.goodBundle(iconJSON: broken)).only)
      #expect(finding.path == "App/AppIcon.icon/icon.json")
      #expect(
        finding.message.hasPrefix("icon.json of AppIcon.icon cannot be used: it is not JSON: "))
      #expect(finding.fix != nil)
    }

    @Test func iconJSONTooDeep() throws {
      let hostile = String(decoding: nestedArrays(100_000), as: UTF8.self)
      let finding = try #require(IconBundleRule.check(Self.goodBundle(iconJSON: hostile)).only)
      #expect(
        finding.message
          == "icon.json of AppIcon.icon cannot be used: it nests more than 64 levels deep at byte 64"
      )
    }

    @Test func aLayerImageMissingFromAssets() throws {
      var assets = Self.goodAssets
      assets["glyph-dark.svg"] = nil
      let finding = try #require(IconBundleRule.check(Self.goodBundle(assets: assets)).only)
      #expect(finding.path == "App/AppIcon.icon/icon.json")
      #expect(
        finding.message
          == "icon.json of AppIcon.icon names glyph-dark.svg, but there is no such file in Assets/")
      #expect(finding.location == "groups[0].layers[1].image-name-specializations[1].value")
      #expect(
        finding.fix
          == "add glyph-dark.svg to AppIcon.icon/Assets, or correct the layer's image in Icon Composer"
      )
    }

    @Test func aLayerImageThatDiffersOnlyInCase() throws {
      let exact = Self.goodBundle(
        iconJSON: oneLayerJSON("logo.png"), assets: ["logo.png": PixelSize(square: 1024)])
      #expect(IconBundleRule.check(exact) == [])
      let wrongCase = Self.goodBundle(
        iconJSON: oneLayerJSON("logo.png"), assets: ["logo.PNG": PixelSize(square: 1024)])
      let finding = try #require(IconBundleRule.check(wrongCase).only)
      #expect(
        finding.message
          == "icon.json of AppIcon.icon names logo.png, but the file is logo.PNG; "
          + "the device's file system is case-sensitive")
      #expect(finding.location == "groups[0].layers[0].image-name")
      #expect(
        finding.fix
          == "rename Assets/logo.PNG to logo.png, or correct the layer's image in Icon Composer")
    }

    @Test func anSVGLayerIsCheckedForCaseToo() throws {
      let wrongCase = Self.goodBundle(iconJSON: oneLayerJSON("Logo.svg"), assets: ["logo.svg": nil])
      let finding = try #require(IconBundleRule.check(wrongCase).only)
      #expect(finding.message.contains("names Logo.svg, but the file is logo.svg"))
    }

    @Test func aPNGLayerThatDoesNotDecode() throws {
      var assets = Self.goodAssets
      assets["shine.png"] = nil
      let finding = try #require(
        IconBundleRule.check(Self.goodBundle(assets: assets, undecodable: ["shine.png"])).only)
      #expect(finding.path == "App/AppIcon.icon/Assets/shine.png")
      #expect(
        finding.message
          == "layer image shine.png of AppIcon.icon does not decode as PNG; "
          + "Icon Composer layers must be valid PNG or SVG files")
      #expect(finding.fix != nil)
    }

    @Test(
      "a PNG layer under 1024 px on either side",
      arguments: [
        (PixelSize(square: 512), true), (PixelSize(1024, 512), true), (PixelSize(1023, 1024), true),
        (PixelSize(square: 1024), false), (PixelSize(2048, 1024), false),
      ])
    func layerSize(size: PixelSize, isFinding: Bool) throws {
      var assets = Self.goodAssets
      assets["background.png"] = size
      let findings = IconBundleRule.check(Self.goodBundle(assets: assets))
      guard isFinding else {
        #expect(findings == [])
        return
      }
      let finding = try #require(findings.only)
      #expect(finding.path == "App/AppIcon.icon/Assets/background.png")
      #expect(
        finding.message
          == "layer image background.png of AppIcon.icon is \(size) px; "
          + "Icon Composer layers must be at least 1024x1024 px")
      #expect(finding.fix == "export the layer at 1024x1024 px or larger, or as an SVG")
    }

    @Test func aFileNoLayerNamesIsNotChecked() {
      var assets = Self.goodAssets
      assets["old.png"] = PixelSize(square: 16)
      #expect(
        IconBundleRule.check(Self.goodBundle(assets: assets, undecodable: ["older.png"])) == [])
    }

    @Test func aNameUsedTwiceIsReportedOnce() throws {
      var assets = Self.goodAssets
      assets["glyph.svg"] = nil
      let findings = IconBundleRule.check(Self.goodBundle(assets: assets))
      #expect(findings.count == 1)
      #expect(findings.first?.location == "groups[0].layers[1].image-name-specializations[0].value")
    }

    private static let goodAssets: [String: PixelSize?] = [
      "background.png": PixelSize(square: 1024), "glyph.svg": nil, "glyph-dark.svg": nil,
      "glyph-square.png": PixelSize(square: 2048), "shine.png": PixelSize(square: 1024),
    ]
  }
}

extension Array {
  /// The single element, or nil when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
