import Raster

/// Little-endian and big-endian byte writers for the fixtures.
extension Array where Element == UInt8 {
  public mutating func le<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }

  public mutating func be<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
  }

  /// A NUL-padded fixed-size C string field.
  public mutating func field(_ text: String, size: Int) {
    let bytes = Array(text.utf8.prefix(size))
    append(contentsOf: bytes + [UInt8](repeating: 0, count: size - bytes.count))
  }
}

/// Writes a BOM container: blocks (ids from 1, in the order added), named variables, and
/// pointers that a test may bend to lie about where a block is.
public struct BOMBuilder {
  public init() {}

  public var blocks: [[UInt8]] = []
  public var variables: [(String, UInt32)] = []
  /// Index slots replaced as written: block id to (offset, length).
  public var pointerOverrides: [UInt32: (UInt32, UInt32)] = [:]
  /// Slots the index declares, whatever the blocks; nil for exactly the blocks.
  public var indexCountOverride: UInt32?

  @discardableResult
  public mutating func add(_ bytes: [UInt8]) -> UInt32 {
    blocks.append(bytes)
    return UInt32(blocks.count)
  }

  public mutating func name(_ name: String, _ id: UInt32) { variables.append((name, id)) }

  /// A tree header block: `tree`, version 1, root, node size 4096, entry count, flags 0.
  public static func treeHeader(root: UInt32, count: UInt32) -> [UInt8] {
    var bytes = Array("tree".utf8)
    bytes.be(UInt32(1))
    bytes.be(root)
    bytes.be(UInt32(4096))
    bytes.be(count)
    bytes.append(0)
    return bytes + [UInt8](repeating: 0, count: 8)
  }

  /// A tree node: is-leaf, count, forward and backward links, (value, key) pairs.
  public static func node(
    leaf: Bool, forward: UInt32 = 0, backward: UInt32 = 0, entries: [(UInt32, UInt32)],
    count: UInt16? = nil
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.be(UInt16(leaf ? 1 : 0))
    bytes.be(count ?? UInt16(entries.count))
    bytes.be(forward)
    bytes.be(backward)
    for (value, key) in entries {
      bytes.be(value)
      bytes.be(key)
    }
    return bytes
  }

  /// A one-leaf tree of (key bytes, value bytes) pairs, named `name`; returns the tree's id.
  @discardableResult
  public mutating func addTree(_ name: String, _ pairs: [([UInt8], [UInt8])]) -> UInt32 {
    let entries = pairs.map { key, value in (add(value), add(key)) }
    let leaf = add(Self.node(leaf: true, entries: entries))
    let tree = add(Self.treeHeader(root: leaf, count: UInt32(entries.count)))
    self.name(name, tree)
    return tree
  }

  /// The file: a 512-byte header region, the blocks, the index, then the variables.
  public func build() -> [UInt8] {
    var body: [UInt8] = []
    var pointers: [(UInt32, UInt32)] = [(0, 0)]
    for block in blocks {
      pointers.append((UInt32(512 + body.count), UInt32(block.count)))
      body += block
    }
    for (id, pointer) in pointerOverrides { pointers[Int(id)] = pointer }
    var index: [UInt8] = []
    index.be(indexCountOverride ?? UInt32(pointers.count))
    for (offset, length) in pointers {
      index.be(offset)
      index.be(length)
    }
    var names: [UInt8] = []
    names.be(UInt32(variables.count))
    for (name, id) in variables {
      names.be(id)
      names.append(UInt8(name.utf8.count))
      names += Array(name.utf8)
    }
    let indexOffset = 512 + body.count
    var file = Array("BOMStore".utf8)
    file.be(UInt32(1))
    file.be(UInt32(blocks.count))
    file.be(UInt32(indexOffset))
    file.be(UInt32(index.count))
    file.be(UInt32(indexOffset + index.count))
    file.be(UInt32(names.count))
    file += [UInt8](repeating: 0, count: 512 - file.count)
    return file + body + index + names
  }
}

/// Writes the CAR blocks and CSI records of a car file, all little-endian as on disk.
public struct CarBuilder {
  public init() {}

