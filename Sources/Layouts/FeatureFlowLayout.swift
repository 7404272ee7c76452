import Foundation
import LayoutKit

/// A UICollectionViewFlowLayout subclass whose overrides run a list of features (the seed
/// layouts) in order. With one feature it is that seed's layout; with several, one layout with
/// all of them. The order is fixed by `LayoutRegistry`: section backgrounds, separators, pinned
/// headers, so headers re-framed to a background are then pinned.
public final class FeatureFlowLayout: FlowLayout {
  /// The features, in the order they run.
  public let features: [FlowLayoutFeature]

  /// A flow layout running `features`; registers a view class for each decoration kind they
  /// emit, as the seeds do in their initialisers.
  public init(features: [FlowLayoutFeature]) {
    self.features = features
    super.init()
    for kind in features.flatMap(\.decorationKinds) {
      register(DecorationView.self, forDecorationViewOfKind: kind)
    }
  }

  /// UICollectionViewFlowLayout.init?(coder:): the features are not archived, so there is nothing
  /// to decode them from.
  public required init?(coder: NSCoder) { nil }

  /// The view class registered for the features' decoration kinds.
  public final class DecorationView: CollectionReusableView {}

  /// Whether an invalidation since the features last prepared can have changed what they prepare
  /// from (the items' frames, the counts, the delegate's answers).
  private var featuresNeedPreparation = true
  /// The sections whose headers or footers the invalidations since the features last prepared
  /// named, while nothing else changed; unsorted, repeats allowed.
  private var invalidatedSupplementarySections: [Int] = []

  /// The features prepare again only after an invalidation that can move an item, the way an app
  /// keeps its own cache: a fling over pinned headers invalidates only the headers at every
  /// display tick, and rebuilding every section's backgrounds then would cost each tick the
  /// whole collection. The flow layout's own pinning moves the headers (and footers) a feature
  /// may read, each tick those of the sections its invalidation context names: with it on, the
  /// features prepare again for those sections only.
  public override func prepare() {
    super.prepare()
    var sections: [Int] = []
    swap(&sections, &invalidatedSupplementarySections)
    if featuresNeedPreparation {
      featuresNeedPreparation = false
      for feature in features { feature.prepare(self) }
      return
    }
    guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, !sections.isEmpty
    else { return }
    sections.sort()
    sections = sections.enumerated().compactMap { index, section in
      index > 0 && sections[index - 1] == section ? nil : section
    }
    for feature in features { feature.prepare(self, supplementariesOfSections: sections) }
  }

  /// How many invalidations so far could move an item: a feature that keeps what it found from
  /// the items' places (pinned headers' stretches) forgets it when this changes, even before the
  /// next prepare.
  public private(set) var itemMovingInvalidations = 0

  public override func invalidateLayout(with context: InvalidationContext) {
    if Self.canMoveItems(context) {
      featuresNeedPreparation = true
      itemMovingInvalidations += 1
      invalidatedSupplementarySections.removeAll()
    } else if !featuresNeedPreparation,
      sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    {
      // Only the flow layout's own pinning moves a view a feature reads.
      for paths in (context.invalidatedSupplementaryIndexPaths ?? [:]).values {
        invalidatedSupplementarySections.append(contentsOf: paths.lazy.map(\.section))
      }
    }
    super.invalidateLayout(with: context)
  }

  /// False only for a context that names nothing but supplementary views, with no flow flag, no
  /// adjustment and no kept self-sizing sizes: what a bounds change over pinned headers
  /// invalidates.
  private static func canMoveItems(_ context: InvalidationContext) -> Bool {
    guard let flow = context as? FlowLayoutInvalidationContext else { return true }
    return flow.invalidateEverything || flow.invalidateDataSourceCounts
      || flow.invalidateFlowLayoutAttributes || flow.invalidateFlowLayoutDelegateMetrics
      || !(flow.invalidatedItemIndexPaths ?? []).isEmpty
      || !(flow.invalidatedDecorationIndexPaths ?? [:]).isEmpty
      || flow.contentSizeAdjustment != .zero || flow.contentOffsetAdjustment != .zero
      // A self-sizing layout's bounds change clears both flags but lays the items out again.
      || flow._retainsExistingSizingInfoForEstimates
  }

  public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var elements = super.layoutAttributesForElements(in: rect) ?? []
    for feature in features {
      elements = feature.layoutAttributesForElements(in: rect, elements: elements, layout: self)
    }
    return elements
  }

  /// UICollectionViewFlowLayout's own answer for `rect`, before any feature: what a seed gets
  /// from `[super layoutAttributesForElementsInRect:]`.
  public func flowLayoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    super.layoutAttributesForElements(in: rect) ?? []
  }

  /// UICollectionViewFlowLayout's own answer for a supplementary view, before any feature.
  public func flowLayoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  public override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    supplementaryAttributes(ofKind: elementKind, at: indexPath, stages: features.count)
  }

  /// The answer of UICollectionViewFlowLayout and the first `stages` features.
  private func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath, stages: Int)
    -> LayoutAttributes?
  {
    var attributes = super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    for stage in 0..<stages {
      attributes = features[stage].layoutAttributesForSupplementaryView(
        ofKind: kind, at: indexPath, attributes: attributes, layout: self,
        superAttributes: { [unowned self] in
          supplementaryAttributes(ofKind: $0, at: $1, stages: stage)
        })
    }
    return attributes
  }

  public override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    for feature in features {
      if let attributes = feature.layoutAttributesForDecorationView(
        ofKind: elementKind, at: indexPath, layout: self)
      {
        return attributes
      }
    }
    return super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
  }

  public override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    outermostAnswer {
      $0.initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: elementKind, at: elementIndexPath, layout: self)
    }
      ?? super.initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: elementKind, at: elementIndexPath)
  }

  public override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    outermostAnswer {
      $0.finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: elementKind, at: elementIndexPath, layout: self)
    }
      ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: elementKind, at: elementIndexPath)
  }

  public override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? {
    outermostAnswer {
      $0.initialLayoutAttributesForAppearingDecorationElement(
        ofKind: elementKind, at: decorationIndexPath, layout: self)
    }
      ?? super.initialLayoutAttributesForAppearingDecorationElement(
        ofKind: elementKind, at: decorationIndexPath)
  }

  /// The answer of the last feature that has one (`nil` is an answer too, `.none` is not):
  /// features stack like subclasses, each over the ones before it, so the outermost speaks first.
  private func outermostAnswer(_ ask: (FlowLayoutFeature) -> LayoutAttributes??)
    -> LayoutAttributes??
  {
    features.reversed().lazy.compactMap(ask).first
  }

  public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    var answer = super.shouldInvalidateLayout(forBoundsChange: newBounds)
    for feature in features
    where feature.shouldInvalidateLayout(
      forBoundsChange: newBounds, layout: self)
    {
      answer = true
    }
    return answer
  }

  public override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> InvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    for feature in features {
      feature.invalidationContext(forBoundsChange: newBounds, context: context, layout: self)
    }
    return context
  }
}
