import ArgumentParser
import IconsmithIO
import SampleArt

/// `built-products DIR`: writes the built products with one planted defect each, to time and
/// measure `iconsmith check` on with a release build (`peak-memory`, `hyperfine`).
struct BuiltProductsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "built-products",
    abstract:
      "Write .ipa files with one planted defect each (App Store icon alpha, no 120 px icon, no CFBundleIconName, watch icon alpha, truncated Assets.car, a path outside the zip) under DIR."
  )

  @Argument(help: "The folder to write into (created if missing; files in it are replaced).")
  var folder: String

  func run() throws {
    let root = RawPath(folder)
    try AtomicFileWriter.makeFolders(root)
    for product in PlantedProducts.all() {
      try AtomicFileWriter.write(product.bytes, to: root.appending(product.name), overwrite: true)
      let expected =
        product.rule.map { "[\($0)]" + (product.itmsCode.map { " \($0)" } ?? "") }
        ?? "refused (exit 2)"
      print("wrote \(root.appending(product.name)) (\(product.bytes.count) bytes): \(expected)")
    }
  }
}
