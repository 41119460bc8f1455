import Diagnostics
import HIG
import PNGCodec
import RuleCore

/// A PNG that cannot be decoded in full: bad CRC, truncated, damaged zlib stream, bad header.
/// Found from the decoder's error.
enum CorruptPNGRule: Rule {
  static let descriptor = RuleDescriptor(
    id: "corrupt-png", severity: .error,
    summary: "a PNG that is damaged or truncated",
    rationale:
      "Every chunk's CRC and the whole compressed stream are verified. A damaged file usually "
      + "comes from an interrupted write or a text-mode transfer; some viewers show part of it, "
      + "the device may show nothing.")

  static func check(_ failure: FileFailure) -> [Finding] {
    guard case .undecodable(let problem) = failure.problem else { return [] }
    switch problem {
    case .empty, .notPNG: return []
    case _ where problem.isOverLimits: return []
    default:
      return [
        Finding(
          message: "\(failure.name) cannot be decoded: \(problem)",
          fix: "re-export the file from its source; check how it was copied (binary, complete)",
          location: location(of: problem))
      ]
    }
  }

  /// Where in the file the damage is, when the decoder knows.
  static func location(of problem: PNGError.Problem) -> String? {
    switch problem {
    case .truncated(let chunk?, let offset): return "\(chunk) at byte \(offset)"
    case .truncated(nil, let offset): return "byte \(offset)"
    case .crcMismatch(let chunk, let offset): return "\(chunk) at byte \(offset)"
    case .badChunkLength(let chunk, let offset, _): return "\(chunk) at byte \(offset)"
    case .badChunkType(let offset, _): return "byte \(offset)"
    default: return nil
    }
  }
}
