import XcodeProject

/// An Xcode workspace read from its `contents.xcworkspacedata`: the projects it builds.
///
/// Invariant: a pure value built from bytes; `path` and every entry of `projects` are tree
/// paths (relative to the top of the checked tree, normalised, inside it); `projects` lists
/// each `.xcodeproj` once, in file order; what was dropped (a location outside the tree, in
/// the developer folder, a nested workspace that is not followed) is in `notes`.
public struct XcodeWorkspace: Sendable, Equatable {
  /// The `.xcworkspace` folder ("ios/Runner.xcworkspace").
  public let path: String
  /// The `.xcodeproj` folders the workspace lists.
  public let projects: [String]
  /// For an entry of `projects` reached through groups, the path its location names from the
  /// workspace's own folder: where Xcode finds a project whose group names a folder that is
  /// not there (`container:_App` around `group:App/App.xcodeproj`).
  public var fromWorkspaceFolder: [String: String] = [:]
  public let notes: [String]

  /// Far larger than any real workspace file (a few KB).
  public static let maxBytes = 16 << 20

  /// Reads `bytes`, the contents of `workspacePath/contents.xcworkspacedata`.
  ///
  /// Locations: `group:` is relative to the chain of enclosing `<Group>` elements, which
  /// starts at the folder holding the workspace; `container:` is relative to that folder;
  /// `self:` (in `X.xcodeproj/project.xcworkspace`) is the project around the workspace;
  /// `absolute:` and `developer:` are outside the tree. File references to anything but a
  /// project (playgrounds, folders, files) are not projects and are skipped.
  public static func parse(_ bytes: [UInt8], workspacePath: String)
    throws(BuildDescriptionError) -> XcodeWorkspace
  {
    let root = try MarkupDocument.root(of: bytes, limit: maxBytes, element: "Workspace")
    var notes = Notes()
    let normalized = BuildPath.isAbsolute(workspacePath) ? nil : TreePath.normalize(workspacePath)
    if normalized == nil {
      notes.add(
        "the workspace path \(workspacePath) is not inside the tree; its folder is taken as the top"
      )
    }
    let path = normalized ?? ""
    var reader = Reader(workspacePath: path, notes: notes)
    reader.walk(root)
    var workspace = XcodeWorkspace(
      path: path, projects: reader.projects, notes: reader.notes.lines)
    workspace.fromWorkspaceFolder = reader.fromWorkspaceFolder
    return workspace
  }

  /// The walk over the elements: the group folders in force and what was found.
  private struct Reader {
    let workspacePath: String
    /// The folder holding the workspace: where `container:` and the top `group:` start.
    let container: String
    var notes: Notes
    var projects: [String] = []
    var fromWorkspaceFolder: [String: String] = [:]
    private var seen: Set<String> = []

    init(workspacePath: String, notes: Notes) {
      self.workspacePath = workspacePath
      container = TreePath.parent(workspacePath)
      self.notes = notes
    }

    /// Depth-first in document order, with an explicit stack; `base` is the folder a
    /// `group:` location starts from (nil below a group that is not in the tree).
    mutating func walk(_ root: MarkupElement) {
      var stack: [(element: MarkupElement, base: String?)] = root.children.reversed().map {
        ($0, container)
      }
      while let (element, base) = stack.popLast() {
        switch element.name {
        case "Group":
          let folder: String?
          if let location = element.attribute("location") {
            folder = resolve(location, base: base, what: "group", line: element.line)
          } else {
            folder = base
          }
          stack.append(contentsOf: element.children.reversed().map { ($0, folder) })
        case "FileRef":
          guard let location = element.attribute("location") else {
            notes.add("the file reference on line \(element.line) has no location; it is skipped")
            continue
          }
          fileReference(location, base: base, line: element.line)
        default:
          continue
        }
      }
    }

    private mutating func fileReference(_ location: String, base: String?, line: Int) {
      let (scheme, relative) = Self.split(location)
      let target = Self.stripSlashes(relative)
      let name = TreePath.lastComponent(target)
      let isProject = name.hasSuffix(".xcodeproj")
      let isWorkspace = name.hasSuffix(".xcworkspace")
      if scheme == "self" {
        addSelfProject(line: line)
        return
      }
      guard isProject || isWorkspace else { return }
      guard let resolved = resolve(location, base: base, what: "file reference", line: line) else {
        return
      }
      if isWorkspace {
        notes.add("the nested workspace \(resolved) (line \(line)) is not followed")
      } else if seen.insert(resolved).inserted {
        projects.append(resolved)
        if scheme == "group", base != container,
          let direct = TreePath.join(container, Self.stripSlashes(relative)), direct != resolved
        {
          fromWorkspaceFolder[resolved] = direct
        }
      }
    }

    /// `self:` names the project whose `project.xcworkspace` this is.
    private mutating func addSelfProject(line: Int) {
      let holder = container
      guard TreePath.lastComponent(holder).hasSuffix(".xcodeproj") else {
        notes.add(
          "self: on line \(line) names the container of \(workspacePath), which is not a project; it is skipped"
        )
        return
      }
      if seen.insert(holder).inserted { projects.append(holder) }
    }

    /// The tree path a location names; nil, with a note, when it is not in the tree.
    private mutating func resolve(_ location: String, base: String?, what: String, line: Int)
      -> String?
    {
      let (scheme, relative) = Self.split(location)
      let start: String
      switch scheme {
      case "group":
        guard let base else { return nil }
        start = base
      case "container":
        start = container
      case "self":
        start = container
      case "absolute":
        notes.add(
          "the \(what) \(location) on line \(line) is an absolute path, outside the tree; it is skipped"
        )
        return nil
      case "developer":
        notes.add(
          "the \(what) \(location) on line \(line) is in the developer folder, not in the tree; it is skipped"
        )
        return nil
      default:
        notes.add(
          "the \(what) \(location) on line \(line) has a location kind iconsmith does not know; it is skipped"
        )
        return nil
      }
      if BuildPath.isAbsolute(relative) {
        notes.add(
          "the \(what) \(location) on line \(line) is an absolute path, outside the tree; it is skipped"
        )
        return nil
      }
      guard let joined = TreePath.join(start, Self.stripSlashes(relative)) else {
        notes.add("the \(what) \(location) on line \(line) leaves the tree; it is skipped")
        return nil
      }
      return joined
    }

    /// "group:a/b" -> ("group", "a/b"); a location without a scheme is group-relative, as
    /// Xcode reads it.
    private static func split(_ location: String) -> (scheme: String, path: String) {
      guard let colon = location.firstIndex(of: ":") else { return ("group", location) }
      return (
        String(location[..<colon]), String(location[location.index(after: colon)...])
      )
    }

    private static func stripSlashes(_ path: String) -> String {
      var text = Substring(path)
      while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
      return String(text)
    }
  }
}
