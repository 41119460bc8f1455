import AssetModel
import CheckConfiguration
import Diagnostics
import Dispatch
import HIG
import PNGCodec
import Raster
import RuleCore
import Rules
import TreeFacts
import Utilities

/// Checks an inventory of asset files against every rule of the catalogue.
///
/// Invariant: each image is read once and decoded once, on all cores; its
/// pixels are shared by the file rules and dropped before the next file, so
/// memory is bounded by cores x the largest image, not by the folder. Errors
/// of reading and decoding become diagnostics here and the check goes on.
/// The report is sorted, so the same input always gives the same report.
public struct Checker: Sendable {
  public let configuration: Configuration
  public let limits: DecodeLimits

  public init(configuration: Configuration = .default, limits: DecodeLimits = .default) {
    self.configuration = configuration
    self.limits = limits
  }

  /// Checks every target of `inventory`, and the set rules of its app roots
  /// and catalog sets. `progress` is called with (files done, files in all),
  /// from any thread.
  public func check(
    _ inventory: AssetInventory, reader: some AssetReader,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> CheckReport {
    check(inventory, reader: reader, progress: progress) { _ -> Never? in nil }.report
  }

  /// Checks as ``check(_:reader:progress:)`` does, and hands each image that decoded, with
  /// what the rules found in it, to `eachFile` while its pixels are in memory (for `--fix`,
  /// which then needs to read and decode nothing again). Its results come back in path order.
  /// `scene`, when the caller built one already, must be this inventory's under this
  /// configuration: Info.plists and projects are then not read again.
  public func check<Extra: Sendable>(
    _ inventory: AssetInventory, reader: some AssetReader, scene prepared: Scene? = nil,
    progress: (@Sendable (Int, Int) -> Void)? = nil,
    eachFile: @escaping @Sendable (CheckedFile) -> Extra?
  ) -> (report: CheckReport, extras: [Extra]) {
    let started = DispatchTime.now().uptimeNanoseconds
    let scene =
      prepared ?? Scene(inventory: inventory, configuration: configuration, reader: reader)
    var diagnostics = scene.problems.flatMap {
      run(RuleCatalog.sceneProblems, on: $0, unit: scene.unit(of: $0.path))
    }

    let counter = ProgressCounter(total: scene.targets.count, report: progress)
    let results = Parallel.map(scene.targets) { file in
      let result = checkFile(file, scene: scene, reader: reader, eachFile: eachFile)
      counter.advance()
      return result
    }
    diagnostics += results.flatMap(\.diagnostics)

    var sizes: [String: PixelSize] = [:]
    var alphas: [String: IconAlpha] = [:]
    var barIcons = Set<String>()
    for result in results {
      sizes[result.path] = result.size
      if let alpha = result.alpha { alphas[result.path] = alpha }
      if result.isKnownBarIcon { barIcons.insert(result.path) }
    }
    diagnostics += checkSets(
      scene: scene, sizes: &sizes, alphas: alphas, barIcons: barIcons, reader: reader)

    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
    // The units whose set rules ran: a commit touching one app names that app alone.
    let units = scene.unitScope.map { scene.units[$0] }.map { unit in
      CheckedUnit(
        name: unit.name, kind: unit.kindText, path: AssetPath.display(folder: unit.folder),
        project: unit.project, profiles: unit.choice.profiles.map(\.rawValue),
        profileReason: unit.choice.reason, ships: unit.shipping.reason)
    }
    // Two targets that compile one set (an app and its snapshot twin) meet the same finding:
    // it is said once, for the first of them in report order.
    var unique: [Diagnostic] = []
    for diagnostic in diagnostics.sorted(by: Diagnostic.ordered)
    where unique.last.map({ !$0.saysTheSame(as: diagnostic) }) ?? true {
      unique.append(diagnostic)
    }
    let report = CheckReport(
      diagnostics: unique, filesChecked: scene.targets.count, milliseconds: elapsed,
      units: units, skipped: scene.skipped)
    return (report, results.compactMap(\.extra))
  }

  /// The findings on the apps, extensions and watch apps of a built product, at the
  /// configuration's severities, sorted.
  package func check(builtApps: [BuiltAppContext]) -> [Diagnostic] {
    builtApps.flatMap { run(RuleCatalog.builtApps, on: $0) }.sorted(by: Diagnostic.ordered)
  }

  // MARK: - One file

  private struct FileResult<Extra: Sendable>: Sendable {
    let path: String
    let size: PixelSize?
    let diagnostics: [Diagnostic]
    var extra: Extra? = nil
    /// An app icon's alpha, for the rules about its set or app.
    var alpha: IconAlpha? = nil
    /// Whether the file is a bar icon by a known use (not a path's hint), for the pair rules.
    var isKnownBarIcon = false
  }

  private func checkFile<Extra: Sendable>(
    _ file: AssetInventory.File, scene: Scene, reader: some AssetReader,
    eachFile: @Sendable (CheckedFile) -> Extra?
  ) -> FileResult<Extra> {
    let bytes: [UInt8]
    let unit = scene.unit(of: file.path)
    do {
      bytes = try reader.read(file.path)
    } catch {
      let failure = FileFailure(path: file.path, problem: .unreadable(error.reason), slot: nil)
      return FileResult(
        path: file.path, size: nil, diagnostics: run(RuleCatalog.failures, on: failure, unit: unit))
    }
    let decoded: DecodedPNG
    do {
      decoded = try PNGDecoder(limits: limits).decode(bytes, depth: .eight)
    } catch {
      return FileResult(
        path: file.path, size: nil,
        diagnostics: undecodable(file.path, bytes: bytes, error: error, scene: scene, unit: unit))
    }
    let size = PixelSize(decoded.facts.width, decoded.facts.height)
    let profiles = scene.choice(for: file.path).set
    var masterDiagnostics: [Diagnostic] = []
    if let master = scene.generatorMasters[file.path] {
      masterDiagnostics = run(
        RuleCatalog.generatorMasters,
        on: GeneratorMasterContext(
          path: file.path, master: master, facts: decoded.facts, alpha: decoded.alpha))
    }
    var diagnostics =
      masterDiagnostics
      + run(
        RuleCatalog.decodedFiles, on: DecodedFile(path: file.path, facts: decoded.facts),
        unit: unit)
    // A file with no role is checked for integrity only: it decoded, so it is whole. So is a
    // file of an app nothing proves to ship.
    var image: RGBAImage? = nil
    var iconAlpha: IconAlpha? = nil
    var hinted = false
    var knownBarIcon = false
    // A Mac, TV or visionOS app follows its own rules, none of which is written yet: its
    // images are checked as images.
    if unit?.shipping.isProven != false, unit?.kind != .otherPlatform,
      let role = scene.resolver.role(of: file, unit: unit, profiles: profiles, size: size)
    {
      let pixels = decoded.image.rgba8
      image = pixels
      hinted = role.fromPathHint
      knownBarIcon =
        !role.fromPathHint && (role.role == .tabBarIcon || role.role == .toolbarIcon)
      var context = FileContext(
        path: file.path, role: role, facts: decoded.facts, alpha: decoded.alpha,
        image: pixels, bytes: bytes, limits: limits, profiles: profiles,
        configuration: configuration)
      iconAlpha = Self.measureIconAlpha(&context)
      diagnostics += run(RuleCatalog.images, on: context, unit: unit)
    } else if Self.isPicture(file.path, of: unit, scene: scene) {
      var picture = AppPicture(
        path: file.path, facts: decoded.facts, bytes: bytes, limits: limits,
        inCatalog: scene.catalogs[AssetPath.folder(of: file.path)] != nil)
      if decoded.facts.iccProfileName != nil {
        picture.showsOnlyBlackOrWhite = decoded.image.rgba8.showsOnlyBlackOrWhite
      }
      diagnostics += run(RuleCatalog.pictures, on: picture, unit: unit)
    }
    var checked = CheckedFile(
      path: file.path, bytes: bytes, decoded: decoded, image: image, diagnostics: diagnostics)
    checked.roleIsKnown = !hinted
    return FileResult(
      path: file.path, size: size, diagnostics: diagnostics, extra: eachFile(checked),
      alpha: iconAlpha, isKnownBarIcon: knownBarIcon)
  }

  /// What is said of an image that does not decode: nothing where Xcode or a generator reads it
  /// by content and not as PNG, else a failure for the rules (a Git LFS pointer named as one).
  private func undecodable(
    _ path: String, bytes: [UInt8], error: PNGError, scene: Scene, unit: AppUnit?
  ) -> [Diagnostic] {
    // Xcode reads what is in image sets by content, and compiles app-icon entries only for
    // the devices the target builds for; a mac slot may hold the Mac's own ICNS data.
    // A generator reads its master by content: a JPEG named .png makes right icons, and
    // has no alpha to pass on.
    if !Self.isCompiledAsPNG(path, scene: scene)
      || (error.problem == .notPNG(.icns) && Self.isMacSlot(path, scene: scene))
      || (error.problem == .notPNG(.jpeg) && scene.generatorMasters[path] != nil
        && scene.unit(of: path) == nil)
    {
      return []
    }
    let problem: FileFailure.Problem =
      GitLFSPointer(bytes).map { .lfsPointer($0) } ?? .undecodable(error.problem)
    let failure = FileFailure(
      path: path, problem: problem, slot: Self.iconSlot(of: path, scene: scene))
    return run(RuleCatalog.failures, on: failure, unit: unit)
  }

  /// An app icon's alpha, measured once while its pixels are in memory: the file rules and the
  /// rules about its set both need it. Nil for a file whose alpha no rule asks about.
  private static func measureIconAlpha(_ context: inout FileContext) -> IconAlpha? {
    guard AlphaCarrier(context) != nil else { return nil }
    if !context.alpha.isOpaque {
      context.visibleTranslucency = context.image.translucencyInsideIconMask(
        radiusFraction: context.role.isWatchIcon ? 0.5 : RGBAImage.iconMaskRadius)
    }
    return IconAlpha(
      carrier: AlphaCarrier.describe(context.facts), translucent: context.alpha.translucent,
      visible: context.visibleTranslucency.pixels,
      judgedByItself: context.role.isWatchIcon || AlphaCarrier.isAppStoreIcon(context))
  }

  /// Whether a file with no role is a picture an iOS app draws in its own colours: one of an
  /// image set (not a template) that a proven app compiles, or a loose file that a target of an Xcode project
  /// of the main build copies: a folder taken as an app holds design sources and screenshots
  /// as well, other build systems convert their images, and a DocC catalogue's images go into
  /// the documentation, not the app.
  static func isPicture(_ path: String, of unit: AppUnit?, scene: Scene) -> Bool {
    guard let unit, unit.shipping.isProven, unit.kind != .otherPlatform else { return false }
    if let set = scene.catalogs[AssetPath.folder(of: path)] {
      return set.kind == .imageSet
        && set.contents?.properties?.templateRenderingIntent != "template"
        && !set.entries(naming: AssetPath.name(of: path)).isEmpty
    }
    guard case .built = unit.shipping, unit.project?.hasSuffix(".xcodeproj") == true else {
      return false
    }
    let folder = AssetPath.folder(of: path)
    return !AssetPath.isInsideCatalog(folder)
      && !folder.split(separator: "/").contains { $0.hasSuffix(".docc") }
  }

  /// "1024x1024 (ios-marketing) of AppIcon.appiconset" for a file an app-icon slot names.
  static func iconSlot(of path: String, scene: Scene) -> String? {
    guard let set = scene.catalogs[AssetPath.folder(of: path)], set.kind == .appIconSet else {
      return nil
    }
    let entries = set.entries(naming: AssetPath.name(of: path))
    guard !entries.isEmpty else { return nil }
    return entries.map(\.label).joined(separator: ", ") + " of " + AssetPath.name(of: set.folder)
  }

  /// Whether every app-icon entry naming the file is a `mac` one.
  static func isMacSlot(_ path: String, scene: Scene) -> Bool {
    guard let set = scene.catalogs[AssetPath.folder(of: path)] else { return false }
    let entries = set.entries(naming: AssetPath.name(of: path))
    return !entries.isEmpty && entries.allSatisfy { $0.idiom == "mac" }
  }

  /// Whether a file must be a PNG for the target: a loose file, or an app-icon or launch-image
  /// set entry of a device the target builds for.
  static func isCompiledAsPNG(_ path: String, scene: Scene) -> Bool {
    let folder = AssetPath.folder(of: path)
    guard let set = scene.catalogs[folder] else { return !AssetPath.isInsideCatalog(folder) }
    if set.kind == .imageSet { return false }
    guard let unit = scene.unit(of: path) else { return true }
    if set.kind == .appIconSet && !unit.use(of: set).isAppIcon { return false }
    let name = AssetPath.name(of: path)
    let entries = set.entries(naming: name)
    // Named only by entries no slot has: the compiler leaves the file out.
    if entries.isEmpty && !set.entriesNotCompiled(naming: name).isEmpty { return false }
    return entries.isEmpty || entries.contains { unit.targets(idiom: $0.idiom) }
  }

  // MARK: - Sets

  private func checkSets(
    scene: Scene, sizes: inout [String: PixelSize], alphas: [String: IconAlpha],
    barIcons: Set<String>, reader: some AssetReader
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let targetPaths = Set(scene.targets.map(\.path))

    readSizesNotDecoded(scene: scene, into: &sizes, reader: reader)

    // A module's images (a framework's catalog, a Tuist feature's resources) ship in the
    // tree's apps: they may meet a 1x screen only when one of those apps can.
    let apps = scene.units.filter { $0.kind == .app && $0.shipping.isProven }
    let oneXOutsideApps = apps.isEmpty || apps.contains(where: \.hasOneXScreens)
    for folder in scene.folderScope.sorted() {
      let names = (scene.namesByFolder[folder] ?? []).filter(AssetInventory.isImageCandidate(name:))
      var folderSizes: [String: PixelSize] = [:]
      for name in names { folderSizes[name] = sizes[AssetPath.join(folder, name)] }
      var context = FolderContext(
        folder: folder, sizes: folderSizes,
        targets: Set(names.filter { targetPaths.contains(AssetPath.join(folder, $0)) }))
      context.barIcons = Set(names.filter { barIcons.contains(AssetPath.join(folder, $0)) })
      let unit = context.targets.sorted().lazy.compactMap {
        scene.unit(of: AssetPath.join(folder, $0))
      }.first
      context.oneX = unit?.hasOneXScreens ?? oneXOutsideApps
      context.onlyTwoX = unit?.loadsOnlyTwoX ?? false
      diagnostics += run(RuleCatalog.folders, on: context, unit: unit)
    }

    for (set, unitIndex) in scene.catalogScope {
      let names = (scene.namesByFolder[set.folder] ?? []).subtracting(["Contents.json"])
      var setSizes: [String: PixelSize] = [:]
      var setAlphas: [String: IconAlpha] = [:]
      for name in names {
        setSizes[name] = sizes[AssetPath.join(set.folder, name)]
        setAlphas[name] = alphas[AssetPath.join(set.folder, name)]
      }
      let unit = unitIndex.map { scene.units[$0] }
      let context = CatalogContext(
        set: set, unit: unit, names: names, sizes: setSizes, alphas: setAlphas,
        oneX: unit?.hasOneXScreens ?? oneXOutsideApps)
      diagnostics += run(RuleCatalog.catalogSets, on: context, unit: unit)
    }

    // Apps of other platforms follow their own rules, never the iOS app rules.
    for index in scene.unitScope where scene.units[index].kind != .otherPlatform {
      let unit = scene.units[index]
      var unitSizes: [String: PixelSize] = [:]
      var unitAlphas: [String: IconAlpha] = [:]
      for path in unit.bundle.values {
        unitSizes[path] = sizes[path]
        unitAlphas[path] = alphas[path]
      }
      let context = AppRootContext(unit: unit, sizes: unitSizes, alphas: unitAlphas)
      diagnostics += run(RuleCatalog.apps, on: context, unit: unit)
    }

    for bundle in scene.iconBundleScope {
      diagnostics += run(
        RuleCatalog.iconBundles, on: iconBundleContext(bundle, scene: scene, reader: reader),
        unit: scene.unit(of: AssetPath.join(bundle, "icon.json")))
    }

    diagnostics += run(RuleCatalog.scenes, on: scene)
    return diagnostics
  }

  /// Reads, from their headers, the sizes of the images the set rules compare but the check
  /// did not decode: the pairs and sets in scope, and the loose images of the units in scope.
  private func readSizesNotDecoded(
    scene: Scene, into sizes: inout [String: PixelSize], reader: some AssetReader
  ) {
    let targetPaths = Set(scene.targets.map(\.path))
    var neededPaths = Set<String>()
    for folder in scene.folderScope.union(scene.catalogScope.map(\.set.folder)) {
      for name in scene.namesByFolder[folder] ?? []
      where AssetInventory.isImageCandidate(name: name) {
        neededPaths.insert(AssetPath.join(folder, name))
      }
    }
    for index in scene.unitScope {
      for path in scene.units[index].bundle.values
      where AssetInventory.isImageCandidate(name: AssetPath.name(of: path)) {
        neededPaths.insert(path)
      }
    }
    let needed = neededPaths.filter { sizes[$0] == nil && !targetPaths.contains($0) }
    let headers = Parallel.map(needed.sorted()) { path -> (String, PixelSize?) in
      guard let bytes = try? reader.read(path),
        let facts = try? PNGDecoder(limits: limits).inspect(bytes)
      else { return (path, nil) }
      return (path, PixelSize(facts.width, facts.height))
    }
    for (path, size) in headers { sizes[path] = size }
  }

  /// What an Icon Composer bundle holds: its icon.json, its Assets/ names, its PNG layers'
  /// sizes (headers only).
  private func iconBundleContext(_ folder: String, scene: Scene, reader: some AssetReader)
    -> IconBundleContext
  {
    let json = AssetPath.join(folder, "icon.json")
    let assets = AssetPath.join(folder, "Assets")
    let names = scene.namesByFolder[assets] ?? []
    var sizes: [String: PixelSize] = [:]
    var undecodable = Set<String>()
    for name in names where name.lowercased().hasSuffix(".png") {
      if let bytes = try? reader.read(AssetPath.join(assets, name)),
        let facts = try? PNGDecoder(limits: limits).inspect(bytes)
      {
        sizes[name] = PixelSize(facts.width, facts.height)
      } else {
        undecodable.insert(name)
      }
    }
    return IconBundleContext(
      folder: folder,
      iconJSON: scene.allPaths.contains(json) ? try? reader.read(json) : nil,
      assetNames: names, layerSizes: sizes, undecodablePNGs: undecodable)
  }

  /// Runs `rules` on `subject`, each at the configuration's severity; disabled rules not at all.
  /// `unit` ships what the subject is about: its findings say so, and are notes when nothing
  /// proves that it ships (shared/HIG.md, "Certainty").
  func run<Subject: RuleSubject>(
    _ rules: [any Rule<Subject>.Type], on subject: Subject, unit: AppUnit? = nil
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let proven = unit?.shipping.isProven ?? true
    for rule in rules {
      guard var severity = configuration.severity(of: rule.descriptor) else { continue }
      if !proven { severity = .note }
      for finding in rule.check(subject) {
        diagnostics.append(
          Diagnostic(
            path: finding.path ?? subject.reportPath, rule: rule.descriptor.id,
            severity: finding.atMost.map { min($0, severity) } ?? severity,
            message: finding.message, fix: finding.fix, location: finding.location,
            ships: unit.map {
              ShipsIn(
                unit: "\($0.kindText) \($0.label)", reason: $0.shipping.reason,
                proven: $0.shipping.isProven)
            }))
      }
    }
    return diagnostics
  }
}
