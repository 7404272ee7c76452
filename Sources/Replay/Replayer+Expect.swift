import Foundation
import LayoutKit
import Scenario
import Simulator

extension Replayer {
  /// Numbers compare within 0.001 pt.
  static let tolerance = 0.001

  static func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= tolerance
  }

  /// Whether the expectation holds, and the actual values of the fields it names.
  func evaluate(_ expectation: Expectation, _ cv: CollectionView) -> (Bool, JSONValue) {
    switch expectation.check {
    case .element(let key, let fields):
      let displayed = cv.visible[key]
      var attributes = displayed
      if attributes == nil {
        attributes = cv.callLayout(Self.queryName(key), .object([("id", .string(key.id))])) {
          $0.layoutAttributes(for: key)
        }
        cv.drainDiagnostics()
      }
      var passed = true
      var actual: [(String, JSONValue)] = []
      for field in fields {
        let (name, ok, value) = Self.check(field, attributes, visible: displayed != nil)
        passed = passed && ok
        actual.append((name, value))
      }
      return (passed, .object(actual))
    case .contentOffset(let expected):
      let offset = cv.bounds.origin
      return (
        Self.close(offset.x, expected.x) && Self.close(offset.y, expected.y),
        .object([("contentOffset", JSONValue(offset))])
      )
    case .contentSize(let expected):
      let size = cv.contentSize
      return (
        Self.close(size.width, expected.width) && Self.close(size.height, expected.height),
        .object([("contentSize", JSONValue(size))])
      )
    case .visibleCells(let expected):
      let cells = cv.visible.keys.filter { $0.category == .cell }.sorted()
      return (
        Set(cells) == Set(expected), .object([("visible", .array(cells.map { .string($0.id) }))])
      )
    case .count(let selectors):
      var passed = true
      var actual: [(String, JSONValue)] = []
      for (selector, expected) in selectors {
        let count = cv.visible.keys.filter { Self.matches($0, selector) }.count
        passed = passed && count == expected
        actual.append((selector, .number(Double(count))))
      }
      return (passed, .object([("count", .object(actual))]))
    }
  }

  static func queryName(_ key: ElementKey) -> String {
    switch key.category {
    case .cell: "layoutAttributesForItem(at:)"
    case .supplementaryView: "layoutAttributesForSupplementaryView(ofKind:at:)"
    case .decorationView: "layoutAttributesForDecorationView(ofKind:at:)"
    }
  }

  /// `cell`, `supplementary`, `supplementary/KIND`, `decoration`, `decoration/KIND`.
  static func matches(_ key: ElementKey, _ selector: String) -> Bool {
    let parts = selector.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.first == key.category.idPrefix else { return false }
    return parts.count == 1 || ElementKind.shortName(key.kind) == parts[1]
  }

  static func check(
    _ field: Expectation.ElementField, _ attributes: LayoutAttributes?, visible: Bool
  ) -> (
    String, Bool, JSONValue
  ) {
    switch field {
    case .visible(let expected):
      return ("visible", visible == expected, .bool(visible))
    case .frame(let expected):
      guard let frame = attributes?.frame else { return ("frame", false, .null) }
      let ok =
        close(frame.minX, expected.minX) && close(frame.minY, expected.minY)
        && close(frame.width, expected.width)
        && close(frame.height, expected.height)
      return ("frame", ok, JSONValue(frame))
    case .origin(let expected):
      guard let frame = attributes?.frame else { return ("origin", false, .null) }
      return (
        "origin", close(frame.minX, expected.x) && close(frame.minY, expected.y),
        JSONValue(CGPoint(x: frame.minX, y: frame.minY))
      )
    case .size(let expected):
      guard let frame = attributes?.frame else { return ("size", false, .null) }
      return (
        "size", close(frame.width, expected.width) && close(frame.height, expected.height),
        JSONValue(CGSize(width: frame.width, height: frame.height))
      )
    case .alpha(let expected):
      guard let attributes else { return ("alpha", false, .null) }
      return ("alpha", close(attributes.alpha, expected), .number(attributes.alpha))
    case .zIndex(let expected):
      guard let attributes else { return ("zIndex", false, .null) }
      return ("zIndex", attributes.zIndex == expected, .number(Double(attributes.zIndex)))
    case .hidden(let expected):
      guard let attributes else { return ("hidden", false, .null) }
      return ("hidden", attributes.isHidden == expected, .bool(attributes.isHidden))
    }
  }
}
