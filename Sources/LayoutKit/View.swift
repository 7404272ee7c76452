import Foundation

/// UIView, as much of it as a collection-view layout reads or sets: the geometry and the
/// appearance the layout attributes carry. The simulator draws nothing, so a view is its values.
open class View {
  /// UIView.frame. Setting it lays the view's subviews out again (`layoutSubviews()`).
  open var frame: CGRect {
    didSet { if frame != oldValue { layoutSubviews() } }
  }
  /// UIView.bounds: the frame's size at the origin.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// UIView.center
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// UIView.transform (default identity)
  open var transform = CGAffineTransform.identity
  /// UIView.alpha (default 1)
  open var alpha: Double = 1
  /// UIView.isHidden (default false)
  open var isHidden = false
  /// UIView.tag (default 0)
  open var tag = 0

  /// UIView.init(frame:). Not `required`, as in UIKit, so a subclass overrides it with
  /// `override init(frame:)`: the simulator never makes a view from a registered class (the
  /// stream records the layout's attributes, not what a view does with them).
  public init(frame: CGRect) { self.frame = frame }

  /// UIView.init(coder:), required as in UIKit, so a subclass's
  /// `required init?(coder:) { fatalError(...) }` compiles unchanged. Nothing is archived on
  /// Linux: a decoded view starts at the zero frame.
  public required init?(coder: NSCoder) { self.frame = .zero }

  /// UIView.init(): a view at the zero frame, inherited by every subclass that overrides
  /// `init(frame:)` and `init(coder:)`, as in UIKit.
  public convenience init() { self.init(frame: .zero) }

  /// UIView.layoutSubviews(): called when the frame changes.
  open func layoutSubviews() {}
}
