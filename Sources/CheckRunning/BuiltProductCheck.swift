import AppBundles
import CheckConfiguration
import Checking
import CompiledCatalog
import Diagnostics
import HIG
import IconsmithIO
import PNGCodec
import Preview
import Raster
import RenditionPixels
import Reporting
import RuleCore
import Utilities

/// `check` of a built product (`.ipa`, `.xcarchive`, `.app`): every app, extension and watch
/// app in it read as App Store Connect's validation reads it (its built Info.plist, its
/// compiled asset catalog, its loose icon files) and held to the built-app rules.
///
/// Invariant: the product is opened once and each file of it read at most once; a file that
/// cannot be read is a finding about it, never a silent pass; paths in the report are the
/// user's spelling of the product, then the path inside it.
public struct BuiltProductCheck: Sendable {
  public let path: RawPath
  public let configuration: Configuration
  /// The largest Info.plist, PNG header or Assets.car read, in bytes.
  public let maxFileBytes: Int

  public init(path: RawPath, configuration: Configuration = .default, maxFileBytes: Int = 1 << 30) {
    self.path = path
    self.configuration = configuration
    self.maxFileBytes = maxFileBytes
  }

  /// Whether `path` names a built product this check reads, by its name.
  public static func isBuiltProduct(_ path: RawPath) -> Bool {
    BuiltProduct.container(of: path) != nil
  }

  /// The report on every bundle of the product; throws when the product itself cannot be
  /// opened (not a zip, no app in it, unreadable).
  public func run() throws(BuiltProductError) -> CheckReport {
    try outcome(withThumbnails: false).report
  }

  /// The report, and with `withThumbnails` the HTML report's picture of each bundle with
  /// findings whose icons were decoded: the icon a finding is about, as the catalog holds it.
  public func outcome(withThumbnails: Bool) throws(BuiltProductError) -> CheckOutcome {
    let checked = try check(keepingPictures: withThumbnails)
    var outcome = CheckOutcome(report: checked.report)
    let withFindings = Set(checked.report.diagnostics.map(\.path))
    outcome.thumbnails = checked.pictures.filter { withFindings.contains($0.key) }
    return outcome
  }

  /// `preview` of the product: one target per app (not its extensions or watch app, which
  /// the sheet's iPhone chrome would misdraw) with its icon asset's renditions decoded, each
  /// appearance apart, and every finding of the check on it.
  public func preview() throws(BuiltProductError) -> PreviewOutcome {
    var pictures: [String: [PreviewPicture]] = [:]
    let checked = try check(keepingPictures: false) { app, car in
      guard app.kind == .app, let car, let asset = app.primary?.assetName else { return }
      pictures[app.bundlePath] = Self.previewPictures(of: asset, in: car, bundle: app.bundlePath)
    }
    var outcome = PreviewOutcome()
    for (app, unit) in zip(checked.contexts, checked.report.units) {
      let findings = checked.report.diagnostics.filter { $0.path == app.infoPlistPath }
      guard app.kind == .app else {
        outcome.unplaced += findings
        continue
      }
      var drawn = pictures[app.bundlePath] ?? []
      // The findings are the bundle's: the light icon carries their marks.
      if let index = drawn.firstIndex(where: { $0.kind == .appIcon(nil) }) {
        let icon = drawn[index]
        drawn[index] = PreviewPicture(
          path: icon.path, kind: icon.kind, size: icon.size, scale: icon.scale,
          pixels: icon.pixels, diagnostics: findings)
      }
      // The sheet's line names the bundle from the product's own name on, which fits.
      let spelled = path.description
      let product = spelled.split(separator: "/").last.map(String.init) ?? spelled
      let label =
        app.bundlePath.hasPrefix(spelled)
        ? product + app.bundlePath.dropFirst(spelled.count) : unit.path
      outcome.targets.append(
        PreviewTarget(
          name: unit.name, label: label,
          eras: DeviceChrome.Era.of(Set(unit.profiles.compactMap(Profile.init(rawValue:)))),
          prerendered: false, statusBarStyle: .standard, pictures: drawn, findings: findings))
    }
    return outcome
  }

