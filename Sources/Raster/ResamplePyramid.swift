import Utilities

/// Many sizes of one image, each resampled with Lanczos-3 in linear light from the smallest
/// halving of the image that is still at least `headroom` times its side: a small icon no
/// longer reads every pixel of a 2048-pixel master.
///
/// Invariant: every level is an unrounded Float image made from the level above it by one
/// Lanczos-3 halving (a filter that keeps all it must for the sizes drawn from it); an output
/// is made from exactly one level and never from another output, so no rounding is compounded;
/// and every output lies within the range of the *source's* pixels its area overlaps, as one
/// resampled from the source itself does (a level's pixels blur an edge beyond the area into
/// a range that would let its light through).
public struct ResamplePyramid: Sendable {
  /// The source, then its halvings, largest first.
  public private(set) var levels: [LinearImage]
  /// An output is drawn from a level at least this many times its side.
  public let headroom: Int

  public init(_ image: LinearImage, headroom: Int = 4) {
    precondition(headroom >= 2, "a level must leave the filter room to work")
    levels = [image]
    self.headroom = headroom
  }

  /// The level an output of `width` x `height` is drawn from, made (and kept) when needed.
  public mutating func source(width: Int, height: Int) -> LinearImage {
    while let smallest = levels.last,
      Self.level(smallest.width / 2, smallest.height / 2, serves: width, height, headroom)
    {
      levels.append(
        Resampler.resample(smallest, width: smallest.width / 2, height: smallest.height / 2))
    }
    return levels.last { Self.level($0.width, $0.height, serves: width, height, headroom) }
      ?? levels[0]
  }

  /// The pyramid's one rule: a level of `levelWidth` x `levelHeight` may draw an output of
  /// `width` x `height` when it is at least `headroom` times its size each way.
  static func level(
    _ levelWidth: Int, _ levelHeight: Int, serves width: Int, _ height: Int, _ headroom: Int
  ) -> Bool {
    levelWidth >= width * headroom && levelHeight >= height * headroom
  }

  /// Every side asked for, as a square, resampled from its level; in the order asked. Those
  /// drawn from a level below the source are held to the source's own pixels, as those drawn
  /// from the source are.
  public mutating func squares(_ sides: [Int]) -> [LinearImage] {
    let (outputs, fromLevel) = drawn(sides, clampingTop: true)
    var fromLevels = fromLevel.indices.filter { fromLevel[$0] }.map { outputs[$0] }
    let top = levels[0]
    top.samples.withUnsafeBufferPointer { samples in
      Resampler.clamp(
        &fromLevels, toSpansOf: RowReader(floats: samples.baseAddress!, width: top.width),
        sourceHeight: top.height)
    }
    var clamped = fromLevels.makeIterator()
    return fromLevel.indices.map { fromLevel[$0] ? clamped.next()! : outputs[$0] }
  }

  /// Every side resampled from its level, and whether that level is below the source. Those
  /// drawn from a lower level are left unclamped: the caller holds them to the source's own
  /// spans, and a level's range first would hold them to a blur of those. Those drawn from
  /// the source itself are clamped when `clampingTop`.
  mutating func drawn(_ sides: [Int], clampingTop: Bool) -> (
    outputs: [LinearImage], fromLevel: [Bool]
  ) {
    // The levels are made first, largest outputs' first, so every output then runs at once.
    var sources = sides.map { source(width: $0, height: $0) }
    // An output drawn from the source at half its size is the first level itself (the same
    // resampling of the same image), so it is not computed twice: a 2048-pixel master's
    // 1024-pixel icon.
    if levels.count > 1 {
      let (source, half) = (levels[0], levels[1])
      for (index, side) in sides.enumerated()
      where side == half.width && side == half.height && sources[index].width == source.width
        && sources[index].height == source.height
      {
        sources[index] = half
      }
    }
    let top = levels[0]
    let outputs = Parallel.map(Array(zip(sides, sources))) { side, level in
      Resampler.resample(
        level, width: side, height: side, clamped: clampingTop && level.width == top.width)
    }
    // The first halving is resampled from the source and clamped to it already.
    let halving = levels.count > 1 ? levels[1].width : 0
    return (
      outputs,
      sources.indices.map {
        sources[$0].width < top.width && sides[$0] < top.width && sides[$0] < top.height
          && !(sides[$0] == halving && sources[$0].width == halving)
      }
    )
  }
}

extension ResamplePyramid {
  /// Every side asked for, as a square, from an 8-bit master flattened over
  /// `background`: the samples `ResamplePyramid(LinearImage(image,
  /// flattenedOnto: background)).squares(sides)` gives, without the master in
  /// Float. The sizes a pyramid would draw from the master itself are
  /// resampled from its 8-bit rows; the first halving is made the same way
  /// and carries the pyramid for the rest.
  public static func squares(
    _ sides: [Int], of image: RGBAImage, flattenedOnto background: RGBA, headroom: Int = 4
  ) -> [LinearImage] {
    let half = (width: image.width / 2, height: image.height / 2)
    let fromHalf: @Sendable (Int) -> Bool = {
      Self.level(half.width, half.height, serves: $0, $0, headroom)
    }
    let isHalf: @Sendable (Int) -> Bool = { $0 == half.width && $0 == half.height }
    let halving =
      sides.contains { fromHalf($0) || isHalf($0) } && half.width > 0 && half.height > 0
      ? Resampler.resample(
        flattening: image, onto: background, width: half.width, height: half.height) : nil
    let direct = sides.filter { !fromHalf($0) }
    let directImages = Parallel.map(direct) { side -> LinearImage in
      if let halving, isHalf(side) { return halving }
      return Resampler.resample(flattening: image, onto: background, width: side, height: side)
    }
    var pyramid = halving.map { ResamplePyramid($0, headroom: headroom) }
    let pyramidSides = sides.filter(fromHalf)
    // Every one is drawn from a level below the master (the halving or smaller), and the
    // master's own pixels bound it as they bound the sizes drawn from the master.
    var pyramidImages = pyramid?.drawn(pyramidSides, clampingTop: false).outputs ?? []
    image.pixels.withUnsafeBufferPointer { bytes in
      SRGB.toLinear.withUnsafeBufferPointer { table in
        Resampler.clamp(
          &pyramidImages,
          toSpansOf: RowReader(
            bytes: bytes.baseAddress!, table: table.baseAddress!, background: background,
            width: image.width), sourceHeight: image.height)
      }
    }
    let fromDirect = Dictionary(zip(direct, directImages), uniquingKeysWith: { first, _ in first })
    let fromPyramid = Dictionary(
      zip(pyramidSides, pyramidImages), uniquingKeysWith: { first, _ in first })
    return sides.map { side in
      fromHalf(side) ? fromPyramid[side]! : fromDirect[side]!
    }
  }
}
