import Foundation
import LayoutKit

/// Why an element event happened (event-stream `cause`).
public enum Cause: String, Sendable {
  /// The content offset changed.
  case scroll
  /// The bounds size or the insets changed.
  case bounds
  /// An insert, delete, move, reload, batch or reloadData.
  case update
  /// The first pass, an `invalidate` or a `set` step.
  case layout
  /// A layout transition (setLayout).
  case transition
}

/// The attributes the event stream reports for an element: frame, alpha, zIndex, hidden, the
/// transform and a subclass's extra properties.
public struct Attrs: Equatable, Sendable {
  // `custom` is declared first so that the memberwise initializer (custom, frame, ...) differs
  // from the public one, which sorts `custom`: both public initializers call it
  // (`Event.init(t:frame:step:payload:...)` says why).
  /// A layout attributes subclass's extra properties (`customAttributes`), sorted by name.
  public var custom: [CustomAttribute]
  /// UICollectionViewLayoutAttributes.frame
  public var frame: CGRect
  /// UICollectionViewLayoutAttributes.alpha
  public var alpha: Double
  /// UICollectionViewLayoutAttributes.zIndex
  public var zIndex: Int
  /// UICollectionViewLayoutAttributes.isHidden
  public var isHidden: Bool
  /// UICollectionViewLayoutAttributes.transform
  public var transform: CGAffineTransform

  /// The `custom` key of a transform3D that is not affine.
  public static let transform3DKey = "transform3D"

  /// One extra property of a layout attributes subclass.
  public struct CustomAttribute: Equatable, Sendable {
    /// The property's name.
    public var name: String
    /// Its value.
    public var value: AttributeValue

    /// A named value.
    public init(name: String, value: AttributeValue) {
      self.name = name
      self.value = value
    }
  }
}

extension Attrs {
  /// The reported part of layout attributes.
  public init(_ attributes: LayoutAttributes) {
    let (frame, alpha) = (attributes.frame, attributes.alpha)
    let (zIndex, isHidden) = (attributes.zIndex, attributes.isHidden)
    let transform: CGAffineTransform
    let custom: [CustomAttribute]
    if type(of: attributes) == LayoutAttributes.self {
      // The base class (nearly every element) has no extra properties
      // (`reflectedCustomAttributes`), and its affine transform is its 3D one's part: neither
      // is asked for. A subclass may override all three.
      let transform3D = attributes.transform3D
      transform = CATransform3DGetAffineTransform(transform3D)
      custom = Self.custom(nil, transform3D)
    } else {
      transform = attributes.transform
      let extra = attributes.customAttributes
      custom = Self.custom(extra, attributes.transform3D)
    }
    self.init(
      custom: custom, frame: frame, alpha: alpha, zIndex: zIndex, isHidden: isHidden,
      transform: transform)
  }

  /// `extra` (nil: none) sorted by name, with the part of `transform3D` that is not affine (its
  /// depth, perspective): the contract's `transform` holds the affine part, and the rest is
  /// written under `custom` as the sixteen entries, row by row.
  private static func custom(
    _ extra: [String: AttributeValue]?, _ transform3D: CATransform3D
  ) -> [CustomAttribute] {
    var extra = extra
    if !CATransform3DIsAffine(transform3D) {
      extra = extra ?? [:]
      extra?[transform3DKey] = .array(transform3D.entries.map { .number(Double($0)) })
    }
    guard let extra, !extra.isEmpty else { return [] }
    return extra.keys.sorted().map { CustomAttribute(name: $0, value: extra[$0] ?? .null) }
  }

  /// Attributes from their parts.
  public init(
    frame: CGRect, alpha: Double = 1, zIndex: Int = 0, isHidden: Bool = false,
    transform: CGAffineTransform = .identity, custom: [CustomAttribute] = []
  ) {
    self.init(
      custom: custom.sorted { $0.name < $1.name }, frame: frame, alpha: alpha, zIndex: zIndex,
      isHidden: isHidden, transform: transform)
  }
}

