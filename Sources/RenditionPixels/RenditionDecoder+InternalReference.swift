import CompiledCatalog
import Raster

extension RenditionDecoder {
  /// The pixels of a bitmap record, or of an internal reference: the frame of the packed
  /// atlas of `car` it links to, with the frame's lower-left origin turned to the image's
  /// upper left. `atlases` keeps each atlas decoded, by its value block, for the next
  /// reference to it.
  public func decode(
    _ record: CSIRecord, in car: CarFile, atlases: inout [UInt32: RGBAImage]
  ) throws(RenditionPixelError) -> RGBAImage {
    guard record.layout == .internalReference else { return try decode(record) }
    func fail(_ problem: Problem) -> RenditionPixelError {
      RenditionPixelError(rendition: record.name, problem: problem)
    }
    guard let link = record.internalLink else { throw fail(.linkUnreadable) }
    guard let (rendition, atlasRecord) = car.atlas(for: link) else {
      throw fail(.linkedAtlasMissing(key: link.key.map { [$0.attribute, $0.value] }))
    }
    let atlas: RGBAImage
    if let decoded = atlases[rendition.valueBlockID] {
      atlas = decoded
    } else {
      atlas = try decode(atlasRecord)
      atlases[rendition.valueBlockID] = atlas
    }
    let (x, y, width, height) = (
      UInt64(link.x), UInt64(link.y), UInt64(link.width), UInt64(link.height)
    )
    guard width > 0, height > 0, x + width <= UInt64(atlas.width),
      y + height <= UInt64(atlas.height)
    else {
      throw fail(
        .frameOutsideAtlas(
          x: link.x, y: link.y, width: link.width, height: link.height,
          atlasWidth: atlas.width, atlasHeight: atlas.height))
    }
    let top = atlas.height - Int(y) - Int(height)
    var pixels: [UInt8] = []
    pixels.reserveCapacity(Int(width * height) * 4)
    for row in top..<(top + Int(height)) {
      let start = (row * atlas.width + Int(x)) * 4
      pixels += atlas.pixels[start..<(start + Int(width) * 4)]
    }
    return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)!
  }

  /// The pixels of `record`, an atlas's frame included, decoding its atlas afresh.
  public func decode(_ record: CSIRecord, in car: CarFile) throws(RenditionPixelError)
    -> RGBAImage
  {
    var atlases: [UInt32: RGBAImage] = [:]
    return try decode(record, in: car, atlases: &atlases)
  }
}
