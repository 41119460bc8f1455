import HIG
import TestSupport
import Testing

@testable import SourceScanning

/// The bar-icon uses found in interface files and code, in the shapes Xcode and people write.
struct BarIconUsesTests {
  func scan(_ text: String, _ path: String) -> [BarIconUse] {
    BarIconUses.scan(Array(text.utf8), path: path)
  }

  func tab(_ name: String, _ source: String) -> BarIconUse {
    BarIconUse(name: name, role: .tabBarIcon, source: source)
  }

  func toolbar(_ name: String, _ source: String) -> BarIconUse {
    BarIconUse(name: name, role: .toolbarIcon, source: source)
  }

  // MARK: Which files

  @Test(arguments: [
    ("MainWindow.xib", true), ("Base.lproj/Main.storyboard", true), ("AppDelegate.m", true),
    ("Classes/RootViewController.mm", true), ("ContentView.swift", true), ("Legacy.XIB", true),
    ("Info.plist", false), ("AppDelegate.h", false), ("MainWindow.nib", false),
    ("tab-home.png", false), ("swift", false), (".swift", false), ("Makefile", false),
  ])
  func scannable(name: String, expected: Bool) {
    #expect(BarIconUses.isScannable(name: name) == expected)
  }

  @Test(arguments: [
    ("app/main-page.xml", true), ("src/app/home/home.component.html", true),
    ("components/Home.vue", true), ("views/Menu.XML", true), ("MainWindow.xib", false),
    ("AppDelegate.m", false), ("index.js", false),
  ])
  func nativeScriptMarkup(name: String, expected: Bool) {
    #expect(BarIconUses.isNativeScriptMarkup(name: name) == expected)
    // Views are read only where a tree has NativeScript resources: never by name alone.
    if expected { #expect(!BarIconUses.isScannable(name: name)) }
  }

  // MARK: NativeScript views

  @Test("NativeScript's bar items name their icons res://NAME, in XML, Angular and Vue views")
  func nativeScriptBarItems() {
    let xml = """
      <Page xmlns="http://schemas.nativescript.org/tns.xsd">
        <ActionBar title="Teams">
          <NavigationButton icon="res://back" tap="goBack"/>
          <ActionItem icon="res://menu.png" ios.position="right"/>
          <ActionItem icon="font://&#xf067;" class="fas"/>
        </ActionBar>
        <TabView>
          <TabViewItem title="Players" iconSource="res://teams"/>
        </TabView>
        <Image src="res://logo"/>
      </Page>
      """
    #expect(
      scan(xml, "app/main-page.xml") == [
        toolbar("back", "app/main-page.xml"), toolbar("menu", "app/main-page.xml"),
        tab("teams", "app/main-page.xml"),
      ])
    // Angular: `*tabItem` takes an object literal; a tab strip item's icon is an Image child.
    let angular = """
      <ActionBar><ActionItem ios:visibility="collapsed" icon="res://android-only"></ActionItem>
      <ActionItem android:visibility="collapsed" icon="res://search"></ActionItem></ActionBar>
      <TabView><StackLayout *tabItem="{title: 'Players', iconSource: 'res://players'}">
      </StackLayout></TabView>
      <Tabs><TabStrip><TabStripItem><Image src="res://home"></Image></TabStripItem></TabStrip>
      <Image src="res://banner"></Image></Tabs>
      """
    let source = "src/app/home/home.component.html"
    #expect(
      scan(angular, source) == [
        toolbar("search", source), tab("players", source), tab("home", source),
      ])
    // Vue writes components in kebab case too.
    #expect(
      scan(#"<action-item icon="res://share" />"#, "components/Home.vue")
        == [toolbar("share", "components/Home.vue")])
  }

  @Test("a view that names no res:// image, or names one elsewhere, is no bar-icon use")
  func nativeScriptViewsWithoutResourceIcons() {
    #expect(scan(#"<ActionItem text="Save" icon="~/images/save.png"/>"#, "app/a.xml").isEmpty)
    #expect(scan(#"<Label text="res://menu"/>"#, "app/a.xml").isEmpty)
    #expect(scan(#"<ActionItem icon="res://"/>"#, "app/a.xml").isEmpty)
    // Android resources and web pages share the extensions; without res:// nothing is parsed.
    #expect(scan(#"<item android:icon="@drawable/menu"/>"#, "res/menu/main.xml").isEmpty)
    // Interface Builder's own words mean nothing in a view, and res:// nothing in a xib.
    #expect(scan(#"<tabBarItem image="tab-home"/> res://x"#, "app/a.xml").isEmpty)
    #expect(scan(#"<ActionItem icon="res://menu"/>"#, "MainWindow.xib").isEmpty)
  }

  @Test func otherFilesGiveNothing() {
    let plist = """
      <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
      <key>UIApplicationShortcutItemIconFile</key><string>shortcut-compose</string>
      </dict></array></dict></plist>
      """
    #expect(scan(plist, "Info.plist").isEmpty)
    #expect(scan(#"<tabBarItem image="tab-home"/>"#, "notes.txt").isEmpty)
  }

  // MARK: Interface Builder

  /// An iPhone OS 3 `MainWindow.xib` as Xcode 3.2 wrote it: a tab bar controller whose view
  /// controllers carry tab bar items, and a toolbar, with their images as custom resources.
  static let legacyXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
    \t<data>
    \t\t<int key="IBDocument.SystemTarget">784</int>
    \t\t<string key="IBDocument.SystemVersion">10D573</string>
    \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
    \t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
    \t\t\t<object class="IBProxyObject" id="841351856">
    \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
    \t\t\t</object>
    \t\t\t<object class="IBUITabBarController" id="1034742383">
    \t\t\t\t<object class="NSMutableArray" key="IBUIViewControllers">
    \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
    \t\t\t\t\t<object class="IBUIViewController" id="1024858337">
    \t\t\t\t\t\t<object class="IBUITabBarItem" key="IBUITabBarItem" id="765670903">
    \t\t\t\t\t\t\t<string key="IBUITitle">Home</string>
    \t\t\t\t\t\t\t<object class="NSCustomResource" key="IBUIImage">
    \t\t\t\t\t\t\t\t<string key="NSClassName">NSImage</string>
    \t\t\t\t\t\t\t\t<string key="NSResourceName">tab-home.png</string>
    \t\t\t\t\t\t\t</object>
    \t\t\t\t\t\t\t<reference key="IBUITabBar"/>
    \t\t\t\t\t\t</object>
    \t\t\t\t\t\t<reference key="IBUIParentViewController" ref="1034742383"/>
    \t\t\t\t\t</object>
    \t\t\t\t\t<object class="IBUIViewController" id="268481961">
    \t\t\t\t\t\t<object class="IBUITabBarItem" key="IBUITabBarItem" id="389715281">
    \t\t\t\t\t\t\t<string key="IBUITitle">Search &amp; Find</string>
    \t\t\t\t\t\t\t<object class="NSCustomResource" key="IBUIImage">
    \t\t\t\t\t\t\t\t<string key="NSClassName">NSImage</string>
    \t\t\t\t\t\t\t\t<string key="NSResourceName">tab-search@2x.png</string>
    \t\t\t\t\t\t\t</object>
    \t\t\t\t\t\t</object>
    \t\t\t\t\t</object>
    \t\t\t\t</object>
    \t\t\t</object>
    \t\t\t<object class="IBUIToolbar" id="110498530">
    \t\t\t\t<object class="NSMutableArray" key="IBUIItems">
    \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
    \t\t\t\t\t<object class="IBUIBarButtonItem" id="427104358">
    \t\t\t\t\t\t<object class="NSCustomResource" key="IBUIImage">
    \t\t\t\t\t\t\t<string key="NSClassName">NSImage</string>
    \t\t\t\t\t\t\t<string key="NSResourceName">gear.png</string>
    \t\t\t\t\t\t</object>
    \t\t\t\t\t\t<int key="IBUIStyle">1</int>
    \t\t\t\t\t\t<reference key="IBUIToolbar" ref="110498530"/>
    \t\t\t\t\t</object>
    \t\t\t\t\t<object class="IBUIBarButtonItem" id="986247115">
    \t\t\t\t\t\t<string key="IBUITitle">Refresh</string>
    \t\t\t\t\t\t<int key="IBUIStyle">1</int>
    \t\t\t\t\t\t<object class="IBUIImageView" key="IBUICustomView" id="725633129">
    \t\t\t\t\t\t\t<object class="NSCustomResource" key="IBUIImage">
    \t\t\t\t\t\t\t\t<string key="NSClassName">NSImage</string>
    \t\t\t\t\t\t\t\t<string key="NSResourceName">spinner.png</string>
    \t\t\t\t\t\t\t</object>
    \t\t\t\t\t\t</object>
    \t\t\t\t\t</object>
    \t\t\t\t</object>
    \t\t\t</object>
    \t\t\t<!-- <object class="IBUIBarButtonItem"><object class="NSCustomResource" key="IBUIImage"><string key="NSResourceName">old.png</string></object></object> -->
    \t\t\t<object class="IBUIImageView" id="511340592">
    \t\t\t\t<object class="NSCustomResource" key="IBUIImage">
    \t\t\t\t\t<string key="NSClassName">NSImage</string>
    \t\t\t\t\t<string key="NSResourceName">background.png</string>
    \t\t\t\t</object>
    \t\t\t</object>
    \t\t</object>
    \t</data>
    </archive>
    """

  @Test("an iPhone OS 3 xib archive: custom resources in tab and bar button items' image slots")
  func legacyArchive() {
    // Not spinner.png (an image view in a bar button item's custom view), background.png (an
    // image view) or old.png (commented out).
    #expect(
      scan(Self.legacyXib, "MainWindow.xib") == [
        tab("tab-home", "MainWindow.xib"), tab("tab-search", "MainWindow.xib"),
        toolbar("gear", "MainWindow.xib"),
      ])
  }

  /// A storyboard as Xcode 15 writes it: tab bar items, bar button items in a navigation item
  /// and in a toolbar, an SF Symbol, an image reference, and images that are not bar icons.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="49e-Tb-3d3">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <scenes>
            <!--Home-->
            <scene sceneID="hNz-n2-bh7">
                <objects>
                    <viewController id="9pv-A4-QxB" customClass="HomeViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="tsR-hK-woN">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="kd3-Xa-1Pq"/>
                                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ht2-mR-9aF">
                                    <items>
                                        <barButtonItem title="Share" image="share" id="ql8-tU-2bD">
                                            <connections>
                                                <action selector="share:" destination="9pv-A4-QxB" id="pZ4-8r-Q1e"/>
                                            </connections>
                                        </barButtonItem>
                                        <barButtonItem style="plain" systemItem="flexibleSpace" id="Ze2-tX-0qa"/>
                                        <barButtonItem image="trash.png" style="plain" id="aB1-cD-2eF"/>
                                        <barButtonItem style="plain" id="xY9-Wv-8uT">
                                            <button key="customView" opaque="NO" contentMode="scaleToFill" image="custom-button" id="Nq3-Lm-4oP"/>
                                        </barButtonItem>
                                    </items>
                                </toolbar>
                            </subviews>
                        </view>
                        <tabBarItem key="tabBarItem" title="Home" image="tab-home" selectedImage="tab-home-filled" id="acW-dT-cKf"/>
                        <navigationItem key="navigationItem" title="Home" id="Vb2-Qa-7Mn">
                            <barButtonItem key="leftBarButtonItem" title="Menu" image="menu" landscapeImagePhone="menu-compact" id="Lf5-Ko-3Zx"/>
                            <barButtonItem key="rightBarButtonItem" style="plain" id="Rg6-Ws-1Cv">
                                <imageReference key="image" image="gear" symbolScale="large"/>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="W5J-7L-Pyd" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Favorites-->
            <scene sceneID="wg7-f3-ORb">
                <objects>
                    <viewController id="8rJ-Kc-sve" customClass="FavoritesViewController" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Favorites" image="star" catalog="system" id="cPa-gy-q4n"/>
                        <navigationItem key="navigationItem" id="Zq1-Xc-8Vb">
                            <barButtonItem key="rightBarButtonItem" id="Tn4-Pe-5Wy">
                                <imageReference key="image" image="heart.fill" catalog="system" symbolScale="large"/>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="gear" width="22" height="22"/>
            <image name="tab-home" width="25" height="25"/>
            <image name="star" catalog="system" width="128" height="116"/>
        </resources>
    </document>
    """

  @Test("an image asked for in its own colours (alwaysOriginal) is drawn as it is: no bar icon")
  func alwaysOriginalIsNoMask() {
    let swift = """
      let a = UITabBarItem(title: "A", image: UIImage(named: "tab-a")?.withRenderingMode(.alwaysOriginal), selectedImage: nil)
      let b = UITabBarItem(title: "B", image: UIImage(named: "tab-b"), selectedImage: nil)
      """
    #expect(scan(swift, "Tabs.swift").map(\.name) == ["tab-b"])
    let objc = """
      item = [[UITabBarItem alloc] initWithTitle:@"C" image:[[UIImage imageNamed:@"tab-c"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal] tag:0];
      item = [[UITabBarItem alloc] initWithTitle:@"D" image:[UIImage imageNamed:@"tab-d"] tag:1];
      """
    #expect(scan(objc, "Tabs.m").map(\.name) == ["tab-d"])
  }

  @Test("a storyboard: tab bar items, bar button items in a toolbar and a navigation item")
  func currentStoryboard() {
    // Not photo (an image view), custom-button (a button in a custom view), star and
    // heart.fill (SF Symbols) or the resources list (declarations, not uses).
    let source = "Main.storyboard"
    #expect(
      scan(Self.storyboard, source) == [
        toolbar("share", source), toolbar("trash", source),
        tab("tab-home", source), tab("tab-home-filled", source),
        toolbar("menu", source), toolbar("menu-compact", source), toolbar("gear", source),
      ])
  }

  @Test("a current-format xib is read like a storyboard")
  func currentXib() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
          <objects>
              <tabBarItem title="Inbox" image='tab-inbox' selectedImage="tab-inbox&#45;filled" id="Ab1-2c-3De"/>
              <navigationItem title="Inbox" id="Fg4-5h-6Ij">
                  <barButtonItem key="rightBarButtonItem" image="compose@2x.png" id="Kl7-8m-9No"/>
              </navigationItem>
          </objects>
      </document>
      """
    #expect(
      scan(xib, "Views/InboxView.xib") == [
        tab("tab-inbox", "Views/InboxView.xib"), tab("tab-inbox-filled", "Views/InboxView.xib"),
        toolbar("compose", "Views/InboxView.xib"),
      ])
  }

  // MARK: Code

  static let swiftSource = """
    import UIKit

    final class AppCoordinator {
      func makeTabs(index: Int) -> [UIViewController] {
        let home = HomeViewController()
        home.tabBarItem = UITabBarItem(
          title: "Home", image: UIImage(named: "tab-home"),
          selectedImage: UIImage(named: "tab-home-selected"))
        let search = SearchViewController()
        search.tabBarItem.image = UIImage(named: "tab-search")
        search.tabBarItem.selectedImage = UIImage(named: "tab-search@2x.png")?.withRenderingMode(.alwaysOriginal)
        let settings = SettingsViewController()
        settings.navigationItem.rightBarButtonItem = UIBarButtonItem(
          image: UIImage(named: "gear"), style: .plain, target: self, action: #selector(openSettings))
        settings.navigationItem.leftBarButtonItem = UIBarButtonItem.init(image: #imageLiteral(resourceName: "menu"), style: .plain, target: nil, action: nil)

        let name = "tab-profile"
        let profile = ProfileViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(named: name), tag: 3)
        profile.tabBarItem.selectedImage = UIImage(named: "tab-\\(index)")
        let photo = UIImageView(image: UIImage(named: "photo"))
        // home.tabBarItem = UITabBarItem(title: "Old", image: UIImage(named: "tab-old"), tag: 0)
        /* toolbarItems = [UIBarButtonItem(image: UIImage(named: "trash"), style: .plain, target: nil, action: nil)] */
        let label = "UITabBarItem(title: \\"x\\", image: UIImage(named: \\"tab-in-string\\"))"
        profile.tabBarItem.image = nil
        photo.image = UIImage(named: "avatar")
        return [home, search, settings, profile]
      }
    }
    """

  @Test("Swift: UITabBarItem and UIBarButtonItem initialisers, and tabBarItem image assignments")
  func swiftCode() {
    // Not the computed names (`name`, an interpolation), photo and avatar (an image view),
    // the names in comments and in a string, or line 11's image drawn as its original.
    let file = "Sources/AppCoordinator.swift"
    #expect(
      scan(Self.swiftSource, file) == [
        tab("tab-home", "\(file):7"), tab("tab-home-selected", "\(file):8"),
        tab("tab-search", "\(file):10"),
        toolbar("gear", "\(file):14"), toolbar("menu", "\(file):15"),
      ])
  }

  static let objectiveCSource = """
    #import "AppDelegate.h"
    #define TAB_IMAGE [UIImage imageNamed:@"tab-macro"]

    @implementation AppDelegate

    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        UIViewController *first = [[[FirstViewController alloc] init] autorelease];
        first.tabBarItem = [[[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"tab-home.png"] tag:0] autorelease];
        UIViewController *second = [[SecondViewController alloc] init];
        second.tabBarItem = [[UITabBarItem alloc] initWithTitle:NSLocalizedString(@"Search", nil)
                                                          image:[UIImage imageNamed:@"tab-search"]
                                                  selectedImage:[[UIImage imageNamed:@"tab-search-selected"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal]];
        second.tabBarItem.image = [UIImage imageNamed:@"tab-more"];
        self.tabBarItem.selectedImage = [UIImage imageNamed:@"tab-more-selected"];
        [second.tabBarItem setImage:[UIImage imageNamed:@"tab-set"]];
        UIBarButtonItem *settings = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"gear"]
                                                                     style:UIBarButtonItemStylePlain
                                                                    target:self
                                                                    action:@selector(showSettings:)];
        NSString *name = [NSString stringWithFormat:@"tab-%d", 3];
        UITabBarItem *computed = [[UITabBarItem alloc] initWithTitle:@"More" image:[UIImage imageNamed:name] tag:3];
        UIImageView *photo = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"photo"]];
        // first.tabBarItem.image = [UIImage imageNamed:@"tab-old"];
        char quote = '"';
        return YES;
    }

    @end
    """

  @Test("Objective-C: alloc/init messages, property assignments and setters")
  func objectiveCCode() {
    // Not tab-macro (a preprocessor line), the computed name, photo (an image view), tab-old,
    // or tab-search-selected, drawn as its original.
    let file = "AppDelegate.m"
    #expect(
      scan(Self.objectiveCSource, file) == [
        tab("tab-home", "\(file):8"), tab("tab-search", "\(file):11"),
        tab("tab-more", "\(file):13"),
        tab("tab-more-selected", "\(file):14"), tab("tab-set", "\(file):15"),
        toolbar("gear", "\(file):16"),
      ])
  }

  @Test("Objective-C++ is read as Objective-C")
  func objectiveCPlusPlus() {
    let line =
      #"item = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"edit"] style:0 target:nil action:nil];"#
    #expect(scan(line, "Editor.mm") == [toolbar("edit", "Editor.mm:1")])
  }

  static let swiftUISource = """
    import SwiftUI

    struct ContentView: View {
      var body: some View {
        TabView {
          HomeView()
            .tabItem {
              Image("tab-home")
              Text("Home")
            }
          SearchView()
            .tabItem { Label("Search", image: "tab-search") }
          SettingsView()
            .tabItem {
              Label("Settings", systemImage: "gear")
            }
          ProfileView()
            .tabItem {
              Label {
                Text("Profile")
              } icon: {
                Image(decorative: "tab-profile")
              }
            }
          Image("banner")
          Label("Help", image: "help")
        }
      }
    }

    struct NewContentView: View {
      var body: some View {
        TabView {
          Tab("Received", image: "tab-inbox") { InboxView() }
          Tab("Sent", systemImage: "paperplane") { SentView() }
        }
      }
    }
    """

  @Test("SwiftUI: Image and Label in a tabItem, and iOS 18's Tab")
  func swiftUI() {
    // Not gear and paperplane (SF Symbols), nor banner and help (outside any tab item).
    let file = "ContentView.swift"
    #expect(
      scan(Self.swiftUISource, file) == [
        tab("tab-home", "\(file):8"), tab("tab-search", "\(file):12"),
        tab("tab-profile", "\(file):22"), tab("tab-inbox", "\(file):34"),
      ])
  }

  @Test("a navigation item's bar button image set by assignment")
  func barButtonAssignment() {
    let swift = """
      navigationItem.rightBarButtonItem?.image = UIImage(named: "filter")
      navigationItem.leftBarButtonItem!.landscapeImagePhone = UIImage(named: "back-compact")
      navigationItem.backBarButtonItem?.title = "Back"
      cell.imageView?.image = UIImage(named: "avatar")
      """
    #expect(
      scan(swift, "A.swift") == [
        toolbar("filter", "A.swift:1"), toolbar("back-compact", "A.swift:2"),
      ])
    let objectiveC =
      #"self.navigationItem.rightBarButtonItem.image = [UIImage imageNamed:@"filter"];"#
    #expect(scan(objectiveC, "A.m") == [toolbar("filter", "A.m:1")])
  }

  @Test("whitespace and newlines between every token")
  func spreadOut() {
    let swift = """
      item . tabBarItem
        .
        image
        =
        UIImage
        (
          named
          :
          "tab-spread"
        )
      """
    #expect(scan(swift, "A.swift") == [tab("tab-spread", "A.swift:9")])
    let objectiveC = """
      [ [ UIBarButtonItem
          alloc ]
        initWithImage :
          [ UIImage imageNamed : @"bar-spread" ]
        style : 0 target : nil action : nil ]
      """
    #expect(scan(objectiveC, "A.m") == [toolbar("bar-spread", "A.m:4")])
  }

  @Test("the same use twice in one place is listed once")
  func duplicates() {
    let line =
      #"x.tabBarItem = UITabBarItem(title: nil, image: UIImage(named: "t"), selectedImage: UIImage(named: "t"))"#
    #expect(scan(line, "A.swift") == [tab("t", "A.swift:1")])
    let storyboard = #"<tabBarItem image="t" selectedImage="t.png" id="a"/>"#
    #expect(scan(storyboard, "A.storyboard") == [tab("t", "A.storyboard")])
  }

  // MARK: Hostile input

  static let scannablePaths = ["A.xib", "A.storyboard", "A.swift", "A.m"]

  @Test("random bytes give a result", arguments: scannablePaths)
  func randomBytes(path: String) {
    var random = SeededRandom(seed: 0xBA12_1C05)
    for size in [0, 1, 7, 100, 4096, 65_536] {
      let bytes = (0..<size).map { _ in random.byte() }
      #expect(BarIconUses.scan(bytes, path: path).isEmpty, "\(size) random bytes")
    }
  }

  @Test("random mixes of the patterns' own tokens give a result", arguments: scannablePaths)
  func tokenSoup(path: String) {
    let pieces = [
      "<", ">", "/>", "</", "<!--", "-->", "\"", "'", "=", "(", ")", "[", "]", "{", "}", ":",
      ",", ".", ";", "@\"", "#", "\\(", "/*", "*/", "//", "\n", " ", "tabBarItem", "image",
      "UIImage", "named", "imageNamed", "UITabBarItem", "alloc", "tabItem", "Image", "object",
      "class=\"IBUITabBarItem\"", "NSCustomResource", "\"tab\"", "\u{FFFD}", "\u{0}",
    ]
    var random = SeededRandom(seed: 42)
    for _ in 0..<200 {
      let text = (0..<random.int(0...300)).map { _ in pieces[random.int(0...(pieces.count - 1))] }
      let uses = scan(text.joined(), path)
      // Whatever is found, it obeys the invariants.
      #expect(
        uses.allSatisfy { !$0.name.isEmpty && [.tabBarIcon, .toolbarIcon].contains($0.role) })
    }
  }

  @Test("unterminated tags, values, comments and strings end the scan quietly")
  func unterminated() {
    #expect(scan(#"<tabBarItem image="tab-home""#, "A.storyboard").isEmpty)
    #expect(scan(#"<tabBarItem image="tab-home"#, "A.storyboard").isEmpty)
    #expect(scan("<!-- <tabBarItem image=\"tab-home\"/>", "A.storyboard").isEmpty)
    #expect(
      scan(#"<barButtonItem image="gear"/><tabBarItem title="x"#, "A.storyboard") == [
        toolbar("gear", "A.storyboard")
      ])
    #expect(
      scan(
        "<object class=\"IBUITabBarItem\"><object class=\"NSCustomResource\" key=\"IBUIImage\">"
          + "<string key=\"NSResourceName\">tab-home.png", "A.xib") == [tab("tab-home", "A.xib")])
    #expect(
      scan(#"x.tabBarItem = UITabBarItem(title: "x", image: UIImage(named: "t""#, "A.swift").isEmpty
    )
    #expect(scan("/* x.tabBarItem.image = UIImage(named: \"t\")", "A.swift").isEmpty)
    #expect(
      scan(#"[[UITabBarItem alloc] initWithTitle:@"x" image:[UIImage imageNamed:@"t"#, "A.m")
        .isEmpty)
  }

  @Test("an unterminated string ends with its line, so the next line is still read")
  func unterminatedStringLine() {
    let swift = "let broken = \"never closed\nitem.tabBarItem.image = UIImage(named: \"t\")\n"
    #expect(scan(swift, "A.swift") == [tab("t", "A.swift:2")])
  }

  static let twoMegabytes = 2 << 20

  @Test("a 2 MB line of text returns, and the use after it is still read")
  func hugeLine() {
    let text = String(repeating: "x", count: Self.twoMegabytes)
    let swift = "// \(text)\nitem.tabBarItem.image = UIImage(named: \"t\")\n"
    #expect(scan(swift, "A.swift") == [tab("t", "A.swift:2")])
    let storyboard = "<view a=\"\(text)\"/>\n<tabBarItem image=\"t\"/>"
    #expect(scan(storyboard, "A.storyboard") == [tab("t", "A.storyboard")])
  }

  @Test(
    "a 2 MB line of open brackets, or of one unterminated value, gives nothing",
    arguments: scannablePaths)
  func hugeHostileLine(path: String) {
    let brackets = String(repeating: "(", count: Self.twoMegabytes)
    #expect(scan(brackets, path).isEmpty)
    let unterminated =
      #"<tabBarItem image="t" title=""# + String(repeating: "x", count: Self.twoMegabytes)
    #expect(scan(unterminated, path).isEmpty)
  }

  @Test("brackets nested past the cap are skipped, and the file is read again once they close")
  func deepNesting() {
    let depth = 10_000
    let swift =
      String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
      + "\nitem.tabBarItem.image = UIImage(named: \"t\")"
    #expect(scan(swift, "A.swift") == [tab("t", "A.swift:2")])
    let xib =
      String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
      + "<tabBarItem image=\"t\"/>"
    #expect(scan(xib, "A.xib") == [tab("t", "A.xib")])
  }

  @Test("invalid UTF-8 in a name is kept as replacement characters, not a crash")
  func invalidUTF8() {
    var bytes = Array(#"<tabBarItem image="tab-"#.utf8)
    bytes += [0xFF, 0xC0]
    bytes += Array(#""/>"#.utf8)
    #expect(
      BarIconUses.scan(bytes, path: "A.storyboard") == [tab("tab-\u{FFFD}\u{FFFD}", "A.storyboard")]
    )
  }

  // MARK: Names

  @Test(arguments: [
    ("tab-home", "tab-home"), ("tab-home.png", "tab-home"), ("tab-home.PNG", "tab-home"),
    ("tab-home@2x.png", "tab-home"), ("tab-home@3x", "tab-home"), (" gear ", "gear"),
    ("Icons/tab~ipad.png", "Icons/tab~ipad"), ("tab@4x", "tab@4x"),
    // Found by FuzzSourceScan: a space before the suffix is trimmed too.
    ("tab-x@2 .png", "tab-x@2"), ("gear @2x", "gear"),
  ])
  func names(written: String, expected: String) {
    #expect(BarIconUses.iconName(Array(written.utf8)) == expected)
  }

  @Test(arguments: ["", " ", ".png", "@2x.png", " @3x.png", String(repeating: "a", count: 256)])
  func notNames(written: String) {
    #expect(BarIconUses.iconName(Array(written.utf8)) == nil)
  }
}
