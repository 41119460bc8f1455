import HIG
import PNGCodec
import Raster

/// One file's safe automatic fix: its new bytes and/or its new name, and what changed.
///
/// Invariant: built from the file's current bytes; `newBytes` decode to the
/// fixed pixels; nothing else about the file changes.
public struct FixPlan: Sendable, Equatable {
  public let path: String
  /// The rewritten file, or nil when only its name changes.
  public let newBytes: [UInt8]?
  /// The new path, or nil when the name stays.
  public let newPath: String?
  /// One line per change, for the user ("flattened Icon.png onto #FFFFFF (...)").
  public let changes: [String]
  /// The rules this fixes.
  public let rules: [String]
}

/// The safe automatic fixes of `check --fix`: flatten an app icon's alpha,
/// whiten a bar icon, name the App Store artwork right, and rewrite an
/// Apple-optimized file as a standard PNG. Every other finding stays a finding.
public enum AssetFixer {
  public static let fixableRules: Set<String> = [
    AppIconAlphaRule.descriptor.id, BarIconNotWhiteRule.descriptor.id,
    ArtworkExtensionRule.descriptor.id, AppleOptimizedRule.descriptor.id,
  ]

  /// The fixes for a report's fixable diagnostics; files that cannot be read
  /// or fixed are left out (their diagnostics remain).
  public static func plan(
    for report: CheckReport, reader: some AssetReader, configuration: Configuration,
    limits: DecodeLimits
  ) -> [FixPlan] {
    var rulesByPath: [String: Set<String>] = [:]
    for diagnostic in report.diagnostics where fixableRules.contains(diagnostic.rule) {
      rulesByPath[diagnostic.path, default: []].insert(diagnostic.rule)
    }
    return rulesByPath.keys.sorted().compactMap { path in
      plan(
        path: path, rules: rulesByPath[path]!, reader: reader, configuration: configuration,
        limits: limits)
    }
  }

  static func plan(
    path: String, rules: Set<String>, reader: some AssetReader, configuration: Configuration,
    limits: DecodeLimits
  ) -> FixPlan? {
    let name = AssetPath.name(of: path)
    guard let bytes = try? reader.read(path) else { return nil }
    let decoder = PNGDecoder(limits: limits)
    guard let decoded = try? decoder.decode(bytes), let chunks = try? decoder.colorChunks(bytes)
    else {
      return nil
    }
    var image = decoded.image.rgba8
    var changes: [String] = []
    var format = PNGEncoder.Format.automatic
    var rewrite = false

    if rules.contains(AppleOptimizedRule.descriptor.id) {
      rewrite = true
      changes.append("rewrote \(name) as a standard PNG (it was Apple-optimized)")
    }
    if rules.contains(AppIconAlphaRule.descriptor.id) {
      let background = configuration.background
      let translucent = decoded.alpha.transparent + decoded.alpha.partial
      image = image.flattened(onto: background)
      format = .rgb8
      rewrite = true
      changes.append(
        translucent == 0
          ? "dropped the alpha channel of \(name) (every pixel was opaque: the picture is unchanged)"
          : "flattened \(name) onto \(background): \(translucent.grouped) translucent pixels changed"
      )
    }
    if rules.contains(BarIconNotWhiteRule.descriptor.id) {
      let coloured = image.nonWhitePixelCount()
      image = image.whitened()
      rewrite = true
      changes.append("painted \(name) pure white (\(coloured.grouped) coloured pixels), alpha kept")
    }
    var newPath: String? = nil
    if rules.contains(ArtworkExtensionRule.descriptor.id),
      let correct = HIG.artworkName(forExtended: name)
    {
      newPath = AssetPath.join(AssetPath.folder(of: path), correct)
      changes.append("renamed \(name) to \(correct)")
    }
    var newBytes: [UInt8]? = nil
    if rewrite {
      guard let encoded = try? PNGEncoder(format: format, colorChunks: chunks).encode(image) else {
        return nil
      }
      newBytes = encoded
    }
    guard rewrite || newPath != nil else { return nil }
    return FixPlan(
      path: path, newBytes: newBytes, newPath: newPath, changes: changes, rules: rules.sorted())
  }
}
