/// One request of the daemon's protocol (docs/daemon.md): a replay, or the status line.
public enum Request: Equatable, Sendable {
  /// `scenario` or `path`: replay a scenario.
  case replay(ReplayRequest)
  /// `{"status": true}`: the status line.
  case status

  /// The file name of the request line itself in error messages.
  public static let lineName = "<request-line>"
}
