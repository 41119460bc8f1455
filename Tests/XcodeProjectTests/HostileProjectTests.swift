import Testing
import XcodeProject

/// Files that are not projects, broken projects and hostile ones: a typed error or notes,
/// never a hang and never a path outside the tree.
struct HostileProjectTests {
  func parse(_ text: String, at path: String = "App.xcodeproj", files: [String: String] = [:])
    throws(XcodeProjectError) -> XcodeProject
  {
    try ProjectParsing().parse(text, at: path, files: files)
  }

  @Test("bytes that are not a property list")
  func notAPropertyList() {
    let error = #expect(throws: XcodeProjectError.self) { try parse("{ objects = { ") }
    guard case .notAPropertyList(let detail) = error else {
      Issue.record("expected notAPropertyList, got \(String(describing: error))")
      return
    }
    #expect(!detail.isEmpty)
    #expect(error?.description.hasPrefix("it is not a valid property list (") == true)
  }

  @Test("a property list whose top is an array")
  func notADictionary() {
    let error = #expect(throws: XcodeProjectError.self) { try parse("( a, b )") }
    #expect(error == .notADictionary(found: "an array"))
  }

  @Test("a dictionary without objects or rootObject")
  func missingTopKeys() {
    #expect(throws: XcodeProjectError.noObjects) { try parse("{ rootObject = R; }") }
    let error = #expect(throws: XcodeProjectError.self) { try parse("{ objects = {}; }") }
    #expect(error == .noRootObject)
    #expect(error?.description == "it names no rootObject")
  }