  public var keyFormat: [UInt32] = [7, 13, 12, 15, 16, 17, 1, 2]
  /// The count KEYFORMAT declares, when a test makes it lie.
  public var keyFormatCount: UInt32?
  public var keyFormatWorkaround: [UInt32]?
  public var versionString = "Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent"
  public var metadata = true
  public var appearances: [(String, [UInt8])] = [("UIAppearanceAny", [0, 0])]
  public var facets: [(String, [UInt8])] = []
  public var renditions: [(key: [UInt16], value: [UInt8])] = []

  /// A facet value: hot spot (0, 0), then the attribute pairs.
  public static func facet(_ pairs: [(UInt16, UInt16)]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.le(UInt16(0))
    bytes.le(UInt16(0))
    bytes.le(UInt16(pairs.count))
    for (attribute, value) in pairs {
      bytes.le(attribute)
      bytes.le(value)
    }
    return bytes
  }

  public static func header(versionString: String, renditionCount: UInt32) -> [UInt8] {
    var bytes = Array("RATC".utf8)
    bytes.le(UInt32(918))
    bytes.le(UInt32(17))
    bytes.le(UInt32(0))
    bytes.le(renditionCount)
    bytes.field("@(#)PROGRAM:CoreUI  PROJECT:CoreUI-918.3\n", size: 128)
    bytes.field(versionString, size: 256)
    bytes += (1...16).map { UInt8($0) }
    for value: UInt32 in [0, 2, 1, 2] { bytes.le(value) }
    return bytes
  }

  public static func keyFormatBlock(_ ids: [UInt32], count: UInt32? = nil) -> [UInt8] {
    var bytes = Array("tmfk".utf8)
    bytes.le(UInt32(0))
    bytes.le(count ?? UInt32(ids.count))
    for id in ids { bytes.le(id) }
    return bytes
  }

  public static func metadataBlock() -> [UInt8] {
    var bytes = Array("META".utf8)
    bytes.field("", size: 256)
    bytes.field("18.2", size: 256)
    bytes.field("ios", size: 256)
    bytes.field("CoreThemeDefinition-611", size: 256)
    return bytes
  }

  /// A CSI record. `tlvLength` and `bitmapCount` let a test make the header lie.
  public static func csi(
    name: String, width: UInt32 = 14, height: UInt32 = 15, scale: UInt32 = 100,
    pixelFormat: String = "GA8 ", layout: UInt16 = 12, flags: UInt32 = 0x10,
    tlvs: [(UInt32, [UInt8])] = [], payload: [UInt8] = [], tlvLength: UInt32? = nil,
    bitmapCount: UInt32? = nil
  ) -> [UInt8] {
    var bytes = Array("ISTC".utf8)
    bytes.le(UInt32(1))
    bytes.le(flags)
    bytes.le(width)
    bytes.le(height)
    bytes.le(scale)
    bytes += pixelFormat.utf8.reversed()
    bytes.le(UInt32(2))
    bytes.le(UInt32(0))
    bytes.le(layout)
    bytes.le(UInt16(0))
    bytes.field(name, size: 128)
    var list: [UInt8] = []
    for (type, value) in tlvs {
      list.le(type)
      list.le(UInt32(value.count))
      list += value
    }
    bytes.le(tlvLength ?? UInt32(list.count))
    bytes.le(bitmapCount ?? 1)
    bytes.le(UInt32(0))
    bytes.le(UInt32(payload.count))
    return bytes + list + payload
  }

  /// A `CELM` payload.
  public static func celm(
    version: UInt32 = 0, compression: UInt32, data: [UInt8], length: UInt32? = nil
  )
    -> [UInt8]
  {
    var bytes = Array("MLEC".utf8)
    bytes.le(version)
    bytes.le(compression)
    bytes.le(length ?? UInt32(data.count))
    return bytes + data
  }

