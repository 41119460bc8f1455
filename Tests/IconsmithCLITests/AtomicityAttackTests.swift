import Foundation
import PNGCodec
import Raster
import SampleArt
import TestSupport
import Testing

/// Writes are atomic under attack: the generators and `check --fix` are killed with SIGKILL
/// at seeded random moments (200 in all), and every target name must then hold its old bytes
/// or its complete new bytes; the next whole run leaves no temporary file behind.
@Suite(.serialized)
struct AtomicityAttackTests {
  let folder = TemporaryFolder()

  /// Every regular file under the test folder's `name`, by path below it.
  func snapshot(_ name: String) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for path in folder.listing(name) { files[path] = folder.read("\(name)/\(path)") }
    return files
  }

  /// Where the kills landed: before any file was staged, while staging (temporary files
  /// left), or between the first and the last rename (part old, part new).
  struct Landing: CustomStringConvertible {
    var kills = 0
    var staging = 0
    var renaming = 0
    var completed = 0
    var description: String {
      "\(kills) kills: \(staging) while staging (temporary files left), \(renaming) between renames, \(completed) after the last rename"
    }
  }

  /// Runs `arguments` killed at `count` moments, half spread over 1.2 times an uninterrupted
  /// run and half over the 6% around its end (where the writing is); before each, `prepare(round)` sets
  /// the scene. After each kill, every file under `output` must equal its bytes in one of
  /// `allowed`, or be a temporary file of ours.
  func attack(
    _ arguments: (Int) -> [String], output: String, allowed: [[String: [UInt8]]], count: Int,
    seed: UInt64, prepare: (Int) -> Void
  ) -> Landing {
    prepare(0)
    let timed = CommandRunner.run(CommandRunner.iconsmith, arguments(0).map { Array($0.utf8) })
    let duration = timed.seconds
    var random = SeededRandom(seed: seed)
    var landing = Landing()
    for round in 1...count {
      prepare(round)
      let previous = snapshot(output).filter { !isTemporary($0.key) }
      let share = round % 2 == 0 ? random.int(0...1200) : random.int(950...1010)
      let moment = Double(share) / 1000 * duration
      _ = CommandRunner.run(
        CommandRunner.iconsmith, arguments(round).map { Array($0.utf8) }, killAfter: moment)
      var sources: Set<Int> = []
      landing.kills += 1
      let files = snapshot(output)
      if files.keys.contains(where: isTemporary) { landing.staging += 1 }
      for (name, bytes) in files {
        if isTemporary(name) { continue }
        let matches = allowed.indices.filter { allowed[$0][name] == bytes }
        #expect(!matches.isEmpty, "round \(round), \(moment) s: \(name) is neither old nor new")
        if matches.count == 1 { sources.insert(matches[0]) }
      }
      if sources.count > 1 {
        landing.renaming += 1
      } else if files.filter({ !isTemporary($0.key) }) != previous {
        landing.completed += 1
      }
    }
    return landing
  }

  func isTemporary(_ name: String) -> Bool {
    let file = name.split(separator: "/").last.map(String.init) ?? name
    return file.hasPrefix(".") && file.hasSuffix(".tmp") && file.contains(".iconsmith-")
  }

  @Test("icons killed 70 times: each icon old or new, no temporary file after the next run")
  func icons() throws {
    let master = SampleArt.masterArtwork(side: 512, roundedCorners: false)
    var flipped = master
    for y in 0..<512 { for x in 0..<512 { flipped[x, y] = master[511 - x, y] } }
    let a = folder.write("a.png", try PNGEncoder().encode(master))
    let b = folder.write("b.png", try PNGEncoder().encode(flipped))
    let out = folder.file("out")
    func icons(_ source: String, _ target: String) -> [String] {
      ["icons", source, "-o", target, "--profile", "iphoneos3", "--force"]
    }
    #expect(
      CommandRunner.run(
        CommandRunner.iconsmith, icons(a, folder.file("refA")).map { Array($0.utf8) }
      ).status == 0)
    #expect(
      CommandRunner.run(
        CommandRunner.iconsmith, icons(b, folder.file("refB")).map { Array($0.utf8) }
      ).status == 0)
    let refA = snapshot("refA")
    let refB = snapshot("refB")
    #expect(refA.count == 3 && refA.keys == refB.keys && refA != refB)

    let landing = attack(
      { round in icons(round % 2 == 0 ? a : b, out) }, output: "out", allowed: [refA, refB],
      count: 70, seed: 11, prepare: { _ in })
    // The next whole run restores a complete set and clears what killed runs left.
    let final = CommandRunner.run(CommandRunner.iconsmith, icons(a, out).map { Array($0.utf8) })
    #expect(final.status == 0, "\(final)")
    #expect(snapshot("out") == refA)
    print("icons: \(landing)")
  }

  @Test("masks killed 70 times: each mask old or new, no temporary file after the next run")
  func masks() throws {
    let a = try PNGEncoder().encode(SampleArt.starGlyph(side: 256))
    let b = try PNGEncoder().encode(SampleArt.gemGlyph(side: 256))
    let source = folder.file("src/glyph.png")
    let out = folder.file("out")
    func masks(_ target: String) -> [String] {
      ["masks", source, "-o", target, "--bar", "tab,toolbar", "--profile", "ios7", "--force"]
    }
    folder.write("src/glyph.png", a)
    _ = CommandRunner.run(
      CommandRunner.iconsmith, masks(folder.file("refA")).map { Array($0.utf8) })
    folder.write("src/glyph.png", b)
    _ = CommandRunner.run(
      CommandRunner.iconsmith, masks(folder.file("refB")).map { Array($0.utf8) })
    let refA = snapshot("refA")
    let refB = snapshot("refB")
    #expect(refA.count == 6 && refA.keys == refB.keys && refA != refB)

    let landing = attack(
      { _ in masks(out) }, output: "out", allowed: [refA, refB], count: 70, seed: 12,
      prepare: { round in folder.write("src/glyph.png", round % 2 == 0 ? a : b) })
    folder.write("src/glyph.png", a)
    #expect(
      CommandRunner.run(CommandRunner.iconsmith, masks(out).map { Array($0.utf8) }).status == 0)
    #expect(snapshot("out") == refA)
  }

  @Test("check --fix killed 60 times: each file broken or fixed, never partial")
  func fix() throws {
    // BrokenApp without the file whose fix is a rename: every fix here is in place.
    let broken = try SampleAppFiles.brokenApp().filter { $0.path != "iTunesArtwork@2x.png" }
    let tree = folder.file("App")
    func restore() { for (path, bytes) in broken { folder.write("App/\(path)", bytes) } }
    restore()
    let before = snapshot("App")
    let arguments = ["check", "--fix", tree]
    _ = CommandRunner.run(CommandRunner.iconsmith, arguments.map { Array($0.utf8) })
    let after = snapshot("App")
    let changed = before.keys.filter { before[$0] != after[$0] }
    #expect(changed.count >= 2, "the fixes must touch several files: \(changed)")

    let landing = attack(
      { _ in arguments }, output: "App", allowed: [before, after], count: 60, seed: 13,
      prepare: { _ in restore() })
    print("check --fix: \(landing)")
    restore()
    _ = CommandRunner.run(CommandRunner.iconsmith, arguments.map { Array($0.utf8) })
    #expect(snapshot("App") == after)
  }
}
