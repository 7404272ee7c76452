import Foundation
import LayoutKit

/// One seed layout's behaviour, written as the methods its UICollectionViewFlowLayout subclass
/// overrides. `FeatureFlowLayout` runs its features in order: each method receives what the
/// features before it (and UICollectionViewFlowLayout itself) answered, where the seed calls
/// `super`, and the layout, where the seed calls `self`. So one feature alone behaves as its seed
/// subclass, and several behave as one app subclass that does all of it, from the same code.
///
/// Every method has a default that passes the earlier answer through unchanged.
public protocol FlowLayoutFeature: AnyObject {
  /// The decoration kinds the feature emits; the layout registers a view class for each, as the
  /// seeds do when the layout is created.
  var decorationKinds: [String] { get }

  /// prepare(), after super.prepare() and the features before this one.
  func prepare(_ layout: FeatureFlowLayout)

  /// prepare() after invalidations that moved nothing but the headers and footers of `sections`
  /// (sorted): the flow layout's own pinning, at a bounds change, names the sections its pinned
  /// views may move in. A feature prepares again only what depends on those views; one whose
  /// answers do not depend on them does nothing. By default, everything is prepared again.
  func prepare(_ layout: FeatureFlowLayout, supplementariesOfSections sections: [Int])

  /// layoutAttributesForElements(in:): `elements` is the earlier answer for `rect`.
  func layoutAttributesForElements(
    in rect: CGRect, elements: [LayoutAttributes], layout: FeatureFlowLayout
  ) -> [LayoutAttributes]

  /// layoutAttributesForSupplementaryView(ofKind:at:): `attributes` is the earlier answer; `superAttributes`
  /// asks the earlier features again for any supplementary view (the seed's calls to `super`).
  func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath, attributes: LayoutAttributes?,
    layout: FeatureFlowLayout, superAttributes: (String, IndexPath) -> LayoutAttributes?
  ) -> LayoutAttributes?

  /// layoutAttributesForDecorationView(ofKind:at:) for the feature's own kinds; nil otherwise.
  func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes?

  /// initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:): `.some` when the
  /// feature overrides it for this element, nil to leave UIKit's default.
  func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes??

  /// finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:), as above.
  func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes??

  /// initialLayoutAttributesForAppearingDecorationElement(ofKind:at:), as above.
  func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes??

  /// shouldInvalidateLayout(forBoundsChange:): true adds to the earlier answer; it cannot veto.
  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect, layout: FeatureFlowLayout)
    -> Bool

  /// invalidationContext(forBoundsChange:): adds to the context the earlier stages built.
  func invalidationContext(
    forBoundsChange newBounds: CGRect, context: InvalidationContext, layout: FeatureFlowLayout)
}

extension FlowLayoutFeature {
  public var decorationKinds: [String] { [] }
  public func prepare(_ layout: FeatureFlowLayout) {}
  public func prepare(_ layout: FeatureFlowLayout, supplementariesOfSections sections: [Int]) {
    prepare(layout)
  }
  public func layoutAttributesForElements(
    in rect: CGRect, elements: [LayoutAttributes], layout: FeatureFlowLayout
  ) -> [LayoutAttributes] { elements }
  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath, attributes: LayoutAttributes?,
    layout: FeatureFlowLayout, superAttributes: (String, IndexPath) -> LayoutAttributes?
  ) -> LayoutAttributes? { attributes }
  public func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes? { nil }
  public func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes?? { nil }
  public func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes?? { nil }
  public func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes?? { nil }
  public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect, layout: FeatureFlowLayout)
    -> Bool
  { false }
  public func invalidationContext(
    forBoundsChange newBounds: CGRect, context: InvalidationContext, layout: FeatureFlowLayout
  ) {}
}
