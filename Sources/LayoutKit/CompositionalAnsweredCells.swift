import Foundation

/// The cells a compositional layout's rect query answered, by index path in the order it
/// answered them, so that the next query hands out the same object for a cell it would make
/// again with the same values, as UIKit's layouts answer from the attributes they keep. A
/// display tick of a self-sizing fling queries about the same rows several times; a new object
/// for each row at each query, freed at the next one, was a fifth of the tick.
///
/// An object is handed out again only while it holds exactly what the layout would set
/// (`LayoutAttributes.isUnchangedCell`): one changed since, by whoever holds it, is made anew.
/// The layout keeps them only when no subclass or visible-items handler can change what it
/// answers (`CompositionalLayout.reusesAnsweredCells`).
struct CompositionalAnsweredCells {
  /// One cell answered: its index path and its attributes.
  private struct Cell {
    let section: Int
    let item: Int
    let attributes: LayoutAttributes
  }

  /// The cells the last query answered, by index path (a query answers cells in ascending
  /// order: sections in order, each section's items in order).
  private var previous: [Cell] = []
  /// The cells the query under way has answered so far.
  private var answered: [Cell] = []
  /// Where the query under way is in `previous`: it reads it in step, as both are ascending.
  private var cursor = 0

  /// No cells answered yet.
  init() {}

  /// The cells of `last`, handed out again by the query that begins.
  init(beginningAfter last: CompositionalAnsweredCells) {
    previous = last.answered
    answered.reserveCapacity(previous.count)
  }

  /// The attributes of cell (`section`, `item`) at `frame` and `zIndex`: the object the last
  /// query answered for it when it still holds exactly these values, else `make()`'s.
  mutating func cell(
    section: Int, item: Int, frame: CGRect, zIndex: Int, make: () -> LayoutAttributes
  ) -> LayoutAttributes {
    while cursor < previous.count
      && (previous[cursor].section, previous[cursor].item) < (section, item)
    {
      cursor += 1
    }
    var attributes: LayoutAttributes?
    if cursor < previous.count, previous[cursor].section == section,
      previous[cursor].item == item
    {
      let candidate = previous[cursor].attributes
      cursor += 1
      if candidate.isUnchangedCell(section: section, item: item, frame: frame, zIndex: zIndex) {
        attributes = candidate
      }
    }
    let answer = attributes ?? make()
    answered.append(Cell(section: section, item: item, attributes: answer))
    return answer
  }

  /// How many cells the query under way has answered.
  var count: Int { answered.count }
}