  /// A TLV 1010 value as Xcode writes it: `KLNI`, 0, the frame (lower-left origin), the
  /// atlas's layout, then the atlas key's attribute and value pairs and a `(0, 0)` pair.
  public static func internalLink(
    x: UInt32, y: UInt32, width: UInt32, height: UInt32, key: [(UInt16, UInt16)],
    keyLength: UInt32? = nil
  ) -> [UInt8] {
    var bytes = Array("KLNI".utf8)
    for value in [0, x, y, width, height] { bytes.le(value) }
    bytes.le(UInt16(1004))
    let pairs = key + [(0, 0)]
    bytes.le(keyLength ?? UInt32(pairs.count * 4))
    for (attribute, value) in pairs {
      bytes.le(attribute)
      bytes.le(value)
    }
    return bytes
  }

  public static func rawd(_ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
    var bytes = Array("DWAR".utf8)
    bytes.le(UInt32(1))
    bytes.le(length ?? UInt32(data.count))
    return bytes + data
  }

  public static func colr(_ components: [Double], count: UInt32? = nil) -> [UInt8] {
    var bytes = Array("RLOC".utf8)
    bytes.le(UInt32(1))
    bytes.le(UInt32(1))
    bytes.le(count ?? UInt32(components.count))
    for component in components { bytes.le(component.bitPattern) }
    return bytes
  }

  public static func sism(_ entries: [(UInt32, UInt32, UInt16, UInt16)], count: UInt32? = nil)
    -> [UInt8]
  {
    // Written as Xcode writes it: `SISM` on disk, the little-endian FourCC MSIS.
    var bytes = Array("SISM".utf8)
    bytes.le(UInt32(1))
    bytes.le(count ?? UInt32(entries.count))
    for (width, height, index, idiom) in entries {
      bytes.le(width)
      bytes.le(height)
      bytes.le(index)
      bytes.le(idiom)
    }
    return bytes
  }

  public static func key(_ values: [UInt16]) -> [UInt8] {
    var bytes: [UInt8] = []
    for value in values { bytes.le(value) }
    return bytes
  }

  /// The BOM, for a test that bends it further before building.
  public func bom() -> BOMBuilder {
    var bom = BOMBuilder()
    bom.name(
      "CARHEADER",
      bom.add(Self.header(versionString: versionString, renditionCount: UInt32(renditions.count))))
    bom.addTree("RENDITIONS", renditions.map { (Self.key($0.key), $0.value) })
    bom.addTree("FACETKEYS", facets.map { (Array($0.0.utf8), $0.1) })
    bom.addTree("APPEARANCEKEYS", appearances.map { (Array($0.0.utf8), $0.1) })
    bom.name("KEYFORMAT", bom.add(Self.keyFormatBlock(keyFormat, count: keyFormatCount)))
    if let keyFormatWorkaround {
      bom.name("KEYFORMATWORKAROUND", bom.add(Self.keyFormatBlock(keyFormatWorkaround)))
    }
    if metadata { bom.name("EXTENDED_METADATA", bom.add(Self.metadataBlock())) }
    return bom
  }

  public func build() -> [UInt8] { bom().build() }

  /// A catalog like the Rosalind sample's: facet `Image` (identifier 36218) with three GA8
  /// deepmap2 renditions at 1x, 2x and 3x.
  public static func imageSet() -> CarBuilder {
    var car = CarBuilder()
    car.facets = [("Image", facet([(1, 85), (2, 181), (17, 36218)]))]
    for (scale, size) in [(UInt16(1), (UInt32(14), UInt32(15))), (2, (29, 30)), (3, (43, 45))] {
      let name = scale == 1 ? "Tuist-Filled.png" : "Tuist-Filled@\(scale)x.png"
      let record = csi(
        name: name, width: size.0, height: size.1, scale: UInt32(scale) * 100,
        tlvs: [(1006, [1, 0, 0, 0]), (1007, [UInt8(size.0 * 4 & 0xff), 0, 0, 0])],
        payload: celm(compression: 11, data: Array("dmp2".utf8) + [3, 1, 10, 2]))
      car.renditions.append((key: [0, 0, scale, 0, 0, 36218, 85, 181], value: record))
    }
    return car
  }

