import DataFormats
import Foundation
import Testing

/// The property-list reader against Foundation's `PropertyListSerialization`, which the
/// shipped modules used before: the same values from real-shaped Info.plists in XML and in
/// binary (written by Foundation here), the same answers to the casts the readers make, and
/// the same verdict on the edge cases of the format.
struct PropertyListFoundationTests {
  /// Foundation's value as a `PropertyList`; nil for what has no counterpart.
  static func converted(_ value: Any) -> PropertyList? {
    // A plist's <true/> is a Swift Bool on Linux; check before NSNumber, which also casts.
    if type(of: value) == Bool.self { return .boolean(value as! Bool) }
    switch value {
    case let text as String: return .string(text)
    case let date as Date: return .date(secondsSince2001: date.timeIntervalSinceReferenceDate)
    case let data as Data: return .data(Array(data))
    case let items as [Any]:
      let values = items.compactMap(converted)
      return values.count == items.count ? .array(values) : nil
    case let entries as [String: Any]:
      let values = entries.compactMapValues(converted)
      return values.count == entries.count ? .dictionary(values) : nil
    case let number as NSNumber:
      let type = String(cString: number.objCType)
      if type == "d" || type == "f" { return .real(number.doubleValue) }
      if type == "Q", number.uint64Value > UInt64(Int.max) {
        return .unsignedInteger(number.uint64Value)
      }
      return .integer(number.intValue)
    default: return nil
    }
  }

