import Foundation

/// The event stream's element ids (docs/event-stream.md, "Shapes"): `cell/S/I`,
/// `supplementary/KIND/S/I`, `decoration/KIND/S/I`, with a kind by its short name.
///
/// The grammar lives with the elements' keys rather than the stream's writers because the
/// simulator's events already name elements by these ids (`appear`, `change`, `disappear`, the
/// `call` arguments of `--trace calls`, its messages), the scenario reader, which sits beside
/// EventStream rather than above it, parses the same ids in an `expect`, and a compositional
/// layout's visible items are named by them (`NSCollectionLayoutVisibleItem.name`).
extension ElementKey {
  /// The element's id in the event stream.
  public var id: String {
    let prefix =
      category == .cell ? "cell" : category.idPrefix + "/" + ElementKind.shortName(kind)
    return Self.id(prefix: prefix, section: section, item: item)
  }

  /// `PREFIX/S/I`, the numbers as Swift prints them, written byte by byte into one string of
  /// its final size: every element that appears or disappears on a display tick is named, and
  /// string interpolation grows its text piece by piece. The size is worked out first: a text
  /// of up to 15 bytes (`cell/12/345`) is then kept inside the string itself, with no storage
  /// allocated and freed.
  private static func id(prefix: String, section: Int, item: Int) -> String {
    var prefix = prefix
    return prefix.withUTF8 { head in
      let count = head.count + 2 + decimalLength(section) + decimalLength(item)
      return String(unsafeUninitializedCapacity: count) { buffer in
        var end = 0
        for byte in head {
          buffer[end] = byte
          end += 1
        }
        end = writeSlashAndNumber(section, into: buffer, at: end)
        return writeSlashAndNumber(item, into: buffer, at: end)
      }
    }
  }

  /// How many characters `number` takes in decimal, its sign included.
  private static func decimalLength(_ number: Int) -> Int {
    var length = number < 0 ? 2 : 1
    var rest = number.magnitude
    while rest >= 10 {
      rest /= 10
      length += 1
    }
    return length
  }

  /// Writes `/` and `number` in decimal at `start`; returns where the writing ended.
  private static func writeSlashAndNumber(
    _ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    var end = start
    buffer[end] = UInt8(ascii: "/")
    end += 1
    if number < 0 {
      buffer[end] = UInt8(ascii: "-")
      end += 1
    }
    let digitsStart = end
    var rest = number.magnitude
    repeat {
      buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      end += 1
    } while rest > 0
    // The digits were written from the last one.
    buffer[digitsStart..<end].reverse()
    return end
  }

  /// Parses an element id; nil when the text is not one. Reads the text's bytes in place (a
  /// scenario of many `expect` steps parses one id per step): the prefixes and the slashes are
  /// ASCII, which no other spelling of a Swift string can equal, so comparing bytes accepts what
  /// comparing strings did.
  public init?(id: String) {
    var text = id
    guard let key = text.withUTF8({ Self.parse($0[...]) }) else { return nil }
    self = key
  }

  private static let slash = UInt8(ascii: "/")

  /// `cell/S/I`, `supplementary/KIND/S/I` or `decoration/KIND/S/I`.
  private static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> ElementKey? {
    guard let firstSlash = bytes.firstIndex(of: slash) else { return nil }
    let prefix = bytes[..<firstSlash]
    var place = bytes[(firstSlash + 1)...]
    let category: ElementCategory
    if prefix.elementsEqual("cell".utf8) {
      category = .cell
    } else if prefix.elementsEqual("supplementary".utf8) {
      category = .supplementaryView
    } else if prefix.elementsEqual("decoration".utf8) {
      category = .decorationView
    } else {
      return nil
    }
    var kind = ""
    if category != .cell {
      guard let kindEnd = place.firstIndex(of: slash), kindEnd > place.startIndex else {
        return nil
      }
      // Split at an ASCII slash, the bytes are still whole UTF-8.
      kind = ElementKind.kind(
        fromShortName: String(decoding: place[..<kindEnd], as: UTF8.self))
      place = place[(kindEnd + 1)...]
    }
    guard let sectionEnd = place.firstIndex(of: slash),
      let section = index(place[..<sectionEnd]), let item = index(place[(sectionEnd + 1)...])
    else { return nil }
    return ElementKey(category: category, kind: kind, section: section, item: item)
  }

  /// A section or item index: a non-negative decimal integer in ASCII, with nothing after it
  /// (so no further slash), read as Swift's `Int(_:)` reads one (a sign may lead: `+3`, `-0`).
  private static func index(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var position = bytes.startIndex
    var negative = false
    if position < bytes.endIndex,
      bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    {
      negative = bytes[position] == UInt8(ascii: "-")
      position += 1
    }
    guard position < bytes.endIndex else { return nil }
    var value = 0
    while position < bytes.endIndex {
      let digit = bytes[position] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (sum, carried) = tens.addingReportingOverflow(Int(digit))
      guard !overflowed, !carried else { return nil }
      value = sum
      position += 1
    }
    return negative && value != 0 ? nil : value
  }
}

extension ElementCategory {
  /// The first component of an element id: `cell`, `supplementary` or `decoration`.
  public var idPrefix: String {
    switch self {
    case .cell: "cell"
    case .supplementaryView: "supplementary"
    case .decorationView: "decoration"
    }
  }
}
