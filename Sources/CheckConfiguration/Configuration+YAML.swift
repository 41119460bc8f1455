import Diagnostics
import HIG
import Raster
import YAMLReader

extension Configuration {
  /// The top-level keys of `.iconsmith.yml`; on a tie, did-you-mean prefers the earlier.
  static let yamlKeys = [
    "profiles", "roles", "exclude", "include", "app-roots", "background", "rules",
  ]

  /// Reads `.iconsmith.yml`. Every key is optional and an empty file gives the
  /// defaults; anything not understood is an error naming its line and column,
  /// because a silently ignored typo would check the wrong things.
  ///
  /// - Parameters:
  ///   - yaml: the text of the file.
  ///   - file: the name errors carry.
  ///   - baseDirectory: the folder holding the file; globs are relative to it.
  ///   - knownRules: the rule ids `rules:` may name.
  public static func parse(
    yaml: String, file: String, baseDirectory: String, knownRules: [RuleID]
  ) throws(ConfigurationError) -> Configuration {
    let reader = YAMLConfigurationReader(file: file, text: yaml, knownRules: knownRules)
    var configuration = Configuration.default
    configuration.baseDirectory = baseDirectory
    try reader.read(into: &configuration)
    return configuration
  }
}

/// Walks the composed YAML tree; kept apart from `Configuration` so the node
/// handling stays out of the public type.
private struct YAMLConfigurationReader {
  let file: String
  let text: String
  let knownRules: [RuleID]

  func read(into configuration: inout Configuration) throws(ConfigurationError) {
    guard let root = try compose() else { return }
    if isNull(root) { return }
    guard root.kind == .mapping else {
      throw error(
        at: root, "the top level must be a mapping of keys like 'profiles:', not \(kind(of: root))")
    }
    for (keyNode, value) in root.pairs {
      let key = try name(of: keyNode)
      switch key {
      case "profiles": configuration.profiles = try profiles(value, key: keyNode)
      case "roles": configuration.roleGlobs = try roles(value)
      case "exclude": configuration.exclude = try globs(value, key: keyNode, name: key)
      case "include": configuration.include = try globs(value, key: keyNode, name: key)
      case "app-roots": configuration.appRoots = try globs(value, key: keyNode, name: key)
      case "background": configuration.background = try colour(value, key: keyNode)
      case "rules": configuration.ruleSettings = try rules(value)
      default:
        throw error(
          at: keyNode,
          "unknown key '\(key)'" + didYouMean(key, among: Configuration.yamlKeys))
      }
    }
  }

  // MARK: Keys

  private func profiles(_ node: YAMLNode, key: YAMLNode) throws(ConfigurationError) -> [Profile] {
    var names: [YAMLNode] = []
    switch node.kind {
    case .scalar where isNull(node): break
    case .scalar: names = [node]
    case .sequence: names = node.items
    case .mapping:
      throw error(
        at: node,
        "'profiles' must be a list of profile names or one comma-separated string, "
          + "not \(kind(of: node))")
    }
    var profiles = Set<Profile>()
    for nameNode in names {
      guard let name = nameNode.text, !isNull(nameNode) else {
        throw error(
          at: nameNode, "items of 'profiles' must be profile names, not \(kind(of: nameNode))")
      }
      // Each item may itself be "iphoneos3,retina", so both spellings mix freely.
      switch Profile.parseList(name) {
      case .success(let parsed): profiles.formUnion(parsed)
      case .failure(let unknown): throw error(at: nameNode, unknown.description)
      }
    }
    guard !profiles.isEmpty else {
      throw error(at: key, "'profiles' must name at least one profile")
    }
    return profiles.sorted()
  }

