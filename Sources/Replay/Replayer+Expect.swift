import Foundation
import LayoutKit
import Scenario
import Simulator

extension Replayer {
  /// Numbers compare within 0.001 pt.
  static let tolerance = 0.001

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

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
      let o = cv.bounds.origin
      return (
        Self.close(o.x, expected.x) && Self.close(o.y, expected.y),
        .object([("contentOffset", JSONValue(o))])
      )
    case .contentSize(let expected):
      let s = cv.contentSize
      return (
        Self.close(s.width, expected.width) && Self.close(s.height, expected.height),
        .object([("contentSize", JSONValue(s))])
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
        let n = cv.visible.keys.filter { Self.matches($0, selector) }.count
        passed = passed && n == expected
        actual.append((selector, .number(Double(n))))
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

  static func check(_ field: Expectation.ElementField, _ a: LayoutAttributes?, visible: Bool) -> (
    String, Bool, JSONValue
  ) {
    switch field {
    case .visible(let expected):
      return ("visible", visible == expected, .bool(visible))
    case .frame(let r):
      guard let f = a?.frame else { return ("frame", false, .null) }
      let ok =
        close(f.minX, r.minX) && close(f.minY, r.minY) && close(f.width, r.width)
        && close(f.height, r.height)
      return ("frame", ok, JSONValue(f))
    case .origin(let p):
      guard let f = a?.frame else { return ("origin", false, .null) }
      return (
        "origin", close(f.minX, p.x) && close(f.minY, p.y), JSONValue(CGPoint(x: f.minX, y: f.minY))
      )
    case .size(let s):
      guard let f = a?.frame else { return ("size", false, .null) }
      return (
        "size", close(f.width, s.width) && close(f.height, s.height),
        JSONValue(CGSize(width: f.width, height: f.height))
      )
    case .alpha(let expected):
      guard let a else { return ("alpha", false, .null) }
      return ("alpha", close(a.alpha, expected), .number(a.alpha))
    case .zIndex(let expected):
      guard let a else { return ("zIndex", false, .null) }
      return ("zIndex", a.zIndex == expected, .number(Double(a.zIndex)))
    case .hidden(let expected):
      guard let a else { return ("hidden", false, .null) }
      return ("hidden", a.isHidden == expected, .bool(a.isHidden))
    }
  }
}
