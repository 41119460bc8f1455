import HIG
import TreeFacts

/// Which Xcode projects of a repository its main build builds (shared/HIG.md, "Certainty"):
/// it starts from an `Entry` (a workspace at the top or under `ios/`; else a project there with
/// an app; else, unless the tree is a collection of separate samples or its only workspace
/// there gathers examples, every workspace and project that nothing lists outside vendored
/// folders), then takes the projects those workspaces list and their sub-projects,
/// transitively.
///
/// Invariant: every project given has a verdict; a project reached from the main build is
/// built whatever its folder is called, except an example app that the main workspace lists
/// beside the app it serves; a project no main-build entry reaches is not built, with the
/// words that say why.
struct MainBuild: Sendable {
  enum Verdict: Sendable, Equatable {
    /// At the top of the main build, or listed by one of its workspaces.
    case built(String)
    /// A sub-project of a built project: the main build uses its libraries.
    case subproject(of: String)
    case notBuilt(String)
  }

  /// Project path (`ios/Runner.xcodeproj`) -> verdict.
  let verdicts: [String: Verdict]

  /// Folder names of vendored code, examples, demos, tests and tools: a project found under
  /// one is no app of the repository unless the main build lists it.
  static let vendoredFolderWords: Set<String> = [
    "example", "examples", "demo", "demos", "sample", "samples", "playground", "playgrounds",
    "vendor", "vendors", "vendored", "external", "externals", "thirdparty", "third", "deps",
    "dependencies", "submodules", "submodule", "libraries", "library", "libs", "lib", "test",
    "tests", "uitests", "testing", "fixtures", "spec", "specs", "benchmark", "benchmarks",
    "tools", "scripts", "templates", "template", "tutorial", "tutorials", "docs",
    "documentation",
    // One word for a folder of samples ("sampleapps/", ProtonVPN's; "DemoApps/" splits).
    "sampleapp", "sampleapps", "demoapp", "demoapps", "exampleapp", "exampleapps",
    // CMake writes Xcode projects of a library's own tests and tools into a `cmake/` build
    // folder (an emulator core's 27 gtest runners, each an "application").
    "cmake",
  ]

  /// Words of a project's or target's name that make it a demo, an example or a test tool.
  static let demoNameWords: Set<String> = [
    "example", "examples", "demo", "demos", "sample", "samples", "playground", "preview",
    "previews", "showcase", "sandbox", "tester", "harness", "template", "tutorial", "test",
    "tests", "benchmark", "catalog",
  ]

  /// Folders where a repository keeps its main build: its top, and where React Native,
  /// Flutter, Capacitor and NativeScript put the iOS project.
  static let mainBuildFolders: Set<String> = ["", "ios", "platforms/ios", "ios/App"]

  /// How many folders of their own the apps of a collection of separate projects fill.
  static let collectionFolders = 3

  /// - Parameters:
  ///   - projects: every readable project, with the sub-projects it references.
  ///   - workspaces: every workspace (outside a project folder), with the projects it lists.
  ///   - appProjects: the projects with an iOS application target.
  static func resolve(
    projects: [String: [String]], workspaces: [String: [String]], appProjects: Set<String> = []
  ) -> MainBuild {
    // A template's placeholder project is filled in by whoever uses the template: it builds
    // nothing as it stands, wherever it sits.
    let vendoredFolder = { (path: String) in
      folderReason(path) != nil || placeholderReason(path) != nil
    }
    // A name alone ("ExampleApp.xcodeproj") makes a demo only beside a project that is not one.
    let plain = projects.keys.filter { !vendoredFolder($0) && !hasDemoName($0) }
    let vendored = { (path: String) in
      vendoredFolder(path) || (!plain.isEmpty && hasDemoName(path))
    }
    var listedByMain = Set<String>()
    for (workspace, listed) in workspaces where !vendored(workspace) {
      listedByMain.formUnion(listed)
    }
    for (project, subprojects) in projects where !vendored(project) {
      listedByMain.formUnion(subprojects.filter { $0 != project })
    }

    let entry = chooseEntry(
      projects: projects, workspaces: workspaces, appProjects: appProjects, vendored: vendored,
      hasPlainProject: !plain.isEmpty)
    let entryWorkspaces: [String]
    let roots: [String]
    switch entry {
    case .topWorkspaces(let listed):
      (entryWorkspaces, roots) = (listed, [])
    case .topApps(let apps):
      (entryWorkspaces, roots) = ([], apps)
    case .collection, .exampleWorkspaces:
      (entryWorkspaces, roots) = ([], [])
    case .roots:
      entryWorkspaces = workspaces.keys.filter { !vendored($0) }.sorted()
      roots = projects.keys.sorted().filter { !vendored($0) && !listedByMain.contains($0) }
    }

    var verdicts: [String: Verdict] = [:]
    var queue: [String] = []
    func reach(_ project: String, _ verdict: Verdict) {
      guard projects[project] != nil, verdicts[project] == nil else { return }
      verdicts[project] = verdict
      queue.append(project)
    }
    // An app project in an example folder that the main workspace lists beside an app that is
    // not one is that app's example: built alongside, shipped by nothing (SuperArc/Example).
    let listed = entryWorkspaces.flatMap { workspaces[$0] ?? [] }
    let listsPlainApp = listed.contains { appProjects.contains($0) && !vendored($0) }
    for workspace in entryWorkspaces {
      for project in workspaces[workspace] ?? [] {
        if listsPlainApp, appProjects.contains(project), vendored(project),
          projects[project] != nil, verdicts[project] == nil
        {
          verdicts[project] = .notBuilt(
            "\(project) is an example that \(workspace) lists beside the app it serves")
          continue
        }
        reach(project, .built("listed by \(workspace), the main build"))
      }
    }
    for project in roots { reach(project, .built("\(project), the main build")) }
    var next = 0
    while next < queue.count {
      let parent = queue[next]
      next += 1
      for subproject in projects[parent] ?? [] {
        reach(subproject, .subproject(of: parent))
      }
    }
    for project in projects.keys where verdicts[project] == nil {
      verdicts[project] = unreached(project, entry: entry, vendored: vendored(project))
    }
    return MainBuild(verdicts: verdicts)
  }