  /// Every bitmap of `asset` in `car`, decoded and fitted to a sheet: 1024 and home-screen
  /// sizes as app icons, those under 57 points as the small icon Settings and Spotlight show.
  /// A rendition that does not decode is left out (the check has said so where it matters).
  static func previewPictures(of asset: String, in car: CarFile, bundle: String)
    -> [PreviewPicture]
  {
    let records: [(record: CSIRecord, key: RenditionKey)] = car.renditions.compactMap {
      guard case .success(let record) = $0.record, record.holdsImage,
        car.facets(of: $0).first?.name == asset
      else { return nil }
      return (record, $0.key)
    }
    let decoder = RenditionDecoder()
    let decoded = Parallel.map(records.map(\.record)) { record in
      (try? decoder.decode(record, in: car)).map {
        PreviewPlanner.fitted($0, maxSide: PreviewPicture.maxSide)
      }
    }
    return zip(records, decoded).compactMap { entry, image in
      guard let image else { return nil }
      let (record, key) = entry
      let appearanceName = car.appearanceName(key.appearance) ?? ""
      let appearance: IconAppearance? =
        appearanceName.contains("Dark")
        ? .dark : appearanceName.contains("Tint") ? .tinted : nil
      let scale = max(1, Int(key.scale))
      let points = Int(record.width) / scale
      let kind: PreviewPicture.Kind =
        appearance == nil && points < 57 ? .smallIcon : .appIcon(appearance)
      return PreviewPicture(
        path:
          "\(bundle)/Assets.car/\(asset)/\(record.name.isEmpty ? "\(record.width)" : record.name)",
        kind: kind, size: PixelSize(Int(record.width), Int(record.height)), scale: scale,
        pixels: image, diagnostics: [])
    }
  }

  /// Checks every bundle of the product; `each` sees each bundle's context and catalog while
  /// it is read, so a caller can use the catalog without it being read twice or kept.
  private func check(
    keepingPictures: Bool, each: (BuiltAppContext, CarFile?) -> Void = { _, _ in }
  ) throws(BuiltProductError) -> (
    report: CheckReport, contexts: [BuiltAppContext], pictures: [String: Thumbnail]
  ) {
    let product = try BuiltProduct.open(path)
    let shown = path.description
    var contexts: [BuiltAppContext] = []
    var pictures: [String: Thumbnail] = [:]
    func visit(_ bundle: BuiltBundle) {
      let read = context(of: bundle, in: product, shown: shown, keepingPicture: keepingPictures)
      contexts.append(read.context)
      if let picture = read.picture { pictures[read.context.infoPlistPath] = picture }
      each(read.context, read.car)
      for nested in bundle.nested { visit(nested) }
    }
    for app in product.apps { visit(app) }
    let checker = Checker(configuration: configuration)
    let units = contexts.map { app in
      // A watch app's MinimumOSVersion is a watchOS version, which no iOS era matches.
      let choice =
        app.kind == .watchApp
        ? ProfileChoice(
          [.modern], reason: "watchOS" + (app.minimumOSVersion.map { " \($0)" } ?? ""))
        : app.minimumOSVersion.flatMap {
          ProfileChoice.forDeploymentTarget(
            $0, iPad: app.deviceFamily.contains(2), source: "MinimumOSVersion")
        } ?? ProfileChoice([.modern], reason: "no MinimumOSVersion: current rules")
      return CheckedUnit(
        name: AssetPathName.stem(of: app.bundlePath), kind: app.kind.rawValue,
        path: app.bundlePath, project: nil, profiles: choice.profiles.map(\.rawValue),
        profileReason: choice.reason, ships: "built into \(shown)")
    }
    let report = CheckReport(
      diagnostics: checker.check(builtApps: contexts),
      filesChecked: contexts.reduce(0) { $0 + $1.filesRead }, units: units)
    return (report, contexts, pictures)
  }

