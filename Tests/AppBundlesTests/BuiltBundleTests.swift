import AppBundles
import Testing

@Suite struct BuiltBundleTests {
  /// An app with a widget, a watch app with its own extension, a framework and a resource
  /// bundle, as a product holds them under `top`.
  private func product(under top: String) -> [String] {
    [
      "Info.plist", "Assets.car", "AppIcon60x60@2x.png",
      "PlugIns/Widget.appex/Info.plist", "PlugIns/Widget.appex/Assets.car",
      "Watch/Notes Watch.app/Info.plist", "Watch/Notes Watch.app/Assets.car",
      "Watch/Notes Watch.app/PlugIns/Complication.appex/Info.plist",
      "Frameworks/Kit.framework/Info.plist", "Settings.bundle/Root.plist",
    ].map { top + $0 }
  }

  @Test("an .ipa: Payload's app, its extension and its watch app with the watch's extension")
  func ipa() throws {
    let paths = product(under: "Payload/Notes.app/") + ["iTunesMetadata.plist", "Payload/README"]
    let apps = BuiltBundle.apps(in: paths, container: .ipa)
    let app = try #require(apps.first)
    #expect(apps.count == 1)
    #expect(app.path == "Payload/Notes.app")
    #expect(app.kind == .app)
    #expect(
      app.files == [
        "AppIcon60x60@2x.png", "Assets.car", "Frameworks/Kit.framework/Info.plist", "Info.plist",
        "Settings.bundle/Root.plist",
      ])
    #expect(
      app.nested.map(\.path) == [
        "Payload/Notes.app/PlugIns/Widget.appex", "Payload/Notes.app/Watch/Notes Watch.app",
      ])
    #expect(app.nested.map(\.kind) == [.appExtension, .watchApp])
    let watch = app.nested[1]
    #expect(watch.files == ["Assets.car", "Info.plist"])
    #expect(
      watch.nested.map(\.path) == [
        "Payload/Notes.app/Watch/Notes Watch.app/PlugIns/Complication.appex"
      ])
    #expect(watch.nested.first?.files == ["Info.plist"])
  }

  @Test("an .xcarchive's app, an .app by itself, and a product with no app")
  func otherContainers() {
    let archive =
      ["Info.plist", "dSYMs/Notes.app.dSYM/Contents/Info.plist"]
      + product(under: "Products/Applications/Notes.app/")
    #expect(
      BuiltBundle.apps(in: archive, container: .xcarchive).map(\.path) == [
        "Products/Applications/Notes.app"
      ])
    let app = BuiltBundle.apps(in: product(under: ""), container: .app)
    #expect(app.map(\.path) == [""])
    #expect(app.first?.nested.count == 2)
    #expect(app.first?.files.contains("Info.plist") == true)
    #expect(
      BuiltBundle.apps(in: ["Payload/readme.txt", "Payload/.app/x"], container: .ipa).isEmpty)
  }

  @Test("two apps in one Payload, in byte order")
  func twoApps() {
    let paths = [
      "Payload/b.app/Info.plist", "Payload/B.app/Info.plist", "Payload/a.app/Info.plist",
    ]
    #expect(
      BuiltBundle.apps(in: paths, container: .ipa).map(\.path) == [
        "Payload/B.app", "Payload/a.app", "Payload/b.app",
      ])
  }
}
