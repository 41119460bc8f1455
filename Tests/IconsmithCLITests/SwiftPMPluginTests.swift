import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// `swift package iconsmith ...` in a package that depends on this one, as a team adds it: the
/// command plugin builds the tool and runs it in the consumer's folder.
struct SwiftPMPluginTests {
  /// `swift` on PATH, or nil. In CI (CI set) its absence is a failure, not a skip.
  static let swift: String? = CommandRunner.onPath("swift")

  static var available: Bool {
    swift != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  @Test(
    "a consumer package checks itself and generates into itself through the plugin",
    .enabled(if: available, "swift is not on PATH; CI requires it"),
    .timeLimit(.minutes(20)))
  func consumerPackage() throws {
    let swift = try #require(Self.swift, "swift is required in CI")
    let consumer = TemporaryFolder()
    consumer.write(
      "Package.swift",
      Array(
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Consumer",
          dependencies: [.package(path: "\(Repository.root)")],
          targets: [.target(name: "Lib")])

        """.utf8))
    consumer.write("Sources/Lib/Lib.swift", Array("public let answer = 42\n".utf8))
    // A 58-pixel Icon.png: the iPhone OS 3 icon is 57.
    consumer.write(
      "App/Icon.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 58, roundedCorners: false)))
    consumer.write(
      "Art/master.png",
      try PNGEncoder().encode(SampleArt.masterArtwork(side: 1024, roundedCorners: false)))

    // No path: the plugin checks the consumer's folder. The first run builds the tool.
    let check = CommandRunner.run(
      swift, ["package", "iconsmith", "check"].map { Array($0.utf8) }, in: consumer.path)
    #expect(check.status == 1, "\(check)")
    #expect(check.stdout.contains("App/Icon.png"), "\(check)")
    #expect(check.stdout.contains("[wrong-size]"), "\(check)")

    // An option alone is passed as it is: --staged reads the consumer's git index (the consumer
    // is no repository, which iconsmith says).
    let staged = CommandRunner.run(
      swift, ["package", "iconsmith", "check", "--staged"].map { Array($0.utf8) },
      in: consumer.path)
    // SwiftPM ends every failed plugin with 1 and names the tool's own status; the tool's
    // message reaches SwiftPM's output.
    #expect(staged.status == 1, "\(staged)")
    #expect(staged.stderr.contains("Plugin ended with exit code 2"), "\(staged)")
    #expect((staged.stdout + staged.stderr).contains("not a git repository"), "\(staged)")
    #expect(!(staged.stdout + staged.stderr).contains("Usage:"), "\(staged)")

    // Arguments reach the tool as given, paths relative to the package.
    let json = CommandRunner.run(
      swift, ["package", "iconsmith", "check", "--format", "json", "Art"].map { Array($0.utf8) },
      in: consumer.path)
    #expect(json.status == 0, "\(json)")
    #expect(json.stdout.contains("\"diagnostics\""), "\(json)")

    // A generator writes into the package where the user allows it.
    let icons = CommandRunner.run(
      swift,
      [
        "package", "--allow-writing-to-package-directory", "iconsmith", "icons", "Art/master.png",
        "-o", "Generated", "--profile", "modern", "--appiconset", "AppIcon",
      ].map { Array($0.utf8) }, in: consumer.path)
    #expect(icons.status == 0, "\(icons)")
    #expect(consumer.read("Generated/AppIcon.appiconset/Icon-1024.png") != nil)
    #expect(consumer.read("Generated/AppIcon.appiconset/Contents.json") != nil)
  }
}
