#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock for state that threads share: Foundation's `NSLock`, which the
/// modules without Foundation lack, over a pthread mutex (`Synchronization.Mutex` would need
/// macOS 15).
///
/// Invariant: the mutex lives at one heap address for the lock's whole life, as pthreads
/// require, and is destroyed with it.
public final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// `body`'s result, run while no other thread holds the lock.
  public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Waits until no other thread holds the lock, and holds it; `unlock()` must follow on the
  /// same thread.
  public func lock() { pthread_mutex_lock(mutex) }

  public func unlock() { pthread_mutex_unlock(mutex) }
}
