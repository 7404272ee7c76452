import Foundation
import Layouts

/// A worker process of `scrollsim serve`: the same executable, started by the server with a
/// hidden argument, that replays one job at a time for it (docs/daemon.md, "Isolation").
///
/// A replay that traps kills only its worker: the server ends that client's stream with an
/// `error` event and the `end` line, starts another worker, and every other replay goes on in its
/// own process. The server talks to the worker over two socket pairs: jobs, and the stream back,
/// on descriptor 3; cancellations on descriptor 4. Standard input and output are /dev/null,
/// standard error is the server's.
public enum DaemonWorker {
  /// The hidden argument that makes `scrollsim` a worker.
  static let argument = "--serve-worker"
  /// The worker's end of the job channel.
  static let channelDescriptor: Int32 = 3
  /// The worker's end of the control channel.
  static let controlDescriptor: Int32 = 4

  /// Becomes a worker, and never returns, when the arguments are exactly `scrollsim
  /// --serve-worker` and descriptors 3 and 4 are sockets (the server's); otherwise returns at
  /// once, and the command line goes on to say that it knows no such command. The first line of
  /// the tool's main.
  public static func runIfRequested(
    _ arguments: [String] = CommandLine.arguments, registry: LayoutRegistry = .builtIn
  ) {
    guard arguments.count == 2, arguments[1] == argument else { return }
    for descriptor in [channelDescriptor, controlDescriptor] {
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return }
    }
    run(registry: registry)
  }

  private static func run(registry: LayoutRegistry) -> Never {
    // A stop sent to every process at once (a service manager stopping the group) is the
    // server's to handle: it gives running replays their grace period, then closes the channel,
    // which ends the worker.
    signal(SIGTERM, SIG_IGN)
    signal(SIGINT, SIG_IGN)
    let channel = WorkerChannel(fd: channelDescriptor)
    let control = WorkerChannel(fd: controlDescriptor)
    let inbox = WorkerInbox()
    // A thread of its own reads the control channel, so a cancellation reaches a replay that is
    // busy; it sleeps through every job, which comes on the other channel.
    let reader = Thread {
      while let message = control.receive() {
        if case .cancel(let id, let reason) = message { inbox.cancel(id, reason: reason) }
      }
      // The server has gone (or closed this worker), even in the middle of a replay: nothing is
      // left to do for anyone.
      _exit(0)
    }
    reader.start()
    let hooks = WorkerTestHooks(environment: ProcessInfo.processInfo.environment)
    let documents = ParsedScenarioCache()
    // The server sends a job only to an idle worker, and nothing else on this channel.
    while let message = channel.receive() {
      guard case .job(let job) = message else { continue }
      inbox.start(job.id)
      WorkerReplay(
        job: job, channel: channel, inbox: inbox, hooks: hooks, registry: registry,
        documents: documents
      ).run()
      inbox.finish(job.id)
    }
    _exit(0)
  }
}
