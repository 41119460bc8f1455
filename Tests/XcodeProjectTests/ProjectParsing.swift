import XcodeProject

/// Parses a project text with `files` (tree path -> text) as the only other files, and
/// records every path the parser asked for.
final class ProjectParsing {
  private(set) var asked: [String] = []

  func parse(_ text: String, at projectPath: String, files: [String: String] = [:])
    throws(XcodeProjectError) -> XcodeProject
  {
    try XcodeProject.parse(pbxproj: Array(text.utf8), projectPath: projectPath) { path in
      self.asked.append(path)
      return files[path].map { Array($0.utf8) }
    }
  }
}

/// A small project around `objects`: root ROOT, main group MAIN (children `mainChildren`),
/// project configuration PREL (Release, `projectSettings`) and the given targets.
enum MiniProject {
  static func text(
    objects: String, targets: [String] = [], mainChildren: [String] = [],
    projectSettings: String = "", version: Int = 56
  ) -> String {
    """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      classes = {};
      objectVersion = \(version);
      objects = {
        ROOT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; \
    targets = (\(targets.joined(separator: ", "))); };
        MAIN = {isa = PBXGroup; children = (\(mainChildren.joined(separator: ", "))); \
    sourceTree = "<group>"; };
        PLIST = {isa = XCConfigurationList; buildConfigurations = (PREL); };
        PREL = {isa = XCBuildConfiguration; buildSettings = {\(projectSettings)}; name = Release; };
    \(objects)
      };
      rootObject = ROOT;
    }
    """
  }

  /// A native application target `id` named `name` with Release `settings` and `phases`.
  static func target(
    _ id: String, name: String, settings: String, phases: [String] = [],
    productType: String? = "com.apple.product-type.application"
  ) -> String {
    let type = productType.map { "productType = \"\($0)\";" } ?? ""
    return """
        \(id) = {isa = PBXNativeTarget; buildConfigurationList = \(id)L; \
        buildPhases = (\(phases.joined(separator: ", "))); dependencies = (); name = \(name); \(type) };
        \(id)L = {isa = XCConfigurationList; buildConfigurations = (\(id)C); };
        \(id)C = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };
      """
  }
}
