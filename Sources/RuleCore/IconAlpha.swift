/// What an app icon's alpha is, as the check found it while the pixels were in memory, for the
/// rules that judge a whole set or app.
///
/// Invariant: only icons that carry alpha at all (a channel or `tRNS`) and may not (no dark,
/// tinted or mac entry) are recorded; `visible` <= `translucent`.
package struct IconAlpha: Sendable, Equatable {
  /// "an alpha channel (RGBA)".
  package let carrier: String
  /// Pixels with alpha below 255.
  package let translucent: Int
  /// Translucent pixels the home-screen mask shows.
  package let visible: Int
  /// The App Store icon or a watch icon, which their own file rules judge.
  package let judgedByItself: Bool

  package init(carrier: String, translucent: Int, visible: Int, judgedByItself: Bool) {
    self.carrier = carrier
    self.translucent = translucent
    self.visible = visible
    self.judgedByItself = judgedByItself
  }

}
