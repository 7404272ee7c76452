import Foundation

/// What restacking a section needs of it, relative to its start along the scroll direction and
/// kept beside the sections in one flat array: its length and how far anything of it can reach
/// (`FlowLayoutGeometry`'s search extent). Moving every section after a change then reads a few
/// numbers per section in order instead of each section's shape.
///
/// UIKit stacks each section after the one before it (`start + length` in Double), and a
/// section's frames add their parts to its start. Relative numbers added to a start give those
/// same values only when every addition is exact, so a span is kept only for a section whose
/// numbers are all multiples of 2^-16 no larger than 2^34 in magnitude (`isExactTerm`), and used
/// only at a start of that kind too: then every sum of up to four such terms needs at most 52
/// bits and is exact, in any order. Any other section, and any section at any other start, is
/// placed from its shape as a full computation places it.
struct FlowSectionSpan: Equatable, Sendable {
  /// The section's length along the scroll direction, never negative in a kept span.
  let length: Double
  /// How far before its start anything of the section can reach (pinned headers and footers
  /// included).
  let low: Double
  /// How far after its start anything of the section can reach.
  let high: Double

  /// The span of a framed section `length` long (`isFramed`).
  static func framed(length: Double) -> FlowSectionSpan {
    FlowSectionSpan(length: length, low: 0, high: length)
  }

  /// A section placed from its shape: its numbers are not all exact terms.
  static let fromShape = FlowSectionSpan(length: 0, low: .infinity, high: -.infinity)

  /// Whether the span stands for its section (not `fromShape`).
  var isKept: Bool { low <= high }

  /// Whether nothing of the section reaches beyond its frame: its extent is its start to its
  /// end (no negative inset or spacing pulls a line out, no footer before its header).
  var isFramed: Bool { low == 0 && high == length }

  /// The span of `section` laid out at start 0, or `fromShape` when any number of its shape is
  /// not an exact term or its length is negative (UIKit's frame then ends at its start).
  init(_ section: FlowSectionGeometry, extent: (Double, Double)) {
    let shape = section.shape
    let lines = section.lineBounds ?? (0, 0)
    guard section.start == 0, shape.length >= 0, !shape.footerFromEnd,
      Self.isExactTerm(shape.length), Self.isExactTerm(shape.headerLength),
      Self.isExactTerm(shape.footerLength), Self.isExactTerm(shape.footerStart),
      Self.isExactTerm(lines.low), Self.isExactTerm(lines.high), Self.isExactTerm(extent.0),
      Self.isExactTerm(extent.1)
    else {
      self = .fromShape
      return
    }
    self.init(length: shape.length, low: extent.0, high: extent.1)
  }

  private init(length: Double, low: Double, high: Double) {
    self.length = length
    self.low = low
    self.high = high
  }

  /// Whether `value` is a multiple of 2^-16 no larger than 2^34 in magnitude: scaling by a power
  /// of two is exact, so the scaled value is a whole number exactly when `value` is such a
  /// multiple.
  static func isExactTerm(_ value: Double) -> Bool {
    guard abs(value) <= 0x1p34 else { return false }
    // At most 2^50 once scaled, so a whole number converts to an integer and back unchanged
    // (and without a call into the math library, as rounding would make).
    let scaled = value * 0x1p16
    return scaled == Double(Int64(scaled))
  }
}
