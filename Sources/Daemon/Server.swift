import CDaemonSystem
import Dispatch
import Foundation

/// `scrollsim serve`: listens on a Unix domain socket (and optionally loopback TCP), accepts with
/// Dispatch read sources, gives each client a `Connection`, and runs the replays through a
/// `JobScheduler` in worker processes (`WorkerPool`), reading `path` requests from `root`.
/// SIGTERM or SIGINT stops it gracefully (docs/daemon.md).
public final class Server: @unchecked Sendable {
  private let options: DaemonOptions
  let scheduler: JobScheduler
  /// The directory `path` requests are read from.
  let root: ServedRoot
  /// The processes the replays run in.
  let workers: WorkerPool
  /// Everything below is confined to this queue, but for what `lock` guards.
  private let queue = DispatchQueue(label: "scrollsim.serve")
  private var listeners: [Int32: DispatchSourceRead] = [:]
  /// The Unix domain listener, whose connections close without lingering.
  private var unixListener: Int32?
  private var paused: Set<Int32> = []
  private var signals: [DispatchSourceSignal] = []
  private var nextID = 0
  private var socketFile: (path: String, inode: UInt64)?
  private var graceOver = false
  /// Guards `connections` and `stopping`: a connection leaves from whichever thread closes it
  /// (usually its replay's, just done), without a turn of this queue.
  private let lock = NSLock()
  private var connections: [Int: Connection] = [:]
  private var stopping = false
  private let started = DispatchTime.now()

  /// A server with `options`, its root opened and its workers started; nothing listens before
  /// `start()`.
  public init(options: DaemonOptions) throws(SocketError) {
    self.options = options
    scheduler = JobScheduler(limit: options.jobs)
    root = try ServedRoot(path: options.root)
    workers = try WorkerPool(size: options.jobs)
  }

  /// Binds the listeners, starts accepting and installs the signal handlers. Returns one line
  /// per listener, `listening on unix:PATH` or `listening on tcp:HOST:PORT`.
  public func start() throws(SocketError) -> [String] {
    // A client that vanishes must be an EPIPE from write(2), never the end of the server.
    signal(SIGPIPE, SIG_IGN)
    var announcements: [String] = []
    var descriptors: [Int32] = []
    do {
      if let path = options.socketPath {
        let (fd, inode) = try Socket.listenUnix(path: path)
        descriptors.append(fd)
        socketFile = (path, inode)
        unixListener = fd
        announcements.append("listening on unix:\(path)")
      }
      if let host = options.tcpHost {
        let (fd, port) = try Socket.listenTCP(host: host, port: options.tcpPort)
        descriptors.append(fd)
        announcements.append("listening on tcp:\(host):\(port)")
      }
    } catch {
      for fd in descriptors { close(fd) }
      removeSocketFile()
      throw error
    }
    queue.sync {
      for fd in descriptors { listen(on: fd) }
      for number in [SIGTERM, SIGINT] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { [self] in stop() }
        source.resume()
        signals.append(source)
      }
    }
    return announcements
  }

  /// Serves until a signal stops the server; then the process exits 0.
  public func run() -> Never { dispatchMain() }

  /// The status line: uptime and the scheduler's counts.
  func statusLine() -> [UInt8] {
    let uptime = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    return ResponseLine.status(uptime: uptime, counts: scheduler.current)
  }

  private func listen(on fd: Int32) {
    let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
    source.setEventHandler { [self] in accept(on: fd, source: source) }
    source.setCancelHandler { close(fd) }
    source.resume()
    listeners[fd] = source
  }

  private func accept(on fd: Int32, source: DispatchSourceRead) {
    while !lock.withLock({ stopping }) {
      // Close-on-exec from the start: a worker spawned meanwhile must not hold the connection.
      let client = scrollsim_accept_cloexec(fd)
      if client < 0 {
        switch errno {
        case EINTR, ECONNABORTED: continue
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
          // Out of descriptors: pause accepting rather than spin on a listener that stays ready.
          source.suspend()
          paused.insert(fd)
          queue.asyncAfter(deadline: .now() + 0.1) { [self] in
            if paused.remove(fd) != nil { listeners[fd]?.resume() }
          }
        default: break
        }
        return
      }
      nextID += 1
      let id = nextID
      let connection = Connection(
        fd: client, id: id, server: self, options: options, isUnixSocket: fd == unixListener)
      lock.withLock { connections[id] = connection }
      connection.start { [self] in connectionClosed(id) }
    }
  }

  private func connectionClosed(_ id: Int) {
    let last = lock.withLock {
      connections[id] = nil
      return stopping && connections.isEmpty
    }
    if last { exit(0) }
  }

  /// The first signal stops accepting, removes the socket file, refuses what has not started
  /// and gives running replays the grace period; a second signal ends the grace period at once.
  private func stop() {
    let again = lock.withLock {
      defer { stopping = true }
      return stopping
    }
    guard !again else {
      endGracePeriod()
      return
    }
    for (fd, source) in listeners {
      // A suspended source never finishes its cancellation (which closes the descriptor).
      if paused.remove(fd) != nil { source.resume() }
      source.cancel()
    }
    listeners.removeAll()
    removeSocketFile()
    scheduler.stop()
    let open = lock.withLock { Array(connections.values) }
    for connection in open { connection.serverStopping() }
    if open.isEmpty { exit(0) }
    queue.asyncAfter(deadline: .now() + options.grace) { [self] in endGracePeriod() }
  }

  /// Ends the replays still running with an `error` event, and exits once their clients have
  /// read it, or 5 seconds later whatever is left.
  private func endGracePeriod() {
    guard !graceOver else { return }
    graceOver = true
    for connection in lock.withLock({ Array(connections.values) }) { connection.endNow() }
    queue.asyncAfter(deadline: .now() + 5) { exit(0) }
  }

  /// Removes the socket file if it is still the one this server bound (never another's).
  private func removeSocketFile() {
    guard let (path, inode) = socketFile else { return }
    socketFile = nil
    if Socket.isSocket(at: path, inode: inode) { unlink(path) }
  }
}
