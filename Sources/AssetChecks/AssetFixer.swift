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
    AppIconAlphaRule.descriptor.id, AppIconAlphaChannelRule.descriptor.id,
    BarIconNotWhiteRule.descriptor.id, ArtworkExtensionRule.descriptor.id,
    AppleOptimizedRule.descriptor.id, AppleOptimizedSourceRule.descriptor.id,
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
    var changes: [String] = []
    var newPath: String? = nil
    if rules.contains(ArtworkExtensionRule.descriptor.id),
      let correct = HIG.artworkName(forExtended: name)
    {
      newPath = AssetPath.join(AssetPath.folder(of: path), correct)
    }
    // A rename alone needs no pixels: the file is neither read nor decoded.
    let rewrites = rules.intersection([
      AppleOptimizedRule.descriptor.id, AppleOptimizedSourceRule.descriptor.id,
      AppIconAlphaRule.descriptor.id, AppIconAlphaChannelRule.descriptor.id,
      BarIconNotWhiteRule.descriptor.id,
    ])
    var newBytes: [UInt8]? = nil
    if !rewrites.isEmpty {
      guard
        let rewritten = rewrite(
          path: path, rules: rewrites, reader: reader,
          background: configuration.background, limits: limits)
      else { return nil }
      newBytes = rewritten.bytes
      changes = rewritten.changes
    }
    if let newPath { changes.append("renamed \(name) to \(AssetPath.name(of: newPath))") }
    guard newBytes != nil || newPath != nil else { return nil }
    return FixPlan(
      path: path, newBytes: newBytes, newPath: newPath, changes: changes, rules: rules.sorted())
  }

  /// The file rewritten with its pixel fixes, and one line per change; nil when
  /// it cannot be read, decoded or encoded.
  private static func rewrite(
    path: String, rules: Set<String>, reader: some AssetReader, background: RGBA,
    limits: DecodeLimits
  ) -> (bytes: [UInt8], changes: [String])? {
    let name = AssetPath.name(of: path)
    let decoder = PNGDecoder(limits: limits)
    guard let bytes = try? reader.read(path), let decoded = try? decoder.decode(bytes),
      let chunks = try? decoder.colorChunks(bytes)
    else { return nil }
    var image = decoded.image.rgba8
    var changes: [String] = []
    var format = PNGEncoder.Format.automatic
    if !rules.isDisjoint(with: [
      AppleOptimizedRule.descriptor.id, AppleOptimizedSourceRule.descriptor.id,
    ]) {
      changes.append("rewrote \(name) as a standard PNG (it was Apple-optimized)")
    }
    if !rules.isDisjoint(with: [
      AppIconAlphaRule.descriptor.id, AppIconAlphaChannelRule.descriptor.id,
    ]) {
      let translucent = decoded.alpha.translucent
      image = image.flattened(onto: background)
      format = .rgb8
      changes.append(
        translucent == 0
          ? "dropped the alpha channel of \(name) (every pixel was opaque: the picture is unchanged)"
          : "flattened \(name) onto \(background): \(translucent.grouped) translucent pixels changed"
      )
    }
    if rules.contains(BarIconNotWhiteRule.descriptor.id) {
      let coloured = image.nonWhitePixelCount()
      image = image.whitened()
      changes.append("painted \(name) pure white (\(coloured.grouped) coloured pixels), alpha kept")
    }
    guard let encoded = try? PNGEncoder(format: format, colorChunks: chunks).encode(image) else {
      return nil
    }
    return (encoded, changes)
  }
}
