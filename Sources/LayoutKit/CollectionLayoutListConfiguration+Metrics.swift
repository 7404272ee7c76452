import Foundation

/// The metrics a list section gets. UIKit's list section reads them from UITableView's constants
/// for the table style its appearance stands for, so they are a table's; docs/uikit-choices.md,
/// "List sections", gives each one with its evidence.
extension CollectionLayoutListConfiguration {
  /// The rows' estimated height: a table's default row height.
  static let estimatedRowHeight: Double = 44
  /// A plain table's default header and footer height (at the default text size).
  static let plainSupplementaryHeight: Double = 28
  /// A grouped table's default header and footer height: what a grouped list's header and footer
  /// are estimated at, and the room a header or footer that is not there leaves.
  static let groupedSupplementaryHeight = 17.5
  /// The room above a grouped list's first section when it has no header.
  static let groupedFirstSectionTopPadding: Double = 35
  /// The room below a grouped list's last section when it has no footer.
  static let groupedLastSectionBottomPadding: Double = 20
  /// The room below a sidebar section without a footer.
  static let sidebarBottomPadding: Double = 10
  /// The room above and below a plain sidebar section's header and footer when they do not pin.
  static let sidebarPlainPadding: Double = 8
  /// The automatic `headerTopPadding` of plain lists (iOS 15's padding above plain headers).
  static let plainHeaderTopPadding: Double = 22
  /// A table's side margin; 20 on a device with wide content margins (UIKit keeps 16 there when
  /// the space is 320 points wide or narrower).
  static let tableMargin: Double = 16
  static let wideTableMargin: Double = 20
  /// The shorter side from which scrollsim takes the device for one with wide content margins
  /// (the Plus and Max iPhones, iPads). UIKit asks the screen; scrollsim has only the view, and
  /// a view this wide is never 320 wide, so UIKit's narrow exception needs no test of its own.
  static let wideContentMarginsShorterSide: Double = 414

  /// Whether the appearance takes a plain table's constants (UIKit's list section asks for the
  /// plain style for both): headers and footers pin and span the whole width.
  var usesPlainTableStyle: Bool {
    switch appearance {
    case .plain, .sidebarPlain: true
    case .grouped, .insetGrouped, .sidebar: false
    }
  }

  /// Whether headers and footers are "chromeless" (pinned plain ones without a background): a
  /// plain table's, unless `headerTopPadding` is 0.
  var hasChromelessHeadersAndFooters: Bool {
    usesPlainTableStyle && headerTopPadding != 0
  }

  /// The estimated height of headers and footers, rounded to the display's pixels.
  func estimatedSupplementaryHeight(displayScale: Double) -> Double {
    let height =
      usesPlainTableStyle ? Self.plainSupplementaryHeight : Self.groupedSupplementaryHeight
    guard displayScale > 0 else { return height }
    return (height * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
  }

  /// `headerTopPadding`, or the appearance's own when automatic: 22 for the plain ones, none for
  /// the grouped ones (a sidebar falls back to the grouped table's).
  var effectiveHeaderTopPadding: Double {
    headerTopPadding ?? (usesPlainTableStyle ? Self.plainHeaderTopPadding : 0)
  }

  /// The room left before a section's supplementary header.
  var paddingBeforeHeader: Double {
    headerMode == .supplementary ? effectiveHeaderTopPadding : 0
  }

  /// The section's content insets in `environment`: the side margins of the inset appearances,
  /// and along the scroll direction the room the appearance keeps around a section by where it
  /// stands (first, last) and whether it has a header or a footer.
  func sectionInsets(in environment: CompositionalLayoutEnvironment) -> DirectionalEdgeInsets {
    let scale = environment.traitCollection.displayScale
    let hasHeader = headerMode != .none
    let hasFooter = footerMode == .supplementary
    var top = headerMode == .firstItemInSection ? effectiveHeaderTopPadding : 0
    var bottom = 0.0
    switch appearance {
    case .grouped, .insetGrouped:
      if !hasHeader {
        top +=
          environment.sectionIndex == 0
          ? Self.groupedFirstSectionTopPadding : estimatedSupplementaryHeight(displayScale: scale)
      }
      if !hasFooter {
        bottom +=
          environment.sectionIndex >= environment.numberOfSections - 1
          ? Self.groupedLastSectionBottomPadding : estimatedSupplementaryHeight(displayScale: scale)
      }
    case .sidebar:
      if !hasFooter { bottom += Self.sidebarBottomPadding }
    case .sidebarPlain:
      if !hasChromelessHeadersAndFooters && (hasHeader || hasFooter) {
        top += Self.sidebarPlainPadding
        bottom += Self.sidebarPlainPadding
      }
    case .plain:
      break
    }
    let (leading, trailing) = sideInsets(in: environment)
    return DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }

  /// The leading and trailing insets: none for plain and grouped rows; for the inset appearances
  /// the table margin outside the safe area, or the collection view's layout margins if larger.
  private func sideInsets(in environment: CompositionalLayoutEnvironment) -> (Double, Double) {
    switch appearance {
    case .plain, .grouped: return (0, 0)
    case .insetGrouped, .sidebar, .sidebarPlain: break
    }
    let size = environment.container.contentSize
    let margin =
      min(size.width, size.height) < Self.wideContentMarginsShorterSide
      ? Self.tableMargin : Self.wideTableMargin
    let (safeArea, margins) = (environment.safeAreaInsets, environment.layoutMargins)
    let left = max(margins.left, margin + safeArea.left)
    let right = max(margins.right, margin + safeArea.right)
    return environment.traitCollection.layoutDirection == .rightToLeft
      ? (right, left) : (left, right)
  }
}
