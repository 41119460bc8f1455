import HIG

/// What one `.icon` bundle holds, for its checks.
///
/// Invariant: `layerSizes` and `undecodablePNGs` are disjoint and name files of `assetNames`;
/// files that are not PNG (SVG) are in neither, so they are checked for existence and case only.
package struct IconBundleContext: RuleSubject {
  package var reportPath: String { folder }

  /// The bundle's tree path: "App/AppIcon.icon".
  package let folder: String
  /// nil when the bundle has no icon.json.
  package let iconJSON: [UInt8]?
  /// File names directly in Assets/.
  package let assetNames: Set<String>
  /// Pixel sizes of the PNG files in Assets/ that decoded, by name.
  package let layerSizes: [String: PixelSize]
  /// PNG names in Assets/ that did not decode.
  package let undecodablePNGs: Set<String>

  package init(
    folder: String, iconJSON: [UInt8]?, assetNames: Set<String>, layerSizes: [String: PixelSize],
    undecodablePNGs: Set<String>
  ) {
    self.folder = folder
    self.iconJSON = iconJSON
    self.assetNames = assetNames
    self.layerSizes = layerSizes
    self.undecodablePNGs = undecodablePNGs
  }

}
