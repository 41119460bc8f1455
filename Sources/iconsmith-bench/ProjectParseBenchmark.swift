import ArgumentParser
import DataFormats
import Foundation
import IconsmithIO
import XcodeProject

/// `pbxproj FOLDER...`: every project file under the folders read by iconsmith's OpenStep
/// reader and by Foundation's, value for value, and the time each takes (Foundation's with
/// its values brought into Swift, as a project's reader must have them).
struct ProjectParseBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pbxproj",
    abstract: "Compare iconsmith's project-file reader with Foundation's: same values, time.")

  @Argument(help: "Folders to search for project.pbxproj files (a corpus of repositories).")
  var folders: [String]

  @Option(help: "Timed rounds of each; the medians are compared.")
  var rounds = 3

  func run() throws {
    var files: [(path: RawPath, bytes: [UInt8])] = []
    let reader = SafeFileReader(maxBytes: XcodeProject.maxBytes)
    for folder in folders {
      for path in DirectoryWalker.walk(RawPath(folder)).files
      where path.lastComponent.description == "project.pbxproj" {
        // XML and binary project files (CocoaPods wrote some) are Foundation's in both.
        if let bytes = try? reader.read(path), !OpenStepPropertyList.isXMLOrBinary(bytes) {
          files.append((path, bytes))
        }
      }
    }
    var agree = 0
    var differ: [String] = []
    for file in files {
      let ours = try? OpenStepPropertyList.parse(file.bytes)
      let theirs = try? PropertyListSerialization.propertyList(from: Data(file.bytes), format: nil)
      switch (ours, theirs) {
      case (nil, nil): agree += 1
      case (let ours?, let theirs?) where Self.same(ours, theirs): agree += 1
      case (_, nil): differ.append("\(file.path): Foundation refuses it, iconsmith reads it")
      case (nil, _):
        var reason = ""
        do { _ = try OpenStepPropertyList.parse(file.bytes) } catch { reason = " (\(error))" }
        differ.append("\(file.path): iconsmith refuses it\(reason), Foundation reads it")
      default: differ.append("\(file.path): the values differ")
      }
    }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    print("\(files.count) project files, \(bytes) bytes: \(agree) read alike, \(differ.count) not")
    for line in differ.prefix(20) { print("  " + line) }
    var cpu = (ours: 0.0, theirs: 0.0)
    let (oursTime, theirsTime) = interleavedMedians(
      rounds,
      {
        let start = CPUTime.now()
        for file in files { _ = try? OpenStepPropertyList.parse(file.bytes) }
        cpu.ours += CPUTime.now() - start
      },
      {
        let start = CPUTime.now()
        for file in files {
          let value = try? PropertyListSerialization.propertyList(
            from: Data(file.bytes), format: nil)
          _ = value.map(Self.swiftValue)
        }
        cpu.theirs += CPUTime.now() - start
      })
    print(
      String(
        format: "iconsmith %.1f ms, Foundation %.1f ms (median of %d): ratio %.3f; CPU ratio %.3f",
        oursTime * 1000, theirsTime * 1000, rounds, oursTime / theirsTime, cpu.ours / cpu.theirs))
  }

  /// A Foundation value as Swift containers, every level bridged.
  static func swiftValue(_ value: Any) -> Any {
    if let dictionary = value as? [String: Any] { return dictionary.mapValues(swiftValue) }
    if let array = value as? [Any] { return array.map(swiftValue) }
    return value
  }

  static func same(_ ours: Any, _ theirs: Any) -> Bool {
    switch (ours, theirs) {
    case (let a as String, let b as String): return a == b
    case (let a as [UInt8], let b as Data): return a == Array(b)
    case (let a as [Any], let b as [Any]):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (let a as [String: Any], let b as [String: Any]):
      return a.count == b.count
        && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
    default: return false
    }
  }
}
