/// The texts UIKit's diffable data source prints, verbatim where a public crash report or log shows
/// them (docs/uikit-choices.md, "Diffable data sources", lists each with its source), and in the
/// same shape where none was found. A set or array of identifiers is written as Foundation
/// describes an NSSet or NSArray, its members in the order they were found.
public enum DiffableMessages {
  /// apply or an operation given an item identifier twice.
  static func duplicateItems(_ identifiers: [String]) -> String {
    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
      + setDescription(identifiers)
  }

  /// apply or an operation given a section identifier twice.
  static func duplicateSections(_ identifiers: [String]) -> String {
    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
      + setDescription(identifiers)
  }

  /// A section snapshot given an item identifier twice.
  static func duplicateInSectionSnapshot(_ identifiers: [String]) -> String {
    "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
      + setDescription(identifiers)
  }

  /// reloadItems(_:) of an identifier the snapshot does not hold.
  static func reloadMissing(_ identifier: String) -> String {
    "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)"
  }

  /// reconfigureItems(_:) of an identifier the snapshot does not hold.
  static func reconfigureMissing(_ identifier: String) -> String {
    "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)"
  }

  /// An operation naming a section the snapshot does not hold.
  static let sectionNotFound =
    "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"

  /// An operation naming an item the snapshot does not hold (insert before or after it, move,
  /// delete, expand, collapse).
  static func itemNotFound(_ identifier: String) -> String {
    "Invalid item identifier specified: \(identifier). Item identifier was not found in the snapshot."
  }

  /// appendItems(_:) with no section to append to.
  static let noSections =
    "There are currently no sections in the data source. Please add a section first."

  /// iOS 17 and later: inserted or appended identifiers that are already in the snapshot are
  /// moved into place, with this warning.
  static func alreadyExist(_ identifiers: [String]) -> String {
    let one = identifiers.count == 1
    return
      "Diffable data source detected an attempt to insert or append \(identifiers.count) item "
      + (one ? "identifier that already exists" : "identifiers that already exist")
      + " in the snapshot. The existing item "
      + (one ? "identifier" : "identifiers")
      + " will be moved into place instead, but this operation will be more expensive. For best"
      + " performance, inserted item identifiers should always be unique. Set a symbolic"
      + " breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch"
      + " this in the debugger. Item identifiers that already exist: "
      + arrayDescription(identifiers)
  }

  /// `-[NSSet description]`: `{(` and `)}` around the members, one per line.
  static func setDescription(_ identifiers: [String]) -> String {
    "{" + arrayDescription(identifiers) + "}"
  }

  /// `-[NSArray description]`: each member on its own line, indented four spaces, a string quoted
  /// when it holds more than letters, digits, `_` and `.`.
  static func arrayDescription(_ identifiers: [String]) -> String {
    let members = identifiers.map { identifier in
      let plain =
        !identifier.isEmpty
        && identifier.unicodeScalars.allSatisfy {
          ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
            || $0 == "_" || $0 == "."
        }
      return "    " + (plain ? identifier : "\"\(identifier)\"")
    }
    return "(\n" + members.joined(separator: ",\n") + "\n)"
  }
}