  private func roles(_ node: YAMLNode) throws(ConfigurationError) -> [AssetRole: [Glob]] {
    if isNull(node) { return [:] }
    guard node.kind == .mapping else {
      throw error(
        at: node, "'roles' must be a mapping from role to glob patterns, not \(kind(of: node))")
    }
    var roles: [AssetRole: [Glob]] = [:]
    for (roleNode, value) in node.pairs {
      let name = try name(of: roleNode)
      guard let role = AssetRole(configurationKey: name) else {
        let known = AssetRole.allCases.map(\.configurationKey)
        throw error(at: roleNode, "unknown role '\(name)'" + didYouMean(name, among: known))
      }
      let patterns = try globs(value, key: roleNode, name: name)
      // No patterns means no role globs; keeping an empty list would make equal files unequal.
      if !patterns.isEmpty { roles[role] = patterns }
    }
    return roles
  }

  private func rules(_ node: YAMLNode) throws(ConfigurationError) -> [RuleID: RuleSetting] {
    // `rules:` with every entry commented out, as the starter file has it, is no setting.
    if isNull(node) { return [:] }
    guard node.kind == .mapping else {
      throw error(
        at: node, "'rules' must be a mapping from rule id to severity, not \(kind(of: node))")
    }
    let allowed = "error, warning, note, disabled"
    var settings: [RuleID: RuleSetting] = [:]
    for (ruleNode, value) in node.pairs {
      let named = try name(of: ruleNode)
      guard let rule = knownRules.first(where: { $0.rawValue == named }) else {
        throw error(
          at: ruleNode,
          "unknown rule '\(named)'" + didYouMean(named, among: knownRules.map(\.rawValue)))
      }
      guard let severity = value.text else {
        throw error(at: value, "'\(rule)' must be one of \(allowed); got \(kind(of: value))")
      }
      if isNull(value) {
        throw error(at: ruleNode, "'\(rule)' must be one of \(allowed); got \(kind(of: value))")
      }
      switch severity {
      case "disabled": settings[rule] = .disabled
      case "error": settings[rule] = .severity(.error)
      case "warning": settings[rule] = .severity(.warning)
      case "note": settings[rule] = .severity(.note)
      default:
        throw error(at: value, "'\(rule)' must be one of \(allowed); got '\(severity)'")
      }
    }
    return settings
  }

  private func colour(_ node: YAMLNode, key: YAMLNode) throws(ConfigurationError) -> RGBA {
    if isNull(node) {
      // The usual cause: an unquoted `#FFFFFF` is a YAML comment, leaving no value.
      throw error(
        at: key, "'background' has no value; quote the colour, as in background: \"#FFFFFF\"")
    }
    guard let written = node.text else {
      throw error(at: node, "'background' must be a colour like \"#FFFFFF\", not \(kind(of: node))")
    }
    let digits = written.hasPrefix("#") ? written.dropFirst() : Substring(written)
    // Fixes flatten onto this colour to remove alpha, so it cannot have any itself. ASCII
    // only: `RGBA(hex:)` accepts fullwidth digits that `UInt8(_:radix:)` then rejects.
    guard digits.count == 3 || digits.count == 6,
      digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
      let colour = RGBA(hex: written)
    else {
      throw error(
        at: node,
        "'background' must be an opaque colour, #RGB or #RRGGBB; got '\(written)'")
    }
    return colour
  }

  /// A list of glob patterns, or one pattern on its own; each must compile.
  private func globs(_ node: YAMLNode, key: YAMLNode, name: String) throws(ConfigurationError)
    -> [Glob]
  {
    var items: [YAMLNode] = []
    switch node.kind {
    case .scalar where isNull(node): break
    case .scalar: items = [node]
    case .sequence: items = node.items
    case .mapping:
      throw error(at: node, "'\(name)' must be a list of glob patterns, not \(kind(of: node))")
    }
    var patterns: [Glob] = []
    for item in items {
      guard let pattern = item.text, !isNull(item) else {
        throw error(at: item, "items of '\(name)' must be glob patterns, not \(kind(of: item))")
      }
      do {
        patterns.append(try Glob(pattern))
      } catch {
        throw self.error(at: item, error.description)
      }
    }
    return patterns
  }

  // MARK: Nodes

  private func name(of key: YAMLNode) throws(ConfigurationError) -> String {
    guard let name = key.text else {
      throw error(at: key, "keys must be plain names, not \(kind(of: key))")
    }
    return name
  }