  /// What one bundle holds, as the rules see it.
  func context(
    of bundle: BuiltBundle, in product: BuiltProduct, shown: String, keepingPicture: Bool = false
  ) -> (context: BuiltAppContext, car: CarFile?, picture: Thumbnail?) {
    let bundlePath = bundle.path.isEmpty ? shown : shown + "/" + bundle.path
    func inner(_ name: String) -> String { bundle.path.isEmpty ? name : bundle.path + "/" + name }
    let kind: BuiltAppContext.Kind =
      switch bundle.kind {
      case .app: .app
      case .appExtension: .appExtension
      case .watchApp: .watchApp
      }

    var plist: BuiltInfoPlist?
    var plistProblem: String?
    do {
      plist = try BuiltInfoPlist.parse(
        product.read(inner("Info.plist"), maxBytes: BuiltInfoPlist.maxBytes))
    } catch let error as BuiltProductError {
      plistProblem = Self.reason(error)
    } catch {
      plistProblem = "\(error)"
    }

    var car: CarFile?
    var listing: CatalogListing?
    var catalogProblem: String?
    var catalogIsDamaged = false
    if bundle.files.contains("Assets.car") {
      do {
        let file = try CarFile(bytes: product.read(inner("Assets.car"), maxBytes: maxFileBytes))
        car = file
        listing = CatalogListing(file)
      } catch let error as BuiltProductError {
        catalogProblem = Self.reason(error)
        // An entry the zip cannot give back intact is damage; one past a limit, or in a
        // method or encryption this reader lacks, is not.
        switch error {
        case .archive(_, .truncated), .archive(_, .badSignature), .archive(_, .corruptData),
          .archive(_, .checksumMismatch):
          catalogIsDamaged = true
        default: break
        }
      } catch let error as CarError {
        catalogProblem = error.description
        catalogIsDamaged = error.isDamage
      } catch {
        catalogProblem = "\(error)"
      }
    }

    // Only the loose PNGs at the bundle's top can be icons; their headers give their sizes.
    var sizes: [String: PixelSize] = [:]
    for file in bundle.files where !file.contains("/") && file.lowercased().hasSuffix(".png") {
      guard let bytes = try? product.read(inner(file), maxBytes: maxFileBytes),
        let facts = try? PNGDecoder().inspect(bytes)
      else { continue }
      sizes[file] = PixelSize(facts.width, facts.height)
    }

    var build: BuiltAppContext.Build =
      product.container == .app ? .development : .distribution
    if let thinning = listing?.thinningArguments, !thinning.isEmpty {
      build = .thinned(thinning)
    }
    let primary = plist.flatMap(Self.primaryIcon)
    var renditions = listing.map(Self.iconRenditions)
    var picture: Thumbnail?
    if let car, let listed = renditions {
      let read = Self.readingPixels(
        of: listed, in: car, kind: kind, iconAsset: primary?.assetName,
        keepingPicture: keepingPicture)
      renditions = read.renditions
      picture = read.picture.flatMap(ReportThumbnails.picture(of:))
    }
    let context = BuiltAppContext(
      bundlePath: bundlePath, infoPlistPath: bundlePath + "/Info.plist", kind: kind,
      build: build, platform: plist?.platformName, sdkMajor: plist?.sdkName.flatMap(Self.sdkMajor),
      minimumOSVersion: plist?.minimumOSVersion, deviceFamily: plist?.deviceFamily ?? [],
      primary: primary, alternates: plist.map(Self.alternates) ?? [],
      files: Set(bundle.files.filter { !$0.contains("/") }), catalog: renditions,
      catalogAssets: Set(listing?.renditions.compactMap(\.facetName) ?? []), fileSizes: sizes)
    var result = context
    result.infoPlistProblem = plistProblem
    result.catalogProblem = catalogProblem
    result.catalogIsDamaged = catalogIsDamaged
    result.iPadLaunch = plist.map { Self.iPadLaunch($0, files: bundle.files) }
    if let plist, !plist.isNewsstandApp, let key = plist.newsstandIconKeys.first {
      result.strayNewsstandIcon = key + ".UINewsstandIcon"
    }
    return (result, car, picture)
  }

