import AssetModel
import CheckConfiguration
import Checking
import Diagnostics
import HIG
import PNGCodec
import Raster
import Rules
import TreeFacts
import Utilities

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
  public let rules: [RuleID]
}

/// The safe automatic fixes of `check --fix`: flatten an app icon's alpha,
/// whiten a bar icon, name the App Store artwork right, and rewrite an
/// Apple-optimized file as a standard PNG. Every other finding stays a finding.
///
/// Invariant: a plan is made from the bytes and pixels the check already holds
/// (``CheckedFile``); the fixer reads and decodes nothing itself.
public enum AssetFixer {
  /// The rules whose findings `--fix` mends: those whose descriptor says how.
  public static let fixableRules = Set(RuleCatalog.descriptors.filter { $0.fix != nil }.map(\.id))

  static let rewritingRules = Set(
    RuleCatalog.descriptors.filter { $0.fix == .rewrite }.map(\.id))

  /// Checks `inventory` and plans the fixes of what it finds, in one pass over the files.
  public static func checkAndPlan(
    _ inventory: AssetInventory, reader: some AssetReader, checker: Checker,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> (report: CheckReport, plans: [FixPlan]) {
    let configuration = checker.configuration
    let limits = checker.limits
    let (report, plans) = checker.check(inventory, reader: reader, progress: progress) { file in
      plan(for: file, background: configuration.background, limits: limits)
    }
    return (report, plans)
  }

  /// The report as it reads once `applied` rewrote their files in place: their fixed
  /// findings gone. Pixel fixes change no name or size, so no other rule's finding moves;
  /// a rename does, and needs a new check instead.
  public static func report(_ report: CheckReport, after applied: [FixPlan]) -> CheckReport {
    precondition(applied.allSatisfy { $0.newPath == nil }, "a rename needs a new check")
    let fixed = Set(applied.flatMap { plan in plan.rules.map { FixedFinding(plan.path, $0) } })
    var result = report
    result.diagnostics = report.diagnostics.filter {
      !fixed.contains(FixedFinding($0.path, $0.rule))
    }
    return result
  }

  private struct FixedFinding: Hashable {
    let path: String
    let rule: RuleID
    init(_ path: String, _ rule: RuleID) {
      self.path = path
      self.rule = rule
    }
  }

  /// The fix of one checked file's fixable diagnostics; nil when it has none, or when the
  /// fixed file cannot be encoded (its diagnostics remain).
  public static func plan(for file: CheckedFile, background: RGBA, limits: DecodeLimits)
    -> FixPlan?
  {
    // A note (a fact, or a file nothing proves to ship) is nothing to fix, and a bar icon
    // guessed from a word of its path is not whitened: it may be an ordinary picture.
    var rules = Set(file.diagnostics.filter { $0.severity != .note }.map(\.rule))
      .intersection(fixableRules)
    if !file.roleIsKnown { rules.remove(RuleID.barIconNotWhite) }
    guard !rules.isEmpty else { return nil }
    let path = file.path
    let name = AssetPath.name(of: path)
    var changes: [String] = []
    var newPath: String? = nil
    if rules.contains(RuleID.artworkExtension),
      let correct = HIG.artworkName(forExtended: name)
    {
      newPath = AssetPath.join(AssetPath.folder(of: path), correct)
    }
    // A rename alone needs no pixels.
    let rewrites = rules.intersection(rewritingRules)
    var newBytes: [UInt8]? = nil
    if !rewrites.isEmpty {
      guard
        let rewritten = rewrite(file, rules: rewrites, background: background, limits: limits)
      else { return nil }
      newBytes = rewritten.bytes
      changes = rewritten.changes
    }
    if let newPath { changes.append("renamed \(name) to \(AssetPath.name(of: newPath))") }
    guard newBytes != nil || newPath != nil else { return nil }
    return FixPlan(
      path: path, newBytes: newBytes, newPath: newPath, changes: changes, rules: rules.sorted())
  }

  /// The file rewritten with its pixel fixes, and one line per change; nil when it cannot be
  /// encoded.
  private static func rewrite(
    _ file: CheckedFile, rules: Set<RuleID>, background: RGBA, limits: DecodeLimits
  ) -> (bytes: [UInt8], changes: [String])? {
    let name = AssetPath.name(of: file.path)
    // The colour chunks are copied so the fixed file shows its colours as before.
    guard
      let chunks = try? PNGDecoder(limits: limits).colorChunks(
        file.bytes, facts: file.decoded.facts)
    else { return nil }
    var image = file.pixels
    var changes: [String] = []
    var format = PNGEncoder.Format.automatic
    if !rules.isDisjoint(with: [
      RuleID.appleOptimized, RuleID.appleOptimizedSource,
    ]) {
      changes.append("rewrote \(name) as a standard PNG (it was Apple-optimized)")
    }
    if !rules.isDisjoint(with: [
      RuleID.appIconAlpha, RuleID.appIconAlphaChannel,
    ]) {
      let translucent = file.decoded.alpha.translucent
      image = image.flattened(onto: background)
      format = .rgb8
      changes.append(
        translucent == 0
          ? "dropped the alpha channel of \(name) (every pixel was opaque: the picture is unchanged)"
          : "flattened \(name) onto \(background): \(translucent.grouped) translucent pixels changed"
      )
    }
    if rules.contains(RuleID.barIconNotWhite) {
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
