/// What the server and a worker process say to each other over their socket pair, one frame per
/// message: a type byte, the payload's length (4 bytes, little-endian) and the payload.
///
/// Both ends are the same executable, so the format needs no version.
enum WorkerMessage: Equatable, Sendable {
  /// Server to worker: replay this.
  case job(WorkerJob)
  /// Server to worker: end job `id` with an `error` event saying `reason`, at its next turn.
  case cancel(id: UInt64, reason: String)
  /// Worker to server: response bytes, ending at an event boundary. `position` is where the
  /// stream stands after them; nil for a refusal, which is no stream.
  case output(position: StreamPosition?, bytes: [UInt8])
  /// Worker to server: the job is over; `succeeded` when `scrollsim replay` would exit 0.
  case done(succeeded: Bool)

  /// The largest payload either side accepts: a job carries at most a `--max-request-bytes`
  /// scenario (capped well below this by the options), an output frame one writer flush.
  static let maximumPayload = 1 << 30

  /// The frame: type, length, payload.
  var frame: [UInt8] {
    var payload = FrameEncoder()
    let type: UInt8
    switch self {
    case .job(let job):
      type = 1
      payload.integer(Int(job.id))
      payload.bytes(job.scenario)
      payload.string(job.fileName)
      payload.integer(job.traceCalls ? 1 : 0)
      payload.integer(job.textFormat ? 1 : 0)
      payload.integer(job.reportsFailures ? 1 : 0)
      payload.double(job.timeout)
      payload.integer(job.maxEvents)
      payload.integers(job.limits)
    case .cancel(let id, let reason):
      type = 2
      payload.integer(Int(id))
      payload.string(reason)
    case .output(let position, let bytes):
      type = 3
      payload.position(position)
      payload.bytes(bytes)
    case .done(let succeeded):
      type = 4
      payload.integer(succeeded ? 1 : 0)
    }
    var header = FrameEncoder()
    header.bytes.append(type)
    header.uint32(UInt32(payload.bytes.count))
    return header.bytes + payload.bytes
  }

  /// The message of type `type` with `payload`, or nil when it is not one.
  static func decode(type: UInt8, payload: [UInt8]) -> WorkerMessage? {
    var decoder = FrameDecoder(payload)
    let message: WorkerMessage?
    switch type {
    case 1:
      guard let id = decoder.integer(), let scenario = decoder.bytes(),
        let fileName = decoder.string(), let trace = decoder.integer(),
        let text = decoder.integer(), let failures = decoder.integer(),
        let timeout = decoder.double(),
        let maxEvents = decoder.integer(), let limits = decoder.integers()
      else { return nil }
      message = .job(
        WorkerJob(
          id: UInt64(truncatingIfNeeded: id), scenario: scenario, fileName: fileName,
          traceCalls: trace != 0, textFormat: text != 0, reportsFailures: failures != 0,
          timeout: timeout, maxEvents: maxEvents, limits: limits))
    case 2:
      guard let id = decoder.integer(), let reason = decoder.string() else { return nil }
      message = .cancel(id: UInt64(truncatingIfNeeded: id), reason: reason)
    case 3:
      guard let position = decoder.position(), let bytes = decoder.bytes() else { return nil }
      message = .output(position: position, bytes: bytes)
    case 4:
      guard let succeeded = decoder.integer() else { return nil }
      message = .done(succeeded: succeeded != 0)
    default:
      return nil
    }
    return decoder.isAtEnd ? message : nil
  }
}
