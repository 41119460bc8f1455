import BuildDescriptions
import Testing

/// Cordova, PhoneGap Build and Ionic `config.xml` files.
struct CordovaConfigTests {
  func parse(_ text: String, at path: String = "config.xml") throws(BuildDescriptionError)
    -> CordovaConfig
  {
    try CordovaConfig.parse(Array(text.utf8), configPath: path)
  }

  static let ionic = """
    <?xml version='1.0' encoding='utf-8'?>
    <widget id="io.ionic.starter" version="0.0.1" xmlns="http://www.w3.org/ns/widgets" xmlns:cdv="http://cordova.apache.org/ns/1.0">
        <name>MyApp</name>
        <description>An awesome Ionic/Cordova app.</description>
        <content src="index.html" />
        <preference name="ScrollEnabled" value="false" />
        <preference name="BackgroundColor" value="0xff000000" />
        <preference name="deployment-target" value="10.0" />
        <icon src="resources/icon.png" />
        <platform name="android">
            <icon density="ldpi" src="resources/android/icon/drawable-ldpi-icon.png" />
            <splash density="land-ldpi" src="resources/android/splash/drawable-land-ldpi-screen.png" />
        </platform>
        <platform name="ios">
            <preference name="Deployment-Target" value="12.0" />
            <icon height="57" src="resources/ios/icon/icon.png" width="57" />
            <icon height="114" src="resources/ios/icon/icon@2x.png" width="114" />
            <icon height="1024" src="resources/ios/icon/icon-1024.png" width="1024" />
            <splash height="2732" src="resources/ios/splash/Default@2x~universal~anyany.png" width="2732" />
        </platform>
        <engine name="ios" spec="5.1.1" />
    </widget>
    """

  @Test("an Ionic config: the global icon applies to iOS too; the iOS preference wins")
  func ionicConfig() throws {
    let config = try parse(Self.ionic, at: "mobile/config.xml")
    #expect(config.path == "mobile/config.xml")
    #expect(config.widgetID == "io.ionic.starter")
    #expect(config.version == "0.0.1")
    #expect(config.name == "MyApp")
    #expect(config.hasIOSPlatform)
    #expect(
      config.iosIcons == [
        .init(src: "mobile/resources/icon.png", line: 9),
        .init(src: "mobile/resources/ios/icon/icon.png", width: 57, height: 57, line: 16),
        .init(src: "mobile/resources/ios/icon/icon@2x.png", width: 114, height: 114, line: 17),
        .init(src: "mobile/resources/ios/icon/icon-1024.png", width: 1024, height: 1024, line: 18),
      ])
    #expect(
      config.iosSplashes == [
        .init(
          src: "mobile/resources/ios/splash/Default@2x~universal~anyany.png", width: 2732,
          height: 2732, line: 19)
      ])
    #expect(config.deploymentTarget == "12.0")
    #expect(config.backgroundColor == "0xff000000")
    #expect(config.notes.isEmpty)
  }

  @Test("PhoneGap Build: gap:platform attributes, gap:splash, density; other platforms dropped")
  func phoneGap() throws {
    let config = try parse(
      """
      <widget xmlns="http://www.w3.org/ns/widgets" xmlns:gap="http://phonegap.com/ns/1.0" id="com.example.pg" version="1.0">
        <icon src="icon.png" />
        <icon src="res/icon/ios/icon-72.png" gap:platform="ios" width="72" height="72" />
        <icon src="res/icon/android/hdpi.png" gap:platform="android" gap:qualifier="hdpi" />
        <gap:splash src="res/screen/ios/Default.png" gap:platform="ios" width="320" height="480" />
        <gap:splash src="res/screen/android/ldpi.png" gap:platform="android" />
        <splash src="splash.png" platform="winphone" />
        <preference name="deployment-target" value="7.0" />
      </widget>
      """)
    #expect(config.hasIOSPlatform == false)
    #expect(config.iosIcons.map(\.src) == ["icon.png", "res/icon/ios/icon-72.png"])
    #expect(config.iosIcons[1].width == 72)
    #expect(config.iosSplashes.map(\.src) == ["res/screen/ios/Default.png"])
    #expect(config.iosSplashes.first?.height == 480)
    #expect(config.deploymentTarget == "7.0")
    #expect(config.name == nil)
  }

  @Test("a src leaving the tree, an absolute src, a missing src: nil with a note")
  func badSources() throws {
    let config = try parse(
      """
      <widget id="x">
        <platform name="iOS">
          <icon src="../../outside.png" width="60" height="60"/>
          <icon src="/Users/me/icon.png"/>
          <splash width="640" height="960"/>
          <icon src="ok.png" width="sixty" density="xhdpi"/>
        </platform>
      </widget>
      """, at: "app/config.xml")
    #expect(config.hasIOSPlatform)
    #expect(
      config.iosIcons == [
        .init(src: nil, width: 60, height: 60, line: 3),
        .init(src: nil, line: 4),
        .init(src: "app/ok.png", width: nil, density: "xhdpi", line: 6),
      ])
    #expect(config.iosSplashes == [.init(src: nil, width: 640, height: 960, line: 5)])
    #expect(
      config.notes == [
        "the src ../../outside.png on line 3 leaves the tree",
        "the src /Users/me/icon.png on line 4 is an absolute path, outside the tree",
        "the <splash> on line 5 has no src",
      ])
  }

  @Test("not a widget, not XML: typed errors")
  func errors() {
    #expect(
      throws: BuildDescriptionError.wrongTopLevel(
        expected: "a <widget> element", found: "a <manifest> element")
    ) { try parse("<manifest/>") }
    #expect(
      throws: BuildDescriptionError.notXML(
        .mismatchedEndTag(expected: "platform", found: "widget", offset: 29))
    ) { try parse("<widget><platform name='ios'></widget>") }
  }
}
