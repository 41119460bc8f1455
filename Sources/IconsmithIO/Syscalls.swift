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
  /// The name of a directory entry `readdir` returned, as bytes.
  ///
  /// Read up to its NUL through a pointer into the entry, never as the whole `d_name` array:
  /// the kernel packs entries by their names' lengths, so the last entry of a buffer can end
  /// well before the 256 bytes the array declares (AddressSanitizer caught the copy reading
  /// past the end of glibc's buffer).
  static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
    return Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
  }

  /// Linux's `syncfs(2)`: flushes the file system holding a descriptor; nil elsewhere.
  static let syncfs: (@convention(c) (Int32) -> Int32)? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    #else
      return nil
    #endif
  }()

  /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15): a spawned program
  /// starts in a folder without the parent changing its own; nil where the C library lacks it.
  static let addChdir:
    (
      @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>) -> Int32
    )? = {
      #if os(Linux)
        let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
      #else
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
      #endif
      guard let symbol = dlsym(everywhere, "posix_spawn_file_actions_addchdir_np")
      else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>) -> Int32).self)
    }()

  /// Linux's `pipe2(2)`, which sets close-on-exec as it creates the pipe: a program another
  /// thread starts in between cannot inherit it. nil elsewhere.
  static let pipe2: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32)? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
      return unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    #else
      return nil
    #endif
  }()
}
