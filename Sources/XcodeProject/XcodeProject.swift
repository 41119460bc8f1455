import DataFormats

/// An Xcode project read from its `project.pbxproj`: every target resolved
/// to its product, settings and member files.
///
/// Invariant: a pure value built from bytes; every path in it is a tree path
/// (relative to the top of the checked tree, normalised, inside the tree),
/// and everything dropped or guessed on the way is in `notes`.
public struct XcodeProject: Sendable, Equatable {
  /// The `.xcodeproj` folder's path as given ("ios/Runner.xcodeproj", "App.xcodeproj").
  public let path: String
  /// SRCROOT: the folder holding the .xcodeproj ("ios", or "" at the top), joined with the
  /// PBXProject's projectDirPath if set.
  public let sourceRoot: String
  public let objectVersion: Int?
  /// The Xcode release that last upgraded the project (`LastUpgradeCheck` "0720" is Xcode 7.2:
  /// 720), nil when the project does not say.
  public var lastUpgradeCheck: Int? = nil
  /// In the PBXProject's `targets` order.
  public let targets: [ProjectTarget]
  /// The projects it builds as sub-projects (`.xcodeproj` references), as tree paths.
  public var subprojects: [String] = []
  /// Problems met that did not stop the parse (a missing xcconfig, a dangling object id, a path
  /// leaving the tree), in words.
  public let notes: [String]

  /// Larger than any real project file (the largest seen are a few megabytes).
  public static let maxBytes = 64 << 20
  /// More objects than any real project holds.
  public static let maxObjects = 1_000_000

  /// Reads `pbxproj`, the bytes of `projectPath/project.pbxproj`.
  ///
  /// - Parameters:
  ///   - projectPath: the `.xcodeproj` folder as a tree path.
  ///   - read: the bytes of a file named by tree path (an `.xcconfig`), nil when missing;
  ///     only files inside the tree are asked for.
  ///
  /// `read` is escaping, not wrapped in `withoutActuallyEscaping`: the compiler's check of that
  /// wrapper embeds the length of this file's absolute path, which `-file-prefix-map` leaves
  /// unmapped, so release binaries built in two folders differed by it.
  public static func parse(
    pbxproj: [UInt8], projectPath: String, read: @escaping (String) -> [UInt8]?
  ) throws(XcodeProjectError) -> XcodeProject {
    guard pbxproj.count <= maxBytes else {
      throw .tooLarge(bytes: pbxproj.count, limit: maxBytes)
    }
    let list: Any
    if PropertyList.format(of: pbxproj) != .text {
      // Xcode writes the text format, read straight into `Any`; a tool may rewrite it as XML.
      do throws(PropertyListError) {
        list = try PropertyList.parse(pbxproj).untyped
      } catch {
        throw .notAPropertyList(detail: error.description)
      }
    } else {
      do throws(OpenStepPropertyList.Failure) {
        list = try OpenStepPropertyList.parse(pbxproj)
      } catch {
        throw .notAPropertyList(detail: error.description)
      }
    }
    guard let top = list as? [String: Any] else {
      throw .notADictionary(found: Self.kind(of: list))
    }
    guard let objects = top["objects"] as? [String: Any] else { throw .noObjects }
    guard objects.count <= maxObjects else {
      throw .tooManyObjects(count: objects.count, limit: maxObjects)
    }
    guard let rootID = top["rootObject"] as? String else { throw .noRootObject }
    guard let root = objects[rootID] as? [String: Any] else {
      throw .missingObject(id: rootID, referencedFrom: "rootObject")
    }
    let isa = root["isa"] as? String ?? "record without isa"
    guard isa == "PBXProject" else { throw .rootIsNotAProject(id: rootID, isa: isa) }
    let objectVersion = (top["objectVersion"] as? String).flatMap { Int($0) }

    let reader = ProjectReader(
      objects: objects, rootID: rootID, root: root, projectPath: projectPath, read: read)
    let targets = reader.targets()
    let subprojects = reader.subprojects()
    var project = XcodeProject(
      path: projectPath, sourceRoot: reader.sourceRoot, objectVersion: objectVersion,
      targets: targets, notes: reader.notes.lines)
    project.subprojects = subprojects
    project.lastUpgradeCheck =
      ((root["attributes"] as? [String: Any])?["LastUpgradeCheck"]
      as? String).flatMap { Int($0) }
    return project
  }

  private static func kind(of value: Any) -> String {
    switch value {
    case is [Any]: "an array"
    case is String: "a string"
    case is [UInt8]: "data"
    case is Bool: "a boolean"
    case is Int, is UInt64, is Double: "a number"
    default: "a \(type(of: value))"
    }
  }
}
