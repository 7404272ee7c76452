import Foundation

extension FlowLayout {
  /// Reads the sections' metrics into `metrics`, or records and reports the configuration error
  /// that leaves the layout empty. Returns whether they were read.
  @discardableResult
  func readMetrics(from cv: LayoutCollectionView) -> Bool {
    switch collectMetrics(from: cv) {
    case .success(let collected):
      metrics = collected
      configurationError = nil
      return true
    case .failure(let error):
      metrics = []
      configurationError = error
      report(.exception(error.message))
      return false
    }
  }

  /// Asks the delegate (or falls back to the layout's properties) for every section's sizes,
  /// insets and spacings, and checks them (`_getSizingInfosWithExistingSizingDictionary:`). A
  /// method the delegate does not implement is never called, as UIKit learns once with
  /// respondsToSelector:. Negative item counts count as 0, as in UIKit.
  func collectMetrics(from cv: LayoutCollectionView) -> Result<
    [FlowSectionMetrics], FlowLayoutConfigurationError
  > {
    let answerers = FlowDelegateAnswerers(cv.flowLayoutDelegate)
    if let problem = check(size: estimatedItemSize, what: "estimatedItemSize", cv) {
      return .failure(problem)
    }
    var result: [FlowSectionMetrics] = []
    delegateSizedSections.removeAll(keepingCapacity: true)
    delegateSizedSections.reserveCapacity(headroomFor: max(0, cv.numberOfSections))
    let sectionCount = max(0, cv.numberOfSections)
    // Room for sections inserted later, so that an update shifts the metrics in place.
    result.reserveCapacity(headroomFor: sectionCount)
    for section in 0..<sectionCount {
      switch collectSectionMetrics(section, answerers, cv) {
      case .success(let collected):
        delegateSizedSections.append(collected.delegateSized)
        // A section like the one before shares its values: each costs a reference.
        if let previous = result.last, previous == collected.metrics {
          result.append(previous)
        } else {
          result.append(collected.metrics)
        }
      case .failure(let error): return .failure(error)
      }
    }
    return .success(result)
  }

  /// One section's metrics, asked of the delegate and checked, and whether the delegate answered
  /// any of its item sizes.
  func collectSectionMetrics(
    _ section: Int, _ answerers: FlowDelegateAnswerers, _ cv: LayoutCollectionView
  ) -> Result<(metrics: FlowSectionMetrics, delegateSized: Bool), FlowLayoutConfigurationError> {
    let count = max(0, cv.numberOfItems(inSection: section))
    var delegateSized = false
    let itemSizes: FlowItemSizes
    switch collectItemSizes(
      section: section, count: count, cv, answerers.sizes, answered: &delegateSized)
    {
    case .success(let collected): itemSizes = collected
    case .failure(let error): return .failure(error)
    }
    let metrics = sectionMetrics(section, itemSizes: itemSizes, answerers, cv)
    if let problem = check(metrics, section: section, cv) { return .failure(problem) }
    return .success((metrics, delegateSized))
  }

