import BuildDescriptions
import Testing

/// Workspaces as Xcode, CocoaPods, Flutter and hand edits write them.
struct XcodeWorkspaceTests {
  func parse(_ text: String, at path: String) throws(BuildDescriptionError) -> XcodeWorkspace {
    try XcodeWorkspace.parse(Array(text.utf8), workspacePath: path)
  }

  @Test("a CocoaPods workspace: the app's project and Pods, group-relative, in order")
  func cocoaPods() throws {
    let workspace = try parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace
         version = "1.0">
         <FileRef
            location = "group:Runner.xcodeproj">
         </FileRef>
         <FileRef
            location = "group:Pods/Pods.xcodeproj">
         </FileRef>
      </Workspace>
      """, at: "ios/Runner.xcworkspace")
    #expect(workspace.path == "ios/Runner.xcworkspace")
    #expect(workspace.projects == ["ios/Runner.xcodeproj", "ios/Pods/Pods.xcodeproj"])
    #expect(workspace.notes.isEmpty)
  }

  @Test("groups nest: group: is relative to the chain, container: to the workspace's folder")
  func groups() throws {
    let workspace = try parse(
      """
      <Workspace version="1.0">
        <Group location="container:Modules" name="Modules">
          <FileRef location="group:Core/Core.xcodeproj"/>
          <Group location="group:Features/Login" name="Login">
            <FileRef location="group:Login.xcodeproj"/>
            <FileRef location="container:App/App.xcodeproj"/>
            <FileRef location="group:Notes.playground"/>
            <FileRef location="group:README.md"/>
          </Group>
          <Group name="no location">
            <FileRef location="group:Shared/Shared.xcodeproj/"/>
          </Group>
        </Group>
        <FileRef location="group:App/App.xcodeproj"/>
      </Workspace>
      """, at: "Company.xcworkspace")
    #expect(
      workspace.projects == [
        "Modules/Core/Core.xcodeproj", "Modules/Features/Login/Login.xcodeproj",
        "App/App.xcodeproj", "Modules/Shared/Shared.xcodeproj",
      ])
    #expect(workspace.notes.isEmpty)
  }

  @Test("self: in a project's own workspace names that project")
  func selfReference() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "self:">
         </FileRef>
      </Workspace>
      """
    let embedded = try parse(text, at: "ios/Runner.xcodeproj/project.xcworkspace")
    #expect(embedded.projects == ["ios/Runner.xcodeproj"])
    let loose = try parse(text, at: "Loose.xcworkspace")
    #expect(loose.projects.isEmpty)
    #expect(
      loose.notes == [
        "self: on line 3 names the container of Loose.xcworkspace, which is not a project; it is skipped"
      ])
  }

  @Test("locations outside the tree are notes, never paths")
  func outside() throws {
    let workspace = try parse(
      """
      <Workspace version="1.0">
        <FileRef location="absolute:/Users/me/Code/Lib/Lib.xcodeproj"/>
        <FileRef location="developer:Platforms/iPhoneOS.platform/Thing.xcodeproj"/>
        <FileRef location="group:../../../Escape.xcodeproj"/>
        <FileRef location="container:../Sibling/Sibling.xcodeproj"/>
        <FileRef location="group:/abs/Path.xcodeproj"/>
        <FileRef location="weird:Thing.xcodeproj"/>
        <Group location="absolute:/tmp/elsewhere">
          <FileRef location="group:Hidden.xcodeproj"/>
        </Group>
        <FileRef location="group:Nested.xcworkspace"/>
        <FileRef/>
      </Workspace>
      """, at: "ios/App.xcworkspace")
    #expect(workspace.projects == ["Sibling/Sibling.xcodeproj"])
    #expect(
      workspace.notes == [
        "the file reference absolute:/Users/me/Code/Lib/Lib.xcodeproj on line 2 is an absolute path, outside the tree; it is skipped",
        "the file reference developer:Platforms/iPhoneOS.platform/Thing.xcodeproj on line 3 is in the developer folder, not in the tree; it is skipped",
        "the file reference group:../../../Escape.xcodeproj on line 4 leaves the tree; it is skipped",
        "the file reference group:/abs/Path.xcodeproj on line 6 is an absolute path, outside the tree; it is skipped",
        "the file reference weird:Thing.xcodeproj on line 7 has a location kind iconsmith does not know; it is skipped",
        "the group absolute:/tmp/elsewhere on line 8 is an absolute path, outside the tree; it is skipped",
        "the nested workspace ios/Nested.xcworkspace (line 11) is not followed",
        "the file reference on line 12 has no location; it is skipped",
      ])
  }

  @Test("a project listed twice is listed once")
  func duplicates() throws {
    let workspace = try parse(
      """
      <Workspace version="1.0">
        <FileRef location="group:App.xcodeproj"/>
        <FileRef location="container:App.xcodeproj"/>
        <FileRef location="group:./App.xcodeproj"/>
      </Workspace>
      """, at: "App.xcworkspace")
    #expect(workspace.projects == ["App.xcodeproj"])
  }

  @Test("a workspace path outside the tree: its folder is the top, with a note")
  func workspacePathOutside() throws {
    let workspace = try parse(
      "<Workspace><FileRef location=\"group:A.xcodeproj\"/></Workspace>", at: "../x/A.xcworkspace")
    #expect(workspace.path == "")
    #expect(workspace.projects == ["A.xcodeproj"])
    #expect(
      workspace.notes == [
        "the workspace path ../x/A.xcworkspace is not inside the tree; its folder is taken as the top"
      ])
  }

  @Test("not XML, another root, too large: typed errors")
  func errors() {
    #expect(throws: BuildDescriptionError.notXML(.unclosedTag(name: "Workspace", offset: 0))) {
      try parse("<Workspace>", at: "A.xcworkspace")
    }
    let error = #expect(throws: BuildDescriptionError.self) {
      try parse("<plist/>", at: "A.xcworkspace")
    }
    #expect(error == .wrongTopLevel(expected: "a <Workspace> element", found: "a <plist> element"))
    #expect(error?.description == "its top level is a <plist> element, not a <Workspace> element")
    let huge = [UInt8](repeating: 0x20, count: XcodeWorkspace.maxBytes + 1)
    #expect(throws: BuildDescriptionError.tooLarge(bytes: huge.count, limit: 16 << 20)) {
      try XcodeWorkspace.parse(huge, workspacePath: "A.xcworkspace")
    }
  }

  @Test("groups nested to the depth limit still resolve")
  func deepGroups() throws {
    let depth = 200
    let text =
      "<Workspace>" + String(repeating: "<Group location=\"group:d\">", count: depth)
      + "<FileRef location=\"group:P.xcodeproj\"/>" + String(repeating: "</Group>", count: depth)
      + "</Workspace>"
    let workspace = try parse(text, at: "W.xcworkspace")
    #expect(workspace.projects == [String(repeating: "d/", count: depth) + "P.xcodeproj"])
  }
}
