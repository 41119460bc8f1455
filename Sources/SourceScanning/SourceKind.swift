/// Which parser a file needs, decided by its extension alone (any case, as file systems on
/// macOS ignore it).
enum SourceKind {
  case interface, swift, objectiveC, nativeScriptMarkup

  public init?(path: String) {
    let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
    switch fileName[fileName.index(after: dot)...].lowercased() {
    case "xib", "storyboard": self = .interface
    case "swift": self = .swift
    case "m", "mm": self = .objectiveC
    case "xml", "html", "vue": self = .nativeScriptMarkup
    default: return nil
    }
  }
}