  /// A catalog whose `AppIcon` asset holds the iPhone and iPad sizes App Store Connect needs
  /// (headers only: no rule decodes them), unless it is a watch's (idiom 5), and one `idiom`
  /// rendition of `side` px, compiled from `Master.png`, whose ARGB pixels are opaque but for
  /// the first `translucent` of them, at alpha 128, in a zlib stream whose last `cut` bytes
  /// are gone.
  public static func appIconCatalog(
    idiom: UInt16 = 6, side: UInt32 = 1024, translucent: Int, cut: Int = 0
  )
    -> [UInt8]
  {
    var car = CarBuilder()
    car.facets = [("AppIcon", CarBuilder.facet([(1, 85), (2, 220), (17, 4001)]))]
    let phoneAndPad: [(UInt16, UInt32, UInt16)] = [(1, 120, 2), (2, 152, 2), (2, 167, 2)]
    // A watch catalog holds watch icons only.
    for (idiom, side, scale) in idiom == 5 ? [] : phoneAndPad {
      let record = CarBuilder.csi(
        name: "AppIcon\(side).png", width: side, height: side, scale: UInt32(scale) * 100,
        pixelFormat: "ARGB", payload: CarBuilder.celm(compression: 0, data: []))
      car.renditions.append((key: [0, 0, scale, idiom, 0, 4001, 85, 220], value: record))
    }
    var pixels: [UInt8] = []
    pixels.reserveCapacity(Int(side * side) * 4)
    for index in 0..<Int(side * side) {
      // Premultiplied BGRA: a translucent pixel's colour is at most its alpha.
      pixels += index < translucent ? [40, 60, 100, 128] : [80, 120, 200, 255]
    }
    let marketing = CarBuilder.csi(
      name: "Master.png", width: side, height: side, scale: 100, pixelFormat: "ARGB",
      payload: CarBuilder.celm(compression: 2, data: PixelStreams.zlib(pixels).dropLast(cut)))
    car.renditions.append((key: [0, 0, 1, idiom, 0, 4001, 85, 220], value: marketing))
    return car.build()
  }

  /// One bitmap of an app-icon catalog: its idiom (1 phone, 2 pad, 5 watch, 6 marketing), its
  /// scale, its appearance (0 any, 1 dark, 2 tinted) and its straight-alpha picture.
  public struct IconBitmap {
    public let idiom: UInt16
    public let scale: UInt16
    public let appearance: UInt16
    public let picture: RGBAImage

    public init(idiom: UInt16, scale: UInt16, appearance: UInt16 = 0, picture: RGBAImage) {
      self.idiom = idiom
      self.scale = scale
      self.appearance = appearance
      self.picture = picture
    }
  }

  /// A catalog whose `AppIcon` asset holds `bitmaps`, each as Xcode stores one: premultiplied
  /// BGRA (`ARGB`) in a zlib stream, named `AppIcon-SIDE@Nx.png`.
  public static func appIconCatalog(_ bitmaps: [IconBitmap]) -> [UInt8] {
    var car = CarBuilder()
    car.appearances = [
      ("UIAppearanceAny", [0, 0]), ("UIAppearanceDark", [1, 0]), ("ISAppearanceTintable", [2, 0]),
    ]
    car.facets = [("AppIcon", CarBuilder.facet([(1, 85), (2, 220), (17, 4001)]))]
    for bitmap in bitmaps {
      let image = bitmap.picture
      var pixels: [UInt8] = []
      pixels.reserveCapacity(image.pixelCount * 4)
      for y in 0..<image.height {
        for x in 0..<image.width {
          let pixel = image[x, y]
          let premultiplied = [pixel.blue, pixel.green, pixel.red].map {
            CgBIWriter.premultiply($0, pixel.alpha)
          }
          pixels += premultiplied + [pixel.alpha]
        }
      }
      let record = CarBuilder.csi(
        name: "AppIcon-\(image.width)@\(bitmap.scale)x.png", width: UInt32(image.width),
        height: UInt32(image.height), scale: UInt32(bitmap.scale) * 100, pixelFormat: "ARGB",
        payload: CarBuilder.celm(compression: 2, data: PixelStreams.zlib(pixels)))
      car.renditions.append(
        (
          key: [bitmap.appearance, 0, bitmap.scale, bitmap.idiom, 0, 4001, 85, 220],
          value: record
        ))
    }
    return car.build()
  }
}
