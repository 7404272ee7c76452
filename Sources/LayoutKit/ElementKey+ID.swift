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
  /// string interpolation grows its text piece by piece.
  private static func id(prefix: String, section: Int, item: Int) -> String {
    var prefix = prefix
    return prefix.withUTF8 { head in
      // Two slashes and two numbers of at most 20 characters each (a sign and 19 digits).
      String(unsafeUninitializedCapacity: head.count + 42) { buffer in
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

  /// Parses an element id; nil when the text is not one. Reads the text in place (no array of
  /// parts), since a scenario of many `expect` steps parses one id per step.
  public init?(id: String) {
    guard let (prefix, rest) = Self.splitAtFirstSlash(id[...]) else { return nil }
    switch prefix {
    case "cell":
      guard let (section, item) = Self.splitAtFirstSlash(rest),
        let sectionIndex = Self.index(section), let itemIndex = Self.index(item)
      else { return nil }
      self = .cell(sectionIndex, itemIndex)
    case "supplementary", "decoration":
      guard let (kindName, place) = Self.splitAtFirstSlash(rest), !kindName.isEmpty,
        let (section, item) = Self.splitAtFirstSlash(place),
        let sectionIndex = Self.index(section), let itemIndex = Self.index(item)
      else { return nil }
      let kind = ElementKind.kind(fromShortName: String(kindName))
      self =
        prefix == "supplementary"
        ? .supplementary(kind, sectionIndex, itemIndex)
        : .decoration(kind, sectionIndex, itemIndex)
    default:
      return nil
    }
  }

  /// The text before the first slash and the text after it; nil without a slash.
  private static func splitAtFirstSlash(_ text: Substring) -> (Substring, Substring)? {
    guard let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) else { return nil }
    return (text[..<slash], text[text.utf8.index(after: slash)...])
  }

  /// A section or item index: a non-negative decimal integer in ASCII, with nothing after it
  /// (so no further slash).
  private static func index(_ text: Substring) -> Int? {
    guard text.utf8.allSatisfy({ $0 < 0x80 }), let value = Int(text), value >= 0 else {
      return nil
    }
    return value
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
