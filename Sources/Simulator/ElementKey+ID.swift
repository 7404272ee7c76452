import LayoutKit

/// The event stream's element ids (docs/event-stream.md, "Shapes"): `cell/S/I`,
/// `supplementary/KIND/S/I`, `decoration/KIND/S/I`, with a kind by its short name.
///
/// The grammar lives with the simulator rather than the stream's writers because the events the
/// simulator makes already name elements by these ids (`appear`, `change`, `disappear`, the
/// `call` arguments of `--trace calls`, its messages), and the scenario reader, which sits
/// beside EventStream rather than above it, parses the same ids in an `expect`.
extension ElementKey {
  /// The element's id in the event stream.
  public var id: String {
    switch category {
    case .cell: "cell/\(section)/\(item)"
    default: "\(category.idPrefix)/\(ElementKind.shortName(kind))/\(section)/\(item)"
    }
  }

  /// Parses an element id; nil when the text is not one.
  public init?(id: String) {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    func index(_ text: String) -> Int? {
      guard let value = Int(text), value >= 0, text.allSatisfy(\.isASCII) else { return nil }
      return value
    }
    switch parts.first {
    case "cell":
      guard parts.count == 3, let section = index(parts[1]), let item = index(parts[2]) else {
        return nil
      }
      self = .cell(section, item)
    case "supplementary", "decoration":
      guard parts.count == 4, !parts[1].isEmpty, let section = index(parts[2]),
        let item = index(parts[3])
      else { return nil }
      let kind = ElementKind.kind(fromShortName: parts[1])
      self =
        parts[0] == "supplementary"
        ? .supplementary(kind, section, item) : .decoration(kind, section, item)
    default:
      return nil
    }
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
