/// Test-only: ways to make a worker misbehave on purpose, so the tests can check what the server
/// does when a replay crashes or never ends its first turn, without depending on a real bug.
/// Read by the worker process from its environment (the server passes its own on); nothing but
/// the daemon's tests should set them.
///
/// - `SCROLLSIM_WORKER_TEST_CRASH_ON=NAME`: the replay of the scenario named NAME traps when it
///   starts its step 1 (after step 0's events have been sent), or at its `end` if it has no
///   step 1.
/// - `SCROLLSIM_WORKER_TEST_HANG_ON=NAME`: the replay of NAME sends its `scenario` line, then
///   never returns from its first turn.
struct WorkerTestHooks: Sendable {
  var crashOn: String?
  var hangOn: String?

  init(environment: [String: String]) {
    crashOn = environment["SCROLLSIM_WORKER_TEST_CRASH_ON"].flatMap { $0.isEmpty ? nil : $0 }
    hangOn = environment["SCROLLSIM_WORKER_TEST_HANG_ON"].flatMap { $0.isEmpty ? nil : $0 }
  }
}