  /// The section's insets, spacings and header and footer sizes, from the delegate where it
  /// implements them and the layout's properties otherwise, around `itemSizes`.
  func sectionMetrics(
    _ section: Int, itemSizes: FlowItemSizes, _ answerers: FlowDelegateAnswerers,
    _ cv: LayoutCollectionView
  ) -> FlowSectionMetrics {
    FlowSectionMetrics(
      itemSizes: itemSizes,
      sectionInset: answerers.insets?.collectionView(cv, layout: self, insetForSectionAt: section)
        ?? sectionInset,
      minimumLineSpacing: answerers.lineSpacings?.collectionView(
        cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
      minimumInteritemSpacing: answerers.interitemSpacings?.collectionView(
        cv, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing,
      headerReferenceSize: answerers.headers?.collectionView(
        cv, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
      footerReferenceSize: answerers.footers?.collectionView(
        cv, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
  }

  /// The item sizes of one section, kept as one size while every answer is the same (UIKit then
  /// treats the section as fixed-size); `answered` is set when the delegate answered any.
  private func collectItemSizes(
    section: Int, count: Int, _ cv: LayoutCollectionView,
    _ delegate: CollectionViewDelegateFlowLayout?, answered: inout Bool
  ) -> Result<FlowItemSizes, FlowLayoutConfigurationError> {
    guard let delegate else {
      if let problem = check(size: itemSize, what: "itemSize", cv) { return .failure(problem) }
      return .success(.uniform(itemSize, count: count))
    }
    var common: CGSize?
    var sizes: [CGSize] = []
    for item in 0..<count {
      let size: CGSize
      switch askItemSize(item, section: section, cv, delegate, answered: &answered) {
      case .success(let asked): size = asked
      case .failure(let error): return .failure(error)
      }
      if sizes.isEmpty {
        if common == nil {
          common = size
          continue
        }
        if common == size { continue }
        sizes.reserveCapacity(count)
        sizes.append(contentsOf: repeatElement(common ?? size, count: item))
      }
      sizes.append(size)
    }
    if sizes.isEmpty { return .success(.uniform(common ?? itemSize, count: count)) }
    return .success(.perItem(sizes))
  }

  /// One item's size from the delegate (the layout's itemSize where it gives none), checked:
  /// a negative or non-finite size is the configuration error UIKit raises. `answered` is set
  /// when the delegate answered.
  func askItemSize(
    _ item: Int, section: Int, _ cv: LayoutCollectionView,
    _ delegate: CollectionViewDelegateFlowLayout, answered: inout Bool
  ) -> Result<CGSize, FlowLayoutConfigurationError> {
    let answer = delegate.collectionView(
      cv, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
    if answer != nil { answered = true }
    let size = answer ?? itemSize
    if let answer, answer.width.isFinite, answer.height.isFinite,
      answer.width < 0 || answer.height < 0
    {
      return .failure(
        FlowLayoutConfigurationError(
          "Collection view delegate returned a negative size \(Self.text(answer)) from "
            + "-collectionView:layout:sizeForItemAtIndexPath: for item \(item) in section "
            + "\(section), which is not supported by flow layout. Delegate: "
            + "<\(String(describing: type(of: delegate)))>; collection view: \(Self.describe(cv))"
        ))
    }
    if let problem = check(size: size, what: "item \(item) in section \(section)", cv) {
      return .failure(problem)
    }
    return .success(size)
  }

  /// `what` names the size only in the message of a refused one: it is built then, not for
  /// every item checked.
  private func check(size: CGSize, what: @autoclosure () -> String, _ cv: LayoutCollectionView)
    -> FlowLayoutConfigurationError?
  {
    guard size.width.isFinite, size.height.isFinite else {
      return FlowLayoutConfigurationError(
        "Invalid size \(Self.text(size)) for \(what()): sizes must be finite numbers.")
    }
    guard size.width >= 0, size.height >= 0 else {
      return FlowLayoutConfigurationError(
        "Negative sizes are not supported by flow layout. Collection view: \(Self.describe(cv))")
    }
    return nil
  }

  func check(_ metrics: FlowSectionMetrics, section: Int, _ cv: LayoutCollectionView)
    -> FlowLayoutConfigurationError?
  {
    if !metrics.sectionInset.isFinite {
      return FlowLayoutConfigurationError(
        "Invalid section inset \(metrics.sectionInset) for section \(section): insets must be finite numbers."
      )
    }
    for (name, value) in [
      ("minimumLineSpacing", metrics.minimumLineSpacing),
      ("minimumInteritemSpacing", metrics.minimumInteritemSpacing),
    ] where !value.isFinite {
      return FlowLayoutConfigurationError(
        "Invalid \(name) \(cgFloatDescription(value)) for section \(section): spacings must be finite numbers."
      )
    }
    for (name, size) in [
      ("headers", metrics.headerReferenceSize), ("footers", metrics.footerReferenceSize),
    ] {
      guard size.width.isFinite, size.height.isFinite else {
        return FlowLayoutConfigurationError(
          "Invalid size \(Self.text(size)) for the \(name.dropLast()) of section \(section): sizes must be finite numbers."
        )
      }
      // UIKit logs this as a fault and lays out on (a negative header still moves the content).
      if size.width < 0 || size.height < 0 {
        report(
          .warning(
            "Negative sizes of \(name) are not supported by flow layout. Invalid size: "
              + "\(Self.text(size)); collection view: \(Self.describe(cv))"))
      }
    }
    return nil
  }

  /// Logs UIKit's "not defined" warning for every section with an item longer than its line
  /// (`logInvalidSizesForHorizontalDirection:warnAboutDelegateValues:`), with the line about the
  /// delegate's values when the section's sizes came from the delegate.
  /// The geometry keeps the oversized sections, so this costs them, not every section.
  func reportInvalidSizes(_ geometry: FlowLayoutGeometry, collectionView cv: LayoutCollectionView) {
    for index in geometry.oversizedSections {
      let fromDelegate = sizesCameFromDelegate(index)
      report(.warning(notDefinedMessage(cv, delegateValues: fromDelegate)))
    }
  }

  /// Whether the delegate answered section `section`'s item sizes.
  func sizesCameFromDelegate(_ section: Int) -> Bool {
    delegateSizedSections.indices.contains(section) && delegateSizedSections[section]
  }

  /// `_boundsAndInsetsAreValidForReferenceDimension`: whether any width (vertical scrolling) or
  /// height (horizontal) is left inside the bounds after the adjusted content insets. Without
  /// it UIKit's flow layout computes nothing and answers every rect with no elements.
  func boundsAndInsetsAreValidForReferenceDimension(_ cv: LayoutCollectionView) -> Bool {
    // Only what the dimension depends on is read: every rect query and bounds change asks this,
    // and the whole environment (margins, safe area, mirroring, quirks) cost each of them.
    FlowLayoutEnvironment.dimension(
      scrollDirection: scrollDirection, boundsSize: cv.bounds.size,
      adjustedContentInset: cv.adjustedContentInset) > 0
  }

  /// UIKit drops every item in silence when the insets leave no room across the scroll
  /// direction; scrollsim says so with the flow layout's own warning (the item is wider, or
  /// taller, than what is left), once per layout pass that has items to lose.
  func reportUnplacedItems(_ cv: LayoutCollectionView) {
    let hasItems = (0..<cv.numberOfSections).contains { cv.numberOfItems(inSection: $0) > 0 }
    guard hasItems else { return }
    report(.warning(notDefinedMessage(cv, delegateValues: false)))
  }

  /// UIKit's console text, with deterministic descriptions in place of object addresses.
  func notDefinedMessage(_ cv: LayoutCollectionView, delegateValues: Bool) -> String {
    let reason =
      scrollDirection == .vertical
      ? "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
      : "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
    var lines = ["The behavior of the UICollectionViewFlowLayout is not defined because:", reason]
    if delegateValues { lines.append("Please check the values returned by the delegate.") }
    let layout = "<\(String(describing: type(of: self)))>"
    lines.append(
      "The relevant UICollectionViewFlowLayout instance is \(layout), and it is attached to "
        + "\(Self.describe(cv)) collection view layout: \(layout).")
    lines.append(
      "Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger."
    )
    return lines.joined(separator: "\n")
  }

  /// UIKit's exception text for invalidateLayout(with:) given a context of the wrong class.
  static func wrongContextMessage(_ context: InvalidationContext, _ cv: LayoutCollectionView?)
    -> String
  {
    "The invalidation context (<\(String(describing: type(of: context)))>) sent to "
      + "-[UICollectionViewFlowLayout invalidateLayoutWithContext:] is not an instance of type "
      + "UICollectionViewFlowLayoutInvalidationContext or a subclass. Collection view: "
      + (cv.map(describe) ?? "(null)")
  }

  /// A deterministic stand-in for UIKit's `-[UICollectionView description]`.
  static func describe(_ cv: LayoutCollectionView) -> String {
    let bounds = cv.bounds
    return
      "<UICollectionView; frame = (0 0; \(cgFloatDescription(bounds.width)) \(cgFloatDescription(bounds.height))); "
      + "contentOffset: {\(cgFloatDescription(bounds.minX)), \(cgFloatDescription(bounds.minY))}; "
      + "adjustedContentInset: \(cv.adjustedContentInset)>"
  }

  /// NSStringFromCGSize: `{w, h}`.
  static func text(_ size: CGSize) -> String {
    "{\(cgFloatDescription(size.width)), \(cgFloatDescription(size.height))}"
  }
}
