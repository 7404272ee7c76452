import Foundation
import LayoutKit
import Layouts
import Simulator

/// A validated scenario (docs/scenario-format.md): the collection view, the layout, the data and
/// the steps.
public struct ScenarioDocument: Sendable {
  /// `name`: [a-z0-9-]+
  public var name: String
  /// `description`
  public var description: String?
  /// `collectionView`
  public var collectionView: CollectionViewSpec
  /// `layout`
  public var layout: LayoutSpec
  /// The 1-based line the `layout` value starts on: where an error of the first layout pass,
  /// before any step, is reported (0 for a document not read from a file).
  public var layoutLine = 0
  /// `data.sections`
  public var data: [SectionData]
  /// `data.iOSVersion`: whose diffable data source the snapshot steps follow.
  public var iOSVersion = 17
  /// `steps`
  public var steps: [Step]
  /// The limits the document was checked against; its replay stops at the run-time ones.
  public var limits = ScenarioLimits.standard
  /// The layout kinds the document was checked against; its replay makes its layouts from them.
  public var registry = LayoutRegistry.builtIn
}

/// The `collectionView` mapping, with the contract's defaults.
public struct CollectionViewSpec: Sendable {
  /// `size`: the bounds size.
  public var size = CGSize(width: 390, height: 844)
  /// nil: the minimum offset.
  public var contentOffset: CGPoint?
  /// `contentInset`: UIScrollView.contentInset.
  public var contentInset = EdgeInsets.zero
  /// `safeAreaInsets`: UIView.safeAreaInsets.
  public var safeAreaInsets = EdgeInsets.zero
  /// `layoutMargins`: UIView.layoutMargins as set, inside the safe area (UIView's default 8).
  public var layoutMargins = EdgeInsets(all: 8)
  /// `contentSizeCategory`: the trait collection's preferredContentSizeCategory.
  public var contentSizeCategory = ContentSizeCategory.large
  /// `contentInsetAdjustmentBehavior`: UIScrollView.contentInsetAdjustmentBehavior.
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// `layoutDirection`: effectiveUserInterfaceLayoutDirection.
  public var layoutDirection = UserInterfaceLayoutDirection.leftToRight
  /// `displayScale`: the screen scale origins are rounded to.
  public var displayScale: Double = 3
  /// Velocity factor per millisecond: normal 0.998, fast 0.99. The collection view starts with
  /// it; the physics has no rate of its own, so a layout may change it.
  public var decelerationRate = 0.998
  /// `pagingEnabled`: UIScrollView.isPagingEnabled.
  public var pagingEnabled = false
  /// `bounces`: UIScrollView.bounces.
  public var bounces = true
  /// `alwaysBounceVertical`: UIScrollView.alwaysBounceVertical.
  public var alwaysBounceVertical = false
  /// `alwaysBounceHorizontal`: UIScrollView.alwaysBounceHorizontal.
  public var alwaysBounceHorizontal = false
  /// The motion constants: the `physics` mapping.
  public var physics = ScrollPhysics()
  /// `invalidLayoutAttributes: raise`: attributes for a cell the data source does not have raise
  /// the exception of iOS 12 and earlier instead of iOS 13's log line (`ignore`, the default).
  public var raisesOnInvalidAttributes = false
  /// `frameRate`: display ticks per second.
  public var frameRate = 60
}

/// The flow layout's properties a scenario sets (under `layout` or a `set` step); nil keeps the
/// layout's default or current value.
public struct FlowProperties: Sendable {
  /// UICollectionViewFlowLayout.scrollDirection
  public var scrollDirection: ScrollDirection?
  /// UICollectionViewFlowLayout.itemSize
  public var itemSize: CGSize?
  /// UICollectionViewFlowLayout.estimatedItemSize
  public var estimatedItemSize: CGSize?
  /// UICollectionViewFlowLayout.minimumLineSpacing
  public var minimumLineSpacing: Double?
  /// UICollectionViewFlowLayout.minimumInteritemSpacing
  public var minimumInteritemSpacing: Double?
  /// UICollectionViewFlowLayout.sectionInset
  public var sectionInset: EdgeInsets?
  /// UICollectionViewFlowLayout.sectionInsetReference
  public var sectionInsetReference: SectionInsetReference?
  /// UICollectionViewFlowLayout.headerReferenceSize
  public var headerReferenceSize: CGSize?
  /// UICollectionViewFlowLayout.footerReferenceSize
  public var footerReferenceSize: CGSize?
  /// UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds
  public var sectionHeadersPinToVisibleBounds: Bool?
  /// UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds
  public var sectionFootersPinToVisibleBounds: Bool?

  /// The keys, as written in YAML.
  static let keys = [
    "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing",
    "minimumInteritemSpacing", "sectionInset", "sectionInsetReference", "headerReferenceSize",
    "footerReferenceSize", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
  ]

