#if canImport(Glibc)
  import Glibc

  let systemRead = Glibc.read
  let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin

  let systemRead = Darwin.read
  let systemWrite = Darwin.write
#endif

/// System calls the Swift overlay does not declare, looked up when first used.
enum SystemCalls {
  /// Linux's `syncfs(2)`: flushes the file system holding a descriptor; nil elsewhere.
  static let syncfs: (@convention(c) (Int32) -> Int32)? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    #else
      return nil
    #endif
  }()
}