  /// The bitmaps of a catalog with a size: what an icon can be.
  static func iconRenditions(_ listing: CatalogListing) -> [BuiltAppContext.Rendition] {
    listing.renditions.compactMap { entry in
      guard let asset = entry.facetName, entry.width > 0, entry.height > 0,
        entry.payload == "CELM" || entry.layout.contains("internal reference")
      else { return nil }
      return BuiltAppContext.Rendition(
        asset: asset, idiom: entry.idiom, scale: Int(entry.scale),
        size: PixelSize(Int(entry.width), Int(entry.height)), appearance: entry.appearance)
    }
  }

  /// The renditions with what their records say beside the listing: the file each was compiled
  /// from and, for those an alpha rule judges, the decoded pixels' alpha.
  /// Only those are decoded: a catalog's other bitmaps can be many and large. With
  /// `keepingPicture`, the picture of the first translucent one, or else of the first decoded.
  static func readingPixels(
    of renditions: [BuiltAppContext.Rendition], in car: CarFile, kind: BuiltAppContext.Kind,
    iconAsset: String?, keepingPicture: Bool = false
  ) -> (renditions: [BuiltAppContext.Rendition], picture: RGBAImage?) {
    var records: [RenditionIdentity: CSIRecord] = [:]
    for rendition in car.renditions {
      guard case .success(let record) = rendition.record,
        let asset = car.facets(of: rendition).first?.name
      else { continue }
      let key = rendition.key
      let identity = RenditionIdentity(
        asset: asset, idiom: key.idiom.description, scale: Int(key.scale),
        appearance: car.appearanceName(key.appearance) ?? "unknown \(key.appearance)",
        width: Int(record.width), height: Int(record.height))
      // Two records alike in all of that (only a hostile file has them): the first in tree
      // order, as the listing orders them.
      if records[identity] == nil { records[identity] = record }
    }
    var read: [BuiltAppContext.Rendition] = []
    var judged: [(index: Int, record: CSIRecord)] = []
    for listed in renditions {
      var rendition = listed
      let identity = RenditionIdentity(
        asset: listed.asset, idiom: listed.idiom, scale: listed.scale,
        appearance: listed.appearance, width: listed.size.width, height: listed.size.height)
      if let record = records[identity] {
        rendition.sourceName = record.name
        if BuiltAppContext.alphaIsJudged(listed, kind: kind, iconAsset: iconAsset) {
          judged.append((read.count, record))
        }
      }
      read.append(rendition)
    }
    // Decoded in parallel, each image dropped once its alpha is counted: a hostile catalog's
    // thousands of renditions never sit in memory together.
    let decoder = RenditionDecoder()
    let alphas = Parallel.map(judged.map(\.record)) { record -> BuiltAppContext.PixelAlpha in
      do throws(RenditionPixelError) {
        return .decoded(try decoder.decode(record, in: car).alphaSummary)
      } catch {
        return .notDecoded(error.description)
      }
    }
    var pictured: CSIRecord?
    var picturedIsTranslucent = false
    for ((index, record), alpha) in zip(judged, alphas) {
      read[index].alpha = alpha
      guard case .decoded(let summary) = alpha else { continue }
      if pictured == nil || (!picturedIsTranslucent && !summary.isOpaque) {
        (pictured, picturedIsTranslucent) = (record, !summary.isOpaque)
      }
    }
    // The one picture the report shows, decoded again rather than kept from the map above.
    let picture = keepingPicture ? pictured.flatMap { try? decoder.decode($0, in: car) } : nil
    return (read, picture)
  }

