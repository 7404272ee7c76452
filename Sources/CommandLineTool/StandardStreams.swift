import EventStream
import Foundation

/// The tool's standard input, output and error, as every command writes to them.
public enum StandardStreams {
  /// A closed standard descriptor would be taken by the next file opened (a scenario, a report),
  /// and what is meant for the terminal would land in that file: each closed one is held by
  /// /dev/null, opened read-only, so that writes to it still fail (EBADF) and are reported as
  /// failures.
  public static func holdClosedDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let held = open("/dev/null", O_RDONLY)
      if held >= 0 && held != descriptor {
        dup2(held, descriptor)
        close(held)
      }
    }
  }

  /// Standard error, written with write(2): a message that cannot be written has nowhere else
  /// to go, and the exit status still says what happened.
  public static func printError(_ text: String) {
    FileDescriptorOutput(descriptor: STDERR_FILENO).write(text)
  }

  /// Standard output for everything but streams (help, `validate`, `check`): a write that fails
  /// ends the process as a failed stream does, 3 with the system's reason or 0 for a reader that
  /// stopped early.
  public static func printOut(_ text: String) {
    let output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
    output.write(text)
    if let failure = output.failure {
      exit(OutputFailure.exitStatus(failure, printError: printError))
    }
  }
}
