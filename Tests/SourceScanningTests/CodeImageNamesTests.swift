import Testing

@testable import SourceScanning

/// The image names code spells in its string literals, which veto a bar-icon role given only by
/// a file's name.
struct CodeImageNamesTests {
  func names(_ text: String, _ path: String = "Buttons.m") -> CodeImageNames {
    BarIconUses.read(Array(text.utf8), path: path).names
  }

  @Test func objectiveCLiteralsAreNamesWithoutExtensionOrScale() {
    let found = names(
      #"[OFImageLoader loadImage:@"OFTabBarOverlappingSegment.png"]; x = @"toolbar-add@2x.png";"#)
    #expect(found.exact == ["OFTabBarOverlappingSegment", "toolbar-add"])
    #expect(found.contains("OFTabBarOverlappingSegment"))
    #expect(!found.contains("OFTabBarOverlappingSegmentActive"))
  }

  @Test func aFormatNamesEveryImageItsFixedStartBegins() {
    let found = names(#"name = [NSString stringWithFormat:@"navigationTab%@.png", index];"#)
    #expect(found.exact.isEmpty)
    #expect(found.prefixes == ["navigationTab"])
    #expect(found.contains("navigationTab07"))
    #expect(!found.contains("smallNavigationTab07"))
  }

  @Test func aSwiftInterpolationNamesByTheTextBeforeIt() {
    let found = names(#"let image = UIImage(named: "tab_\(index)_selected")"#, "Tabs.swift")
    #expect(found.prefixes == ["tab_"])
    #expect(found.contains("tab_2_selected"))
    #expect(!found.contains("tabs"))
  }

  @Test(arguments: [#"x = @"%@.png";"#, #"x = @"t%d";"#, #"x = @"a b%@";"#])
  func aShortOrSpacedFixedStartNamesNothing(_ text: String) {
    // "%@.png" would otherwise name every image of the app; text with a space is a sentence.
    #expect(names(text).prefixes.isEmpty)
  }

  @Test func rawStringsAndSwiftLiteralsCount() {
    let found = names(##"Image(#"badge"#); Image("star")"##, "View.swift")
    #expect(found.exact == ["badge", "star"])
  }

  @Test func commentsAndInterfaceFilesNameNothing() {
    #expect(names(#"// UIImage(named: "tab-home")"#, "A.swift").exact.isEmpty)
    let xib = #"<imageView image="tab-home"/>"#
    #expect(names(xib, "Main.storyboard") == CodeImageNames())
  }
}
