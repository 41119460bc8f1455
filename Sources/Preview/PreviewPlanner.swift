import AssetModel
import Checking
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import TreeFacts

/// Turns what `check` decoded into the sheets' subjects: each image the sheet draws becomes a
/// ``PreviewPicture`` while its pixels are in memory, then pictures and findings are grouped by
/// the unit (app target or folder) that ships them.
///
/// Invariant: only files with a role the sheet draws become pictures (watch icons and template
/// images do not); every finding of the report lands on exactly one target's sheet or in
/// `unplaced` of ``targets(pictures:report:)``.
public struct PreviewPlanner: Sendable {
  public let scene: Scene
  private let files: [String: AssetInventory.File]

  public init(scene: Scene) {
    self.scene = scene
    var files: [String: AssetInventory.File] = [:]
    for file in scene.targets { files[file.path] = file }
    self.files = files
  }

  /// The picture the sheet draws for `file`, shrunk to at most ``PreviewPicture/maxSide``;
  /// nil when its role is not one a sheet shows.
  public func picture(of file: CheckedFile) -> PreviewPicture? {
    guard let entry = files[file.path] else { return nil }
    let size = PixelSize(file.decoded.facts.width, file.decoded.facts.height)
    let unit = scene.unit(of: file.path)
    let profiles = scene.choice(for: file.path).set
    guard let role = scene.resolver.role(of: entry, unit: unit, profiles: profiles, size: size),
      !role.isWatchIcon
    else { return nil }
    let kind: PreviewPicture.Kind
    switch role.role {
    case .appIcon, .appStoreArtwork:
      kind = .appIcon(role.appearance.flatMap(IconAppearance.init(rawValue:)))
    case .smallIcon, .legacySettingsIcon: kind = .smallIcon
    case .tabBarIcon: kind = .tabBarIcon
    case .toolbarIcon: kind = .toolbarIcon
    case .launchImage: kind = .launchImage
    case .templateImage: return nil
    }
    let image = file.pixels
    guard image.width > 0 && image.height > 0 else { return nil }
    var picture = PreviewPicture(
      path: file.path, kind: kind, size: size, scale: role.scale,
      pixels: Self.fitted(image, maxSide: PreviewPicture.maxSide),
      diagnostics: file.diagnostics)
    let folder = AssetPath.name(of: AssetPath.folder(of: file.path))
    if folder.hasSuffix(".appiconset") {
      picture.iconSet = String(folder.dropLast(".appiconset".count))
    }
    picture.points =
      role.inCatalog
      ? role.slotPoints : role.sizes.map { Double($0.width) / Double(max(1, role.scale)) }
    return picture
  }

  /// One target per unit with a picture or a finding, in the order `check` lists units, then
  /// one per folder of images no unit ships; `unplaced` are findings on no unit's files.
  public func targets(pictures: [PreviewPicture], report: CheckReport) -> (
    targets: [PreviewTarget], unplaced: [Diagnostic]
  ) {
    // A set rule's finding on a file (a slot's wrong size) is outlined on its picture too.
    var findingsByPath: [String: [Diagnostic]] = [:]
    for diagnostic in report.diagnostics {
      findingsByPath[diagnostic.path, default: []].append(diagnostic)
    }
    let pictures = pictures.map { picture in
      let more = (findingsByPath[picture.path] ?? []).filter { !picture.diagnostics.contains($0) }
      guard !more.isEmpty else { return picture }
      var marked = PreviewPicture(
        path: picture.path, kind: picture.kind, size: picture.size, scale: picture.scale,
        pixels: picture.pixels, diagnostics: picture.diagnostics + more)
      marked.iconSet = picture.iconSet
      marked.points = picture.points
      return marked
    }
    var picturesByUnit: [Int: [PreviewPicture]] = [:]
    var picturesByFolder: [String: [PreviewPicture]] = [:]
    for picture in pictures {
      if let index = unitIndex(of: picture.path) {
        picturesByUnit[index, default: []].append(picture)
      } else {
        picturesByFolder[AssetPath.folder(of: picture.path), default: []].append(picture)
      }
    }
    var findingsByUnit: [Int: [Diagnostic]] = [:]
    var findingsByFolder: [String: [Diagnostic]] = [:]
    var unplaced: [Diagnostic] = []
    for diagnostic in report.diagnostics {
      if let index = unitIndex(of: diagnostic.path) {
        findingsByUnit[index, default: []].append(diagnostic)
      } else if picturesByFolder[AssetPath.folder(of: diagnostic.path)] != nil {
        findingsByFolder[AssetPath.folder(of: diagnostic.path), default: []].append(diagnostic)
      } else {
        unplaced.append(diagnostic)
      }
    }
    var targets: [PreviewTarget] = []
    for (index, unit) in scene.units.enumerated() {
      let pictures = picturesByUnit[index] ?? []
      let findings = findingsByUnit[index] ?? []
      // The icon is the set the project names, else Xcode's default name when the target has
      // a set or an Icon Composer icon of that name; the other sets are alternates.
      let primary = unit.primaryIconSet ?? "AppIcon"
      let bundle = unit.iconBundles.first { AssetPath.name(of: $0) == primary + ".icon" }
      // An app whose only icon is an Icon Composer icon still has a sheet to show it on.
      guard !pictures.isEmpty || !findings.isEmpty || bundle != nil else { continue }
      let facts = unit.infoPlist?.facts
      var target = PreviewTarget(
        name: unit.name, label: unit.label, eras: DeviceChrome.Era.of(unit.profiles),
        prerendered: facts?.prerendered ?? false,
        statusBarStyle: facts?.statusBarStyle.flatMap(DeviceChrome.StatusBarStyle.init)
          ?? .standard,
        pictures: pictures, findings: findings)
      if unit.primaryIconSet != nil || bundle != nil
        || pictures.contains(where: { $0.iconSet == primary })
      {
        target.primaryIconSet = primary
      }
      target.iconComposerIcon = bundle
      targets.append(target)
    }
    for folder in picturesByFolder.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let pictures = picturesByFolder[folder]!
      targets.append(
        PreviewTarget(
          name: AssetPath.name(of: AssetPath.display(folder: folder)),
          label: AssetPath.display(folder: folder),
          eras: DeviceChrome.Era.of(scene.choice(for: pictures[0].path).set), prerendered: false,
          statusBarStyle: .standard, pictures: pictures, findings: findingsByFolder[folder] ?? []))
    }
    return (targets, unplaced)
  }

  /// The unit that ships `path`, or whose folder holds it (the deepest such folder): an
  /// Info.plist or `Contents.json` finding belongs to the app it describes.
  private func unitIndex(of path: String) -> Int? {
    if let index = scene.unitIndex(of: path) { return index }
    var best: (index: Int, depth: Int)? = nil
    for (index, unit) in scene.units.enumerated()
    where unit.folder.isEmpty || AssetPath.isInside(path, folder: unit.folder) {
      let depth = unit.folder.utf8.count
      if best == nil || depth > best!.depth { best = (index, depth) }
    }
    return best?.index
  }

  /// `image` shrunk in linear light so its longer side is at most `maxSide`.
  public static func fitted(_ image: RGBAImage, maxSide: Int) -> RGBAImage {
    let longer = max(image.width, image.height)
    guard longer > maxSide else { return image }
    let width = max(1, (image.width * maxSide + longer / 2) / longer)
    let height = max(1, (image.height * maxSide + longer / 2) / longer)
    return Resampler.resample(LinearImage(image), width: width, height: height).srgbImage()
  }
}
