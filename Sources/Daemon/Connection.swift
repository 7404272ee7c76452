import Dispatch
import Foundation
import LayoutKit

/// One client of the server: reads its request line, answers a status request at once or hands
/// a replay to the scheduler, and sends the response. Everything here runs on the connection's
/// own serial queue, driven by Dispatch sources on its non-blocking socket, so a slow or vanished
/// client touches nobody else.
///
/// The sources are made only when they are needed: most clients send their request as they
/// connect and read their response as fast as it comes, and such a connection is served, closed
/// and forgotten without a source registered (each costs the manager thread turns to register
/// and to cancel).
final class Connection: @unchecked Sendable {
  private enum Phase {
    /// Waiting for the request line.
    case reading
    /// The request is queued or replaying; bytes are sent as they come.
    case waiting
    /// The whole response is in the output; sending the rest.
    case sending
    /// Sent and shut down for writing; reading until the client closes, so that closing with
    /// unread input does not reset the connection before the client has read everything.
    case lingering
    case closed
  }

  private let fd: Int32
  private let queue: DispatchQueue
  private let server: Server
  private let options: DaemonOptions
  /// Whether the client's socket is a Unix domain one, which may be closed as soon as the
  /// response is sent (`closesAtOnce`).
  private let isUnixSocket: Bool
  /// Made when the request has not all arrived at once, or to linger.
  private var readSource: DispatchSourceRead?
  /// Made the first time the socket is full: most clients read as fast as replays write.
  private var writeSource: DispatchSourceWrite?
  /// Made for the first deadline that is needed (a request still to come, a client that reads
  /// slowly, lingering).
  private var timer: DispatchSourceTimer?
  /// Left by each source's cancellation: the descriptor is closed once all are cancelled.
  private let sourcesCancelled = DispatchGroup()
  /// Runs once the socket is closed.
  private var closed: (@Sendable () -> Void)?
  private var reading = false
  private var writing = false
  private var phase = Phase.reading
  private var request: [UInt8] = []
  private var discarded = 0
  /// The response's bytes, shared with the replay's writer.
  let output: ConnectionOutput

  /// A connection on the accepted socket `fd` (already non-blocking); `isUnixSocket` when it
  /// came from the Unix domain listener.
  init(fd: Int32, id: Int, server: Server, options: DaemonOptions, isUnixSocket: Bool) {
    self.fd = fd
    self.server = server
    self.options = options
    self.isUnixSocket = isUnixSocket
    queue = DispatchQueue(label: "scrollsim.serve.connection.\(id)")
    let wake = WakeBox()
    output = ConnectionOutput(capacity: options.bufferBytes, descriptor: fd) { wake.wake() }
    wake.target = self
    queue.setSpecific(key: Self.queueKey, value: ObjectIdentifier(self))
  }

  /// Marks each connection's queue, so that a call can tell whether it is already on it.
  private static let queueKey = DispatchSpecificKey<ObjectIdentifier>()

  /// Starts reading the request; `closed` runs once the socket is closed. Runs on the caller's
  /// thread (the queue is new, so `sync` does not wait), which spares a new client a hop to
  /// another thread; nothing here waits for the caller's queue.
  func start(closed: @escaping @Sendable () -> Void) {
    queue.sync { [self] in
      self.closed = closed
      // A client writes its request as soon as it connects, so it is often here already: read
      // it now, and watch the socket (a read source, a timer) only for what is missing.
      readAvailable()
      guard phase == .reading else { return }
      schedule(after: options.timeout)
      startReading()
    }
  }

  /// The server stops: a client still sending its request is refused.
  func serverStopping() {
    queue.async { [self] in
      if phase == .reading { refuse("the server is shutting down", textFormat: false) }
    }
  }

  /// The grace period is over: a running replay ends with an `error` event now.
  func endNow() { output.cancel(reason: "the server is shutting down") }

  /// Asks the connection to send what the output holds (the output calls this from the writer).
  fileprivate func wake() { queue.async { [self] in pump() } }

  // MARK: - Reading the request

  private func readAvailable() {
    // Not zeroed and not kept: most requests are a few hundred bytes, read once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { readAvailable(into: $0) }
  }

  private func readAvailable(into chunk: UnsafeMutableBufferPointer<UInt8>) {
    while phase == .reading || phase == .lingering {
      let got = Foundation.read(fd, chunk.baseAddress, chunk.count)
      if got > 0 {
        if phase == .lingering {
          discarded += got
          if discarded > options.maxRequestBytes { closeNow() }
          continue
        }
        let bytes = chunk[..<got]
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        request += bytes[..<(newline ?? got)]
        if request.count > options.maxRequestBytes {
          refuse(
            RequestError(
              column: 1,
              message: "the request is longer than the server's limit of "
                + "\(options.maxRequestBytes) bytes (--max-request-bytes)"
            ).description, textFormat: false)
        } else if newline != nil {
          handleRequest()
        }
      } else if got == 0 {
        // End of input: a connection that sent nothing (a readiness probe) just closes; a request
        // without its newline is still a request.
        if phase == .lingering || request.isEmpty { closeNow() } else { handleRequest() }
        return
      } else {
        if errno == EINTR { continue }
        if errno != EAGAIN && errno != EWOULDBLOCK { closeNow() }
        return
      }
    }
  }

  private func handleRequest() {
    let line = request
    request = []
    switch RequestParser.parse(line) {
    case .failure(let error):
      refuse(error.description, textFormat: false)
    case .success(.status):
      startResponse()
      output.append(server.statusLine())
      finishResponse()
    case .success(.replay(let replay)):
      startResponse()
      server.scheduler.submit(
        ReplayJob(
          request: replay, output: output, options: options, root: server.root,
          workers: server.workers
        ) { [self] in
          // Usually on the job's thread, which has nothing left to do: it sends the rest and
          // closes here rather than waking the connection's queue for it (the queue is idle while
          // a replay runs, so `sync` does not wait). A refused job ends on the queue itself.
          onQueue { finishResponse() }
        })
    }
  }

