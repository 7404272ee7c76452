import Foundation

/// How a command ends when its standard output cannot be written, the same for every command.
public enum OutputFailure {
  /// The exit status after a write to standard output failed with `code`: 0 for EPIPE, a reader
  /// that stopped early (`| head`) being a quiet end rather than an error; otherwise 3, once
  /// `printError` has the line that says why.
  public static func exitStatus(_ code: Int32, printError: (String) -> Void) -> Int32 {
    if code == EPIPE { return 0 }
    printError("scrollsim: cannot write to standard output: \(reason(code))\n")
    return 3
  }

  /// The system's text for `code` (`No space left on device`).
  public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
