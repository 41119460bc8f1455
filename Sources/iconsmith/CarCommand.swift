import AppBundles
import ArgumentParser
import CompiledCatalog
import Foundation
import IconsmithIO

/// `iconsmith car`: what a built app's compiled asset catalog holds.
struct CarCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "car",
    abstract: "Look inside a compiled asset catalog (Assets.car), on any system.",
    subcommands: [CarListCommand.self])
}

/// `iconsmith car list`: every rendition of a car file, as `assetutil --info` lists them.
struct CarListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract:
      "List every rendition of an Assets.car: name, idiom, scale, appearance, size, format, compression.",
    discussion: """
      Each file is an Assets.car, or a built app (.ipa, .xcarchive, .app) whose every Assets.car \
      (the app's, its extensions' and its watch app's) is listed. What cannot be read is \
      named with the reason, and the exit code is 1; the rest is still listed.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Assets.car files or built apps (.ipa, .xcarchive, .app).")
  var files: [String]

  @Option(help: "text or json (one object per car file, keys sorted).")
  var format: Format = .text

  /// One car file's listing, or why it has none (a message that names the file).
  struct Listed: Encodable {
    let path: String
    let listing: CatalogListing?
    let error: String?
  }

  func run() throws {
    var listed: [Listed] = []
    for argument in files {
      let path = Iconsmith.rawArguments.path(for: argument)
      listed += Self.list(path)
    }
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(listed), as: UTF8.self))
    case .text:
      for item in listed {
        if let listing = item.listing { print("\(item.path): \(listing.text)") }
      }
    }
    for item in listed {
      if let error = item.error { Terminal.error("error: \(error)") }
    }
    if listed.contains(where: { $0.error != nil }) { throw ExitCode(1) }
  }

  /// The car files `path` names: itself, or every `Assets.car` of a built product.
  static func list(_ path: RawPath) -> [Listed] {
    let shown = path.description
    guard BuiltProduct.container(of: path) != nil else {
      do {
        return [listing(try SafeFileReader(maxBytes: 1 << 30).read(path), path: shown)]
      } catch {
        return [Listed(path: shown, listing: nil, error: error.description)]
      }
    }
    let product: BuiltProduct
    do {
      product = try BuiltProduct.open(path)
    } catch {
      return [Listed(path: shown, listing: nil, error: error.description)]
    }
    let cars = product.files.filter { $0 == "Assets.car" || $0.hasSuffix("/Assets.car") }
    guard !cars.isEmpty else {
      return [Listed(path: shown, listing: nil, error: "\(shown): no Assets.car in it")]
    }
    return cars.map { car in
      let inside = shown + "/" + car
      do throws(BuiltProductError) {
        return listing(try product.read(car, maxBytes: 1 << 30), path: inside)
      } catch {
        return Listed(path: inside, listing: nil, error: "\(inside): \(error)")
      }
    }
  }

  private static func listing(_ bytes: [UInt8], path: String) -> Listed {
    do {
      return Listed(path: path, listing: CatalogListing(try CarFile(bytes: bytes)), error: nil)
    } catch {
      return Listed(path: path, listing: nil, error: "\(path): \(error)")
    }
  }
}
