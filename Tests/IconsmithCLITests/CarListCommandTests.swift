import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// `iconsmith car list` run as a user runs it, on tuist/Rosalind's built app (MIT).
struct CarListCommandTests {
  let ipa = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.ipa")
  let car = Repository.path("Tests/CompiledCatalogTests/Fixtures/rosalind/Assets.car")

  @Test("an .ipa's car and a car file: the tools that built them and one row per rendition")
  func text() {
    let result = CommandRunner.iconsmith("car", "list", ipa, car)
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "\(ipa)/Payload/App.app/Assets.car: Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent, CoreUI 918, for ios 18.2; 3 renditions"
    )
    #expect(lines.count == 10)
    #expect(
      lines[1].split(separator: " ", omittingEmptySubsequences: true) == [
        "facet", "rendition", "idiom", "scale", "appearance", "size", "format", "layout",
        "compression",
      ])
    #expect(
      lines[3].split(separator: " ", omittingEmptySubsequences: true) == [
        "Image", "Tuist-Filled@2x.png", "universal", "@2x", "UIAppearanceAny", "29x30", "GA8",
        "one-part", "scale", "deepmap2",
      ])
    #expect(lines[5].hasPrefix("\(car): Xcode 16.3"))
    #expect(Array(lines[1...4]) == Array(lines[6...9]), "the same car lists the same way")
    #expect(result.stderr.isEmpty)
  }

  @Test(
    "JSON: one object per car file, each rendition with its key, keys sorted, same bytes each run")
  func json() throws {
    let result = CommandRunner.iconsmith("car", "list", "--format", "json", ipa)
    #expect(result.status == 0, "\(result)")
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(parsed.count == 1)
    #expect(parsed[0]["path"] as? String == "\(ipa)/Payload/App.app/Assets.car")
    let listing = try #require(parsed[0]["listing"] as? [String: Any])
    #expect(listing["coreUIVersion"] as? Int == 918)
    #expect(
      listing["keyFormat"] as? [String] == [
        "appearance", "localization", "scale", "idiom", "subtype", "identifier", "element", "part",
      ])
    let renditions = try #require(listing["renditions"] as? [[String: Any]])
    #expect(
      renditions.map { $0["renditionName"] as? String } == [
        "Tuist-Filled.png", "Tuist-Filled@2x.png", "Tuist-Filled@3x.png",
      ])
    #expect(renditions.map { $0["width"] as? Int } == [14, 29, 43])
    #expect((renditions[2]["key"] as? [String: Int])?["part"] == 181)
    #expect(CommandRunner.iconsmith("car", "list", "--format", "json", ipa).stdout == result.stdout)
  }

  @Test(
    "what is no car, no file, or a product without a car: named on stderr, exit 1, the rest listed")
  func failures() {
    let folder = TemporaryFolder()
    let text = folder.write("notes.txt", Array("# notes".utf8))
    let emptyApp = folder.write("Empty.app/Info.plist", Array("<plist/>".utf8))
    _ = emptyApp
    let result = CommandRunner.iconsmith(
      "car", "list", text, folder.file("missing.car"), folder.file("Empty.app"), car)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("\(car): Xcode 16.3"), "\(result.stdout)")
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      errors == [
        "error: \(text): not a compiled asset catalog: it starts with \"# notes\", not \"BOMStore\"",
        "error: \(folder.file("missing.car")): no such file or folder",
        "error: \(folder.file("Empty.app")): no Assets.car in it",
      ])
  }
}

/// `iconsmith check` on built products: the built-app rules, the same reports and exit codes.
struct CheckBuiltProductTests {
  static let ipa = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.ipa")

  @Test("check App.ipa reports ITMS-90713 inside the .ipa, exits 1, in every format")
  func checksAnIPA() throws {
    let text = CommandRunner.iconsmith("check", Self.ipa)
    #expect(text.status == 1, "\(text)")
    #expect(text.stdout.contains(Self.ipa + "/Payload/App.app/Info.plist\n  error   "))
    #expect(text.stdout.contains("(ITMS-90713) [built-icon-name-missing]"))
    #expect(text.stdout.hasSuffix("1 error, 0 warnings in 2 files\n"), "\(text.stdout)")
    let json = CommandRunner.iconsmith("check", "--format", "json", Self.ipa)
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
    #expect(diagnostics.compactMap { $0["rule"] as? String } == ["built-icon-name-missing"])
    let sarif = CommandRunner.iconsmith("check", "--format", "sarif", Self.ipa)
    #expect(sarif.stdout.contains("\"ITMS-90713\"") || sarif.stdout.contains("ITMS-90713"))
  }

