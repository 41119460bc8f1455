import CheckConfiguration
import HIG
import TreeFacts

/// The app folders of a tree with no project that says what ships, and each one's Info.plist:
/// a folder with an Info.plist (a bundle), or with only icons or an app-icon set, merged where
/// an Info.plist alone belongs to the app folder around or beside it.
///
/// Invariant: every key of `plistOf` is in `roots`; no root is inside an asset catalog; a root
/// without a plist of its own is never inside another root.
struct FolderRoots {
  private(set) var roots = Set<String>()
  /// Root folder -> the tree path of its Info.plist.
  private(set) var plistOf: [String: String] = [:]

  private var namesByFolder: [String: [String]] = [:]
  private let iconSetFolders: [String]
  private let tree: TreeIndex

  init(paths: [String], tree: TreeIndex, configuration: Configuration, plists: PlistCache) {
    self.tree = tree
    iconSetFolders = tree.catalogs.values.filter { $0.kind == .appIconSet }.map(\.folder)
    var folders = Set<String>()
    for path in paths {
      let folder = AssetPath.folder(of: path)
      namesByFolder[folder, default: []].append(AssetPath.name(of: path))
      folders.formUnion(AssetPath.ancestors(of: path))
    }
    for folder in folders where !AssetPath.isInsideCatalog(folder) && !isTuistDerivedPlists(folder)
    {
      if let plist = plistName(in: folder) {
        let path = AssetPath.join(folder, plist)
        if let facts = plists.facts(at: path), facts.isNotAnApp { continue }
        roots.insert(folder)
        plistOf[folder] = path
      } else if hasConventionalIcon(folder)
        || configuration.appRoots.contains(where: { $0.matches(folder) })
      {
        roots.insert(folder)
      }
    }
    mergePlistFoldersIntoParents()
    mergePlistFoldersWithSiblings()
    // An app folder without a plist of its own inside another app folder is part of it.
    for folder in roots where plistOf[folder] == nil {
      if roots.contains(where: { $0 != folder && AssetPath.isInside(folder, folder: $0) }) {
        roots.remove(folder)
      }
    }
  }

  private func plistName(in folder: String) -> String? {
    let names = namesByFolder[folder] ?? []
    if names.contains("Info.plist") { return "Info.plist" }
    // Firebase's `GoogleService-Info.plist` configures a library; it is no bundle's.
    return names.sorted().first {
      $0.hasSuffix("-Info.plist") && $0 != "GoogleService-Info.plist"
    }
  }

  /// Whether a folder holds an icon by its conventional name or an app-icon set's catalog:
  /// an app folder, even without an Info.plist of its own.
  private func hasConventionalIcon(_ folder: String) -> Bool {
    // In its exact case: a lone `icon.png` is a generator's source (Cordova's and
    // Capacitor's `resources/`), not an app.
    (namesByFolder[folder] ?? []).contains { !HIG.rows(named: $0).isEmpty }
      || iconSetFolders.contains { FolderUnits.catalog($0, isDirectlyUnder: folder) }
  }

  /// Tuist writes `Derived/InfoPlists/TARGET-Info.plist` from the manifest beside `Derived/`
  /// (and its template ignores the folder in git): a generated copy of a target's Info.plist,
  /// whose app is the folder of the target's resources, not an app of its own (Gifty-Wallet,
  /// round 20, was told `Derived/InfoPlists` has no App Store icon).
  private func isTuistDerivedPlists(_ folder: String) -> Bool {
    guard AssetPath.name(of: folder) == "InfoPlists" else { return false }
    let derived = AssetPath.folder(of: folder)
    return AssetPath.name(of: derived) == "Derived"
      && tree.file(at: AssetPath.join(AssetPath.folder(of: derived), "Project.swift")) != nil
  }

  /// Whether a folder holds an Info.plist and no picture: it describes an app held elsewhere.
  private func holdsOnlyAPlist(_ folder: String) -> Bool {
    (namesByFolder[folder] ?? []).allSatisfy({ !AssetInventory.isImageCandidate(name: $0) })
      && !iconSetFolders.contains(where: { AssetPath.isInside($0, folder: folder) })
  }

  /// An Info.plist alone in a folder (`SupportingFiles/`) belongs to the app around it when
  /// that folder holds the icons: one app, not two.
  private mutating func mergePlistFoldersIntoParents() {
    for (folder, plist) in plistOf.sorted(by: { $0.key < $1.key }) where !folder.isEmpty {
      let parent = AssetPath.folder(of: folder)
      guard holdsOnlyAPlist(folder), hasConventionalIcon(parent), plistOf[parent] == nil
      else { continue }
      move(plist, from: [folder], to: parent)
    }
  }

  /// ... or when the one app folder beside it holds them, and nothing else in their parent is
  /// an app: `App/Support/Info.plist` beside `App/Resources/Assets.xcassets`, as Tuist's and
  /// XcodeGen's templates lay an app out, is one app, `App`.
  private mutating func mergePlistFoldersWithSiblings() {
    for (folder, plist) in plistOf.sorted(by: { $0.key < $1.key }) where !folder.isEmpty {
      let parent = AssetPath.folder(of: folder)
      let others = roots.filter { $0 != folder && AssetPath.isInside($0, folder: parent) }
      guard holdsOnlyAPlist(folder), others.count == 1, let sibling = others.first,
        AssetPath.folder(of: sibling) == parent, plistOf[sibling] == nil,
        plistOf[parent] == nil, !AssetPath.isInsideCatalog(parent)
      else { continue }
      move(plist, from: [folder, sibling], to: parent)
    }
  }

  private mutating func move(_ plist: String, from folders: [String], to parent: String) {
    roots.subtract(folders)
    for folder in folders { plistOf[folder] = nil }
    roots.insert(parent)
    plistOf[parent] = plist
  }
}
