import Foundation
import PackagePlugin

/// `swift package iconsmith ARGUMENTS`: runs the iconsmith tool this package builds, in the
/// folder of the package that asks, so `swift package iconsmith check` checks that package.
///
/// Invariant: the arguments reach iconsmith as given; the plugin fails exactly when iconsmith
/// does, with its status (which SwiftPM reports, and turns into its own exit 1).
@main
struct IconsmithPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "iconsmith")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    // `check` and `preview` without a path read the current folder: the package's. Relative
    // paths are the package's too, as a user in its folder means them.
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // iconsmith has printed its report and its errors; the status is what CI reads.
      exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
    }
  }
}
