import PNGCodec

/// Reads what an ICC profile calls itself.
package enum ICCProfileName {
  /// The profile a file embeds, inflated, or nil when there is none or it cannot be read;
  /// read under the limits the file was decoded under.
  package static func embedded(in bytes: [UInt8], facts: PNGFacts, limits: DecodeLimits) -> [UInt8]?
  {
    guard facts.iccProfileName != nil else { return nil }
    return (try? PNGDecoder(limits: limits).iccProfile(bytes)) ?? nil
  }

  package static func isDisplayP3(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("p3")
  }

  package static func isSRGB(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("srgb") || lowered.contains("iec61966") || lowered.contains("iec 61966")
  }

  /// The text of the profile's `desc` tag (ICC v2 `desc` or v4 `mluc`), if it has one.
  package static func description(ofProfile profile: [UInt8]) -> String? {
    func word(_ offset: Int) -> Int? {
      guard offset >= 0, offset + 4 <= profile.count else { return nil }
      return profile[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    guard let count = word(128), count < 1000 else { return nil }
    for index in 0..<count {
      let entry = 132 + index * 12
      guard let signature = word(entry), let offset = word(entry + 4), let size = word(entry + 8),
        signature == 0x6465_7363,  // "desc"
        offset + size <= profile.count, size >= 12
      else { continue }
      let type = word(offset)
      if type == 0x6465_7363, let length = word(offset + 8) {  // v2 "desc": ASCII
        let start = offset + 12
        let end = min(profile.count, start + length)
        return String(decoding: profile[start..<end].prefix { $0 != 0 }, as: UTF8.self)
      }
      if type == 0x6D6C_7563, let records = word(offset + 8), records > 0,  // v4 "mluc": UTF-16BE
        let length = word(offset + 20), let start = word(offset + 24)
      {
        let begin = offset + start
        let end = min(profile.count, begin + length)
        guard begin < end else { return nil }
        let units = stride(from: begin, to: end - 1, by: 2).map {
          UInt16(profile[$0]) << 8 | UInt16(profile[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
      }
    }
    return nil
  }
}