  /// What tells one icon rendition from another in a listing.
  struct RenditionIdentity: Hashable {
    let asset: String
    let idiom: String
    let scale: Int
    let appearance: String
    let width: Int
    let height: Int
  }

  /// iPad's launch screen as the Info.plist declares it, and whether the bundle holds the
  /// storyboard compiled. A name given with its `.storyboard` extension counts as found when
  /// either spelling is compiled: which one iOS looks for is not known for certain.
  static func iPadLaunch(_ plist: BuiltInfoPlist, files: [String]) -> BuiltAppContext.IPadLaunch {
    var compiled = false
    if let name = plist.launchStoryboardPad {
      var wanted: Set<String> = [name + ".storyboardc"]
      if name.hasSuffix(".storyboard") { wanted.insert(name + "c") }
      compiled = files.contains { file in
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        return wanted.contains(String(parts[0]))
          || (parts.count > 1 && parts[0].hasSuffix(".lproj") && wanted.contains(String(parts[1])))
      }
    }
    return BuiltAppContext.IPadLaunch(
      storyboard: plist.launchStoryboardPad, storyboardCompiled: compiled,
      hasLaunchScreenDictionary: plist.hasLaunchScreenDictionary,
      requiresFullScreen: plist.requiresFullScreen, orientations: plist.iPadOrientations)
  }

  /// The primary icon: `CFBundleIcons` (or `~ipad`) with the top-level keys of older builds.
  static func primaryIcon(_ plist: BuiltInfoPlist) -> BuiltAppContext.DeclaredIcon? {
    let icons = [plist.primaryIcon, plist.primaryIconPad].compactMap { $0 }
    let name = icons.compactMap(\.name).first ?? plist.iconName
    var files: [String] = []
    for file in icons.flatMap(\.files) + plist.legacyIconFiles where !files.contains(file) {
      files.append(file)
    }
    guard name != nil || !files.isEmpty else { return nil }
    return BuiltAppContext.DeclaredIcon(
      what: "the primary icon", key: "CFBundleIcons.CFBundlePrimaryIcon", assetName: name,
      files: files)
  }

  /// The alternate icons, each once (iPhone's and iPad's lists usually repeat each other), each
  /// marked when iPad's list holds it.
  static func alternates(_ plist: BuiltInfoPlist) -> [BuiltAppContext.DeclaredIcon] {
    var order: [String] = []
    var declared: [String: BuiltAppContext.DeclaredIcon] = [:]
    for alternate in plist.alternateIcons {
      let identity = ([alternate.key, alternate.icon.name ?? ""] + alternate.icon.files)
        .joined(separator: "\u{0}")
      if declared[identity] == nil {
        order.append(identity)
        let dictionary = alternate.forIPad ? "CFBundleIcons~ipad" : "CFBundleIcons"
        declared[identity] = BuiltAppContext.DeclaredIcon(
          what: "the alternate icon \(alternate.key)",
          key: "\(dictionary).CFBundleAlternateIcons.\(alternate.key)",
          assetName: alternate.icon.name, files: alternate.icon.files)
      }
      if alternate.forIPad { declared[identity]?.forIPad = true }
    }
    return order.compactMap { declared[$0] }
  }

  /// 18 from `iphoneos18.2`.
  static func sdkMajor(_ sdk: String) -> Int? {
    let version = sdk.drop { $0.isLetter }
    return version.split(separator: ".").first.flatMap { Int($0) }
  }

  private static func reason(_ error: BuiltProductError) -> String {
    switch error {
    case .notInProduct: "it is missing"
    default: "\(error)"
    }
  }
}

/// Names of bundle paths as the report's app list shows them.
enum AssetPathName {
  /// "Notes" for "App.ipa/Payload/Notes.app".
  static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
