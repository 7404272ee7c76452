/// Appends the fields of a worker message: integers as 8 bytes little-endian, doubles by their
/// bits, byte strings and text after their length.
struct FrameEncoder {
  var bytes: [UInt8] = []

  mutating func uint32(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func integer(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func double(_ value: Double) { integer(Int(Int64(bitPattern: value.bitPattern))) }

  mutating func bytes(_ value: [UInt8]) {
    integer(value.count)
    bytes.append(contentsOf: value)
  }

  mutating func string(_ value: String) { bytes(Array(value.utf8)) }

  mutating func integers(_ values: [Int]) {
    integer(values.count)
    for value in values { integer(value) }
  }

  /// A flag (0: none), then the position's fields.
  mutating func position(_ value: StreamPosition?) {
    guard let value else {
      integer(0)
      return
    }
    integer(1)
    for field in [value.seq, value.frame, value.step, value.line, value.failures] {
      integer(field)
    }
    double(value.t)
    integer(value.ended ? 1 : 0)
  }
}

/// Reads what `FrameEncoder` wrote; every read answers nil past the end or on a length that
/// cannot be right, so a damaged frame is refused rather than trusted.
struct FrameDecoder {
  private let payload: [UInt8]
  private var index = 0

  init(_ payload: [UInt8]) { self.payload = payload }

  var isAtEnd: Bool { index == payload.count }

  mutating func integer() -> Int? {
    guard payload.count - index >= 8 else { return nil }
    var value: UInt64 = 0
    for offset in (0..<8).reversed() { value = value << 8 | UInt64(payload[index + offset]) }
    index += 8
    return Int(Int64(bitPattern: value))
  }

  mutating func double() -> Double? {
    integer().map { Double(bitPattern: UInt64(bitPattern: Int64($0))) }
  }

  mutating func bytes() -> [UInt8]? {
    guard let count = integer(), count >= 0, count <= payload.count - index else { return nil }
    defer { index += count }
    return Array(payload[index..<index + count])
  }

  mutating func string() -> String? { bytes().map { String(decoding: $0, as: UTF8.self) } }

  mutating func integers() -> [Int]? {
    guard let count = integer(), count >= 0, count <= (payload.count - index) / 8 else {
      return nil
    }
    var values: [Int] = []
    for _ in 0..<count {
      guard let value = integer() else { return nil }
      values.append(value)
    }
    return values
  }

  /// The position: `.some(nil)` when the frame says there is none (a refusal), nil when the
  /// frame is damaged.
  mutating func position() -> StreamPosition?? {
    guard let flag = integer() else { return nil }
    guard flag == 1 else { return flag == 0 ? .some(nil) : nil }
    var fields: [Int] = []
    for _ in 0..<5 {
      guard let field = integer() else { return nil }
      fields.append(field)
    }
    guard let t = double(), let ended = integer() else { return nil }
    return StreamPosition(
      seq: fields[0], t: t, frame: fields[1], step: fields[2], line: fields[3],
      failures: fields[4], ended: ended != 0)
  }
}
