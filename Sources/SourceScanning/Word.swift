/// ASCII words the scanners compare against, as bytes so no token becomes a String.
enum Word {
  public static let object = bytes("object")
  public static let string = bytes("string")
  public static let tabBarItem = bytes("tabBarItem")
  public static let barButtonItem = bytes("barButtonItem")
  public static let imageReference = bytes("imageReference")
  static let classAttribute = bytes("class")
  public static let key = bytes("key")
  public static let image = bytes("image")
  public static let selectedImage = bytes("selectedImage")
  public static let landscapeImagePhone = bytes("landscapeImagePhone")
  public static let catalog = bytes("catalog")
  public static let system = bytes("system")
  static let nsCustomResource = bytes("NSCustomResource")
  /// NativeScript's scheme for an image of the app's resources: `res://menu`.
  static let resourceScheme = bytes("res://")
  static let icon = bytes("icon")
  static let iconSource = bytes("iconsource")
  static let source = bytes("src")
  static let nsResourceName = bytes("NSResourceName")
  static let ibTabBarItem = bytes("IBUITabBarItem")
  static let ibBarButtonItem = bytes("IBUIBarButtonItem")
  static let ibImageKeys = [
    bytes("IBUIImage"), bytes("IBUISelectedImage"), bytes("IBUILandscapeImagePhone"),
  ]

  static let uiImage = bytes("UIImage")
  static let uiTabBarItem = bytes("UITabBarItem")
  static let uiBarButtonItem = bytes("UIBarButtonItem")
  static let swiftUIImage = bytes("Image")
  static let swiftUILabel = bytes("Label")
  static let swiftUITab = bytes("Tab")
  public static let tabItem = bytes("tabItem")
  public static let named = bytes("named")
  public static let imageNamed = bytes("imageNamed")
  public static let imageLiteral = bytes("imageLiteral")
  public static let resourceName = bytes("resourceName")
  static let imageLiteralResourceName = bytes("imageLiteralResourceName")
  public static let decorative = bytes("decorative")
  static let initializer = bytes("init")
  public static let alloc = bytes("alloc")
  public static let initWithImage = bytes("initWithImage")
  public static let leftBarButtonItem = bytes("leftBarButtonItem")
  public static let rightBarButtonItem = bytes("rightBarButtonItem")
  public static let setImage = bytes("setImage")
  static let setSelectedImage = bytes("setSelectedImage")

  public static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
