import Raster

/// Built products (`.ipa` files) with one defect each, as App Store Connect meets them after an
/// upload: what `iconsmith check` must name, with the upload error it prevents, without
/// crashing, in little time and memory. The tests check each; `iconsmith-bench
/// built-products DIR` writes them to measure a release build on.
///
/// Invariant: every product is a well-formed zip holding `Payload/Notes.app` with an Info.plist
/// built with the iOS 18 SDK for iPhone and iPad, its `AppIcon` complete, but for the one
/// defect its name says; the same call gives the same bytes.
public enum PlantedProducts {
  public struct Product: Sendable {
    /// The file name: `alpha-in-app-store-icon.ipa`.
    public let name: String
    public let bytes: [UInt8]
    /// The rule that must name the defect, or nil when the product cannot be opened at all.
    public let rule: String?
    /// The upload error it carries, when it has one.
    public let itmsCode: String?
  }

  /// One product per defect, in a fixed order.
  public static func all() -> [Product] {
    let opaque = SampleArt.masterArtwork(side: 1024, roundedCorners: false)
    var translucent = opaque
    // A clear band along the top, as an artwork exported with its canvas shows.
    for index in stride(from: 3, to: 1024 * 64 * 4, by: 4) { translucent.pixels[index] = 0 }
    func icons(_ marketing: RGBAImage, phone: Bool = true) -> [CarBuilder.IconBitmap] {
      var bitmaps = [CarBuilder.IconBitmap(idiom: 6, scale: 1, picture: marketing)]
      let sides = (phone ? [(UInt16(1), 120)] : []) + [(2, 152), (2, 167)]
      for (idiom, side) in sides {
        bitmaps.append(
          .init(idiom: idiom, scale: 2, picture: opaque.areaDownscaled(toWidth: side, height: side))
        )
      }
      return bitmaps
    }
    let complete = CarBuilder.appIconCatalog(icons(opaque))
    var truncated = CarBuilder.appIconCatalog(icons(opaque))
    truncated.removeLast(truncated.count / 3)
    let watchIcons = [
      CarBuilder.IconBitmap(
        idiom: 5, scale: 2, picture: translucent.areaDownscaled(toWidth: 100, height: 100)),
      CarBuilder.IconBitmap(idiom: 6, scale: 1, picture: opaque),
    ]

    var escaping = ZipBuilder()
    escaping.add("Payload/Notes.app/Info.plist", infoPlist(iconName: "AppIcon"))
    escaping.add("Payload/../../evil.sh", "echo owned")

    return [
      product(
        "alpha-in-app-store-icon.ipa", car: CarBuilder.appIconCatalog(icons(translucent)),
        rule: "built-app-store-icon-alpha", itms: "ITMS-90717"),
      product(
        "no-120-iphone-icon.ipa", car: CarBuilder.appIconCatalog(icons(opaque, phone: false)),
        rule: "built-required-icon-size", itms: "ITMS-90022"),
      product(
        "no-icon-name.ipa", car: complete, iconName: nil, rule: "built-icon-name-missing",
        itms: "ITMS-90713"),
      product(
        "alpha-in-watch-icon.ipa", car: complete,
        watchCar: CarBuilder.appIconCatalog(watchIcons), rule: "built-watch-icon-alpha",
        itms: "ITMS-90396"),
      product(
        "no-watch-app-store-icon.ipa", car: complete,
        watchCar: CarBuilder.appIconCatalog([
          CarBuilder.IconBitmap(
            idiom: 5, scale: 2, picture: opaque.areaDownscaled(toWidth: 100, height: 100))
        ]),
        rule: "built-watch-app-store-icon-missing", itms: "ITMS-90719"),
      product(
        "newsstand-icon.ipa", car: complete,
        extraKeys:
          "<key>CFBundleIcons~ipad</key><dict><key>UINewsstandIcon</key><dict>"
          + "<key>UINewsstandBindingType</key><string>UINewsstandBindingTypeMagazine</string>"
          + "</dict></dict>",
        rule: "built-newsstand-icon", itms: "ITMS-90138"),
      product(
        "truncated-assets-car.ipa", car: truncated, rule: "built-bundle-unreadable", itms: nil),
      Product(
        name: "path-outside-the-zip.ipa", bytes: escaping.bytes(), rule: nil, itmsCode: nil),
    ]
  }

  static func product(
    _ name: String, car: [UInt8], iconName: String? = "AppIcon", extraKeys: String = "",
    watchCar: [UInt8]? = nil, rule: String, itms: String?
  ) -> Product {
    var zip = ZipBuilder()
    zip.items.append(.init(name: "Payload/Notes.app/Assets.car", data: car, deflate: true))
    zip.add("Payload/Notes.app/Info.plist", infoPlist(iconName: iconName, extraKeys: extraKeys))
    if let watchCar {
      let watch = "Payload/Notes.app/Watch/NotesWatch.app/"
      zip.items.append(.init(name: watch + "Assets.car", data: watchCar, deflate: true))
      zip.add(watch + "Info.plist", infoPlist(iconName: iconName, watch: true))
    }
    return Product(name: name, bytes: zip.bytes(), rule: rule, itmsCode: itms)
  }

  /// The Info.plist Xcode writes for the app (or its watch app), in XML.
  static func infoPlist(iconName: String?, extraKeys: String = "", watch: Bool = false) -> String {
    let icons =
      iconName.map {
        "<key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict>"
          + "<key>CFBundleIconName</key><string>\($0)</string></dict></dict>"
      } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundlePackageType</key><string>APPL</string>
      <key>DTPlatformName</key><string>\(watch ? "watchos" : "iphoneos")</string>
      <key>DTSDKName</key><string>\(watch ? "watchos11.0" : "iphoneos18.0")</string>
      <key>MinimumOSVersion</key><string>\(watch ? "9.0" : "16.0")</string>
      <key>UIDeviceFamily</key><array>\(watch ? "<integer>4</integer>" : "<integer>1</integer><integer>2</integer>")</array>
      <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
      \(icons)\(extraKeys)
      </dict></plist>
      """
  }
}
