/// Something a layout would log to the console or raise in UIKit. The simulator drains these after
/// every call into the layout and reports them as `warning` or `error` events, so a layout never
/// traps on bad input.
public enum LayoutDiagnostic: Hashable, Sendable {
  /// A console message UIKit logs and goes on (e.g. the flow layout's "not defined" warning).
  case warning(String)
  /// An exception UIKit would raise (NSInternalInconsistencyException and the like), with its
  /// text. The layout has recovered by producing no elements or ignoring the request.
  case exception(String)

  /// The message text.
  public var message: String {
    switch self {
    case .warning(let text), .exception(let text): text
    }
  }
}
