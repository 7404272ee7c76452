import EventStream
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
      // Where the server listens is its one line of output: if it cannot be written, nobody
      // learns the address, and the server ends as every command does (3, or 0 for a reader that
      // stopped early).
      let output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
      output.write(announcements.map { "\($0)\n" }.joined())
      if let failure = output.failure {
        exit(OutputFailure.exitStatus(failure, printError: printError))
      }
      server.run()
    } catch {
      printError("scrollsim serve: \(error)\n")
      exit(1)
    }
  }

  /// Standard error, written with write(2): a message that cannot be written has nowhere else to
  /// go, and the exit status still says what happened.
  private static func printError(_ text: String) {
    FileDescriptorOutput(descriptor: STDERR_FILENO).write(text)
  }
}
