import Foundation
import LayoutKit

/// performBatchUpdates' engine: UIKit's validation of the recorded operations against the data
/// before and after, in UIKit's order and with its exception texts, and the mapping of every item
/// and section from before to after (docs/uikit-reference.md, "Index paths of an update",
/// "Validation messages").
///
/// Deletes are relative to the data before the update, inserts to the data after it, a move goes
/// from an old index path to a new one, and a reload is a delete at the old index path plus an
/// insert at the index path the other operations move it to.
public struct BatchUpdate: Sendable {
  /// The operations in the order they were made.
  public let operations: [UpdateOperation]

  /// An update of the given operations.
  public init(_ operations: [UpdateOperation]) { self.operations = operations }

  /// One recorded operation: where it acts before the update (`path`) or after it (inserts), and
  /// where a move or reload ends up (`target`).
  struct Entry: Hashable {
    var action: UpdateAction
    var path: UpdatePath
    var target: UpdatePath?
  }

  /// The recorded operations sorted the way UIKit's `_endItemAnimations` sorts them.
  struct Recorded {
    var deletes: [Entry] = []
    var inserts: [Entry] = []
    var reloads: [Entry] = []
    var moves: [Entry] = []
  }

  func recorded() -> Recorded {
    var result = Recorded()
    for operation in operations {
      switch operation {
      case .insertItems(let paths):
        result.inserts += paths.map {
          Entry(action: .insert, path: UpdatePath(section: $0.section, item: $0.item))
        }
      case .deleteItems(let paths):
        result.deletes += paths.map {
          Entry(action: .delete, path: UpdatePath(section: $0.section, item: $0.item))
        }
      case .reloadItems(let paths):
        result.reloads += paths.map {
          Entry(action: .reload, path: UpdatePath(section: $0.section, item: $0.item))
        }
      case .insertSections(let sections):
        result.inserts += sections.map { Entry(action: .insert, path: .section($0)) }
      case .deleteSections(let sections):
        result.deletes += sections.map { Entry(action: .delete, path: .section($0)) }
      case .reloadSections(let sections):
        result.reloads += sections.map { Entry(action: .reload, path: .section($0)) }
      case .moveItem(let from, let to):
        result.moves.append(
          Entry(
            action: .move, path: UpdatePath(section: from.section, item: from.item),
            target: UpdatePath(section: to.section, item: to.item)))
      case .moveSection(let from, let to):
        result.moves.append(Entry(action: .move, path: .section(from), target: .section(to)))
      }
    }
    result.deletes.sort { $0.path > $1.path }
    result.inserts.sort { $0.path < $1.path }
    result.reloads.sort { $0.path < $1.path }
    result.moves.sort { $0.path < $1.path }
    return result
  }

  /// Validates the update and computes where everything goes. `new` is what the data source
  /// returns afterwards; nil derives it from the operations: inserted items take their section's
  /// item size, or none in a section of per-item sizes, so that the layout's itemSize applies.
  public func plan(old: [SectionData], new explicitNew: [SectionData]?) -> Result<
    UpdatePlan, UpdateError
  > {
    do {
      return .success(try makePlan(old: old, new: explicitNew))
    } catch let error as UpdateError {
      return .failure(error)
    } catch {
      return .failure(UpdateError("\(error)"))
    }
  }
}
