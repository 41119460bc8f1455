import BuildDescriptions
import XcodeProject

/// The spec files of one XcodeGen project merged into one dictionary, as XcodeGen's
/// `SpecFile` does (yonaskolb/XcodeGen Sources/ProjectSpec/SpecFile.swift): included specs
/// first, in order, then the including spec on top.
///
/// Invariant: lives for one parse; every path property of an included spec is rewritten to
/// be relative to the root spec's folder (which may start with "../"), so the rest of the
/// parse reads one set of paths; includes nest at most `XcodeGenSpec.maxIncludeDepth`
/// deep, a file is merged once, and a cycle is cut with a note.
struct XcodeGenSpecLoader {
  /// Spec files read for one project, includes counted: real ones read a handful.
  static let maxFiles = 256

  private let read: (String) -> [UInt8]?
  /// The folder holding the root spec, as a tree path.
  let rootFolder: String
  private(set) var notes = Notes()
  private var merged: Set<String> = []
  private var budget = maxFiles

  init(rootFolder: String, read: @escaping (String) -> [UInt8]?) {
    self.rootFolder = rootFolder
    self.read = read
  }

  /// The root spec (its top dictionary, read from `path`) with its includes merged in.
  mutating func load(merging top: [String: Any], path: String) -> [String: Any] {
    merged.insert(path)
    return mergeIncludes(of: top, path: path, prefix: "", stack: [path])
  }

  /// A spec file's top dictionary: YAML, or JSON for a `.json` file as XcodeGen reads it.
  static func dictionary(_ bytes: [UInt8], path: String) throws(BuildDescriptionError)
    -> [String: Any]
  {
    let value: Any?
    if path.lowercased().hasSuffix(".json") {
      value = try JSONText.parse(bytes, limit: XcodeGenSpec.maxBytes).any
    } else {
      value = try YAMLText.load(
        bytes, limit: XcodeGenSpec.maxBytes, resolver: YAMLText.xcodeGenResolver)
    }
    guard let value else { return [:] }
    // XcodeGen reads an empty file as an empty spec.
    if let text = value as? String, text.isEmpty { return [:] }
    guard let dictionary = value as? [String: Any] else {
      throw .wrongTopLevel(expected: "a dictionary", found: Self.kind(of: value))
    }
    return dictionary
  }

  /// `spec` (from `path`, its paths already relative to the root folder) with the specs its
  /// `include:` names merged under it.
  private mutating func mergeIncludes(
    of spec: [String: Any], path: String, prefix: String, stack: [String]
  ) -> [String: Any] {
    var base: [String: Any] = [:]
    for include in Self.includes(spec["include"]) {
      guard include.enabled else {
        if include.enableText == "false" {
          notes.add("the include \(include.path) of \(path) is disabled (enable: false)")
        } else {
          notes.add(
            "the include \(include.path) of \(path) depends on enable: \(include.enableText); it is left out, as XcodeGen leaves it out when that is unset"
          )
        }
        continue
      }
      if BuildPath.isAbsolute(include.path) {
        notes.add(
          "\(path) includes the absolute path \(include.path), outside the tree; it is skipped")
        continue
      }
      // relativePaths (the default): the include is found beside the including spec and its
      // paths are relative to itself; otherwise both are relative to the root spec's folder.
      let location = include.relativePaths ? prefix : ""
      guard let including = TreePath.join(rootFolder, location),
        let file = TreePath.join(including, include.path)
      else {
        notes.add("\(path) includes \(include.path), which leaves the tree; it is skipped")
        continue
      }
      if stack.contains(file) {
        notes.add("\(file) includes itself (through \(path)); the loop is cut")
        continue
      }
      guard stack.count < XcodeGenSpec.maxIncludeDepth else {
        notes.add(
          "spec includes nest deeper than \(XcodeGenSpec.maxIncludeDepth) at \(file); it is skipped"
        )
        continue
      }
      // XcodeGen merges each file once, however many specs include it.
      guard merged.insert(file).inserted else { continue }
      guard budget > 0 else {
        notes.add("spec includes read more than \(Self.maxFiles) files; \(file) is skipped")
        continue
      }
      budget -= 1
      guard let bytes = read(file) else {
        notes.add("the spec \(file) included by \(path) is missing")
        continue
      }
      let included: [String: Any]
      do {
        included = try Self.dictionary(bytes, path: file)
      } catch {
        notes.add("the spec \(file) included by \(path) cannot be read: \(error)")
        continue
      }
      let childPrefix =
        include.relativePaths
        ? Self.lexicalJoin(prefix, TreePath.parent(include.path)) : prefix
      let rewritten =
        childPrefix.isEmpty ? included : Self.rewritePaths(included, prefix: childPrefix)
      let resolved = mergeIncludes(
        of: rewritten, path: file, prefix: childPrefix, stack: stack + [file])
      base = Self.merge(resolved, onto: base)
    }
    var own = spec
    own.removeValue(forKey: "include")
    return Self.merge(own, onto: base)
  }

  private struct Include {
    let path: String
    let relativePaths: Bool
    let enabled: Bool
    let enableText: String
  }

