import Testing

@testable import XcodeProject

/// The pieces under the parser: tree paths, xcconfig lines, conditions, SDK names, and the
/// platform and deployment target each kind of target ends with.
struct SettingsResolutionTests {
  @Test(
    arguments: [
      ("a/./b/../c", "a/c"), ("./x//y/", "x/y"), ("", ""), ("a/..", ""), ("../x", nil),
      ("a/../../x", nil),
    ] as [(String, String?)])
  func normalize(path: String, expected: String?) {
    #expect(TreePath.normalize(path) == expected)
  }

  @Test("xcconfig lines: comments anywhere, final semicolons, includes, conditions")
  func xcconfigLines() {
    let config = XCConfig(
      text: """
        // a comment
        #include "Shared/Base.xcconfig"
        #include? "Pods/Pods.xcconfig" // optional
        URL = https://example.com
        FLAGS = -a -b ; 
        KEY[sdk=iphoneos*][arch=arm64] = device
        KEY[config=Release,sdk=iphoneos*] = release
        1BAD = x
        no equals sign here
        """)
    #expect(
      config.lines == [
        .include(path: "Shared/Base.xcconfig", optional: false),
        .include(path: "Pods/Pods.xcconfig", optional: true),
        .assignment(SettingKey("URL")!, value: "https:"),
        .assignment(SettingKey("FLAGS")!, value: "-a -b"),
        .assignment(SettingKey("KEY[sdk=iphoneos*][arch=arm64]")!, value: "device"),
        .assignment(SettingKey("KEY[config=Release,sdk=iphoneos*]")!, value: "release"),
      ])
  }

  @Test("a condition applies for the device SDK, arm64 and the chosen configuration only")
  func conditions() throws {
    let applying = ["K[sdk=iphoneos*]", "K[sdk=*][arch=arm64]", "K[config=Rel*]", "K"]
    let skipped = [
      "K[sdk=iphonesimulator*]", "K[arch=x86_64]", "K[config=Debug]", "K[variant=normal]",
    ]
    for text in applying {
      #expect(try #require(SettingKey(text)).applies(configuration: "Release"), "\(text)")
    }
    for text in skipped {
      #expect(try #require(SettingKey(text)).applies(configuration: "Release") == false, "\(text)")
    }
    #expect(SettingKey("K[sdk=iphoneos*") == nil)
  }

  @Test(arguments: [
    ("iphoneos", ApplePlatform.iOS), ("iphoneos4.2", .iOS),
    ("/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS4.2.sdk", .iOS),
    ("macosx10.15", .macOS), ("appletvos", .tvOS), ("watchos", .watchOS), ("xros", .visionOS),
  ])
  func sdk(name: String, expected: ApplePlatform) {
    #expect(ApplePlatform(sdk: name) == expected)
  }

  @Test("platform: SDKROOT, else SUPPORTED_PLATFORMS, else a watch product, else the iOS target")
  func platformFallbacks() throws {
    let tvOS = #"SUPPORTED_PLATFORMS = "appletvos appletvsimulator";"#
    let text = MiniProject.text(
      objects: """
        \(MiniProject.target("T1", name: "Mac", settings: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 10.15;"))
        \(MiniProject.target("T2", name: "TV", settings: tvOS))
        \(MiniProject.target("T3", name: "Watch", settings: "", productType: "com.apple.product-type.watchkit2-extension"))
        \(MiniProject.target("T4", name: "Old", settings: "IPHONEOS_DEPLOYMENT_TARGET = 4.3;"))
        \(MiniProject.target("T5", name: "Nothing", settings: ""))
        """, targets: ["T1", "T2", "T3", "T4", "T5"])
    let project = try ProjectParsing().parse(text, at: "App.xcodeproj")
    #expect(project.targets.map(\.platform) == [.macOS, .tvOS, .watchOS, .iOS, .unknown])
    #expect(project.targets.map(\.deploymentTarget) == ["10.15", nil, nil, "4.3", nil])
  }

  @Test("a target without configurations takes the project's; PRODUCT_NAME defaults to the target")
  func projectConfigurationOnly() throws {
    let text = MiniProject.text(
      objects: """
          T1 = {isa = PBXNativeTarget; name = Solo; productType = "com.apple.product-type.application"; };
        """, targets: ["T1"],
      projectSettings: """
        INFOPLIST_FILE = "$(PRODUCT_NAME)/$(PROJECT_NAME)-Info.plist"; \
        ASSETCATALOG_COMPILER_APPICON_NAME = "Icon$(CONFIGURATION)";
        """)
    let project = try ProjectParsing().parse(text, at: "src/Proj.xcodeproj")
    let target = try #require(project.targets.first)
    #expect(target.infoPlistPath == "src/Solo/Proj-Info.plist")
    #expect(target.appIconName == "IconRelease")
    #expect(target.configurationName == "Release")
  }
}
