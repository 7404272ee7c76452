import Foundation
import LayoutKit

/// The attributes of a section background: UICollectionViewLayoutAttributes with the colour the
/// decoration view paints (seed 000's decoration views differ by class; here the colour is an
/// attribute, so a colour change is an attributes change).
public final class SectionBackgroundAttributes: LayoutAttributes {
  /// The background colour, as the data gives it (for example `#ffffff`); nil when it gives none.
  public var color: String?

  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? SectionBackgroundAttributes)?.color = color
    return copy
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? SectionBackgroundAttributes, other.color == color else {
      return false
    }
    return super.isEqual(object)
  }

  public override var customAttributes: [String: AttributeValue] {
    ["color": color.map(AttributeValue.string) ?? .null]
  }
}
