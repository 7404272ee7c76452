import Foundation

/// The entry point of `scrollsim serve`.
public enum Daemon {
  /// Starts a server with `options`, prints where it listens, and serves until SIGTERM or
  /// SIGINT (exit 0). A listener that cannot be set up (a live server on the socket, a path that
  /// is not a socket, a port in use), a `--root` that cannot be opened or a worker process that
  /// cannot be started exits 1 with the reason on stderr.
  public static func serve(_ options: DaemonOptions) -> Never {
    do {
      let server = try Server(options: options)
      let announcements = try server.start()
      FileHandle.standardOutput.write(Data(announcements.map { "\($0)\n" }.joined().utf8))
      server.run()
    } catch {
      FileHandle.standardError.write(Data("scrollsim serve: \(error)\n".utf8))
      exit(1)
    }
  }
}