  /// Plain `~`, `null` or nothing; a quoted "" is a string.
  private func isNull(_ node: YAMLNode) -> Bool {
    node.kind == .scalar && node.isNull
  }

  private func kind(of node: YAMLNode) -> String {
    switch node.kind {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar where isNull(node): return "an empty value"
    case .scalar: return "a string"
    }
  }

  private func error(at node: YAMLNode, _ message: String) -> ConfigurationError {
    error(at: node.position, message)
  }

  private func error(at position: YAMLPosition, _ message: String) -> ConfigurationError {
    ConfigurationError(
      file: file, line: position.line, column: position.column, message: message)
  }

  // MARK: YAML syntax

  private func compose() throws(ConfigurationError) -> YAMLNode? {
    let document: YAMLDocument
    do {
      document = try YAMLDocument(text)
    } catch {
      throw syntaxError(error)
    }
    if let next = document.nextDocument {
      throw self.error(
        at: next, "invalid YAML: a second document starts here; the file must hold one")
    }
    return document.root
  }

  private func syntaxError(_ yamlError: YAMLError) -> ConfigurationError {
    switch yamlError.problem {
    case .duplicateKeys(let keys, let first):
      // At the second writing, usually the newer edit, unless both are on one line.
      let names = keys.map { "'\($0)'" }.joined(separator: ", ")
      let noun = keys.count == 1 ? "key" : "keys"
      guard yamlError.position.line != first.line else {
        return error(at: first, "duplicate \(noun) \(names)")
      }
      return error(
        at: yamlError.position, "duplicate \(noun) \(names) (first at line \(first.line))")
    case .undefinedAlias, .missingName(indicator: "*"):
      // `*` starts an alias in YAML, which is the usual way a glob breaks a file.
      return error(
        at: yamlError.position,
        "invalid YAML: \(yamlError.problem.message); quote patterns that start with '*'")
    default:
      return error(at: yamlError.position, "invalid YAML: \(yamlError.problem.message)")
    }
  }
}

/// " (did you mean 'x'?)" when one candidate is close enough to be the intended
/// word: within two edits, or holding every hyphen-separated word of the typo in
/// order (so `dark-edge` finds `dark-icon-edge`); otherwise "".
private func didYouMean(_ word: String, among candidates: [String]) -> String {
  guard let suggestion = closestCandidate(to: word, among: candidates) else { return "" }
  return " (did you mean '\(suggestion)'?)"
}

private func closestCandidate(to word: String, among candidates: [String]) -> String? {
  let lowered = word.lowercased()
  let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
  if let best = scored.filter({ $0.1 <= 2 }).min(by: { $0.1 < $1.1 }) { return best.0 }
  let typoWords = words(of: lowered)
  guard !typoWords.isEmpty else { return nil }
  return scored.filter { containsInOrder(typoWords, words(of: $0.0.lowercased())) }
    .min(by: { $0.1 < $1.1 })?.0
}

private func words(of text: String) -> [Substring] {
  text.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
}

/// Whether every word appears in `candidate`, in order, each within one edit when it
/// is long enough for one edit not to make it a different word.
private func containsInOrder(_ words: [Substring], _ candidate: [Substring]) -> Bool {
  var remaining = candidate[...]
  for word in words {
    let slack = word.count >= 4 ? 1 : 0
    guard
      let found = remaining.firstIndex(where: {
        editDistance(String(word), String($0)) <= slack
      })
    else { return false }
    remaining = remaining[(found + 1)...]
  }
  return true
}

/// Levenshtein distance over characters, one row at a time.
private func editDistance(_ left: String, _ right: String) -> Int {
  let left = Array(left)
  let right = Array(right)
  guard !left.isEmpty else { return right.count }
  guard !right.isEmpty else { return left.count }
  var previous = Array(0...right.count)
  var current = previous
  for i in 1...left.count {
    current[0] = i
    for j in 1...right.count {
      let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[right.count]
}
