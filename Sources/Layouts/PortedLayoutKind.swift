import Foundation
import LayoutKit

/// The type of a layout parameter, as a scenario writes it.
public enum LayoutParameterType: Sendable, Equatable {
  /// A finite number, at least `minimum` when one is given.
  case number(minimum: Double?)
  /// An integer from `minimum` to `maximum`.
  case integer(minimum: Int, maximum: Int)
  /// true or false.
  case bool
  /// One of the given words.
  case choice([String])
  /// A size `[w, h]`.
  case size
}

/// One key a ported layout kind reads from the scenario's `layout` mapping.
public struct LayoutParameter: Sendable {
  /// The key.
  public let name: String
  /// Its type.
  public let type: LayoutParameterType

  /// A key of the given type.
  public init(_ name: String, _ type: LayoutParameterType) {
    self.name = name
    self.type = type
  }
}

/// A layout kind ported from a UIKit layout file (`Sources/Layouts/Ported`), with the keys it
/// reads. Flow-based kinds also take the flow layout's keys; the others take only their own.
public struct PortedLayoutKind: Sendable {
  /// The name `layout.kind` gives.
  public let name: String
  /// Whether the layout is a UICollectionViewFlowLayout subclass.
  public let isFlowLayout: Bool
  /// The keys it reads.
  public let parameters: [LayoutParameter]
  /// A new layout with the values the scenario gave (absent keys keep the layout's defaults).
  public let make: @Sendable ([String: AttributeValue]) -> CollectionViewLayout
}

extension [String: AttributeValue] {
  func number(_ key: String) -> Double? {
    if case .number(let value)? = self[key] { return value }
    return nil
  }

  func word(_ key: String) -> String? {
    if case .string(let value)? = self[key] { return value }
    return nil
  }

  func size(_ key: String) -> CGSize? {
    if case .array(let parts)? = self[key], parts.count == 2, case .number(let width) = parts[0],
      case .number(let height) = parts[1]
    {
      return CGSize(width: width, height: height)
    }
    return nil
  }
}

extension LayoutRegistry {
  /// The ported layouts, each a layout file written as for iOS and compiled against UIKitCompat.
  public static let portedKinds: [PortedLayoutKind] = [
    PortedLayoutKind(
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
    PortedLayoutKind(
      name: "anchored-self-sizing", isFlowLayout: true, parameters: [],
      make: { _ in AnchoredSelfSizingLayout() }),
    PortedLayoutKind(
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
    PortedLayoutKind(
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
    PortedLayoutKind(
      name: "circle", isFlowLayout: false, parameters: [LayoutParameter("itemSize", .size)],
      make: { values in
        let layout = CircleLayout()
        if let value = values.size("itemSize") { layout.itemSize = value }
        return layout
      }),
    PortedLayoutKind(
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

  /// The ported kind of that name.
  public static func portedKind(_ name: String) -> PortedLayoutKind? {
    portedKinds.first { $0.name == name }
  }
}
