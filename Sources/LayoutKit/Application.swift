import Dispatch
import Foundation

/// UIApplication, as much of it as a layout reads: the app's layout direction.
///
/// There is no application shared between replays (the daemon and the tests run many at once),
/// so `shared` answers for the replay whose run loop is running the caller: each simulated
/// collection view tags its run loop's queue with its layout direction.
public final class Application: Sendable {
  /// UIApplication.shared
  public static let shared = Application()

  private static let layoutDirectionKey =
    DispatchSpecificKey<UserInterfaceLayoutDirection>()

  private init() {}

  /// UIApplication.userInterfaceLayoutDirection: the direction of the replay running on the
  /// current queue; left to right outside a replay.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    DispatchQueue.getSpecific(key: Self.layoutDirectionKey) ?? .leftToRight
  }

  /// Gives the replay running on `queue` the layout direction `direction`.
  package static func setUserInterfaceLayoutDirection(
    _ direction: UserInterfaceLayoutDirection, on queue: DispatchQueue
  ) {
    queue.setSpecific(key: layoutDirectionKey, value: direction)
  }
}