/// One line of the event stream (docs/event-stream.md) without its `seq`, which the
/// log assigns.
public struct Event: Sendable {
  // The payload is declared first so that the memberwise initializer (payload, t, frame, ...)
  // differs from the public one, which calls it (`init(t:frame:step:payload:...)`).
  /// The type and its fields.
  public var payload: Payload
  /// Virtual time in seconds.
  public var t: Double
  /// Display tick number.
  public var frame: Int
  /// Index of the step being run, -1 before the first.
  public var step: Int
  /// The identifier of an `appear`, `change` or `disappear` element in a diffable data source:
  /// its item's, or its section's for a supplementary or decoration view; nil without identifiers.
  public var identifier: String?
  /// The identifiers of a `snapshot` event's elements, in their order; nil without identifiers.
  public var snapshotIdentifiers: [String]?

  /// The event types and their fields, in contract order.
  public enum Payload: Sendable {
    case scenario(name: String, layout: String, version: Int)
    case step(op: String, line: Int)
    case invalidate(reason: InvalidationReason, context: JSONValue?)
    case prepare(cycle: Int)
    case contentSize(CGSize)
    case scroll(offset: CGPoint, velocity: CGPoint?)
    /// A `scroll` event of an orthogonally scrolling section: its own offset, then `section`.
    case orthogonalScroll(section: Int, offset: CGPoint, velocity: CGPoint?)
    case bounds(size: CGSize)
    case update(items: [UpdateRecord])
    case appear(id: String, cause: Cause, from: Attrs?, to: Attrs)
    case change(id: String, was: String?, cause: Cause, from: Attrs, to: Attrs)
    case disappear(id: String, cause: Cause, from: Attrs, to: Attrs?)
    case target(proposed: CGPoint, velocity: CGPoint, target: CGPoint)
    case call(method: String, args: JSONValue?)
    case snapshot(rect: CGRect, elements: [(id: String, attrs: Attrs)])
    case assert(passed: Bool, expect: JSONValue, actual: JSONValue)
    case warning(message: String)
    case error(message: String, line: Int)
    case end(steps: Int, events: Int, failures: Int)

    /// Whether the event is a failure: an `error`, or an `assert` that did not pass. Tested
    /// without binding the payload, which would copy it.
    var isFailure: Bool {
      switch self {
      case .error, .assert(passed: false, _, _): true
      default: false
      }
    }

    /// The `type` field.
    public var type: String {
      switch self {
      case .scenario: "scenario"
      case .step: "step"
      case .invalidate: "invalidate"
      case .prepare: "prepare"
      case .contentSize: "contentSize"
      case .scroll, .orthogonalScroll: "scroll"
      case .bounds: "bounds"
      case .update: "update"
      case .appear: "appear"
      case .change: "change"
      case .disappear: "disappear"
      case .target: "target"
      case .call: "call"
      case .snapshot: "snapshot"
      case .assert: "assert"
      case .warning: "warning"
      case .error: "error"
      case .end: "end"
      }
    }
  }

  /// One update item of an `update` event.
  public struct UpdateRecord: Sendable {
    /// `insert`, `delete`, `reload` or `move`.
    public var action: String
    /// The id before the update (indexPathBeforeUpdate), nil for inserts.
    public var before: String?
    /// The id after the update (indexPathAfterUpdate), nil for deletes.
    public var after: String?
    /// An update item record.
    public init(action: String, before: String?, after: String?) {
      self.action = action
      self.before = before
      self.after = after
    }
  }
}

extension Event {
  /// An event at the given time. Declared here, where the type keeps its memberwise
  /// initializer: that one builds the event in place, where an initializer assigning each
  /// property built it and then copied it out, a few hundred bytes and their references for
  /// every event.
  public init(
    t: Double, frame: Int, step: Int, payload: Payload, identifier: String? = nil,
    snapshotIdentifiers: [String]? = nil
  ) {
    self.init(
      payload: payload, t: t, frame: frame, step: step, identifier: identifier,
      snapshotIdentifiers: snapshotIdentifiers)
  }
}

/// Receives events in order, each with its sequence number (1, 2, 3...).
public protocol EventSink: AnyObject {
  /// Writes one event.
  func write(_ event: Event, seq: Int)
  /// Pushes what is buffered to its destination (called at the end of every step).
  func flush()
}
