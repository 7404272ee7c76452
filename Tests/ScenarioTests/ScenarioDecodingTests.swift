import Foundation
import LayoutKit
import Simulator
import Testing

@testable import Scenario

/// The scenario model: the contract's defaults and value forms.
@Suite struct ScenarioDecodingTests {
  func parse(_ text: String) throws -> ScenarioDocument {
    try ScenarioDocument.parse(Array(text.utf8), file: "s.yaml")
  }

  static let minimal = "name: m\nlayout: {kind: flow}\ndata: {sections: [3]}\nsteps: []\n"

  @Test func collectionViewDefaultsAreTheContracts() throws {
    let cv = try parse(Self.minimal).collectionView
    #expect(cv.size == CGSize(width: 390, height: 844))
    #expect(cv.contentOffset == nil)
    #expect(cv.contentInset == .zero)
    #expect(cv.contentInsetAdjustmentBehavior == .automatic)
    #expect(cv.layoutDirection == .leftToRight)
    #expect(cv.displayScale == 3)
    #expect(cv.decelerationRate == 0.998)
    #expect(cv.pagingEnabled == false)
    #expect(cv.bounces == true)
    #expect(cv.frameRate == 60)
  }

  struct FormCase: CustomTestStringConvertible, Sendable {
    let yaml: String
    let check: @Sendable (ScenarioDocument) -> Bool
    var testDescription: String { yaml }
  }

  static let forms: [FormCase] = [
    FormCase(yaml: "collectionView: {size: {width: 100, height: 200}}") {
      $0.collectionView.size == CGSize(width: 100, height: 200)
    },
    FormCase(yaml: "collectionView: {contentInset: 8}") {
      $0.collectionView.contentInset == EdgeInsets(all: 8)
    },
    FormCase(yaml: "collectionView: {contentInset: [1, 2, 3, 4]}") {
      $0.collectionView.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    },
    FormCase(yaml: "collectionView: {safeAreaInsets: {top: 47, bottom: 34}}") {
      $0.collectionView.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    },
    FormCase(yaml: "collectionView: {contentOffset: {x: 0, y: -20.5}}") {
      $0.collectionView.contentOffset == CGPoint(x: 0, y: -20.5)
    },
    FormCase(yaml: "collectionView: {decelerationRate: fast}") {
      $0.collectionView.decelerationRate == 0.99
    },
    FormCase(yaml: "collectionView: {decelerationRate: 0.95}") {
      $0.collectionView.decelerationRate == 0.95
    },
    FormCase(yaml: "collectionView: {physics: {stopVelocity: 12.5, maximumDuration: 2}}") {
      $0.collectionView.physics.stopVelocity == 12.5
        && $0.collectionView.physics.maximumDuration == 2
    },
    FormCase(yaml: "collectionView: {physics: {}}") {
      $0.collectionView.physics.stopVelocity == 10
        && $0.collectionView.physics.maximumDuration == 600
    },
    FormCase(yaml: "collectionView: {pagingEnabled: yes, bounces: off}") {
      $0.collectionView.pagingEnabled && !$0.collectionView.bounces
    },
    FormCase(yaml: "collectionView: {frameRate: 120, layoutDirection: rightToLeft}") {
      $0.collectionView.frameRate == 120 && $0.collectionView.layoutDirection == .rightToLeft
    },
  ]

  @Test(arguments: forms)
  func valueForms(_ c: FormCase) throws {
    let document = try parse(
      "name: f\n\(c.yaml)\nlayout: {kind: flow}\ndata: {sections: [1]}\nsteps: []\n")
    #expect(c.check(document))
  }

