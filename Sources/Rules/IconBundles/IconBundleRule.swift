import AssetModel
import Diagnostics
import HIG
import RuleCore
import TreeFacts

/// An Icon Composer bundle (`NAME.icon`) whose icon.json is missing or unreadable, or whose
/// layers name images that are absent, undecodable or too small.
enum IconBundleRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "icon-bundle-invalid", severity: .error,
    summary: "an Icon Composer bundle (.icon) that cannot be built into the app icon",
    rationale:
      "Xcode builds the iOS 26 app icon from icon.json and the layer images in Assets/; "
      + "a missing or misnamed layer or a broken PNG fails the build or leaves the icon blank. "
      + "A bitmap layer is placed at its own size in points on the 1024-point canvas, so a "
      + "small one is legal; icon.json's position.scale above 1 draws it larger than its "
      + "pixels and it may look soft: a warning at most.")

  static func check(_ bundle: IconBundleContext) -> [Finding] {
    let name = AssetPath.name(of: bundle.folder)
    let jsonPath = AssetPath.join(bundle.folder, "icon.json")
    guard let bytes = bundle.iconJSON else {
      return [
        Finding(
          path: bundle.folder,
          message: "\(name) has no icon.json; an Icon Composer bundle needs one beside Assets/",
          fix: "open the bundle in Icon Composer and save it, or restore icon.json from git")
      ]
    }
    let parsed: IconComposerBundle
    do {
      parsed = try IconComposerBundle.parse(bytes)
    } catch {
      return [
        Finding(
          path: jsonPath, message: "icon.json of \(name) cannot be used: \(error)",
          fix: "repair it, or open the bundle in Icon Composer and save it again")
      ]
    }
    return zip(parsed.imageNames, parsed.locations).flatMap { image, location in
      findings(
        image, location: location, scale: parsed.enlargedScales[image], in: bundle, name: name,
        jsonPath: jsonPath)
    }
  }

  private static func findings(
    _ image: String, location: String, scale: Double?, in bundle: IconBundleContext,
    name: String, jsonPath: String
  ) -> [Finding] {
    let assetPath = AssetPath.join(AssetPath.join(bundle.folder, "Assets"), image)
    guard bundle.assetNames.contains(image) else {
      return [missing(image, location: location, in: bundle, name: name, jsonPath: jsonPath)]
    }
    if bundle.undecodablePNGs.contains(image) {
      return [
        Finding(
          path: assetPath,
          message: "layer image \(image) of \(name) does not decode as PNG; "
            + "Icon Composer layers must be valid PNG or SVG files",
          fix: "export the layer again from your drawing app, or use an SVG")
      ]
    }
    if let size = bundle.layerSizes[image], let scale {
      // Round 20: an 800x372 glyph with no position in icon.json was said to be enlarged
      // across the canvas; Icon Composer draws it at 800x372 points, from 800x372 pixels.
      let needed = PixelSize(
        Int((Double(size.width) * scale).rounded(.up)),
        Int((Double(size.height) * scale).rounded(.up)))
      return [
        Finding(
          path: assetPath,
          message: "layer image \(image) of \(name) is \(size) px; icon.json draws it at "
            + "\(Self.scaleText(scale)) times that size, so it may look soft",
          fix: "export the layer at \(needed) px or larger, or as an SVG",
          atMost: .warning)
      ]
    }
    return []
  }

  /// "1.5", "2": a scale as icon.json writes it, without a trailing ".0".
  static func scaleText(_ scale: Double) -> String {
    let rounded = (scale * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// A layer's image absent from Assets/; a file differing only in case is named, because
  /// macOS finds it at build time while the device, whose file system is case-sensitive, does not.
  private static func missing(
    _ image: String, location: String, in bundle: IconBundleContext, name: String,
    jsonPath: String
  ) -> Finding {
    let lowered = image.lowercased()
    let sameButCase = bundle.assetNames.filter { $0.lowercased() == lowered }.sorted()
    if let actual = sameButCase.first {
      return Finding(
        path: jsonPath,
        message: "icon.json of \(name) names \(image), but the file is \(actual); "
          + "the device's file system is case-sensitive",
        fix: "rename Assets/\(actual) to \(image), or correct the layer's image in Icon Composer",
        location: location)
    }
    return Finding(
      path: jsonPath,
      message: "icon.json of \(name) names \(image), but there is no such file in Assets/",
      fix: "add \(image) to \(name)/Assets, or correct the layer's image in Icon Composer",
      location: location)
  }
}