  private static func includes(_ value: Any?) -> [Include] {
    let items: [Any] =
      if let list = value as? [Any] { list } else if let single = value { [single] } else { [] }
    return items.compactMap { item in
      if let path = item as? String {
        return Include(path: path, relativePaths: true, enabled: true, enableText: "")
      }
      guard let dictionary = item as? [String: Any], let path = dictionary["path"] as? String
      else { return nil }
      let relative = boolean(dictionary["relativePaths"]) ?? true
      var enabled = true
      var enableText = ""
      if let enable = dictionary["enable"] {
        // An unset `${VARIABLE}` stays as text, which XcodeGen reads as false.
        enabled = boolean(enable) ?? false
        enableText = "\(enable)"
      }
      return Include(
        path: path, relativePaths: relative, enabled: enabled, enableText: enableText)
    }
  }

  /// YAML booleans, and the strings NSString.boolValue reads as true or false.
  static func boolean(_ value: Any?) -> Bool? {
    if let flag = value as? Bool { return flag }
    if let number = value as? Int { return number != 0 }
    guard let text = (value as? String)?.lowercased() else { return nil }
    if ["yes", "true", "y", "t", "1"].contains(text) { return true }
    if ["no", "false", "n", "f", "0"].contains(text) { return false }
    return nil
  }

  // MARK: - Merging and paths

  /// XcodeGen's merge: dictionaries merge key by key, lists concatenate, anything else is
  /// replaced; a key ending in `:REPLACE` replaces its value whole.
  static func merge(_ top: [String: Any], onto base: [String: Any]) -> [String: Any] {
    var result = base
    for (key, value) in top {
      if key.hasSuffix(":REPLACE") {
        result[String(key.dropLast(":REPLACE".count))] = value
      } else if let dictionary = value as? [String: Any], let below = result[key] as? [String: Any]
      {
        result[key] = merge(dictionary, onto: below)
      } else if let list = value as? [Any], let below = result[key] as? [Any] {
        result[key] = below + list
      } else {
        result[key] = value
      }
    }
    return result
  }

  /// "a/b" + "../c" -> "a/c", keeping leading ".." (the result is relative to the root spec's
  /// folder, and may climb above it while staying inside the tree); absolute paths stay.
  static func lexicalJoin(_ prefix: String, _ path: String) -> String {
    if BuildPath.isAbsolute(path) || prefix.isEmpty { return path }
    var parts: [Substring] = []
    for part in (prefix + "/" + path).split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// The path properties iconsmith reads, rewritten below `prefix` (XcodeGen's
  /// `pathProperties` for targets, target templates and the project's config files).
  private static func rewritePaths(_ spec: [String: Any], prefix: String) -> [String: Any] {
    var spec = spec
    func configFiles(_ value: Any?) -> Any? {
      guard let files = value as? [String: Any] else { return value }
      return files.mapValues { ($0 as? String).map { lexicalJoin(prefix, $0) } ?? $0 }
    }
    func target(_ value: Any) -> Any {
      guard var target = value as? [String: Any] else { return value }
      if let source = target["sources"] as? String {
        target["sources"] = lexicalJoin(prefix, source)
      } else if let sources = target["sources"] as? [Any] {
        target["sources"] = sources.map { source -> Any in
          if let path = source as? String { return lexicalJoin(prefix, path) }
          guard var entry = source as? [String: Any], let path = entry["path"] as? String else {
            return source
          }
          entry["path"] = lexicalJoin(prefix, path)
          return entry
        }
      }
      if target["configFiles"] != nil { target["configFiles"] = configFiles(target["configFiles"]) }
      if var info = target["info"] as? [String: Any], let path = info["path"] as? String {
        info["path"] = lexicalJoin(prefix, path)
        target["info"] = info
      }
      return target
    }
    for key in ["targets", "targetTemplates"] {
      if let targets = spec[key] as? [String: Any] { spec[key] = targets.mapValues(target) }
    }
    if spec["configFiles"] != nil { spec["configFiles"] = configFiles(spec["configFiles"]) }
    return spec
  }

  static func kind(of value: Any) -> String {
    switch value {
    case is [Any]: "a list"
    case is [String: Any]: "a dictionary"
    case is String: "a string"
    case is Bool: "a boolean"
    case is Int, is Double: "a number"
    default: "a \(type(of: value))"
    }
  }
}

/// XcodeGen's `${name}` substitution (Dictionary+Extension.swift `expand(variables:)`):
/// in keys and string values, at every depth; unknown names stay as written.
enum SpecVariables {
  static func expand(_ value: Any, _ variables: [String: String]) -> Any {
    guard !variables.isEmpty else { return value }
    switch value {
    case let dictionary as [String: Any]:
      var result: [String: Any] = [:]
      for (key, item) in dictionary { result[expand(key, variables)] = expand(item, variables) }
      return result
    case let list as [Any]:
      return list.map { expand($0, variables) }
    case let text as String:
      return expand(text, variables)
    default:
      return value
    }
  }

  static func expand(_ text: String, _ variables: [String: String]) -> String {
    guard text.contains("${") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "${") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let close = after.firstIndex(of: "}") else {
        result += rest[start.lowerBound...]
        return result
      }
      let name = String(after[..<close])
      if let value = variables[name] {
        result += value
      } else {
        result += rest[start.lowerBound...close]
      }
      rest = after[after.index(after: close)...]
    }
    return result + rest
  }
}
