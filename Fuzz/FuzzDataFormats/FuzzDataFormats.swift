import DataFormats

/// The same bytes as a property list (in the format they start like, and again behind a binary
/// header and inside `<plist>`, so the binary and XML readers each see every input) and as
/// JSON, with and without fragments: any crash, hang or sanitizer report is a bug, and so is a
/// refusal whose place lies outside the bytes; a refusal with a place and a reason is expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  for input in [bytes, Array("bplist00".utf8) + bytes, Array("<plist>".utf8) + bytes] {
    do {
      _ = try PropertyList.parse(input)
    } catch {
      switch error.place {
      case .offset(let offset): precondition(offset >= 0 && offset <= input.count)
      case .line(let line):
        precondition(line >= 1 && line <= input.count + 1)
      }
    }
  }
  for fragments in [true, false] {
    do {
      _ = try JSONReader.parse(bytes, allowingFragments: fragments)
    } catch {
      precondition(error.offset >= 0 && error.offset <= bytes.count)
      precondition(error.line >= 1 && error.column >= 1)
    }
  }
  return 0
}
