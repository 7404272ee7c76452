import Foundation
import Layouts

/// A worker process of `scrollsim serve`: the same executable, started by the server with a
/// hidden argument, that replays one job at a time for it (docs/daemon.md, "Isolation").
///
/// A replay that traps kills only its worker: the server ends that client's stream with an
/// `error` event and the `end` line, starts another worker, and every other replay goes on in its
/// own process. The server talks to the worker over a socket pair on descriptor 3; standard
/// input and output are /dev/null, standard error is the server's.
public enum DaemonWorker {
  /// The hidden argument that makes `scrollsim` a worker.
  static let argument = "--serve-worker"
  /// The worker's end of its socket pair.
  static let channelDescriptor: Int32 = 3

  /// Becomes a worker, and never returns, when the arguments are exactly `scrollsim
  /// --serve-worker` and descriptor 3 is a socket (the server's); otherwise returns at once, and
  /// the command line goes on to say that it knows no such command. The first line of the
  /// tool's main.
  public static func runIfRequested(
    _ arguments: [String] = CommandLine.arguments, registry: LayoutRegistry = .builtIn
  ) {
    guard arguments.count == 2, arguments[1] == argument else { return }
    var status = stat()
    guard fstat(channelDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else {
      return
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
    let inbox = WorkerInbox()
    // A thread of its own reads the server, so a cancellation reaches a replay that is busy.
    let reader = Thread {
      while let message = channel.receive() {
        switch message {
        case .job(let job): inbox.post(job)
        case .cancel(let id, let reason): inbox.cancel(id, reason: reason)
        case .output, .done: break
        }
      }
      // The server has gone (or closed this worker): nothing is left to do for anyone.
      _exit(0)
    }
    reader.start()
    let hooks = WorkerTestHooks(environment: ProcessInfo.processInfo.environment)
    let documents = ParsedScenarioCache()
    while true {
      let job = inbox.next()
      WorkerReplay(
        job: job, channel: channel, inbox: inbox, hooks: hooks, registry: registry,
        documents: documents
      ).run()
      inbox.finish(job.id)
    }
  }
}
