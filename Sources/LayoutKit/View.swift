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

  /// UIView.init(frame:)
  public required init(frame: CGRect) { self.frame = frame }

  /// UIView.layoutSubviews(): called when the frame changes.
  open func layoutSubviews() {}
}
