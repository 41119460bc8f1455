/// A rendition's key: one u16 per key-format attribute, with named accessors.
///
/// Invariant: `values` has one entry per attribute of `format`, in its order. An attribute the
/// format leaves out reads as 0, the value every rendition of the catalog then shares.
public struct RenditionKey: Sendable, Equatable, Hashable {
  public let attributes: [RenditionAttribute]
  public let values: [UInt16]

  public init(attributes: [RenditionAttribute], values: [UInt16]) {
    precondition(attributes.count == values.count, "a key has one value per attribute")
    self.attributes = attributes
    self.values = values
  }

  /// The value of an attribute, or nil when the key format does not list it.
  public subscript(_ attribute: RenditionAttribute) -> UInt16? {
    attributes.firstIndex(of: attribute).map { values[$0] }
  }

  private func value(_ attribute: RenditionAttribute) -> UInt16 { self[attribute] ?? 0 }

  public var idiom: RenditionIdiom { RenditionIdiom(rawValue: value(.idiom)) }
  /// 1, 2 or 3 in an image's key.
  public var scale: UInt16 { value(.scale) }
  /// An id from APPEARANCEKEYS.
  public var appearance: UInt16 { value(.appearance) }
  /// Joins the rendition to its facet (FACETKEYS' attribute 17).
  public var identifier: UInt16 { value(.identifier) }
  public var element: UInt16 { value(.element) }
  public var part: UInt16 { value(.part) }
  /// The device subtype (1792 seen on an iPhone icon).
  public var subtype: UInt16 { value(.subtype) }
  /// An index into a multisize set's entries.
  public var dimension1: UInt16 { value(.dimension1) }
  public var dimension2: UInt16 { value(.dimension2) }
  public var state: UInt16 { value(.state) }
  public var localization: UInt16 { value(.localization) }
  public var displayGamut: UInt16 { value(.displayGamut) }
  public var deploymentTarget: UInt16 { value(.deploymentTarget) }
  public var horizontalSizeClass: UInt16 { value(.horizontalSizeClass) }
  public var verticalSizeClass: UInt16 { value(.verticalSizeClass) }
  public var memoryClass: UInt16 { value(.memoryClass) }
  public var graphicsFeatureSetClass: UInt16 { value(.graphicsFeatureSetClass) }
}
