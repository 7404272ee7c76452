import Foundation
import LayoutKit

extension Event.Payload {
  /// The first field holding a number that is not finite (NaN or an infinity), which JSON has no
  /// text for; nil when every number can be written.
  public var nonFiniteField: String? {
    switch self {
    case .contentSize(let size), .bounds(let size):
      return size.width.isFinite && size.height.isFinite ? nil : "size"
    case .scroll(let offset, let velocity), .orthogonalScroll(_, let offset, let velocity):
      if !offset.isFinitePoint { return "offset" }
      return velocity.map(\.isFinitePoint) == false ? "velocity" : nil
    case .appear(_, _, let from, let to):
      if from.map(\.isFinite) == false { return "from" }
      return to.isFinite ? nil : "to"
    case .change(_, _, _, let from, let to):
      if !from.isFinite { return "from" }
      return to.isFinite ? nil : "to"
    case .disappear(_, _, let from, let to):
      if !from.isFinite { return "from" }
      return to.map(\.isFinite) == false ? "to" : nil
    case .target(let proposed, let velocity, let target):
      if !proposed.isFinitePoint { return "proposed" }
      if !velocity.isFinitePoint { return "velocity" }
      return target.isFinitePoint ? nil : "target"
    case .call(_, let args):
      return args.map(\.isFinite) == false ? "args" : nil
    case .invalidate(_, let context):
      return context.map(\.isFinite) == false ? "context" : nil
    case .snapshot(let rect, let elements):
      if !rect.isFiniteRect { return "rect" }
      return elements.allSatisfy { $0.attrs.isFinite } ? nil : "elements"
    case .assert(_, let expect, let actual):
      if !expect.isFinite { return "expect" }
      return actual.isFinite ? nil : "actual"
    case .scenario, .step, .prepare, .update, .warning, .error, .end:
      return nil
    }
  }
}

extension CGPoint {
  var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension Attrs {
  /// Whether every number of the attributes can be written.
  var isFinite: Bool {
    let affine = transform
    // Each number looked at in turn: an array of them would be allocated for every event.
    return frame.isFiniteRect && alpha.isFinite && affine.a.isFinite && affine.b.isFinite
      && affine.c.isFinite && affine.d.isFinite && affine.tx.isFinite && affine.ty.isFinite
      && custom.allSatisfy { $0.value.isFinite }
  }
}

extension AttributeValue {
  var isFinite: Bool {
    switch self {
    case .number(let value): value.isFinite
    case .array(let values): values.allSatisfy(\.isFinite)
    case .string, .bool, .null: true
    }
  }
}

extension JSONValue {
  var isFinite: Bool {
    switch self {
    case .number(let value): value.isFinite
    case .array(let values): values.allSatisfy(\.isFinite)
    case .object(let pairs): pairs.allSatisfy { $0.1.isFinite }
    case .string, .bool, .null: true
    }
  }
}
