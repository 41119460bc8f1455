import AssetModel
import CheckConfiguration
import Checking
import Fixing
import PNGCodec
import Reporting
import Rules
import TreeFacts

/// A whole `check --fix` plan over a small app whose files come from the input, and its report in
/// every format: the input is cut at each `#iconsmith-file#` into the files of `layout`, in
/// order. Any crash, hang or sanitizer report is a bug; findings are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  var files: [String: [UInt8]] = [:]
  for (index, part) in split(bytes).prefix(layout.count).enumerated() {
    files[layout[index]] = part
  }
  let paths = files.keys.sorted()
  let inventory = AssetInventory(
    files: paths.map { AssetInventory.File(path: $0, globPath: $0) },
    targets: Set(paths.filter { AssetInventory.isImageCandidate(name: AssetPath.name(of: $0)) }),
    scope: .tree)
  let checker = Checker(limits: DecodeLimits(maxSide: 1024, maxPixels: 1 << 20))
  let (report, _) = AssetFixer.checkAndPlan(
    inventory, reader: MemoryReader(files: files), checker: checker)
  // Messages quote names and strings from the files: every format must survive them.
  let options = RenderOptions(color: true, toolVersion: "fuzz")
  for format in ReportFormat.allCases {
    _ = ReportRenderer.render(report, as: format, rules: RuleCatalog.descriptors, options: options)
  }
  return 0
}

/// Where each part of the input goes: what an app's folder holds.
let layout = [
  "App/Info.plist", "App/Assets.xcassets/AppIcon.appiconset/Contents.json",
  "App/Assets.xcassets/AppIcon.appiconset/icon-120.png", "App/Icon.png", "App/Tabs/tab@2x.png",
  "App/Default.png", "App.xcodeproj/project.pbxproj", "App/AppIcon.icon/icon.json",
  "App.xcworkspace/contents.xcworkspacedata", "project.yml", "config.xml", "Net/Net.csproj",
  "pubspec.yaml", "Vendor/Demo/Demo.xcodeproj/project.pbxproj",
]

let separator = Array("#iconsmith-file#".utf8)

func split(_ bytes: [UInt8]) -> [[UInt8]] {
  var parts: [[UInt8]] = []
  var start = 0
  var index = 0
  while index + separator.count <= bytes.count {
    if bytes[index..<(index + separator.count)].elementsEqual(separator) {
      parts.append(Array(bytes[start..<index]))
      index += separator.count
      start = index
    } else {
      index += 1
    }
  }
  parts.append(Array(bytes[start...]))
  return parts
}

struct MemoryReader: AssetReader {
  let files: [String: [UInt8]]

  func read(_ path: String) throws(AssetReadError) -> [UInt8] {
    guard let bytes = files[path] else { throw AssetReadError(path: path, reason: .notFound) }
    return bytes
  }
}
