extension StringProtocol {
  /// The text without the spaces and tabs at its ends: Foundation's
  /// `trimmingCharacters(in: .whitespaces)`, which the modules without Foundation lack.
  public func trimmingWhitespaces() -> String { trimming(where: \.isSpaceOrTab) }

  /// The text without white space and line breaks at its ends: Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
  public func trimmingWhitespacesAndNewlines() -> String {
    trimming(where: \.isSpaceOrNewline)
  }

  /// The text without the scalars at its ends that `isTrimmed` accepts; scalars, not characters,
  /// as Foundation's `CharacterSet` trims, so a combining mark is judged on its own.
  public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isTrimmed($0) })!
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars[first...last])
    return String(kept)
  }
}

extension Unicode.Scalar {
  /// A tab or a space separator (Unicode category Zs): Foundation's `CharacterSet.whitespaces`.
  public var isSpaceOrTab: Bool {
    self == "\t" || properties.generalCategory == .spaceSeparator
  }

  /// Foundation's `CharacterSet.whitespacesAndNewlines`: the separators (Zs, Zl, Zp), U+000A
  /// to U+000D and U+0085, and the tab.
  public var isSpaceOrNewline: Bool {
    switch properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return self == "\t" || ("\n"..."\r").contains(self) || self == "\u{85}"
    }
  }
}