  /// An iPhone and iPad app built with the iOS 18 SDK whose icon is the `AppIcon` asset.
  static let infoPlist = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>DTPlatformName</key><string>iphoneos</string>
    <key>DTSDKName</key><string>iphoneos18.0</string>
    <key>MinimumOSVersion</key><string>16.0</string>
    <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
    <key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict>
    <key>CFBundleIconName</key><string>AppIcon</string></dict></dict>
    </dict></plist>
    """.utf8)

  @Test("an archive whose App Store icon is translucent: ITMS-90717, and its picture in HTML")
  func translucentAppStoreIcon() throws {
    let folder = TemporaryFolder()
    let app = "Notes.xcarchive/Products/Applications/Notes.app"
    folder.write(app + "/Info.plist", Self.infoPlist)
    folder.write(app + "/Assets.car", CarBuilder.appIconCatalog(translucent: 5000))
    let archive = folder.file("Notes.xcarchive")
    let text = CommandRunner.iconsmith("check", archive)
    #expect(text.status == 1, "\(text)")
    #expect(text.stdout.contains("5,000 of 1,048,576 pixels translucent"), "\(text.stdout)")
    #expect(text.stdout.contains("(ITMS-90717) [built-app-store-icon-alpha]"))
    let html = CommandRunner.iconsmith("check", "--format", "html", archive)
    #expect(html.status == 1)
    let pictures = html.stdout.components(separatedBy: "src=\"data:image/png;base64,").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
    // One figure: the picture as it is and enlarged.
    #expect(pictures.count == 2 && Set(pictures).count == 1)
    let bytes = try #require(pictures.first.flatMap { Data(base64Encoded: $0) })
    let image = try PNGDecoder().decode(Array(bytes)).image.rgba8
    #expect(image.width == 256 && image.height == 256)
    #expect(image[0, 0].alpha == 128 && image[255, 255].alpha == 255)
  }

  @Test("preview of an archive draws its app's decoded icon, with the findings marked")
  func previewOfAnArchive() throws {
    let folder = TemporaryFolder()
    let app = "Notes.xcarchive/Products/Applications/Notes.app"
    folder.write(app + "/Info.plist", Self.infoPlist)
    let master = SampleArt.masterArtwork(side: 1024, roundedCorners: false)
    folder.write(
      app + "/Assets.car",
      CarBuilder.appIconCatalog([
        .init(idiom: 6, scale: 1, picture: master),
        .init(idiom: 1, scale: 2, picture: master.areaDownscaled(toWidth: 120, height: 120)),
      ]))
    let sheet = folder.file("sheet.png")
    let result = CommandRunner.iconsmith("preview", folder.file("Notes.xcarchive"), "-o", sheet)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("wrote \(sheet) ("), "\(result.stdout)")
    #expect(result.stdout.contains("Notes.app, 2 findings, 1 picture marked)"), "\(result.stdout)")
    let bytes = try #require(FileBytes.read(sheet))
    let image = try PNGDecoder().decode(bytes).image.rgba8
    #expect(image.width > 600 && image.height > 400)
    // The same product gives the same sheet.
    let again = CommandRunner.iconsmith(
      "preview", folder.file("Notes.xcarchive"), "-o", folder.file("again.png"))
    #expect(again.status == 0)
    #expect(FileBytes.read(folder.file("again.png")) == bytes)
  }

  @Test(
    "each planted defect of a built product is named with its upload error, or refused",
    arguments: PlantedProducts.all().map(\.name))
  func plantedDefect(_ name: String) throws {
    let product = try #require(PlantedProducts.all().first { $0.name == name })
    let folder = TemporaryFolder()
    let path = folder.write(name, product.bytes)
    let result = CommandRunner.iconsmith("check", "--format", "json", path)
    guard let rule = product.rule else {
      #expect(result.status == 2, "\(result)")
      #expect(result.stderr.hasPrefix("error: \(path): ") && result.stdout.isEmpty)
      return
    }
    #expect(result.status == 1, "\(result)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let findings = object?["diagnostics"] as? [[String: Any]] ?? []
    // The defect, and nothing else: the rest of each product is complete.
    #expect(findings.compactMap { $0["rule"] as? String } == [rule], "\(result.stdout)")
    #expect(findings.first?["severity"] as? String == "error")
    if let code = product.itmsCode {
      #expect((findings.first?["message"] as? String)?.contains("(\(code))") == true)
    }
  }

  @Test("a built product beside a folder: one report of both")
  func productAndFolder() {
    let folder = TemporaryFolder()
    folder.write("Art/Icon.png", Array("not a png".utf8))
    let result = CommandRunner.iconsmith("check", Self.ipa, folder.file("Art"))
    #expect(result.status == 1)
    #expect(result.stdout.contains("[built-icon-name-missing]"))
    #expect(result.stdout.contains("[not-a-png]"), "\(result.stdout)")
  }

  @Test("--fix never changes a built product; one that cannot be opened is exit 2, named")
  func refusals() {
    let fix = CommandRunner.iconsmith("check", "--fix", Self.ipa)
    #expect(fix.status == 2)
    #expect(fix.stdout.isEmpty)
    #expect(
      fix.stderr
        == "error: \(Self.ipa): --fix never changes a built product; fix the project it was built from\n"
    )
    let folder = TemporaryFolder()
    folder.write("Broken.ipa", Array("not a zip".utf8))
    let broken = CommandRunner.iconsmith("check", folder.file("Broken.ipa"))
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix("error: ") && broken.stderr.contains("Broken.ipa"))
  }
}