  /// Sets every given property on `layout` through its setters (which invalidate like UIKit's).
  public func apply(to layout: FlowLayout) {
    if let scrollDirection { layout.scrollDirection = scrollDirection }
    if let itemSize { layout.itemSize = itemSize }
    if let estimatedItemSize { layout.estimatedItemSize = estimatedItemSize }
    if let minimumLineSpacing { layout.minimumLineSpacing = minimumLineSpacing }
    if let minimumInteritemSpacing { layout.minimumInteritemSpacing = minimumInteritemSpacing }
    if let sectionInset { layout.sectionInset = sectionInset }
    if let sectionInsetReference { layout.sectionInsetReference = sectionInsetReference }
    if let headerReferenceSize { layout.headerReferenceSize = headerReferenceSize }
    if let footerReferenceSize { layout.footerReferenceSize = footerReferenceSize }
    if let sectionHeadersPinToVisibleBounds {
      layout.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    }
    if let sectionFootersPinToVisibleBounds {
      layout.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
    }
  }
}

/// The `layout` mapping.
public struct LayoutSpec: Sendable {
  /// `kind`: one name, or several whose features combine.
  public var kinds: [String]
  /// The flow layout's properties.
  public var properties: FlowProperties
  /// `sections`: the delegate's per-section answers.
  public var sections: [Int: FlowSectionAnswers]
  /// The keys of the seed kinds (section backgrounds, separators, pinned headers).
  public var options: SeedLayoutOptions
  /// The keys of a ported kind, as its parameters declare them.
  public var parameters: [String: AttributeValue] = [:]
  /// The compositional layout a `kind: compositional` mapping describes.
  public var compositional: CompositionalLayoutSpec?

  /// The kind as the `scenario` event names it.
  public var kindName: String { kinds.joined(separator: "+") }
}

/// One step: what it does, where it is written, and the error it is expected to raise.
public struct Step: Sendable {
  /// The step's key (`scroll`, `expect`, ...).
  public var op: String
  /// 1-based line of the step in the file.
  public var line: Int
  /// What it does.
  public var action: Action
  /// `expectError`: the step must fail with a message containing this text.
  public var expectError: String?

  /// The step kinds of the contract.
  /// `section` on `scroll`, `drag` and `fling` names an orthogonally scrolling section, which
  /// the step scrolls instead of the collection view.
  public enum Action: Sendable {
    case scroll(
      to: CGPoint?, by: CGPoint?, animated: Bool, duration: Double, wait: Bool, section: Int?)
    case scrollToItem(IndexPath, position: String, animated: Bool)
    case drag(by: CGPoint, duration: Double, releaseVelocity: CGPoint, section: Int?)
    case fling(velocity: CGPoint, wait: Bool, section: Int?)
    case resize(CGSize, animated: Bool)
    case setInsets(contentInset: EdgeInsets?, safeAreaInsets: EdgeInsets?)
    case update(UpdateOperation)
    case batch(updates: [UpdateOperation], animated: Bool, duration: Double, data: [SectionData]?)
    case reloadData(data: [SectionData]?)
    case invalidate(InvalidateSpec)
    // The layout cases hold every flow property: boxed, so that every other step stays small to
    // copy.
    indirect case set(FlowProperties)
    indirect case setLayout(LayoutSpec, animated: Bool)
    case wait(WaitSpec)
    case snapshot(rect: CGRect?)
    case expect(Expectation)
    /// A snapshot step of a diffable data source.
    case diffable(DiffableStep)
  }
}

/// An `invalidate` step: plain, everything, or a context naming elements.
public struct InvalidateSpec: Sendable {
  /// `everything: true`: UICollectionViewLayoutInvalidationContext.invalidateEverything.
  public var everything = false
  /// `items`: invalidateItems(at:).
  public var items: [IndexPath] = []
  /// `supplementary`: invalidateSupplementaryElements(ofKind:at:), by kind.
  public var supplementary: [(kind: String, paths: [IndexPath])] = []
  /// `decorations`: invalidateDecorationElements(ofKind:at:), by kind.
  public var decorations: [(kind: String, paths: [IndexPath])] = []

  /// Whether the step names elements (invalidateLayout(with:) rather than invalidateLayout()).
  public var isContext: Bool {
    everything || !items.isEmpty || !supplementary.isEmpty || !decorations.isEmpty
  }
}

/// A `wait` step.
public enum WaitSpec: Sendable {
  case frames(Int)
  case seconds(Double)
  case idle
}

/// An `expect` step: what is checked, and the expectation as written (for the assert event).
public struct Expectation: Sendable {
  /// What an expectation checks.
  public enum Check: Sendable {
    /// Fields of one element: frame, origin, size, alpha, zIndex, hidden, visible.
    case element(ElementKey, [ElementField])
    case contentOffset(CGPoint)
    case contentSize(CGSize)
    /// Exactly these cells are visible.
    case visibleCells([ElementKey])
    /// Visible elements of a category or kind (`cell`, `supplementary/header`, ...).
    case count([(selector: String, count: Int)])
  }

  /// One checked field of an element.
  public enum ElementField: Sendable {
    case frame(CGRect)
    case origin(CGPoint)
    case size(CGSize)
    case alpha(Double)
    case zIndex(Int)
    case hidden(Bool)
    case visible(Bool)
  }

  /// What is checked.
  public var check: Check
  /// The mapping as written, kept as read until it is asked for.
  let writtenMapping: WrittenMapping

  init(check: Check, written: WrittenMapping) {
    self.check = check
    writtenMapping = written
  }

  /// The mapping as written (without `expectError`), for the assert event: numbers as their
  /// values, booleans and nulls as such, the rest as strings.
  public var written: JSONValue { writtenMapping.json }
}
