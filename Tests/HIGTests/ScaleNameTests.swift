import HIG
import Testing

/// How a loose file's name gives its scale and its 1x name: Apple's naming puts the device
/// modifier after the scale (`back@2x~ipad.png`), and a file named so is a 2x image (round 17's
/// Articles: its 48-pixel iPad toolbar icons were held to a 1x toolbar's 20 pixels).
@Suite struct ScaleNameTests {
  @Test(arguments: [
    ("tab.png", 1), ("tab@2x.png", 2), ("tab@3x.PNG", 3), ("back@2x~ipad.png", 2),
    ("back~ipad.png", 1), ("back@3x~iphone.png", 3), ("icon@2x-old.png", 1),
  ])
  func scaleOfAName(_ name: String, _ scale: Int) {
    #expect(HIG.scale(ofName: name) == scale)
  }

  @Test func baseNameKeepsTheDeviceModifier() {
    #expect(HIG.baseName(ofScaled: "menu@2x~ipad.png")?.base == "menu~ipad.png")
    #expect(HIG.baseName(ofScaled: "menu@3x.png")?.scale == 3)
    #expect(HIG.baseName(ofScaled: "menu.png") == nil)
  }
}
