import Foundation

extension FlowLayoutGeometry {
  // MARK: - Section inset reference (docs/uikit-reference.md, "Content size …")

  fileprivate static func referenceInsets(_ environment: FlowLayoutEnvironment) -> EdgeInsets? {
    switch environment.sectionInsetReference {
    case .fromContentInset: nil
    case .fromSafeArea: environment.safeAreaInsets
    case .fromLayoutMargins: environment.layoutMargins
    }
  }

  /// The space added before the first and after the last section when the reference edge lies
  /// inside the adjusted content inset: max(reference edge - adjusted inset edge, 0).
  static func sectionInsetReferenceExtra(
    _ environment: FlowLayoutEnvironment, axis: FlowAxis
  )
    -> (leading: Double, trailing: Double)
  {
    guard let reference = referenceInsets(environment) else { return (0, 0) }
    let adjusted = environment.adjustedContentInset
    return (
      max(axis.mainBefore(reference) - axis.mainBefore(adjusted), 0),
      max(axis.mainAfter(reference) - axis.mainAfter(adjusted), 0)
    )
  }

  /// Section insets across the scroll direction measured from the reference edge:
  /// max(inset + reference edge - adjusted inset edge, 0).
  static func referenceAdjustedInset(
    _ inset: EdgeInsets, _ environment: FlowLayoutEnvironment, _ axis: FlowAxis
  ) -> EdgeInsets {
    guard let reference = referenceInsets(environment) else { return inset }
    let adjusted = environment.adjustedContentInset
    var result = inset
    if axis.isVertical {
      result.left = max(inset.left + reference.left - adjusted.left, 0)
      result.right = max(inset.right + reference.right - adjusted.right, 0)
    } else {
      result.top = max(inset.top + reference.top - adjusted.top, 0)
      result.bottom = max(inset.bottom + reference.bottom - adjusted.bottom, 0)
    }
    return result
  }

  // MARK: - Display space

  /// The mirror image within the content width, as UIKit mirrors: (width - w) - x.
  static func mirrored(_ rect: CGRect, contentWidth: Double) -> CGRect {
    var mirrored = rect
    mirrored.origin.x = (contentWidth - mirrored.size.width) - mirrored.origin.x
    return mirrored
  }

  /// Both origin coordinates rounded to the pixel grid (docs/uikit-reference.md, "Rounding").
  static func rounded(_ rect: CGRect, _ scale: Double) -> CGRect {
    var snapped = rect
    snapped.origin.x = roundToPixels(snapped.origin.x, scale: scale)
    snapped.origin.y = roundToPixels(snapped.origin.y, scale: scale)
    return snapped
  }

  /// Layout space to display space, unrounded: mirrored for right-to-left.
  public func mirroredForDisplay(_ rect: CGRect) -> CGRect {
    environment.mirrorsHorizontally ? Self.mirrored(rect, contentWidth: contentSize.width) : rect
  }

  /// A display-space rectangle in layout space (the mirror is its own inverse; no rounding).
  public func layoutSpace(_ rect: CGRect) -> CGRect {
    guard environment.mirrorsHorizontally else { return rect }
    var unmirrored = rect.standardized
    unmirrored.origin.x = contentSize.width - unmirrored.origin.x - unmirrored.size.width
    return unmirrored
  }
}
