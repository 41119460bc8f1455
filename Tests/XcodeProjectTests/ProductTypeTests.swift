import Testing
import XcodeProject

/// Every product type Xcode writes maps to its case, and unknown ones keep their text.
struct ProductTypeTests {
  static let cases: [(String, ProductType)] = [
    ("com.apple.product-type.application", .application),
    ("com.apple.product-type.application.on-demand-install-capable", .appClip),
    ("com.apple.product-type.application.messages", .messagesApplication),
    ("com.apple.product-type.application.watchapp", .watchApp),
    ("com.apple.product-type.application.watchapp2", .watchApp),
    ("com.apple.product-type.application.watchapp2-container", .watchContainer),
    ("com.apple.product-type.watchkit-extension", .watchExtension),
    ("com.apple.product-type.watchkit2-extension", .watchExtension),
    (
      "com.apple.product-type.app-extension",
      .appExtension("com.apple.product-type.app-extension")
    ),
    ("com.apple.product-type.app-extension.messages", .messagesExtension),
    ("com.apple.product-type.app-extension.messages-sticker-pack", .stickerPack),
    (
      "com.apple.product-type.extensionkit-extension",
      .appExtension("com.apple.product-type.extensionkit-extension")
    ),
    (
      "com.apple.product-type.app-extension.intents-service",
      .appExtension("com.apple.product-type.app-extension.intents-service")
    ),
    ("com.apple.product-type.framework", .framework),
    ("com.apple.product-type.library.static", .staticLibrary),
    ("com.apple.product-type.bundle", .bundle),
    ("com.apple.product-type.bundle.unit-test", .unitTest),
    ("com.apple.product-type.bundle.ui-testing", .uiTest),
    ("com.apple.product-type.tool", .commandLineTool),
    ("com.apple.product-type.library.dynamic", .other("com.apple.product-type.library.dynamic")),
    ("org.example.custom", .other("org.example.custom")),
  ]

  @Test(arguments: cases)
  func mapping(identifier: String, expected: ProductType) {
    #expect(ProductType(identifier: identifier) == expected)
  }

  @Test("apps are the application, the App Clip and the Messages app; extensions are not apps")
  func kinds() {
    let apps = Self.cases.map(\.1).filter(\.isApp)
    #expect(apps == [.application, .appClip, .messagesApplication])
    let extensions = Self.cases.map(\.1).filter(\.isExtension)
    #expect(
      extensions == [
        .watchExtension, .watchExtension, .appExtension("com.apple.product-type.app-extension"),
        .messagesExtension, .stickerPack,
        .appExtension("com.apple.product-type.extensionkit-extension"),
        .appExtension("com.apple.product-type.app-extension.intents-service"),
      ])
  }
}
