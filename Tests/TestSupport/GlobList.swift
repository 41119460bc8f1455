import CheckConfiguration

/// Compiled globs for a configuration built in a test.
public func globs(_ patterns: String...) throws -> [Glob] { try patterns.map { try Glob($0) } }
