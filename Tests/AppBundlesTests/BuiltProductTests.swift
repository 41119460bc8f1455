import AppBundles
import IconsmithIO
import SampleArt
import TestSupport
import Testing

@Suite struct BuiltProductTests {
  @Test("an .ipa: its apps found through the zip directory, files read by name, links refused")
  func ipa() throws {
    var builder = ZipBuilder()
    builder.add("Payload/", "")
    builder.add(
      "Payload/Notes.app/Info.plist", String(repeating: "<plist/>", count: 20), deflate: true)
    builder.add("Payload/Notes.app/PlugIns/Widget.appex/Info.plist", "<plist/>")
    builder.items.append(
      .init(name: "Payload/Notes.app/link", data: Array("../../x".utf8), unixMode: 0o120777))
    let folder = TemporaryFolder()
    let path = RawPath(folder.write("Notes.IPA", builder.bytes()))
    let product = try BuiltProduct.open(path)
    #expect(product.container == .ipa)
    #expect(product.apps.map(\.path) == ["Payload/Notes.app"])
    #expect(product.apps.first?.nested.map(\.kind) == [.appExtension])
    #expect(try product.read("Payload/Notes.app/Info.plist").count == 160)
    #expect(throws: BuiltProductError.link(path, "Payload/Notes.app/link")) {
      try product.read("Payload/Notes.app/link")
    }
    #expect(throws: BuiltProductError.notInProduct(path, "Payload")) { try product.read("Payload") }
  }

  @Test("an .xcarchive and an .app on disk")
  func folders() throws {
    let folder = TemporaryFolder()
    folder.write("Notes.xcarchive/Info.plist", Array("archive".utf8))
    folder.write("Notes.xcarchive/Products/Applications/Notes.app/Info.plist", Array("app".utf8))
    folder.write(
      "Notes.xcarchive/Products/Applications/Notes.app/Watch/W.app/Info.plist", Array("w".utf8))
    let archive = try BuiltProduct.open(RawPath(folder.file("Notes.xcarchive")))
    #expect(archive.container == .xcarchive)
    #expect(archive.apps.map(\.path) == ["Products/Applications/Notes.app"])
    #expect(archive.apps.first?.nested.map(\.kind) == [.watchApp])
    #expect(try archive.read("Info.plist") == Array("archive".utf8))
    let app = try BuiltProduct.open(
      RawPath(folder.file("Notes.xcarchive/Products/Applications/Notes.app")))
    #expect(app.container == .app)
    #expect(app.apps.map(\.path) == [""])
    #expect(try app.read("Info.plist") == Array("app".utf8))
    #expect(throws: BuiltProductError.self) { try app.read("../Info.plist") }
  }

  @Test("what holds no app, what is no product, and a damaged .ipa say so")
  func refusals() throws {
    let folder = TemporaryFolder()
    var empty = ZipBuilder()
    empty.add("README", "no payload")
    let ipa = RawPath(folder.write("Empty.ipa", empty.bytes()))
    #expect(throws: BuiltProductError.noApp(ipa, .ipa)) { try BuiltProduct.open(ipa) }
    let text = RawPath(folder.write("notes.txt", Array("x".utf8)))
    #expect(throws: BuiltProductError.notAProduct(text)) { try BuiltProduct.open(text) }
    let broken = RawPath(folder.write("Broken.ipa", Array("not a zip at all, just text".utf8)))
    #expect(throws: BuiltProductError.archive(broken, .notAZip)) { try BuiltProduct.open(broken) }
    #expect(
      BuiltProductError.noApp(ipa, .ipa).description.hasSuffix(
        "Empty.ipa: no Payload/NAME.app folder, so no app to check"))
  }
}

@Suite struct RosalindProductTests {
  /// tuist/Rosalind's `App.ipa` (MIT; Fixtures/rosalind/README.md): a zip Apple's tools wrote.
  private let ipa = RawPath(Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.ipa"))

  @Test("a real .ipa: its one app, its files, its binary Info.plist")
  func realIPA() throws {
    let product = try BuiltProduct.open(ipa)
    let app = try #require(product.apps.first)
    #expect(product.apps.count == 1)
    #expect(app.path == "Payload/App.app")
    #expect(
      app.files == [
        "App", "Assets.car", "Info.plist", "PkgInfo", "_CodeSignature/CodeResources",
        "embedded.mobileprovision",
      ])
    #expect(app.nested.isEmpty)
    let plistBytes = try product.read("Payload/App.app/Info.plist")
    #expect(plistBytes.starts(with: Array("bplist00".utf8)))
    let plist = try BuiltInfoPlist.parse(plistBytes)
    #expect(plist.bundleIdentifier == "dev.tuist.rosalind.App")
    #expect(plist.minimumOSVersion == "18.2")
    #expect(plist.deviceFamily == [1, 2])
    #expect(plist.sdkName == "iphoneos18.4")
    #expect(plist.xcode == "1630")
    #expect(plist.iconName == nil && plist.primaryIcon == nil)
    let car = try product.read("Payload/App.app/Assets.car")
    #expect(car.count == 26175)
    #expect(car.starts(with: Array("BOMStore".utf8)))
  }

  @Test("a real .xcarchive: the same app in Products/Applications, read from disk")
  func realArchive() throws {
    let path = Repository.path("Tests/AppBundlesTests/Fixtures/rosalind/App.xcarchive")
    let archive = try BuiltProduct.open(RawPath(path))
    #expect(archive.container == .xcarchive)
    #expect(archive.apps.map(\.path) == ["Products/Applications/App.app"])
    let app = try #require(archive.apps.first)
    #expect(app.nested.isEmpty)
    let exported = try #require(try BuiltProduct.open(ipa).apps.first)
    #expect(app.files == exported.files)
    let plist = try BuiltInfoPlist.parse(archive.read(app.path + "/Info.plist"))
    #expect(plist.bundleIdentifier == "dev.tuist.rosalind.App")
    #expect(plist.minimumOSVersion == "18.2" && plist.sdkName == "iphoneos18.4")
    #expect(plist.deviceFamily == [1, 2] && plist.iconName == nil)
    // The archive's own Info.plist (XML) is beside Products, not an app's file.
    #expect(try archive.read("Info.plist").starts(with: Array("<?xml".utf8)))
    let car = try archive.read(app.path + "/Assets.car")
    #expect(car == (try BuiltProduct.open(ipa).read("Payload/App.app/Assets.car")))
  }
}
