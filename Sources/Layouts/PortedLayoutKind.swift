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
    if case .array(let parts)? = self[key], parts.count == 2, case .number(let w) = parts[0],
      case .number(let h) = parts[1]
    {
      return CGSize(width: w, height: h)
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
        if let v = values.number("sideItemScale") { layout.sideItemScale = CGFloat(v) }
        if let v = values.number("sideItemAlpha") { layout.sideItemAlpha = CGFloat(v) }
        if let v = values.number("sideItemSpacing") { layout.sideItemSpacing = CGFloat(v) }
        if let v = values.word("decelerationRate") {
          layout.decelerationRate = v == "fast" ? .fast : .normal
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
        if let v = values.word("lineAlignment"), let alignment = LineAlignment(rawValue: v) {
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
        if let v = values.number("numberOfColumns") { layout.numberOfColumns = Int(v) }
        if let v = values.number("columnSpacing") { layout.columnSpacing = CGFloat(v) }
        if let v = values.number("itemSpacing") { layout.itemSpacing = CGFloat(v) }
        if let v = values.number("defaultItemHeight") { layout.defaultItemHeight = CGFloat(v) }
        return layout
      }),
    PortedLayoutKind(
      name: "circle", isFlowLayout: false, parameters: [LayoutParameter("itemSize", .size)],
      make: { values in
        let layout = CircleLayout()
        if let v = values.size("itemSize") { layout.itemSize = v }
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
        if let v = values.number("cardHeight") { layout.cardHeight = CGFloat(v) }
        if let v = values.number("cardSpacing") { layout.cardSpacing = CGFloat(v) }
        if let v = values.number("minimumScale") { layout.minimumScale = CGFloat(v) }
        return layout
      }),
  ]

  /// The ported kind of that name.
  public static func portedKind(_ name: String) -> PortedLayoutKind? {
    portedKinds.first { $0.name == name }
  }
}
