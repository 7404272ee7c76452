import Simulator

extension ReplayLog {
  /// The appear, change and disappear events of the cells of one item of a diffable data source
  /// (`events(forItem: "b")`), whatever index paths it had: an item followed across its moves.
  /// Empty when the data has no identifiers.
  public func events(forItem identifier: String) -> [Event] {
    events(carrying: identifier, cells: true)
  }

  /// The appear, change and disappear events of a section's supplementary and decoration views
  /// (`events(forSection: "favourites")`), across its moves.
  public func events(forSection identifier: String) -> [Event] {
    events(carrying: identifier, cells: false)
  }

  /// Element events with `identifier`, of cells or of the other views: an item and a section may
  /// share an identifier, as in UIKit, where they are of different types.
  private func events(carrying identifier: String, cells: Bool) -> [Event] {
    events.filter { event in
      guard event.identifier == identifier, let element = Self.elementID(of: event.payload)
      else { return false }
      return element.id.hasPrefix("cell/") == cells
    }
  }
}
