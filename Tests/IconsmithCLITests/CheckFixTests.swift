import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `check --fix`, run as a user runs it: the built iconsmith on folders of broken icons,
/// in temporary folders; each fix is checked to leave nothing to fix on a second run.
struct CheckFixTests {
  /// Every file under `folder`, with its bytes.
  static func snapshot(_ folder: TemporaryFolder) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for name in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String })
      ?? []
    {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.file(name), isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[name] = folder.read(name)
      }
    }
    return files
  }

  /// Runs `check --fix` a second time: exit 0, nothing fixed, no byte changed.
  static func expectIdempotent(_ folder: TemporaryFolder, _ path: String = "App") {
    let before = snapshot(folder)
    let again = CommandRunner.iconsmith("check", "--fix", path, in: folder.path)
    #expect(again.status == 0, "\(again)")
    #expect(!again.stderr.contains("fixed:"), "\(again)")
    #expect(snapshot(folder) == before)
  }

  @Test(
    "--fix flattens an app icon with alpha; opaque loose App Store artwork just loses its channel; a harmless channel stays"
  )
  func fixAlpha() throws {
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", GitArt.alphaIcon)
    let artwork = SampleArt.masterArtwork(side: 512, roundedCorners: false)
    folder.write("App/iTunesArtwork", try PNGEncoder(format: .rgba8).encode(artwork))
    // An ordinary icon's opaque channel is harmless (shared/HIG.md): a note, and no rewrite.
    let opaque = SampleArt.masterArtwork(side: 29, roundedCorners: false)
    let smallBytes = try PNGEncoder(format: .rgba8).encode(opaque)
    folder.write("App/Icon-Small.png", smallBytes)
    let translucent = (0..<57 * 57).count { GitArt.translucentImage.pixels[$0 * 4 + 3] != 255 }
    #expect(translucent > 0)

    let fixed = CommandRunner.iconsmith("check", "--fix", "App", in: folder.path)
    #expect(fixed.status == 1, "files changed: \(fixed)")
    #expect(
      fixed.stderr.contains(
        "fixed: App/Icon.png: flattened Icon.png onto #FFFFFF: \(translucent.grouped) translucent pixels changed"
      ), "\(fixed)")
    #expect(
      fixed.stderr.contains(
        "fixed: App/iTunesArtwork: dropped the alpha channel of iTunesArtwork (every pixel was opaque: the picture is unchanged)"
      ), "\(fixed)")
    #expect(!fixed.stderr.contains("Icon-Small.png"), "\(fixed)")
    #expect(fixed.stdout.contains("0 errors"), "the report is of the fixed files: \(fixed)")

    let icon = try GitArt.decode(folder.read("App/Icon.png"))
    #expect(icon.facts.colorType == .rgb)
    #expect(!icon.facts.hasTRNS)
    #expect(icon.image.rgba8 == GitArt.translucentImage.flattened(onto: .white))
    let store = try GitArt.decode(folder.read("App/iTunesArtwork"))
    #expect(store.facts.colorType == .rgb)
    #expect(store.image.rgba8 == artwork)
    #expect(folder.read("App/Icon-Small.png") == smallBytes)
    Self.expectIdempotent(folder)
  }

  @Test(
    "--fix paints a coloured bar icon pure white and keeps its alpha, and leaves one a path word only suggests"
  )
  func fixBarIcon() throws {
    let folder = TemporaryFolder()
    // Bar icons are white masks in the original guidelines; template images take any colour.
    folder.write(
      ".iconsmith.yml",
      Array("profiles: iphoneos3\nroles:\n  tab-bar-icons: [\"Tabs/star.png\"]\n".utf8))
    folder.write("Tabs/star.png", GitArt.colouredBarIcon)
    // `Tabs/` alone makes a bar icon likely, not known: it may be a picture drawn as it is.
    folder.write("Tabs/badge.png", GitArt.colouredBarIcon)
    let fixed = CommandRunner.iconsmith("check", "--fix", "Tabs", in: folder.path)
    #expect(fixed.status == 1, "\(fixed)")
    // Every pixel that shows (alpha 16 and up) is orange.
    let coloured = (0..<30 * 30).count { GitArt.orangeGlyph.pixels[$0 * 4 + 3] >= 16 }
    #expect(
      fixed.stderr.contains(
        "fixed: Tabs/star.png: painted star.png pure white (\(coloured) coloured pixels), alpha kept"
      ),
      "\(fixed)")
    let after = try GitArt.decode(folder.read("Tabs/star.png")).image.rgba8
    #expect(after.width == 30 && after.height == 30)
    var visible = 0
    for y in 0..<30 {
      for x in 0..<30 {
        let was = GitArt.orangeGlyph[x, y]
        let now = after[x, y]
        #expect(now.alpha == was.alpha)
        if now.alpha > 0 {
          visible += 1
          #expect(now.red == 255 && now.green == 255 && now.blue == 255)
        }
      }
    }
    #expect(visible > 0)
    #expect(folder.read("Tabs/badge.png") == GitArt.colouredBarIcon)
    #expect(!fixed.stderr.contains("badge.png"), "\(fixed)")
    #expect(fixed.stdout.contains("Tabs/badge.png\n  warning "), "still reported: \(fixed)")
    Self.expectIdempotent(folder, "Tabs")
  }

  @Test(
    "--fix renames iTunesArtwork.png, in any case, to iTunesArtwork",
    arguments: ["iTunesArtwork.png", "itunesartwork.png"])
  func fixArtworkName(name: String) {
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", GitArt.icon)
    folder.write("App/\(name)", GitArt.artwork)
    let fixed = CommandRunner.iconsmith("check", "--fix", "App", in: folder.path)
    #expect(fixed.status == 1, "\(fixed)")
    #expect(
      fixed.stderr.contains("fixed: App/\(name): renamed \(name) to iTunesArtwork"), "\(fixed)")
    #expect(folder.read("App/iTunesArtwork") == GitArt.artwork)
    #expect(folder.read("App/\(name)") == nil)
    #expect(fixed.stdout.contains("0 errors"), "\(fixed)")
    Self.expectIdempotent(folder)
  }

  @Test("--fix does not rename iTunesArtwork.png over an existing iTunesArtwork")
  func fixArtworkNameTaken() {
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", GitArt.icon)
    folder.write("App/iTunesArtwork", GitArt.artwork)
    let other = try! PNGEncoder().encode(SampleArt.masterArtwork(side: 512, roundedCorners: false))
    #expect(other != GitArt.artwork)
    folder.write("App/iTunesArtwork.png", other)
    let before = Self.snapshot(folder)
    let result = CommandRunner.iconsmith("check", "--fix", "App", in: folder.path)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.contains(
        "error: could not fix App/iTunesArtwork.png: App/iTunesArtwork already exists; nothing was changed"
      ), "\(result)")
    #expect(!result.stderr.contains("--force"), "check has no --force: \(result)")
    #expect(!result.stderr.contains("fixed:"))
    #expect(result.stdout.contains("[artwork-extension]"))
    #expect(Self.snapshot(folder) == before, "nothing lost, nothing changed")
  }

  @Test("--fix rewrites an Apple-optimized file as a standard PNG with the same pixels")
  func fixAppleOptimized() throws {
    let folder = TemporaryFolder()
    let image = SampleArt.masterArtwork(side: 57, roundedCorners: false)
    folder.write("App/Icon.png", CgBIWriter.file(image, opaque: true))
    folder.write("App/iTunesArtwork", GitArt.artwork)
    let fixed = CommandRunner.iconsmith("check", "--fix", "App", in: folder.path)
    #expect(fixed.status == 1, "\(fixed)")
    #expect(
      fixed.stderr.contains(
        "fixed: App/Icon.png: rewrote Icon.png as a standard PNG (it was Apple-optimized)"),
      "\(fixed)")
    let after = try GitArt.decode(folder.read("App/Icon.png"))
    #expect(!after.facts.appleOptimized)
    #expect(!after.facts.chunks.contains { $0.type == "CgBI" })
    #expect(after.image.rgba8 == image)
    #expect(!fixed.stdout.contains("apple-optimized"))
    Self.expectIdempotent(folder)
  }

  @Test("--fix --dry-run lists every fix and changes no byte")
  func fixDryRun() throws {
    let folder = TemporaryFolder()
    folder.write("App/Icon.png", GitArt.alphaIcon)
    folder.write(
      "App/Icon-Small.png",
      CgBIWriter.file(
        SampleArt.masterArtwork(side: 29, roundedCorners: false), opaque: true))
    folder.write("App/iTunesArtwork.png", GitArt.artwork)
    folder.write("App/Tabs/star.png", GitArt.colouredBarIcon)
    folder.write(
      ".iconsmith.yml", Array("roles:\n  tab-bar-icons: [\"App/Tabs/*.png\"]\n".utf8))
    let before = Self.snapshot(folder)
    let result = CommandRunner.iconsmith("check", "--fix", "--dry-run", "App", in: folder.path)
    #expect(result.status == 1, "errors remain: \(result)")
    for line in [
      "would fix: App/Icon.png: flattened Icon.png onto #FFFFFF: ",
      "would fix: App/Icon-Small.png: rewrote Icon-Small.png as a standard PNG (it was Apple-optimized)",
      "would fix: App/iTunesArtwork.png: renamed iTunesArtwork.png to iTunesArtwork",
      "would fix: App/Tabs/star.png: painted star.png pure white (",
    ] {
      #expect(result.stderr.contains(line), "\(result)")
    }
    #expect(!result.stderr.contains("fixed:"))
    #expect(result.stdout.contains("[app-icon-alpha]"), "the report is of the files as they are")
    #expect(Self.snapshot(folder) == before)

    // The same fixes for real: all four, then nothing left to fix.
    let fixed = CommandRunner.iconsmith("check", "--fix", "App", in: folder.path)
    #expect(fixed.status == 1, "\(fixed)")
    #expect(fixed.stderr.split(separator: "\n").filter { $0.hasPrefix("fixed: ") }.count == 4)
    Self.expectIdempotent(folder)
  }
}
