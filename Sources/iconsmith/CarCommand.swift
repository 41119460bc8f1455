import AppBundles
import ArgumentParser
import CompiledCatalog
import IconsmithIO

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `iconsmith car`: what a built app's compiled asset catalog holds.
struct CarCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "car",
    abstract: "Look inside a compiled asset catalog (Assets.car), on any system.",
    subcommands: [CarListCommand.self, CarExtractCommand.self])
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
    CarSource.read(path).map { source in
      switch source.bytes {
      case .success(let bytes): listing(bytes, path: source.path)
      case .failure(let error): Listed(path: source.path, listing: nil, error: error.message)
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

/// One car file an argument names, as shown, with its bytes or why they could not be read.
struct CarSource {
  /// A message that names the file.
  struct Failure: Error {
    let message: String
  }

  let path: String
  let bytes: Result<[UInt8], Failure>

  /// The car files `path` names: itself, or every `Assets.car` of a built product.
  static func read(_ path: RawPath) -> [CarSource] {
    let shown = path.description
    guard BuiltProduct.container(of: path) != nil else {
      do {
        return [
          CarSource(path: shown, bytes: .success(try SafeFileReader(maxBytes: 1 << 30).read(path)))
        ]
      } catch {
        return [CarSource(path: shown, bytes: .failure(Failure(message: error.description)))]
      }
    }
    let product: BuiltProduct
    do {
      product = try BuiltProduct.open(path)
    } catch {
      return [CarSource(path: shown, bytes: .failure(Failure(message: error.description)))]
    }
    let cars = product.files.filter { $0 == "Assets.car" || $0.hasSuffix("/Assets.car") }
    guard !cars.isEmpty else {
      return [
        CarSource(path: shown, bytes: .failure(Failure(message: "\(shown): no Assets.car in it")))
      ]
    }
    return cars.map { car in
      let inside = shown + "/" + car
      do throws(BuiltProductError) {
        return CarSource(path: inside, bytes: .success(try product.read(car, maxBytes: 1 << 30)))
      } catch {
        return CarSource(path: inside, bytes: .failure(Failure(message: "\(inside): \(error)")))
      }
    }
  }
}
