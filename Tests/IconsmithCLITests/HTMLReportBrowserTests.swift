import Foundation
import PNGCodec
import TestSupport
import Testing

/// The HTML report opened in a real browser: Debian's headless Chromium.
struct HTMLReportBrowserTests {
  /// The browser: `ICONSMITH_BROWSER`, else the first Chromium on the PATH.
  static let browser: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["ICONSMITH_BROWSER"], !named.isEmpty { return named }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
      {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  /// CI installs Chromium (`.ci/run`), so there the test runs and fails without one.
  static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Run after the page's own script: what the browser made of the page, in the title.
  static let probe = """
    <script>window.addEventListener('load',function(){
    var images=[].slice.call(document.images);
    var decoded=images.filter(function(i){return i.complete&&i.naturalWidth>0;}).length;
    function count(s){return document.querySelectorAll('li.finding.'+s).length;}
    var counts=[count('error'),count('warning'),count('note')];
    var box=document.querySelector('input[data-severity="error"]');
    box.checked=false;box.dispatchEvent(new Event('change'));
    var shown=[].slice.call(document.querySelectorAll('li.finding.error'))
    .filter(function(e){return e.offsetParent!==null;}).length;
    document.title='probe '+counts.join(' ')+' '+decoded+' '+images.length+' '+shown;});</script>
    """

  static func headless(_ browser: String, _ arguments: [String]) -> CommandResult {
    // Bounded: a browser that hangs fails the test instead of the whole run.
    CommandRunner.run(
      "/usr/bin/timeout",
      (["120", browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
        + arguments).map { Array($0.utf8) })
  }

  @Test(
    "in headless Chromium the page shows the JSON's counts, every thumbnail decodes, the filter hides errors",
    .enabled(
      if: browser != nil || inCI,
      "no headless Chromium on this machine (apt-get install chromium, or set ICONSMITH_BROWSER); CI installs it and runs this test"
    ))
  func inBrowser() throws {
    let browser = try #require(
      Self.browser, "CI must have a headless Chromium: .ci/run installs Debian's chromium")
    let html = CommandRunner.iconsmith(
      "check", "SampleAssets/BrokenApp", "--format", "html", in: Repository.root)
    let json = CommandRunner.iconsmith(
      "check", "SampleAssets/BrokenApp", "--format", "json", in: Repository.root)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])

    let folder = TemporaryFolder()
    let page = folder.path + "/report.html"
    let probed = html.stdout.replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
    try probed.write(toFile: page, atomically: true, encoding: .utf8)
    let dom = Self.headless(
      browser, ["--virtual-time-budget=5000", "--dump-dom", "file://\(page)"])
    #expect(dom.status == 0, "\(dom.stderr)")
    let title = try #require(
      dom.stdout.range(of: "<title>probe ").map {
        dom.stdout[$0.upperBound...].prefix { $0 != "<" }
      }, "the probe did not run: \(dom.stdout.prefix(300))")
    let numbers = title.split(separator: " ").compactMap { Int($0) }
    try #require(numbers.count == 6, "\(title)")
    #expect(numbers[0] == summary["errors"])
    #expect(numbers[1] == summary["warnings"])
    #expect(numbers[2] == summary["notes"])
    #expect(numbers[4] >= 20, "\(numbers[4]) pictures")
    #expect(numbers[3] == numbers[4], "\(numbers[3]) of \(numbers[4]) pictures decoded")
    #expect(numbers[5] == 0, "errors still shown with the error box unticked")

    // A screenshot of the page as a reviewer sees it, kept beside the build for a look.
    let screenshot = folder.path + "/report.png"
    let shot = Self.headless(
      browser, ["--window-size=1200,1600", "--screenshot=\(screenshot)", "file://\(page)"])
    #expect(shot.status == 0, "\(shot.stderr)")
    let bytes = try #require(FileBytes.read(screenshot))
    let image = try PNGDecoder().decode(Array(bytes)).image.rgba8
    #expect(image.width == 1200 && image.height == 1600)
    let kept = Repository.path(".build/test-artifacts")
    try? FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: kept + "/check-report.png")
    try? FileManager.default.copyItem(atPath: screenshot, toPath: kept + "/check-report.png")
  }
}
