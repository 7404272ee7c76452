import Foundation
import LayoutKit

extension CollectionView {
  /// The identifier an element's events carry in a diffable data source: a cell its item's, a
  /// supplementary or decoration view its section's; nil when the section has no identifier.
  func identifier(of key: ElementKey, in sections: [SectionData]) -> String? {
    guard sections.indices.contains(key.section), let section = sections[key.section].identifier
    else { return nil }
    guard key.category == .cell else { return section }
    guard let items = sections[key.section].ids, items.indices.contains(key.item) else {
      return nil
    }
    return items[key.item]
  }

  /// The identifiers of elements shown now, for a `snapshot` event; nil without identifiers.
  public func identifiers(of keys: [ElementKey]) -> [String]? {
    guard data.contains(where: { $0.identifier != nil }) else { return nil }
    return keys.map { identifier(of: $0, in: data) ?? "" }
  }
}
