extension String {
  /// The text as one shell word, for commands in fix hints: quoted only when it
  /// needs to be (`My App` becomes `'My App'`).
  package var shellWord: String {
    let plain = unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "-_./@+,:".unicodeScalars.contains($0)
    }
    if plain && !isEmpty { return self }
    return "'" + replacing("'", with: #"'\''"#) + "'"
  }
}