  @Test("rootObject naming an id that is not among the objects")
  func danglingRoot() {
    let error = #expect(throws: XcodeProjectError.self) {
      try parse("{ objects = { A = {isa = PBXGroup;}; }; rootObject = 1A2B3C; }")
    }
    #expect(error == .missingObject(id: "1A2B3C", referencedFrom: "rootObject"))
    #expect(error?.description == "rootObject names 1A2B3C which is not among its objects")
  }

  @Test("rootObject naming something other than a PBXProject")
  func rootNotAProject() {
    let error = #expect(throws: XcodeProjectError.self) {
      try parse("{ objects = { A = {isa = PBXGroup;}; }; rootObject = A; }")
    }
    #expect(error == .rootIsNotAProject(id: "A", isa: "PBXGroup"))
  }

  @Test("groups that list each other finish, with a note, and the files before the loop resolve")
  func groupCycle() throws {
    let text = MiniProject.text(
      objects: """
          GA = {isa = PBXGroup; children = (GB); path = A; sourceTree = "<group>"; };
          GB = {isa = PBXGroup; children = (GA, F1); path = B; sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = Icon.png; sourceTree = "<group>"; };
          RP = {isa = PBXResourcesBuildPhase; files = (B1); };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
        \(MiniProject.target("T1", name: "App", settings: "", phases: ["RP"]))
        """, targets: ["T1"], mainChildren: ["GA"])
    let project = try parse(text)
    #expect(project.targets.map(\.resources) == [["A/B/Icon.png"]])
    #expect(
      project.notes == [
        "groups form a cycle: PBXGroup \"B\" (GB) lists its own ancestor PBXGroup \"A\" (GA);"
          + " the loop is cut there"
      ])
  }

  @Test("the main group listing itself, and groups nested 1000 deep, finish")
  func deepAndSelfListing() throws {
    var groups = ""
    for level in 0..<1000 {
      groups +=
        "G\(level) = {isa = PBXGroup; children = (G\(level + 1)); path = d; sourceTree = \"<group>\"; };\n"
    }
    let text = MiniProject.text(objects: groups, mainChildren: ["MAIN", "G0"])
    let project = try parse(text)
    #expect(project.notes.count == 2)
    #expect(
      project.notes.first?.hasPrefix("groups form a cycle: PBXGroup MAIN lists its own") == true)
    #expect(project.notes.last?.hasPrefix("groups nest deeper than 256 levels at") == true)
  }

  @Test("paths that climb out of the tree or are absolute are dropped, with a note")
  func pathsLeavingTheTree() throws {
    let parsing = ProjectParsing()
    let text = MiniProject.text(
      objects: """
          F1 = {isa = PBXFileReference; path = "../../secret.png"; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = "/etc/passwd"; sourceTree = "<absolute>"; };
          F3 = {isa = PBXFileReference; path = "ok/../Icon.png"; sourceTree = SOURCE_ROOT; };
          F4 = {isa = PBXFileReference; path = "x.xcconfig"; sourceTree = "<absolute>"; };
          RP = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3); };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          B2 = {isa = PBXBuildFile; fileRef = F2; };
          B3 = {isa = PBXBuildFile; fileRef = F3; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = T1L; buildPhases = (RP); name = App; \
        productType = "com.apple.product-type.application"; };
          T1L = {isa = XCConfigurationList; buildConfigurations = (T1C); };
          T1C = {isa = XCBuildConfiguration; baseConfigurationReference = F4; \
        buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/../../Info.plist";}; name = Release; };
        """, targets: ["T1"], mainChildren: ["F1", "F2", "F3", "F4"])
    let project = try parsing.parse(text, at: "ios/App.xcodeproj")
    let target = try #require(project.targets.first)
    #expect(target.resources == ["ios/Icon.png"])
    #expect(target.infoPlistPath == nil)
    #expect(parsing.asked == [])
    #expect(
      project.notes == [
        "PBXFileReference \"x.xcconfig\" (F4) is at the absolute path x.xcconfig, outside the tree;"
          + " it is skipped",
        "INFOPLIST_FILE of target App ($(SRCROOT)/../../Info.plist) leaves the tree; it is skipped",
        "PBXFileReference \"../../secret.png\" (F1) at ../../secret.png leaves the tree; it is skipped",
        "PBXFileReference \"/etc/passwd\" (F2) is at the absolute path /etc/passwd, outside the tree;"
          + " it is skipped",
      ])
  }

  @Test("settings that refer to themselves, to each other, or double at each step, end")
  func selfReference() throws {
    var doubling = ""
    for level in 0..<40 { doubling += "D\(level) = \"$(D\(level + 1))$(D\(level + 1))\"; " }
    doubling += "D40 = abcdefgh; "
    let text = MiniProject.text(
      objects: MiniProject.target(
        "T1", name: "App",
        settings: """
          ASSETCATALOG_COMPILER_APPICON_NAME = "$(ASSETCATALOG_COMPILER_APPICON_NAME)x"; \
          INFOPLIST_KEY_A = "$(B)"; B = "${INFOPLIST_KEY_A}b"; \
          INFOPLIST_KEY_Big = "$(D0)"; \(doubling)
          """), targets: ["T1"])
    let project = try parse(text)
    let target = try #require(project.targets.first)
    #expect(target.appIconName == "x")
    #expect(target.infoPlistKeys["A"] == "b")
    #expect(target.infoPlistKeys["Big"]?.utf8.count == 65_536)
    #expect(
      project.notes.contains(
        "target App: build setting ASSETCATALOG_COMPILER_APPICON_NAME refers to itself;"
          + " it is read as empty there"))
    #expect(project.notes.contains { $0.contains("expands to more than 65536 bytes") })
  }

  @Test("xcconfig files that include each other finish, with a note")
  func includeCycle() throws {
    let text = MiniProject.text(
      objects: """
          X1 = {isa = PBXFileReference; path = A.xcconfig; sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = T1L; name = App; };
          T1L = {isa = XCConfigurationList; buildConfigurations = (T1C); };
          T1C = {isa = XCBuildConfiguration; baseConfigurationReference = X1; \
        buildSettings = {}; name = Release; };
        """, targets: ["T1"], mainChildren: ["X1"])
    let files = [
      "Config/A.xcconfig": "#include \"B.xcconfig\"\nASSETCATALOG_COMPILER_APPICON_NAME = A",
      "Config/B.xcconfig": "#include \"A.xcconfig\"\nTARGETED_DEVICE_FAMILY = 2",
    ]
    let project = try parse(text, at: "Config/App.xcodeproj", files: files)
    let target = try #require(project.targets.first)
    #expect(target.appIconName == "A")
    #expect(target.deviceFamily == [2])
    #expect(target.productType == .other(""))
    #expect(
      project.notes == [
        "xcconfig Config/A.xcconfig includes itself (through Config/B.xcconfig); the loop is cut"
      ])
  }

  @Test("a dangling target id and a dangling build file are notes; the other targets remain")
  func danglingReferences() throws {
    let text = MiniProject.text(
      objects: """
          RP = {isa = PBXResourcesBuildPhase; files = (NOPE); };
        \(MiniProject.target("T1", name: "App", settings: "", phases: ["RP"]))
        """, targets: ["GONE", "T1"])
    let project = try parse(text)
    #expect(project.targets.map(\.name) == ["App"])
    #expect(
      project.notes == [
        "the project's target list names GONE which is not among its objects",
        "the resources of target App names NOPE which is not among its objects",
      ])
  }
}
