import CheckConfiguration
import Diagnostics

/// A rule of the catalogue: its metadata, and what it finds in one kind of subject (an
/// image, an app, a catalog set, a folder, a file that failed to read...).
///
/// Invariant: `check` is pure: the same subject gives the same findings, in the same order;
/// it never reads a file the subject does not hold. A rule that looks at two kinds of subject
/// is two types sharing one descriptor.
package protocol Rule<Subject>: Sendable {
  associatedtype Subject: RuleSubject
  static var descriptor: RuleDescriptor { get }
  static func check(_ subject: Subject) -> [Finding]
}

/// What a rule looks at, and where its findings are reported by default.
package protocol RuleSubject: Sendable {
  /// The file or folder a finding names when it does not name one itself.
  var reportPath: String { get }
}

/// One thing a rule found; the checker turns it into a ``Diagnostic``.
package struct Finding: Sendable, Equatable {
  /// The file or folder concerned, when it is not the subject's own.
  package var path: String? = nil
  package var message: String
  package var fix: String? = nil
  package var location: String? = nil
  /// The most this finding can be, whatever the rule's severity: a fact worth a word and no
  /// more (an opaque alpha channel where it is harmless).
  package var atMost: Severity? = nil

  package init(
    path: String? = nil, message: String, fix: String? = nil, location: String? = nil,
    atMost: Severity? = nil
  ) {
    self.path = path
    self.message = message
    self.fix = fix
    self.location = location
    self.atMost = atMost
  }
}