  /// Answers with one `error` line and counts the request as failed.
  private func refuse(_ message: String, textFormat: Bool) {
    startResponse()
    server.scheduler.recordFailure()
    output.append(ResponseLine.error(message, line: 0, text: textFormat))
    finishResponse()
  }

  private func startResponse() {
    stopReading()
    // The request's timer is left as it is: it does nothing while the response is made, and
    // every Dispatch source change costs the manager thread a turn.
    phase = .waiting
  }

  // MARK: - Sending the response

  private func finishResponse() {
    guard phase == .waiting else { return }
    phase = .sending
    pump()
    // A client that takes none of the rest of its response for the timeout is dropped (a
    // response already sent whole is closed, or lingers with a deadline of its own).
    if phase == .sending { schedule(after: options.timeout) }
  }

  private func pump() {
    guard phase == .waiting || phase == .sending else { return }
    while let (chunk, offset) = output.front() {
      let sent = chunk.withUnsafeBytes { buffer in
        let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
        return Foundation.write(fd, rest.baseAddress, rest.count)
      }
      if sent > 0 {
        output.consume(sent)
        // Progress re-arms the deadline a slow client was given (`finishResponse`).
        if phase == .sending, let timer { timer.schedule(deadline: .now() + options.timeout) }
      } else if sent < 0 && errno == EINTR {
        continue
      } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        startWriting()
        return
      } else {
        // EPIPE or a reset: the client is gone, and its replay is cancelled with it.
        closeNow()
        return
      }
    }
    stopWriting()
    guard phase == .sending else { return }
    if closesAtOnce {
      closeNow()
      return
    }
    shutdown(fd, Int32(SHUT_WR))
    phase = .lingering
    schedule(after: min(2, options.timeout))
    startReading()
  }

  /// Whether the connection may close as soon as its response is sent, without lingering: when
  /// nothing the client sent is left unread (a close with unread input would reset the
  /// connection, and the client could lose the end of its response) and either the client has
  /// closed its side or the socket is a Unix domain one. Over TCP, a client that writes after
  /// the close gets a reset that can discard what it has not read yet, so the server lingers;
  /// over a Unix socket such a write only fails for the client, whose unread response stays.
  private var closesAtOnce: Bool {
    var byte: UInt8 = 0
    let peeked = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    if peeked == 0 { return true }
    return peeked < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && isUnixSocket
  }

  private func timerFired() {
    switch phase {
    case .reading:
      refuse(
        RequestError(
          column: 1,
          message:
            "no request line arrived within \(cgFloatDescription(options.timeout)) seconds (--timeout)"
        ).description, textFormat: false)
    case .sending, .lingering: closeNow()
    case .waiting, .closed: break
    }
  }

  /// Closes the connection; a replay still running for it stops at its next turn.
  private func closeNow() {
    guard phase != .closed else { return }
    phase = .closed
    output.close(reason: "the client disconnected")
    let sources: [DispatchSourceProtocol] = [readSource, writeSource, timer].compactMap { $0 }
    guard !sources.isEmpty else {
      release()
      return
    }
    // A suspended source must be resumed for its cancellation to complete.
    if readSource != nil { startReading() }
    if writeSource != nil { startWriting() }
    for source in sources { source.cancel() }
    // The descriptor is closed only after every source on it is cancelled, as Dispatch asks.
    sourcesCancelled.notify(queue: queue) { [self] in release() }
  }

  /// Closes the descriptor and tells the server.
  private func release() {
    Foundation.close(fd)
    closed?()
    closed = nil
  }

  /// Runs `body` on the connection's queue: at once when already there, else with `sync`.
  private func onQueue(_ body: () -> Void) {
    if DispatchQueue.getSpecific(key: Self.queueKey) == ObjectIdentifier(self) {
      body()
    } else {
      queue.sync(execute: body)
    }
  }

  /// Arms the connection's one deadline `seconds` from now (`timerFired` says what it means in
  /// each phase), making its timer the first time.
  private func schedule(after seconds: Double) {
    let timer = self.timer ?? makeTimer()
    timer.schedule(deadline: .now() + seconds)
  }

  private func makeTimer() -> DispatchSourceTimer {
    let source = DispatchSource.makeTimerSource(queue: queue)
    source.setEventHandler { [self] in timerFired() }
    awaitCancellation(source)
    source.resume()
    timer = source
    return source
  }

  private func startReading() {
    if !reading { (readSource ?? makeReadSource()).resume() }
    reading = true
  }

  private func stopReading() {
    if reading { readSource?.suspend() }
    reading = false
  }

  private func makeReadSource() -> DispatchSourceRead {
    let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
    source.setEventHandler { [self] in readAvailable() }
    awaitCancellation(source)
    readSource = source
    return source
  }

  private func startWriting() {
    if !writing { (writeSource ?? makeWriteSource()).resume() }
    writing = true
  }

  private func stopWriting() {
    if writing { writeSource?.suspend() }
    writing = false
  }

  private func makeWriteSource() -> DispatchSourceWrite {
    let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
    source.setEventHandler { [self] in pump() }
    awaitCancellation(source)
    writeSource = source
    return source
  }

  private func awaitCancellation(_ source: DispatchSourceProtocol) {
    sourcesCancelled.enter()
    source.setCancelHandler { [sourcesCancelled] in sourcesCancelled.leave() }
  }
}

/// Lets the output reach its connection, which is created after it.
private final class WakeBox: @unchecked Sendable {
  weak var target: Connection?
  func wake() { target?.wake() }
}