  /// Where the main build starts: workspaces at the top, else projects there with an app,
  /// else the workspaces of examples, a collection of separate apps, or every root.
  private static func chooseEntry(
    projects: [String: [String]], workspaces: [String: [String]], appProjects: Set<String>,
    vendored: (String) -> Bool, hasPlainProject: Bool
  ) -> Entry {
    // A workspace at the top names what the main build builds: a project beside it that it
    // does not list (an animation prototype, a tool) is built by nothing.
    let topWorkspaces = workspaces.keys.filter {
      mainBuildFolders.contains(AssetPath.folder(of: $0)) && !vendored($0)
    }
    // Without one, a project at the top with an app is the main build, and a project elsewhere
    // that it does not reference (a second app nothing builds) is built by nothing either.
    let topApps = projects.keys.filter {
      mainBuildFolders.contains(AssetPath.folder(of: $0)) && appProjects.contains($0)
        && !vendored($0)
    }
    if !topWorkspaces.isEmpty {
      return .topWorkspaces(topWorkspaces.sorted())
    } else if !topApps.isEmpty {
      return .topApps(topApps.sorted())
    } else if let examples = exampleWorkspaces(workspaces.keys, plain: hasPlainProject) {
      return .exampleWorkspaces(examples)
    } else {
      return collection(projects: projects, appProjects: appProjects) ?? .roots
    }
  }

  /// The verdict on a project no entry of the main build reaches.
  private static func unreached(_ project: String, entry: Entry, vendored: Bool) -> Verdict {
    if let unlistedReason = entry.unlistedReason, !vendored || folderReason(project) == nil {
      return .notBuilt("\(project) is \(unlistedReason)")
    }
    if folderReason(project) == nil, let placeholder = placeholderReason(project) {
      return .notBuilt("\(project) is \(placeholder)")
    }
    let what =
      folderReason(project).map { "a project in \($0)" }
      ?? "a demo or example project (by its name)"
    return .notBuilt(
      "\(project) is \(what) that no workspace or project of the main build lists")
  }

  /// Where the main build starts, chosen in this order.
  enum Entry: Sendable, Equatable {
    /// Workspaces at the top (or under `ios/`): only the projects they list are built.
    case topWorkspaces([String])
    /// No such workspace: the projects there with an app, and what they reference.
    case topApps([String])
    /// Nothing at the top, and apps in `collectionFolders` or more folders of their own: a
    /// collection of separate samples or experiments, none of them the main build.
    case collection(apps: Int, folders: Int)
    /// Nothing at the top but workspaces named for examples (`Examples.xcworkspace` listing a
    /// repository's samples): what they list are examples, and no project is the main build.
    case exampleWorkspaces([String])
    /// Otherwise: every workspace and every project that nothing lists, outside vendored
    /// folders.
    case roots

