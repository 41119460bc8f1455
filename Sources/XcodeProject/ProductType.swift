/// What a target builds, from its `productType` identifier.
///
/// Invariant: every identifier maps to exactly one case; identifiers this
/// enum does not name keep their text in `appExtension` (for any extension
/// kind) or `other`, so no information is lost.
public enum ProductType: Sendable, Equatable, Hashable {
  case application
  /// An App Clip (`application.on-demand-install-capable`).
  case appClip
  /// An iMessage app without an iOS app (`application.messages`).
  case messagesApplication
  /// A WatchKit app (`application.watchapp`, `application.watchapp2`).
  case watchApp
  /// The iOS stub that carries a watch-only app (`application.watchapp2-container`).
  case watchContainer
  case watchExtension
  /// Any other app extension, with its full identifier.
  case appExtension(String)
  case messagesExtension
  case stickerPack
  case framework
  case staticLibrary
  case bundle
  case unitTest
  case uiTest
  case commandLineTool
  /// An identifier not listed here, as written ("" when there was none to read).
  case other(String)

  private static let prefix = "com.apple.product-type."

  // A table, not an if chain: the names read like Xcode's own list.
  private static let known: [String: ProductType] = [
    "application": .application,
    "application.on-demand-install-capable": .appClip,
    "application.messages": .messagesApplication,
    "application.watchapp": .watchApp,
    "application.watchapp2": .watchApp,
    "application.watchapp2-container": .watchContainer,
    "watchkit-extension": .watchExtension,
    "watchkit2-extension": .watchExtension,
    "app-extension.messages": .messagesExtension,
    "app-extension.messages-sticker-pack": .stickerPack,
    "framework": .framework,
    "framework.static": .framework,
    "library.static": .staticLibrary,
    "bundle": .bundle,
    "bundle.unit-test": .unitTest,
    "bundle.ocunit-test": .unitTest,
    "bundle.ui-testing": .uiTest,
    "tool": .commandLineTool,
  ]

  /// Reads a `productType` such as "com.apple.product-type.application".
  public init(identifier: String) {
    if identifier.hasPrefix(Self.prefix) {
      let kind = String(identifier.dropFirst(Self.prefix.count))
      if let known = Self.known[kind] {
        self = known
        return
      }
      // app-extension.intents-service, extensionkit-extension, tv-app-extension, ...
      if kind.hasSuffix("extension") || kind.hasPrefix("app-extension") {
        self = .appExtension(identifier)
        return
      }
    }
    self = .other(identifier)
  }

  /// A product a user launches from the home screen (or Messages): it carries the app icon.
  public var isApp: Bool {
    switch self {
    case .application, .appClip, .messagesApplication: true
    default: false
    }
  }

  /// An extension: embedded in an app, never an app itself.
  public var isExtension: Bool {
    switch self {
    case .appExtension, .messagesExtension, .stickerPack, .watchExtension: true
    default: false
    }
  }

  /// Which platform the product implies when the settings do not say (watch products).
  var impliedPlatform: ApplePlatform? {
    switch self {
    case .watchApp, .watchExtension: .watchOS
    default: nil
    }
  }
}
