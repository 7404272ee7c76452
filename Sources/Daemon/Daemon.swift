import Foundation

/// The entry point of `scrollsim serve`.
public enum Daemon {
  /// Starts a server with `options`, prints where it listens, and serves until SIGTERM or
  /// SIGINT (exit 0). A listener that cannot be set up (a live server on the socket, a path that
  /// is not a socket, a port in use) exits 1 with the reason on stderr.
  public static func serve(_ options: DaemonOptions) -> Never {
    let server = Server(options: options)
    do {
      let announcements = try server.start()
      FileHandle.standardOutput.write(Data(announcements.map { "\($0)\n" }.joined().utf8))
    } catch {
      FileHandle.standardError.write(Data("scrollsim serve: \(error)\n".utf8))
      exit(1)
    }
    server.run()
  }
}
