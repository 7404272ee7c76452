import Foundation
import LayoutKit

extension LayoutRegistry {
  /// The ported layouts, each a layout file written as for iOS and compiled against UIKitCompat.
  static let portedKinds: [CustomLayoutKind] = [
    CustomLayoutKind(
      name: "snapping-carousel", isFlowLayout: true,
      parameters: [
        LayoutParameter("sideItemScale", .number(minimum: 0)),
        LayoutParameter("sideItemAlpha", .number(minimum: 0)),
        LayoutParameter("sideItemSpacing", .number(minimum: nil)),
        LayoutParameter("decelerationRate", .choice(["normal", "fast"])),
      ],
      make: { values in
        let layout = ScalingCarouselLayout()
        if let value = values.number("sideItemScale") { layout.sideItemScale = CGFloat(value) }
        if let value = values.number("sideItemAlpha") { layout.sideItemAlpha = CGFloat(value) }
        if let value = values.number("sideItemSpacing") { layout.sideItemSpacing = CGFloat(value) }
        if let rate = values.word("decelerationRate") {
          layout.decelerationRate = rate == "fast" ? .fast : .normal
        }
        return layout
      }),
    CustomLayoutKind(
      name: "anchored-self-sizing", isFlowLayout: true, parameters: [],
      make: { _ in AnchoredSelfSizingLayout() }),
    CustomLayoutKind(
      name: "aligned-flow", isFlowLayout: true,
      parameters: [
        LayoutParameter("lineAlignment", .choice(LineAlignment.allCases.map(\.rawValue)))
      ],
      make: { values in
        let layout = AlignedFlowLayout()
        if let name = values.word("lineAlignment"), let alignment = LineAlignment(rawValue: name) {
          layout.lineAlignment = alignment
        }
        return layout
      }),
    CustomLayoutKind(
      name: "waterfall", isFlowLayout: false,
      parameters: [
        LayoutParameter("numberOfColumns", .integer(minimum: 1, maximum: 1_000)),
        LayoutParameter("columnSpacing", .number(minimum: 0)),
        LayoutParameter("itemSpacing", .number(minimum: 0)),
        LayoutParameter("defaultItemHeight", .number(minimum: 0)),
      ],
      make: { values in
        let layout = WaterfallLayout()
        if let value = values.number("numberOfColumns") { layout.numberOfColumns = Int(value) }
        if let value = values.number("columnSpacing") { layout.columnSpacing = CGFloat(value) }
        if let value = values.number("itemSpacing") { layout.itemSpacing = CGFloat(value) }
        if let value = values.number("defaultItemHeight") {
          layout.defaultItemHeight = CGFloat(value)
        }
        return layout
      }),
    CustomLayoutKind(
      name: "circle", isFlowLayout: false, parameters: [LayoutParameter("itemSize", .size)],
      make: { values in
        let layout = CircleLayout()
        if let value = values.size("itemSize") { layout.itemSize = value }
        return layout
      }),
    CustomLayoutKind(
      name: "stacked-cards", isFlowLayout: false,
      parameters: [
        LayoutParameter("cardHeight", .number(minimum: 1)),
        LayoutParameter("cardSpacing", .number(minimum: 0)),
        LayoutParameter("minimumScale", .number(minimum: 0)),
      ],
      make: { values in
        let layout = StackedCardsLayout()
        if let value = values.number("cardHeight") { layout.cardHeight = CGFloat(value) }
        if let value = values.number("cardSpacing") { layout.cardSpacing = CGFloat(value) }
        if let value = values.number("minimumScale") { layout.minimumScale = CGFloat(value) }
        return layout
      }),
  ]
}
