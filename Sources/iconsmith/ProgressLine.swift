import Utilities

/// A progress line on stderr for long work (a check of many files, masks of many glyphs),
/// redrawn in place, shown only when stderr is a terminal and the job is large.
final class ProgressLine: @unchecked Sendable {
  private let enabled: Bool
  /// Below this many items a run is quick: no progress line.
  private let minimum: Int
  private let lock = Lock()
  private var lastShown = 0
  private var shownAny = false

  private let label: String

  init(enabled: Bool, minimum: Int = 200, label: String = "checking") {
    self.label = label
    self.enabled = enabled
    self.minimum = minimum
  }

  func update(done: Int, total: Int) {
    guard enabled, total >= minimum else { return }
    lock.withLock {
      // Redraw about every 1% to keep the terminal cheap.
      guard done == total || done - lastShown >= max(1, total / 100) else { return }
      lastShown = done
      shownAny = true
      Terminal.errorRaw("\r\(label) \(done)/\(total)...")
    }
  }

  func finish() {
    lock.withLock {
      if shownAny { Terminal.errorRaw("\r\u{1B}[K") }
    }
  }
}
