import Diagnostics
import HIG

/// The commented `.iconsmith.yml` that `iconsmith init` writes.
///
/// Invariant: the text parses back to ``Configuration/default`` (all but
/// `baseDirectory`): only an empty `rules:` is active,
/// everything else is a comment to uncomment.
public enum ConfigurationTemplate {
  /// The starter file, listing every rule in `rules` with its default severity.
  public static func starter(rules: [RuleDescriptor]) -> String {
    let profileNames = Profile.allCases.map(\.rawValue).joined(separator: ", ")
    let roleKeys = AssetRole.allCases.map(\.configurationKey)
    let half = (roleKeys.count + 1) / 2
    let firstRoles = roleKeys[..<half].joined(separator: ", ")
    let otherRoles = roleKeys[half...].joined(separator: ", ")
    var text = """
      # iconsmith configuration. Every key is optional: a key left out keeps its default.
      #
      # Globs are relative to this file's folder and work like .gitignore: '*' and '?'
      # stay within a folder, '**' spans any number of folders, [abc] is a class, and a
      # pattern without '/' matches a file or folder name at any depth. Matching is
      # case-sensitive, as on the device. Quote patterns and colours: YAML reads a
      # leading '*' as an alias and '#' as the start of a comment.

      # Which generations of Apple's rules to hold every app to, as a list or
      # "iphoneos3,retina". Left out, each app is checked under the profile its Xcode
      # deployment target gives (or its files, without a project), and the report says
      # which and why. Known: \(profileNames). retina and ipad add to
      # iphoneos3; ios7 and modern stand alone.
      # profiles: [iphoneos3]

      # Files whose role their names do not tell, by glob, under one of these roles:
      # \(firstRoles),
      # \(otherRoles).
      # roles:
      #   tab-bar-icons: ["Images/Tabs/*.png"]

      # Files and folders to skip; excluding a folder skips everything below it.
      # exclude: ["Vendor/**", "*-old.png"]

      # Folders no app ships are skipped by default (Pods/, Carthage/, node_modules/, build
      # output, android/ and web folders, tests): name those to check anyway.
      # include: ["Tests/Fixtures/**"]

      # Folders to treat as app roots even without an Info.plist or HIG file names.
      # app-roots: ["App", "Targets/*"]

      # The colour that fixes flatten transparent pixels onto: "#RGB" or "#RRGGBB".
      # background: "#FFFFFF"

      # Each rule's severity: error, warning, note or disabled. Uncomment a line to
      # change it; the values shown are the defaults.
      rules:

      """
    let settings = rules.map { "\($0.id): \($0.severity.rawValue)" }
    let width = settings.map(\.count).max() ?? 0
    for (setting, rule) in zip(settings, rules) {
      let padding = String(repeating: " ", count: width - setting.count)
      let summary = rule.summary.split(whereSeparator: \.isNewline).joined(separator: " ")
      text += "#   \(setting)\(padding)   # \(summary)\n"
    }
    return text
  }
}
