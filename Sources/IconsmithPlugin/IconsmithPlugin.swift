import Foundation
import PackagePlugin

/// `swift package iconsmith ARGUMENTS`: runs the iconsmith tool this package builds, in the
/// folder of the package that asks, so `swift package iconsmith check` checks that package.
///
/// Invariant: the arguments reach iconsmith as given; `check` and `preview` without a path
/// are given the package's folder; the plugin's exit status is iconsmith's.
@main
struct IconsmithPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "iconsmith")
    let folder = context.package.directoryURL
    let process = Process()
    process.executableURL = tool.url
    process.arguments = Self.arguments(arguments, packageFolder: folder.path)
    // Relative paths in the arguments are the package's, as a user in its folder means them.
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // iconsmith has printed its report and its errors; the status is what CI reads.
      exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
    }
  }

  /// `arguments`, with the package's folder added where `check` or `preview` names no path.
  static func arguments(_ arguments: [String], packageFolder: String) -> [String] {
    guard let command = arguments.first, command == "check" || command == "preview" else {
      return arguments
    }
    // Options that take a value: the word after them is not a path.
    let valued: Set<String> = [
      "--format", "--profile", "--config", "--output", "-o", "--target", "--max-side",
      "--max-megapixels", "--max-file-mib", "--background",
    ]
    var index = 1
    while index < arguments.count {
      let word = arguments[index]
      if word == "--" { return index + 1 < arguments.count ? arguments : arguments + ["."] }
      if word.hasPrefix("-") {
        index += valued.contains(word) ? 2 : 1
        continue
      }
      return arguments
    }
    return arguments + ["."]
  }
}
