/// Compositing that fixes need on 8-bit images.
extension RGBAImage {
  /// Every pixel composited over `background` with sRGB "over", as a design
  /// tool does: colour x alpha + background x (1 - alpha), rounded; all opaque.
  public func flattened(onto background: RGBA) -> RGBAImage {
    var result = self
    result.pixels.withUnsafeMutableBufferPointer { buffer in
      let back = [UInt32(background.red), UInt32(background.green), UInt32(background.blue)]
      var offset = 0
      while offset < buffer.count {
        let alpha = UInt32(buffer[offset + 3])
        if alpha != 255 {
          for channel in 0..<3 {
            let mixed = UInt32(buffer[offset + channel]) * alpha + back[channel] * (255 - alpha)
            buffer[offset + channel] = UInt8((mixed + 127) / 255)
          }
          buffer[offset + 3] = 255
        }
        offset += 4
      }
    }
    return result
  }

  /// Every colour made pure white; alpha kept (a bar icon is a mask).
  public func whitened() -> RGBAImage {
    var result = self
    result.pixels.withUnsafeMutableBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        buffer[offset] = 255
        buffer[offset + 1] = 255
        buffer[offset + 2] = 255
        offset += 4
      }
    }
    return result
  }
}