  static func foundation(_ bytes: [UInt8]) -> Any? {
    try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Info.plists as apps of each era write them, and the repository's own.
  static let infoPlists: [String] = {
    func plist(_ body: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>
      """
    }
    var plists = [
      plist(
        """
        	<key>CFBundleIconFile</key>
        	<string>Icon.png</string>
        	<key>CFBundleIconFiles~ipad</key>
        	<array><string>Icon-72.png</string><string>Icon-Small-50.png</string></array>
        	<key>UIPrerenderedIcon</key>
        	<true/>
        	<key>UIDeviceFamily</key>
        	<array><integer>1</integer><string>2</string></array>
        	<key>UISupportedInterfaceOrientations~ipad</key>
        	<array><string>UIInterfaceOrientationPortrait</string></array>
        	<key>UILaunchImageFile~iphone</key>
        	<string>Default</string>
        	<key>UIStatusBarStyle</key>
        	<string>UIStatusBarStyleBlackOpaque</string>
        """),
      plist(
        """
        	<key>CFBundleIcons</key>
        	<dict>
        		<key>CFBundlePrimaryIcon</key>
        		<dict>
        			<key>CFBundleIconFiles</key>
        			<array><string>AppIcon60x60</string></array>
        			<key>CFBundleIconName</key>
        			<string>AppIcon</string>
        			<key>UIPrerenderedIcon</key>
        			<integer>1</integer>
        		</dict>
        		<key>CFBundleAlternateIcons</key>
        		<dict>
        			<key>Dark</key>
        			<dict><key>CFBundleIconName</key><string>DarkIcon</string></dict>
        			<key>Legacy</key>
        			<dict><key>CFBundleIconFiles</key><array><string>Legacy60x60</string></array></dict>
        		</dict>
        	</dict>
        	<key>CFBundleIcons~ipad</key>
        	<dict><key>CFBundlePrimaryIcon</key><dict><key>CFBundleIconName</key><string>AppIcon</string></dict></dict>
        	<key>UILaunchImages</key>
        	<array>
        		<dict><key>UILaunchImageName</key><string>Default-568h</string><key>UILaunchImageSize</key><string>{320, 568}</string><key>UILaunchImageMinimumOSVersion</key><string>7.0</string></dict>
        	</array>
        	<key>UIRequiresFullScreen</key>
        	<false/>
        	<key>MinimumOSVersion</key>
        	<string>12.0</string>
        	<key>DTPlatformName</key>
        	<string>iphoneos</string>
        	<key>DTXcode</key>
        	<string>1620</string>
        	<key>UIDeviceFamily</key>
        	<array><integer>1</integer><integer>2</integer></array>
        """),
      plist(
        """
        	<key>CFBundlePackageType</key>
        	<string>XPC!</string>
        	<key>NSExtension</key>
        	<dict>
        		<key>NSExtensionPointIdentifier</key>
        		<string>com.apple.Safari.web-extension</string>
        		<key>NSExtensionAttributes</key>
        		<dict><key>Weight</key><real>0.75</real><key>Count</key><integer>-3</integer></dict>
        	</dict>
        	<key>WKWatchKitApp</key>
        	<true/>
        	<key>BuildDate</key>
        	<date>2024-02-29T12:34:56Z</date>
        	<key>Blob</key>
        	<data>3q2+7w==</data>
        	<key>Escaped</key>
        	<string>Tom &amp; Jerry &lt;3 &#169; &#x2603;</string>
        	<key>Spaced</key>
        	<string>  leading and trailing  </string>
        	<key>Empty</key>
        	<string></string>
        	<key>Huge</key>
        	<integer>18446744073709551615</integer>
        	<key>XSAppIconAssets</key>
        	<string>Assets.xcassets/AppIcon.appiconset</string>
        """),
    ]
    for path in [
      "SampleAssets/GoodApp/Info.plist", "SampleAssets/BrokenApp/Info.plist",
      "Fuzz/Seeds/plist-json/good-Info.plist", "Fuzz/Seeds/plist-json/broken-Info.plist",
    ] {
      if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
        plists.append(text)
      }
    }
    return plists
  }()

  @Test("real-shaped Info.plists read to Foundation's values, as XML and as binary")
  func sameValues() throws {
    #expect(Self.infoPlists.count >= 7)
    for text in Self.infoPlists {
      let bytes = Array(text.utf8)
      let theirs = try #require(Self.foundation(bytes))
      let expected = try #require(Self.converted(theirs))
      #expect(try PropertyList.parse(bytes) == expected)
      let binary = try PropertyListSerialization.data(
        fromPropertyList: theirs, format: .binary, options: 0)
      #expect(Array(binary.prefix(8)) == Array("bplist00".utf8))
      #expect(try PropertyList.parse(Array(binary)) == expected)
    }
  }

  @Test(
    "each value answers the readers' casts as Foundation's did",
    arguments: [
      "<true/>", "<false/>", "<integer>0</integer>", "<integer>1</integer>", "<integer>2</integer>",
      "<integer>-1</integer>", "<integer>18446744073709551615</integer>", "<real>0</real>",
      "<real>1.0</real>", "<real>1.5</real>", "<real>-2</real>", "<string>1</string>",
      "<string>YES</string>", "<date>2001-01-01T00:00:00Z</date>", "<data>AQ==</data>",
      "<array><string>a</string><string>b</string></array>",
      "<array><string>a</string><integer>1</integer></array>",
      "<array><dict/><dict><key>k</key><string>v</string></dict></array>",
      "<array><dict/><string>v</string></array>", "<dict><key>k</key><true/></dict>", "<array/>",
    ])
  func sameCasts(element: String) throws {
    let bytes = Array("<plist>\(element)</plist>".utf8)
    let theirs = try #require(Self.foundation(bytes))
    let binary = Array(
      try PropertyListSerialization.data(fromPropertyList: theirs, format: .binary, options: 0))
    for ours in [try PropertyList.parse(bytes), try PropertyList.parse(binary)] {
      #expect(ours.int == theirs as? Int, "as? Int")
      #expect(ours.bool == theirs as? Bool, "as? Bool")
      #expect(ours.double == theirs as? Double, "as? Double")
      #expect(ours.string == theirs as? String, "as? String")
      #expect(ours.strings == theirs as? [String], "as? [String]")
      #expect(
        (ours.dictionaries != nil) == (theirs as? [[String: Any]] != nil), "as? [[String: Any]]")
      #expect((ours.dictionary != nil) == (theirs as? [String: Any] != nil), "as? [String: Any]")
      #expect((ours.array != nil) == (theirs as? [Any] != nil), "as? [Any]")
    }
  }

  @Test(
    "the edge cases of the format get Foundation's verdict",
    arguments: [
      "<plist><true/></plist>\n#endif\n", "<string>bare</string>",
      "<plist>\n <string> x </string>\n</plist>",
      "<plist><integer> +5 </integer></plist>", "<plist><integer>0x1f</integer></plist>",
      "<plist><integer>-0</integer></plist>",
      "<plist><integer>-9223372036854775808</integer></plist>",
      "<plist><real>.5</real></plist>", "<plist><real>-infinity</real></plist>", "<0fa1 b2>",
      "<plist><true></true></plist>", "<plist><data>A Q = =</data></plist>",
      "<plist><string><![CDATA[a]]>b</string></plist>",
      "<plist><string>&#65;&#x42;</string></plist>",
      "<plist><dict><key>a</key><string>1</string><key>a</key><string>2</string></dict></plist>",
      "<plist><dict/></plist>", "<plist><array><!-- c --></array></plist>",
      "{ CFBundleIconFile = Icon.png; CFBundleIconFiles = (a, \"b c\"); }", "garbage", "( a, b )",
      "<plist><dict><key>a</key></dict></plist>", "<plist><integer>x</integer></plist>",
      "<plist><string>a &foo; b</string></plist>", "<plist><frob/></plist>",
      "<plist><array></dict></plist>", "<plist><dict><string>x</string></dict></plist>",
      "<plist><integer>99999999999999999999</integer></plist>", "<plist><date>2001</date></plist>",
      "<plist><dict>\n#ifdef X\n<key>a</key><true/></dict></plist>",
    ])
  func sameVerdict(text: String) {
    let bytes = Array(text.utf8)
    let theirs = Self.foundation(bytes).flatMap(Self.converted)
    let ours = try? PropertyList.parse(bytes)
    #expect(
      ours == theirs, "ours \(String(describing: ours)), Foundation's \(String(describing: theirs))"
    )
  }

  @Test("<real>nan</real> is NaN in both")
  func notANumber() throws {
    let bytes = Array("<plist><real>nan</real></plist>".utf8)
    #expect(try PropertyList.parse(bytes).double?.isNaN == true)
    #expect((Self.foundation(bytes) as? Double)?.isNaN == true)
  }
}
