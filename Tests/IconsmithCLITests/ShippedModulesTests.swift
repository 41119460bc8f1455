import Foundation
import TestSupport
import Testing

/// No module the `iconsmith` executable links may import Foundation: its ICU data is half of a
/// static release binary, and FoundationEssentials gives these modules all they use. The
/// modules are found from Package.swift's target graph; each file of theirs may import
/// Foundation only as the macOS branch of `#if canImport(FoundationEssentials)`, and otherwise
/// only the package's own modules and the few outside ones known to leave Foundation out.
struct ShippedModulesTests {
  /// Modules from outside the package that a shipped file may import: the C library,
  /// Dispatch, the standard library's own, and swift-argument-parser, which uses only
  /// FoundationEssentials where it exists.
  static let allowedOutsideModules: Set<String> = [
    "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization", "_StringProcessing",
    "ArgumentParser",
  ]
  static let foundationModules: Set<String> = [
    "Foundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
  ]

  /// Each target's name, source folder and the targets it depends on, from Package.swift.
  static func targets(of manifest: String) -> [String: (path: String, dependencies: [String])] {
    var targets: [String: (path: String, dependencies: [String])] = [:]
    let starts = manifest.ranges(
      of: /\.(target|executableTarget|testTarget|systemLibrary|plugin)\(/)
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1].lowerBound : manifest.endIndex
      let text = String(manifest[start.upperBound..<end])
      guard let name = text.firstMatch(of: /name: "([^"]+)"/)?.1 else { continue }
      var dependencies: [String] = []
      if let list = text.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 {
        let withoutProducts = list.replacing(/\.product\([^)]*\)/, with: "")
        dependencies = withoutProducts.matches(of: /"([^"]+)"/).map { String($0.1) }
      }
      let path = text.firstMatch(of: /path: "([^"]+)"/).map { String($0.1) } ?? "Sources/\(name)"
      targets[String(name)] = (path, dependencies)
    }
    return targets
  }

  /// The modules `iconsmith` links: the executable and every target it reaches.
  static func shippedModules(_ targets: [String: (path: String, dependencies: [String])])
    -> Set<String>
  {
    var shipped: Set<String> = []
    var unvisited = ["iconsmith"]
    while let name = unvisited.popLast() {
      guard shipped.insert(name).inserted, let target = targets[name] else { continue }
      unvisited += target.dependencies
    }
    return shipped
  }

  /// What is wrong with a file's imports, one line each with its line number.
  static func problems(in source: String, ownModules: Set<String>) -> [String] {
    var problems: [String] = []
    // Each open `#if`: its condition, and whether the lines now are in its `#else`.
    var conditions: [(condition: String, inElse: Bool)] = []
    for (number, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
      if line.hasPrefix("#if ") {
        conditions.append((line.dropFirst(4).trimmingCharacters(in: .whitespaces), false))
      } else if line.hasPrefix("#elseif"), !conditions.isEmpty {
        conditions[conditions.count - 1] = ("", false)
      } else if line.hasPrefix("#else"), !conditions.isEmpty {
        conditions[conditions.count - 1].inElse = true
      } else if line.hasPrefix("#endif"), !conditions.isEmpty {
        conditions.removeLast()
      } else if line.contains("import "),
        let match = line.firstMatch(
          of:
            /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)/
        )
      {
        let module = String(match.1)
        let innermost = conditions.last
        let essentialsBranch = innermost?.condition == "canImport(FoundationEssentials)"
        let place = "line \(number + 1)"
        if foundationModules.contains(module) {
          if !(essentialsBranch && innermost?.inElse == true) {
            problems.append(
              "\(place): imports \(module) outside the #else of #if canImport(FoundationEssentials)"
            )
          }
        } else if module == "FoundationEssentials" {
          if !(essentialsBranch && innermost?.inElse == false) {
            problems.append(
              "\(place): imports FoundationEssentials outside #if canImport(FoundationEssentials)")
          }
        } else if !ownModules.contains(module) && !allowedOutsideModules.contains(module) {
          problems.append(
            "\(place): imports \(module), which is not known to build without Foundation")
        }
      }
    }
    return problems
  }

  @Test("no module the iconsmith executable links imports Foundation")
  func noFoundation() throws {
    let manifest = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
    let targets = Self.targets(of: manifest)
    let shipped = Self.shippedModules(targets)
    // The graph as it stands: a change that loses these would check nothing.
    #expect(
      shipped.isSuperset(of: [
        "iconsmith", "CheckRunning", "TreeFacts", "DataFormats", "YAMLReader",
      ]))
    #expect(!shipped.contains("iconsmith-bench") && !shipped.contains("SampleArt"))
    var found: [String: [String]] = [:]
    for module in shipped.sorted() {
      let folder = try #require(targets[module]?.path)
      for file in Repository.files(under: folder) where file.hasSuffix(".swift") {
        let path = folder + "/" + file
        let source = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
        let problems = Self.problems(in: source, ownModules: Set(targets.keys))
        if !problems.isEmpty { found[path] = problems }
      }
    }
    for (path, problems) in found.sorted(by: { $0.key < $1.key }) {
      Issue.record("\(path): \(problems.joined(separator: "; "))")
    }
  }

  @Test("the import check tells the allowed forms from the rest")
  func importForms() {
    let own: Set<String> = ["HIG"]
    let allowed = """
      import HIG
      #if canImport(FoundationEssentials)
        import FoundationEssentials
      #else
        import Foundation
      #endif
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #endif
      """
    #expect(Self.problems(in: allowed, ownModules: own).isEmpty)
    #expect(
      Self.problems(in: "import HIG\nimport Foundation", ownModules: own)
        == ["line 2: imports Foundation outside the #else of #if canImport(FoundationEssentials)"])
    #expect(
      Self.problems(in: "@preconcurrency import struct Foundation.Data", ownModules: own).count
        == 1)
    #expect(
      Self.problems(in: "#if os(Linux)\n#else\n  import Foundation\n#endif", ownModules: own).count
        == 1)
    #expect(
      Self.problems(in: "import Yams", ownModules: own)
        == ["line 1: imports Yams, which is not known to build without Foundation"])
  }
}
