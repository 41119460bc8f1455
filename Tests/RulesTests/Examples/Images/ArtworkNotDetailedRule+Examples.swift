@testable import Rules

extension ArtworkNotDetailedRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0["iTunesArtwork"] = try upscaledArtworkPNG.get() },
      try appFixture { $0["iTunesArtwork"] = try artwork512PNG.get() }
    )
  }
}
