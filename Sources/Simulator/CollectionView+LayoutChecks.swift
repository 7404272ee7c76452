import Foundation
import LayoutKit

extension CollectionView {
  /// What the collection view keeps of a layout's answer for `rect`, checked as
  /// UICollectionViewData's validateLayoutInRect: checks it: attributes whose index path the data
  /// source does not have are ignored with iOS 13's log line (or, with `raisesOnInvalidAttributes`,
  /// the older exception), a second answer for the same element is reported and ignored, a frame
  /// that is not finite is an error, and a decoration of a kind nothing is registered for is
  /// UIKit's dequeue exception. Each problem is reported once per element and replay, not once per
  /// frame.
  func acceptedElements(_ answers: [LayoutAttributes], in rect: CGRect) -> [ElementKey:
    LayoutAttributes]
  {
    var accepted: [ElementKey: LayoutAttributes] = [:]
    accepted.reserveCapacity(answers.count)
    // The decoration kind last found registered: an answer's decorations are mostly of one or
    // two kinds, so most are checked without hashing the kind's text.
    var registeredKind: String?
    for attributes in answers {
      let key = attributes.key
      guard attributes.frame.isFiniteRect else {
        if reportedLayoutProblems.insert("frame \(key.id)").inserted {
          log.error(
            "The layout returned a frame that is not finite for \(key.id): "
              + Self.text(attributes.frame))
        }
        continue
      }
      guard attributes.frame.intersects(rect) else { continue }
      guard isValidForData(key) else {
        if reportedLayoutProblems.insert("index path \(key.id)").inserted {
          if raisesOnInvalidAttributes && key.category == .cell {
            log.error(
              "UICollectionView received layout attributes for a cell with an index path that "
                + "does not exist: \(Self.text(attributes.indexPath))")
          } else {
            log.emit(
              .warning(
                message: "Layout attributes \(Self.describe(attributes)) were received from the "
                  + "layout <\(Self.className(of: layout))> but are not valid for the data source "
                  + "counts. Attributes will be ignored."))
          }
        }
        continue
      }
      // UIKit creates a decoration view from the class registered for its kind, and raises
      // when there is none; the element is then never displayed.
      if key.category == .decorationView, key.kind != registeredKind {
        guard layout.isDecorationViewKindRegistered(key.kind) else {
          if unregisteredDecorationKinds.insert(key.kind).inserted {
            log.error(CollectionViewLayout.unregisteredDecorationMessage(kind: key.kind))
          }
          continue
        }
        registeredKind = key.kind
      }
      // One hash for the common case: a second answer for a key puts the first back.
      guard let first = accepted.updateValue(attributes, forKey: key) else { continue }
      accepted[key] = first
      if reportedLayoutProblems.insert("twice \(key.id)").inserted {
        log.emit(
          .warning(
            message: "The layout returned attributes for \(key.id) more than once in one "
              + "answer; the first are displayed and the others ignored."))
      }
    }
    return accepted
  }

  /// Whether the data source has the element's section (and, for a cell, its item).
  private func isValidForData(_ key: ElementKey) -> Bool {
    guard key.section >= 0, key.section < numberOfSections, key.item >= 0 else { return false }
    return key.category != .cell || key.item < numberOfItems(inSection: key.section)
  }

  /// `-[UICollectionViewLayoutAttributes description]` without the object addresses.
  static func describe(_ attributes: LayoutAttributes) -> String {
    var text = "<\(className(of: attributes))> index path: (\(self.text(attributes.indexPath))); "
    if let kind = attributes.representedElementKind { text += "element kind: (\(kind)); " }
    text += "frame = \(self.text(attributes.frame)); "
    if attributes.alpha != 1 { text += "alpha = \(cgFloatDescription(attributes.alpha)); " }
    if attributes.isHidden { text += "hidden = YES; " }
    if attributes.zIndex != 0 { text += "zIndex = \(attributes.zIndex); " }
    return text
  }

  /// The class name UIKit would print: UIKit's own classes by their Objective-C names.
  static func className(of object: AnyObject) -> String {
    switch object {
    case is FlowLayout where type(of: object) == FlowLayout.self: "UICollectionViewFlowLayout"
    case is LayoutAttributes where type(of: object) == LayoutAttributes.self:
      "UICollectionViewLayoutAttributes"
    default: String(reflecting: type(of: object))
    }
  }

  /// `(x y; w h)`, as UIKit prints a frame.
  static func text(_ rect: CGRect) -> String {
    "(\(cgFloatDescription(rect.minX)) \(cgFloatDescription(rect.minY)); "
      + "\(cgFloatDescription(rect.width)) \(cgFloatDescription(rect.height)))"
  }

  /// `<NSIndexPath> {length = 2, path = S - I}`, NSIndexPath's description without its address.
  static func text(_ indexPath: IndexPath) -> String {
    "<NSIndexPath> {length = \(indexPath.count), path = "
      + indexPath.map(String.init).joined(separator: " - ") + "}"
  }
}
