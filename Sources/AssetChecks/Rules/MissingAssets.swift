import HIG

/// Which conventional files an app root lacks, under the checked profiles.
///
/// Invariant: a name that appears in several checked profiles counts at its
/// strongest need; a file present only in the wrong case or with an extension
/// is not "missing" (name-case and artwork-extension report it); an icon a
/// catalog slot of the same size provides is not missing either.
enum MissingAssets {
  static func missing(at root: AppRootContext, need: Need) -> [HIGFile] {
    var strongest: [String: HIGFile] = [:]
    for row in HIG.files where row.applies(to: root.profiles) && row.need != .optional {
      if let known = strongest[row.name], known.need == .required { continue }
      strongest[row.name] = row
    }
    let lowered = Set(root.names.map { $0.lowercased() })
    return strongest.values.filter { row in
      row.need == need && !root.names.contains(row.name)
        && !lowered.contains(row.name.lowercased())
        && !lowered.contains(row.name.lowercased() + ".png")
        && !providedByCatalog(row, root: root)
    }.sorted { $0.name < $1.name }
  }

  private static func providedByCatalog(_ row: HIGFile, root: AppRootContext) -> Bool {
    switch row.role {
    case .appIcon, .smallIcon, .appStoreArtwork:
      return root.appIconSets.contains { set in
        set.contents?.images.contains { entry in
          entry.filename != nil && entry.iconPixelSize.map(row.sizes.contains) == true
        } == true
      }
    case .launchImage:
      return root.launchImageSets.contains { set in
        set.contents?.images.contains { entry in
          entry.filename != nil
            && LaunchImageTable.sizes(for: entry).contains(where: row.sizes.contains)
        } == true
      }
    default:
      return false
    }
  }

  static func fix(for row: HIGFile, root: AppRootContext) -> String {
    switch row.role {
    case .launchImage:
      return
        "create it: `iconsmith launch -o \(root.displayFolder.shellWord) --color '#RRGGBB'` (or --screenshot FILE)"
    default:
      return
        "generate the icon set: `iconsmith icons MASTER -o \(root.displayFolder.shellWord) --profile \(row.profile.rawValue)`"
    }
  }

  static func message(for row: HIGFile, root: AppRootContext, need: String) -> String {
    "\(root.displayFolder) has no \(row.name): the \(row.profile.rawValue) \(row.role.rawValue) (\(PixelSize.list(row.sizes))) is \(need)"
  }
}