    /// Why a project this entry does not reach is built by nothing, or nil when only its
    /// vendored folder or demo name says so.
    var unlistedReason: String? {
      switch self {
      case .topWorkspaces(let workspaces):
        "a project that \(workspaces.joined(separator: ", ")), the main build, does not list"
      case .topApps(let projects):
        "a project that \(projects.joined(separator: ", ")), the main build, does not reference"
      case .collection(let apps, let folders):
        "one of \(apps) separate app projects in \(folders) folders of their own, with no workspace or project at the top to say which ships"
      case .exampleWorkspaces(let workspaces):
        "a project of a repository of examples: its only workspace at the top, \(workspaces.joined(separator: ", ")), is named for them"
      case .roots: nil
      }
    }
  }

  /// The workspaces in a main-build folder, when all of them have a demo name and some project
  /// of the tree does not: a workspace named for examples gathers them, and ships nothing.
  private static func exampleWorkspaces(
    _ workspaces: Dictionary<String, [String]>.Keys, plain: Bool
  )
    -> [String]?
  {
    let top = workspaces.filter {
      mainBuildFolders.contains(AssetPath.folder(of: $0)) && folderReason($0) == nil
    }
    guard plain, !top.isEmpty, top.allSatisfy(hasDemoName) else { return nil }
    return top.sorted()
  }

  /// `.collection` when no project sits where a main build does and the app projects that no
  /// project references fill `collectionFolders` or more top folders; the demo-named ones count.
  private static func collection(projects: [String: [String]], appProjects: Set<String>)
    -> Entry?
  {
    guard !projects.keys.contains(where: { mainBuildFolders.contains(AssetPath.folder(of: $0)) })
    else { return nil }
    let subprojects = Set(projects.flatMap { project, listed in listed.filter { $0 != project } })
    let apps = appProjects.filter {
      projects[$0] != nil && folderReason($0) == nil && !subprojects.contains($0)
    }
    let folders = Set(apps.compactMap { $0.split(separator: "/").first.map(String.init) })
    guard folders.count >= collectionFolders else { return nil }
    return .collection(apps: apps.count, folders: folders.count)
  }

  /// "Example/", the folder that makes a path vendored, or nil.
  static func folderReason(_ path: String) -> String? {
    let folders = path.split(separator: "/").dropLast()
    for (index, folder) in folders.enumerated()
    where !vendoredFolderWords.isDisjoint(with: words(String(folder))) {
      return folders[...index].joined(separator: "/") + "/"
    }
    return nil
  }

  /// Names a project template gives its project, to be replaced when the template is used
  /// (CocoaPods' `pod lib create` renames `PROJECT.xcodeproj`).
  static let placeholderNames: Set<String> = [
    "PROJECT", "PROJECTNAME", "PROJECT_NAME", "APPNAME", "APP_NAME", "PRODUCTNAME", "PRODUCT_NAME",
  ]

  /// Marks of a template engine's placeholder in a name: Xcode's `___PROJECTNAME___`,
  /// cookiecutter's and mustache's `{{name}}`, `${NAME}`, Xcode's `<#name#>`, `%{name}`.
  static let placeholderMarks = ["___", "{{", "${", "<#", "%{"]

  /// "a template's placeholder project (...)" when the project's name, or a folder on its path,
  /// is a template placeholder, else nil.
  static func placeholderReason(_ path: String) -> String? {
    for component in path.split(separator: "/") {
      let name = String(component)
      let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
      let marked = placeholderMarks.contains { name.contains($0) }
      let dunder = stem.count > 4 && stem.hasPrefix("__") && stem.hasSuffix("__")
      if placeholderNames.contains(stem) || marked || dunder {
        return
          "a template's placeholder project (\(name) is a name the template's user replaces)"
      }
    }
    return nil
  }

  /// Whether the last component's name (without its extension) says demo, example or test.
  static func hasDemoName(_ path: String) -> Bool {
    let name = AssetPath.name(of: path)
    let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    return !demoNameWords.isDisjoint(with: words(stem))
  }

  /// Lowercased words of a name, split at non-letters and camelCase humps ("MBProgressHUDDemo"
  /// gives mb, progress, hud, demo; "Third-Party" third, party).
  static func words(_ name: String) -> Set<String> {
    var words = Set<String>()
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      guard character.isLetter else {
        if !current.isEmpty { words.insert(current.lowercased()) }
        current = ""
        continue
      }
      if character.isUppercase, let last = current.last {
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if last.isLowercase || (last.isUppercase && nextIsLower) {
          words.insert(current.lowercased())
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.insert(current.lowercased()) }
    // "ThirdParty" and "UITests" read as one word too.
    words.insert(name.lowercased().filter(\.isLetter))
    return words
  }
}
