/// Why a `project.pbxproj` could not be read at all.
///
/// Invariant: only problems at the top of the file (its syntax, its root
/// object) are errors; anything below the root that is wrong is a note on the
/// parsed project, so one bad reference never hides every target. Each case
/// carries its evidence.
public enum XcodeProjectError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes are not a property list; where and why, in the reader's words.
  case notAPropertyList(detail: String)
  /// The property list's top is not a dictionary; what it is instead.
  case notADictionary(found: String)
  /// The top dictionary has no `objects` dictionary.
  case noObjects
  /// The top dictionary has no `rootObject` string.
  case noRootObject
  /// An id named by `referencedFrom` is not among the objects.
  case missingObject(id: String, referencedFrom: String)
  /// The root object is a record of another kind than `PBXProject`.
  case rootIsNotAProject(id: String, isa: String)
  /// The file is larger than any real project file.
  case tooLarge(bytes: Int, limit: Int)
  /// The file holds more objects than any real project.
  case tooManyObjects(count: Int, limit: Int)

  public var description: String {
    switch self {
    case .notAPropertyList(let detail):
      "it is not a valid property list (\(detail))"
    case .notADictionary(let found):
      "its top level is \(found), not a dictionary of objects"
    case .noObjects:
      "it has no objects dictionary"
    case .noRootObject:
      "it names no rootObject"
    case .missingObject(let id, let referencedFrom):
      "\(referencedFrom) names \(id) which is not among its objects"
    case .rootIsNotAProject(let id, let isa):
      "rootObject names \(id) which is a \(isa), not a PBXProject"
    case .tooLarge(let bytes, let limit):
      "it is \(bytes) bytes, more than the \(limit) bytes any project file has"
    case .tooManyObjects(let count, let limit):
      "it holds \(count) objects, more than the \(limit) any project has"
    }
  }
}
