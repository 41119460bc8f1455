/// An app's Info.plist as Xcode writes it, whose dictionary also holds `body` (XML keys and
/// values), for fixtures of apps, extensions and plists that name icons.
public func infoPlist(_ body: String = "") -> [UInt8] {
  Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    <key>CFBundleIdentifier</key>
    <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    <key>CFBundleExecutable</key>
    <string>$(EXECUTABLE_NAME)</string>
    <key>CFBundlePackageType</key>
    <string>APPL</string>
    \(body)
    </dict>
    </plist>

    """.utf8)
}
