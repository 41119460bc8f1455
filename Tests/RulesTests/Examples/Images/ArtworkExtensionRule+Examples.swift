import TestSupport

@testable import Rules

extension ArtworkExtensionRule: RuleExamples {
  static func examples() throws -> RuleExample {
    return (
      try appFixture { $0.move("iTunesArtwork", to: "iTunesArtwork.png") },
      try appFixture { _ in }
    )
  }
}
