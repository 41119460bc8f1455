/// Reads and parses each Info.plist once, turning a broken one into one diagnostic.
final class PlistCache {
  private let reader: any AssetReader
  private let configuration: Configuration
  private var cache: [String: InfoPlistFacts?] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  init(reader: some AssetReader, configuration: Configuration) {
    self.reader = reader
    self.configuration = configuration
  }

  /// The facts of the plist at `path`, or nil when it cannot be read (reported once).
  func facts(at path: String) -> InfoPlistFacts? {
    if let known = cache[path] { return known }
    var facts: InfoPlistFacts?
    do {
      let bytes: [UInt8]
      do {
        bytes = try reader.read(path)
      } catch {
        throw InfoPlistFacts.InfoPlistError(reason: Checker.reason(error))
      }
      facts = try InfoPlistFacts.parse(bytes)
    } catch {
      let finding = Finding(
        message: "\(AssetPath.name(of: path)) cannot be read: \(error)",
        fix: InfoPlistUnreadableRule.fix)
      if let diagnostic = configuration.diagnostic(
        InfoPlistUnreadableRule.descriptor, finding, at: path)
      {
        diagnostics.append(diagnostic)
      }
    }
    cache[path] = facts
    return facts
  }
}