  struct StepShapeCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// The one item of `steps`, at line 5, column 5.
    let step: String
    /// The error's text, or nil when the step reads.
    let error: String?
    var testDescription: String { name }
  }

  static let oneKeyMap = "a step in steps must be a one-key map such as '- scroll: {to: [0, 300]}'"

  /// A step is a mapping of one pair: any other node is refused at its place, and a null
  /// parameter is an empty mapping.
  static let stepShapes: [StepShapeCase] = [
    StepShapeCase(name: "one pair", step: "{wait: {frames: 1}}", error: nil),
    StepShapeCase(name: "null parameters", step: "{snapshot: }", error: nil),
    StepShapeCase(
      name: "two pairs", step: "{wait: {frames: 1}, snapshot: {}}",
      error: "s.yaml:5:5: error: \(oneKeyMap)"),
    StepShapeCase(name: "no pair", step: "{}", error: "s.yaml:5:5: error: \(oneKeyMap)"),
    StepShapeCase(name: "a sequence", step: "[wait]", error: "s.yaml:5:5: error: \(oneKeyMap)"),
    StepShapeCase(name: "a scalar", step: "wait", error: "s.yaml:5:5: error: \(oneKeyMap)"),
    StepShapeCase(
      name: "an unknown op", step: "{wiat: {}}",
      error: "s.yaml:5:6: error: unknown step 'wiat'; did you mean 'wait'?"),
  ]

  /// A number of a point, a rect, insets or a size is named by its place in the value.
  static let valueNumbers: [StepShapeCase] = [
    StepShapeCase(
      name: "a point's second number", step: "{scroll: {to: [0, x]}}",
      error: "s.yaml:5:23: error: expected a number for to.y, not 'x'"),
    StepShapeCase(
      name: "a rect's height", step: "{expect: {element: cell/0/0, frame: [0, 0, 1, y]}}",
      error: "s.yaml:5:51: error: expected a number for frame.height, not 'y'"),
    StepShapeCase(
      name: "an inset's left", step: "{setInsets: {contentInset: [0, z, 0, 0]}}",
      error: "s.yaml:5:36: error: expected a number for contentInset.left, not 'z'"),
    StepShapeCase(
      name: "a size's height", step: "{resize: {size: [1, w]}}",
      error: "s.yaml:5:25: error: expected a number for size.height, not 'w'"),
  ]

  @Test(arguments: stepShapes + valueNumbers)
  func stepsReadOrFailAtTheirPlace(_ example: StepShapeCase) {
    var message: String?
    do {
      _ = try parse(
        "name: s\nlayout: {kind: flow}\ndata: {sections: [3]}\nsteps:\n  - \(example.step)\n")
    } catch {
      message = "\(error)"
    }
    #expect(message == example.error)
  }

  @Test func layoutKeysAndDelegateAnswers() throws {
    let document = try parse(
      """
      name: l
      layout:
        kind: [flow]
        scrollDirection: horizontal
        itemSize: [100, 40]
        minimumLineSpacing: -2
        sectionInset: [0, 16, 0, 16]
        sectionHeadersPinToVisibleBounds: true
        sections:
          2: {sectionInset: [10, 0, 10, 0], minimumLineSpacing: 0, headerReferenceSize: [0, 60]}
      data:
        sections:
          - 4
          - items: [a, b, c]
            itemSizes: [[100, 40], [200, 40], [80, 90]]
          - {items: 2, itemSize: [50, 50]}
      steps: []
      """)
    let p = document.layout.properties
    #expect(document.layout.kindName == "flow")
    #expect(p.scrollDirection == .horizontal)
    #expect(p.itemSize == CGSize(width: 100, height: 40))
    #expect(p.minimumLineSpacing == -2)
    #expect(p.sectionInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(p.sectionHeadersPinToVisibleBounds == true)
    #expect(p.footerReferenceSize == nil)
    #expect(
      document.layout.sections[2]
        == FlowSectionAnswers(
          sectionInset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0), minimumLineSpacing: 0,
          headerReferenceSize: CGSize(width: 0, height: 60)))
    #expect(document.data.map(\.count) == [4, 3, 2])
    #expect(document.data[1].ids == ["a", "b", "c"])
    #expect(document.data[1].size(ofItem: 1) == CGSize(width: 200, height: 40))
    #expect(document.data[2].size(ofItem: 1) == CGSize(width: 50, height: 50))
  }

  @Test func stepsKeepTheirLinesAndDefaults() throws {
    let document = try parse(
      """
      name: s
      layout: {kind: flow}
      data: {sections: [30]}
      steps:
        - scroll: {to: [0, 300], animated: true}
        - invalidate:
        - invalidate: {supplementary: {header: [[2, 0]]}}
        - batch:
            updates:
              - delete: {items: [[0, 1]]}
              - move: {section: 0, to: 1}
            data: [29]
            expectError: Invalid update
        - wait: {seconds: 0.5}
        - expect: {count: {decoration/background: 3, cell: 2}}
      """)
    #expect(document.steps.map(\.line) == [5, 6, 7, 8, 14, 15])
    guard case .scroll(let to, nil, true, 0.3, true, nil) = document.steps[0].action else {
      throw Failure("scroll defaults")
    }
    #expect(to == CGPoint(x: 0, y: 300))
    guard case .invalidate(let plain) = document.steps[1].action, !plain.isContext else {
      throw Failure("plain invalidate")
    }
    guard case .invalidate(let context) = document.steps[2].action else { throw Failure("context") }
    #expect(context.supplementary.first?.kind == ElementKind.sectionHeader)
    guard case .batch(let updates, true, 0.3, let data) = document.steps[3].action else {
      throw Failure("batch")
    }
    #expect(updates.count == 2)
    #expect(data?.map(\.count) == [29])
    #expect(document.steps[3].expectError == "Invalid update")
    guard case .expect(let e) = document.steps[5].action else { throw Failure("expect") }
    #expect(
      e.written
        == .object([
          ("count", .object([("decoration/background", .number(3)), ("cell", .number(2))]))
        ]))
  }
}
