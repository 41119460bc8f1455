import SampleArt
import TestSupport
import Testing

@testable import CompiledCatalog

/// CSI records: header fields, TLVs and each payload kind, and every length that can lie.
@Suite struct CSIRecordTests {
  static func read(_ bytes: [UInt8]) throws(CSIError) -> CSIRecord {
    try CSIRecord(bytes: bytes[...])
  }

  @Test func readsTheHeaderAndTLVs() throws {
    let record = try Self.read(
      CarBuilder.csi(
        name: "Tuist-Filled@2x.png", width: 29, height: 30, scale: 200, flags: 0x0000_0418,
        tlvs: [(1007, [0x80, 0, 0, 0]), (1005, Array("public.png".utf8))],
        payload: CarBuilder.celm(compression: 11, data: [1, 2, 3])))
    #expect(record.version == 1 && record.width == 29 && record.height == 30)
    #expect(record.scaleTimes100 == 200 && record.name == "Tuist-Filled@2x.png")
    #expect(record.pixelFormat == .ga8 && record.pixelFormat.fourCC == "GA8 ")
    #expect(record.colorSpaceField == 2 && record.layout == .onePartScale)
    #expect(record.flags.isOpaque && record.flags.isTintable && !record.flags.isVector)
    #expect(record.flags.bitmapEncoding == 1)
    #expect(record.bitmapLengths == [19])
    #expect(record.tlvs.map(\.type) == [.bytesPerRow, .uti])
    #expect(Array(record.tlvs[1].value) == Array("public.png".utf8))
    #expect(
      record.payload
        == .bitmap(.init(version: 0, compression: .deepmap2, length: 3, data: [1, 2, 3][...])))
  }

  @Test func readsEachPayloadKind() throws {
    let chunked = try Self.read(
      CarBuilder.csi(
        name: "a", payload: CarBuilder.celm(version: 1, compression: 4, data: [9, 9], length: 3)))
    guard case .bitmap(let bitmap) = chunked.payload else {
      Issue.record("expected a bitmap, got \(chunked.payload)")
      return
    }
    #expect(
      bitmap.isChunked && bitmap.length == 3 && bitmap.compression == .lzfse
        && Array(bitmap.data) == [9, 9])

    let raw = try Self.read(
      CarBuilder.csi(
        name: "b", pixelFormat: "DATA", layout: 1000, payload: CarBuilder.rawd([7, 8])))
    #expect(raw.payload == .rawData(.init(version: 1, data: [7, 8][...])))
    #expect(raw.pixelFormat == .data && raw.layout == .data && raw.compression == nil)

    let color = try Self.read(
      CarBuilder.csi(
        name: "c", pixelFormat: "\0\0\0\0", layout: 1009,
        payload: CarBuilder.colr([0.25, 0.5, 1, 1])))
    #expect(
      color.payload == .color(.init(version: 1, colorSpace: 1, components: [0.25, 0.5, 1, 1])))
    #expect(color.pixelFormat == RenditionPixelFormat.none)

    let sizes = try Self.read(
      CarBuilder.csi(
        name: "d", layout: 1010, payload: CarBuilder.sism([(60, 60, 0, 1), (90, 90, 1, 9)])))
    #expect(
      sizes.payload
        == .multisize([
          .init(width: 60, height: 60, index: 0, idiom: .phone),
          .init(width: 90, height: 90, index: 1, idiom: .unknown(9)),
        ]))

    let empty = try Self.read(CarBuilder.csi(name: "e"))
    #expect(empty.payload == CSIPayload.none && empty.payload.tag == nil)
  }

  /// What this reader does not know is kept, with its number, never dropped or fatal.
  @Test func unknownLayoutTLVPayloadAndCompressionAreValues() throws {
    let record = try Self.read(
      CarBuilder.csi(
        name: "x", pixelFormat: "ZZZZ", layout: 1099, tlvs: [(4242, [1, 2])],
        payload: CarBuilder.celm(compression: 13, data: [])))
    #expect(record.layout == .unknown(1099) && record.layout.description == "unknown 1099")
    #expect(record.pixelFormat == .unknown(RenditionPixelFormat.fourCC("ZZZZ")))
    #expect(record.pixelFormat.fourCC == "ZZZZ")
    #expect(record.tlvs == [.init(type: .unknown(4242), value: record.tlvs[0].value)])
    #expect(record.compression == .unknown(13))
    let gradient = try Self.read(
      CarBuilder.csi(name: "g", payload: Array("GGRA".utf8) + [1, 2, 3]))
    #expect(gradient.payload.tag == "ARGG")
    guard case .unknown(let tag, let bytes) = gradient.payload else {
      Issue.record("expected an unknown payload")
      return
    }
    #expect(tag == RenditionPixelFormat.fourCC("ARGG") && bytes.count == 7)
  }

  @Test func aTruncatedRecordOrBadTagIsNamed() {
    let record = CarBuilder.csi(name: "t")
    #expect(throws: CSIError.tooShort(length: 179, needed: 180)) {
      try Self.read(Array(record.prefix(179)))
    }
    #expect(throws: CSIError.badTag(found: Array("CTSI".utf8))) {
      try Self.read(Array("CTSI".utf8) + record.dropFirst(4))
    }
    #expect(throws: CSIError.bitmapCountExceedsRecord(count: 1000, capacity: 1)) {
      try Self.read(CarBuilder.csi(name: "t", bitmapCount: 1000))
    }
  }

  @Test func aTLVListOrTLVPastTheEndIsNamed() {
    #expect(throws: CSIError.tlvListPastEnd(offset: 184, length: 500, available: 12)) {
      try Self.read(CarBuilder.csi(name: "t", tlvs: [(1007, [0, 0, 0, 0])], tlvLength: 500))
    }
    var record = CarBuilder.csi(name: "t", tlvs: [(1006, [1, 0, 0, 0]), (1007, [0, 0, 0, 0])])
    // The second TLV's length (at 184 + 12 + 4) now claims 1000 bytes.
    record.replaceSubrange(200..<204, with: [0xe8, 0x03, 0, 0])
    #expect(throws: CSIError.tlvPastEnd(index: 1, type: 1007, length: 1000, available: 4)) {
      try Self.read(record)
    }
    #expect(throws: CSIError.tlvTruncated(index: 1, remaining: 3)) {
      try Self.read(
        CarBuilder.csi(name: "t", tlvs: [(1006, [1, 0, 0, 0])], payload: [0, 0, 0], tlvLength: 15))
    }
  }

  @Test func aPayloadLongerThanItsBytesIsNamed() {
    #expect(throws: CSIError.payloadTruncated(tag: CSIPayload.celm, declared: 1000, available: 2)) {
      try Self.read(
        CarBuilder.csi(
          name: "t", payload: CarBuilder.celm(compression: 4, data: [1, 2], length: 1000)))
    }
    #expect(
      throws: CSIError.payloadTruncated(tag: CSIPayload.rawd, declared: 0xffff_ffff, available: 1)
    ) {
      try Self.read(CarBuilder.csi(name: "t", payload: CarBuilder.rawd([1], length: 0xffff_ffff)))
    }
    #expect(
      throws: CSIError.payloadTruncated(
        tag: CSIPayload.colr, declared: 8 * 0xffff_ffff, available: 8)
    ) {
      try Self.read(CarBuilder.csi(name: "t", payload: CarBuilder.colr([1], count: 0xffff_ffff)))
    }
    #expect(throws: CSIError.payloadTruncated(tag: CSIPayload.sism, declared: 24, available: 12)) {
      try Self.read(CarBuilder.csi(name: "t", payload: CarBuilder.sism([(1, 1, 0, 0)], count: 2)))
    }
    #expect(throws: CSIError.payloadTruncated(tag: CSIPayload.celm, declared: 12, available: 8)) {
      try Self.read(CarBuilder.csi(name: "t", payload: Array("MLEC".utf8) + [0, 0, 0, 0]))
    }
    #expect(throws: CSIError.payloadTruncated(tag: 0, declared: 4, available: 2)) {
      try Self.read(CarBuilder.csi(name: "t", payload: [1, 2]))
    }
  }
}
