/// An icon App Store Connect requires in an uploaded iOS app for one device family, whatever
/// the app's icon set looks like: shared/HIG.md, "App Store upload errors these rules prevent".
///
/// Invariant: `side` is in pixels; `idioms` are the compiled catalog's idioms that serve it.
public struct UploadIconRequirement: Sendable, Equatable {
  /// `UIDeviceFamily`: 1 iPhone, 2 iPad.
  public let family: Int
  public let device: String
  public let side: Int
  public let idioms: Set<String>
  /// The upload error App Store Connect names when it is missing.
  public let itmsCode: String

  /// The sizes, as the upload errors name them.
  public static let all: [UploadIconRequirement] = [
    UploadIconRequirement(
      family: 1, device: "iPhone", side: 120, idioms: ["phone", "universal"], itmsCode: "ITMS-90022"
    ),
    UploadIconRequirement(
      family: 2, device: "iPad", side: 152, idioms: ["pad", "universal"], itmsCode: "ITMS-90023"),
    UploadIconRequirement(
      family: 2, device: "iPad Pro", side: 167, idioms: ["pad", "universal"], itmsCode: "ITMS-90023"
    ),
  ]
}
