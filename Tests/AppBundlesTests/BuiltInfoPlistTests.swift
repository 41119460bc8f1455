import AppBundles
import Foundation
import Testing

@Suite struct BuiltInfoPlistTests {
  /// What Xcode 16 writes for an iPhone and iPad app with an alternate icon, as a binary plist.
  private let built: [String: Any] = [
    "CFBundleIdentifier": "org.example.notes", "CFBundlePackageType": "APPL",
    "MinimumOSVersion": "16.0", "UIDeviceFamily": [1, 2], "DTPlatformName": "iphoneos",
    "DTSDKName": "iphoneos18.2", "DTXcode": "1620", "CFBundleIconName": "AppIcon",
    "CFBundleIcons": [
      "CFBundlePrimaryIcon": [
        "CFBundleIconName": "AppIcon", "CFBundleIconFiles": ["AppIcon60x60"],
      ],
      "CFBundleAlternateIcons": [
        "Dark": ["CFBundleIconName": "AppIcon-Dark", "CFBundleIconFiles": ["AppIcon-Dark60x60"]]
      ],
    ],
    "CFBundleIcons~ipad": [
      "CFBundlePrimaryIcon": [
        "CFBundleIconName": "AppIcon", "CFBundleIconFiles": ["AppIcon60x60", "AppIcon76x76"],
      ]
    ],
    "UILaunchStoryboardName": "LaunchScreen",
  ]

  @Test("a binary Info.plist as Xcode writes it: icons by device, alternates, SDK and devices")
  func binary() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: built, format: .binary, options: 0)
    #expect(data.starts(with: Array("bplist00".utf8)))
    let plist = try BuiltInfoPlist.parse(Array(data))
    #expect(plist.iconName == "AppIcon")
    #expect(plist.primaryIcon == .init(name: "AppIcon", files: ["AppIcon60x60"]))
    #expect(plist.primaryIconPad?.files == ["AppIcon60x60", "AppIcon76x76"])
    #expect(
      plist.alternateIcons == [
        .init(key: "Dark", icon: .init(name: "AppIcon-Dark", files: ["AppIcon-Dark60x60"]))
      ])
    #expect(plist.deviceFamily == [1, 2])
    #expect(plist.minimumOSVersion == "16.0")
    #expect(plist.sdkName == "iphoneos18.2")
    #expect(plist.platformName == "iphoneos")
    #expect(plist.xcode == "1620")
    #expect(plist.launchStoryboard == "LaunchScreen")
    #expect(!plist.isExtension && !plist.isWatchApp)
    let xml = try PropertyListSerialization.data(fromPropertyList: built, format: .xml, options: 0)
    #expect(try BuiltInfoPlist.parse(Array(xml)) == plist)
  }

  @Test("iPad's launch screen and alternates: the ~ipad keys first, then the plain ones")
  func iPadKeys() throws {
    func parse(_ root: [String: Any]) throws -> BuiltInfoPlist {
      try BuiltInfoPlist.parse(
        Array(PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)))
    }
    let orientations = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]
    let plain = try parse([
      "UILaunchStoryboardName": "Launch", "UISupportedInterfaceOrientations": orientations,
      "UIRequiresFullScreen": true,
    ])
    #expect(plain.launchStoryboardPad == "Launch" && plain.requiresFullScreen)
    #expect(plain.iPadOrientations == orientations)
    let pad = try parse([
      "UILaunchStoryboardName": "Launch", "UILaunchStoryboardName~ipad": "LaunchPad",
      "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
      "UISupportedInterfaceOrientations~ipad": orientations, "UIRequiresFullScreen~ipad": false,
      "UIRequiresFullScreen": true,
      "CFBundleIcons~ipad": ["CFBundleAlternateIcons": ["Red": ["CFBundleIconFiles": ["Red"]]]],
    ])
    #expect(pad.launchStoryboard == "Launch" && pad.launchStoryboardPad == "LaunchPad")
    #expect(pad.iPadOrientations == orientations && !pad.requiresFullScreen)
    #expect(
      pad.alternateIcons == [
        .init(key: "Red", icon: .init(name: nil, files: ["Red"]), forIPad: true)
      ])
  }

  @Test("an iOS 3 build's loose icon list, a watch app, an extension")
  func otherBundles() throws {
    func parse(_ root: [String: Any]) throws -> BuiltInfoPlist {
      try BuiltInfoPlist.parse(
        Array(PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)))
    }
    let old = try parse([
      "CFBundleIconFiles": ["Icon.png", "Icon@2x.png"], "CFBundleIconFile": "Icon.png",
    ])
    #expect(old.legacyIconFiles == ["Icon.png", "Icon@2x.png", "Icon.png"])
    #expect(old.primaryIcon == nil && old.iconName == nil)
    #expect(try parse(["WKApplication": true]).isWatchApp)
    #expect(
      try parse(["NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"]])
        .isExtension)
  }

  @Test("a Newsstand icon is found under either icon dictionary, and UINewsstandApp read")
  func newsstand() throws {
    func parse(_ entries: [String: Any]) throws -> BuiltInfoPlist {
      let data = try PropertyListSerialization.data(
        fromPropertyList: entries, format: .binary, options: 0)
      return try BuiltInfoPlist.parse(Array(data))
    }
    let icon: [String: Any] = ["UINewsstandIcon": ["CFBundleIconFiles": ["Newsstand"]]]
    #expect(try parse(built).newsstandIconKeys.isEmpty)
    #expect(try parse(built).isNewsstandApp == false)
    let pad = try parse(["CFBundleIcons~ipad": icon])
    #expect(pad.newsstandIconKeys == ["CFBundleIcons~ipad"])
    let both = try parse([
      "CFBundleIcons": icon, "CFBundleIcons~ipad": icon, "UINewsstandApp": true,
    ])
    #expect(both.newsstandIconKeys == ["CFBundleIcons", "CFBundleIcons~ipad"])
    #expect(both.isNewsstandApp)
  }

  @Test("what is not an Info.plist is refused with the reason")
  func refusals() {
    #expect(throws: BuiltInfoPlist.ParseError.notADictionary) {
      try BuiltInfoPlist.parse(
        Array(
          try PropertyListSerialization.data(fromPropertyList: ["a"], format: .binary, options: 0)))
    }
    #expect(throws: BuiltInfoPlist.ParseError.self) {
      try BuiltInfoPlist.parse(Array("bplist00garbage".utf8))
    }
    #expect(throws: BuiltInfoPlist.ParseError.tooLarge(bytes: 5 << 20, limit: 4 << 20)) {
      try BuiltInfoPlist.parse([UInt8](repeating: 0x20, count: 5 << 20))
    }
  }
}
