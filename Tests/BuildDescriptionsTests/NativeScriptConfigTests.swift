import BuildDescriptions
import Testing

/// Where a NativeScript project's configuration says its App_Resources are.
struct NativeScriptConfigTests {
  func parse(_ text: String, at path: String) -> NativeScriptConfig {
    NativeScriptConfig.parse(Array(text.utf8), path: path)
  }

  @Test("the TypeScript literal and the JSON key are read and resolved from the file's folder")
  func appResourcesPath() {
    let typescript = parse(
      """
      import { NativeScriptConfig } from '@nativescript/core';
      export default {
        id: 'org.example.arctic',
        appPath: 'src',
        appResourcesPath: '../../tools/assets/App_Resources',
      } as NativeScriptConfig;
      """, at: "apps/mobile/nativescript.config.ts")
    #expect(typescript.appResourcesPath == "../../tools/assets/App_Resources")
    #expect(typescript.appResourcesFolder == "tools/assets/App_Resources")
    #expect(!typescript.pointsOutside)
    let json = parse(
      #"{ "appPath": "app", "appResourcesPath": "app/App_Resources" }"#, at: "nsconfig.json")
    #expect(json.appResourcesFolder == "app/App_Resources")
  }

  @Test("a path out of the tree, an absolute one, or none at all")
  func outsideOrNone() {
    let outside = parse(
      "export default { appResourcesPath: \"../../shared/App_Resources\" }",
      at: "nativescript.config.js")
    #expect(outside.appResourcesPath == "../../shared/App_Resources")
    #expect(outside.appResourcesFolder == nil && outside.pointsOutside)
    #expect(
      parse("{ appResourcesPath: '/srv/App_Resources' }", at: "nativescript.config.ts")
        .pointsOutside)
    let none = parse(
      "export default { id: 'org.example', appPath: 'app' }", at: "nativescript.config.ts")
    #expect(none.appResourcesPath == nil && !none.pointsOutside)
    // A value computed in code is not a path this reader can follow.
    #expect(
      parse("export default { appResourcesPath: resources }", at: "nativescript.config.ts")
        .appResourcesPath == nil)
  }
}
