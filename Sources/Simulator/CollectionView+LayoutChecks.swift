import Foundation
import LayoutKit

extension CollectionView {
  /// What the collection view keeps of a layout's answer for `rect`, checked as
  /// UICollectionViewData's validateLayoutInRect: checks it: attributes whose index path the data
  /// source does not have are ignored with iOS 13's log line (or, with `raisesOnInvalidAttributes`,
  /// the older exception), a second answer for the same element is reported and ignored, a frame
  /// that is not finite is an error, and a decoration of a kind nothing is registered for is
  /// UIKit's dequeue exception. Each problem is reported once per element and replay, not once per
  /// frame, in the order of the answer.
  ///
  /// The kept elements are put in canonical order once (an answer is a few sorted runs: cells,
  /// headers, decorations), the first answer for an element before any later one, so a second
  /// answer is found next to the first; the problems are reported afterwards, by their place in
  /// the answer, as they would have been met.
  func acceptedElements(_ answers: [LayoutAttributes], in rect: CGRect) -> VisibleElements {
    // What is kept, in the order of the answer, with its place there.
    var accepted: [VisibleElements.Entry] = []
    var places: [Int] = []
    accepted.reserveCapacity(answers.count)
    places.reserveCapacity(answers.count)
    var problems: [(place: Int, problem: AnswerProblem)] = []
    // The decoration kind last found registered: an answer's decorations are mostly of one or
    // two kinds, so most are checked without hashing the kind's text.
    var registeredKind: String?
    for (place, attributes) in answers.enumerated() {
      let key = attributes.key
      // Read once: `frame` is open, each read a dispatch.
      let frame = attributes.frame
      guard frame.isFiniteRect else {
        problems.append((place, .frameNotFinite))
        continue
      }
      guard frame.intersectsAsFoundation(rect) else { continue }
      guard isValidForData(key) else {
        problems.append((place, .notInData))
        continue
      }
      // UIKit creates a decoration view from the class registered for its kind, and raises
      // when there is none; the element is then never displayed.
      if key.category == .decorationView, key.kind != registeredKind {
        guard layout.isDecorationViewKindRegistered(key.kind) else {
          problems.append((place, .unregisteredDecoration))
          continue
        }
        registeredKind = key.kind
      }
      // Moved into what is kept: otherwise its reference was taken again and the loop's let go.
      accepted.append(VisibleElements.Entry(key: key, attributes: consume attributes))
      places.append(place)
    }
    // An answer already in canonical order, each key once (a list's rows, most often), is kept
    // as it is: nothing to sort, no element answered twice.
    if problems.isEmpty && VisibleElements.isStrictlyAscending(accepted) {
      return VisibleElements(ordered: accepted)
    }
    var kept: [VisibleElements.Entry] = []
    kept.reserveCapacity(accepted.count)
    for index in VisibleElements.canonicalOrder(of: accepted) {
      // Keys of different order words differ: the kinds' text is compared only at a tie.
      if let last = kept.last, last.word == accepted[index].word, last.key == accepted[index].key {
        problems.append((places[index], .answeredTwice))
      } else {
        kept.append(accepted[index])
      }
    }
    if !problems.isEmpty {
      for (place, problem) in problems.sorted(by: { $0.place < $1.place }) {
        report(problem, of: answers[place])
      }
    }
    return VisibleElements(ordered: kept)
  }

  /// Why an element of a layout's answer is not displayed.
  enum AnswerProblem {
    case frameNotFinite
    case notInData
    case unregisteredDecoration
    case answeredTwice
  }

  /// Reports `problem` of `attributes`, the first time it is met for that element.
  private func report(_ problem: AnswerProblem, of attributes: LayoutAttributes) {
    let key = attributes.key
    switch problem {
    case .frameNotFinite:
      guard reportedLayoutProblems.insert("frame \(key.id)").inserted else { return }
      log.error(
        "The layout returned a frame that is not finite for \(key.id): "
          + Self.text(attributes.frame))
    case .notInData:
      guard reportedLayoutProblems.insert("index path \(key.id)").inserted else { return }
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
    case .unregisteredDecoration:
      guard unregisteredDecorationKinds.insert(key.kind).inserted else { return }
      log.error(CollectionViewLayout.unregisteredDecorationMessage(kind: key.kind))
    case .answeredTwice:
      guard reportedLayoutProblems.insert("twice \(key.id)").inserted else { return }
      log.emit(
        .warning(
          message: "The layout returned attributes for \(key.id) more than once in one "
            + "answer; the first are displayed and the others ignored."))
    }
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
