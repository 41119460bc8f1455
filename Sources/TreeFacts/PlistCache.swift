/// Reads and parses each Info.plist once, keeping a broken one as one scene problem.
package final class PlistCache {
  private let reader: any AssetReader
  private var cache: [String: InfoPlistFacts?] = [:]
  package private(set) var problems: [SceneProblem] = []

  package init(reader: some AssetReader) {
    self.reader = reader
  }

  /// The facts of the plist at `path`, or nil when it cannot be read (kept once as a problem).
  package func facts(at path: String) -> InfoPlistFacts? {
    if let known = cache[path] { return known }
    var facts: InfoPlistFacts?
    do throws(InfoPlistFacts.InfoPlistError) {
      let bytes: [UInt8]
      do {
        bytes = try reader.read(path)
      } catch {
        throw InfoPlistFacts.InfoPlistError.unreadable(error.reason)
      }
      facts = try InfoPlistFacts.parse(bytes)
    } catch {
      problems.append(.infoPlistUnreadable(path: path, error))
    }
    cache[path] = facts
    return facts
  }
}
