import HIG

/// What one `.icon` bundle holds, for its checks.
///
/// Invariant: `layerSizes` and `undecodablePNGs` are disjoint and name files of `assetNames`;
/// files that are not PNG (SVG) are in neither, so they are checked for existence and case only.
struct IconBundleContext: RuleSubject {
  var reportPath: String { folder }

  /// The bundle's tree path: "App/AppIcon.icon".
  let folder: String
  /// nil when the bundle has no icon.json.
  let iconJSON: [UInt8]?
  /// File names directly in Assets/.
  let assetNames: Set<String>
  /// Pixel sizes of the PNG files in Assets/ that decoded, by name.
  let layerSizes: [String: PixelSize]
  /// PNG names in Assets/ that did not decode.
  let undecodablePNGs: Set<String>
}
