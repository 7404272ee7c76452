import ScrollSimTesting
import Testing

// This target imports ScrollSimTesting alone, as a user's test target does: every type named
// below (Event, Attrs, ElementKey, ReplayFailure, GoldenMismatch, ScenarioError, FlowLayout,
// LayoutAttributes, CGRect) must come with it. Its scenario files are excluded from the target
// (Package.swift), as docs/testing.md shows.

/// Cell attributes written the UIKit way (copy and isEqual carry the extra properties); their
/// stored properties reach the stream's `custom` by reflection, without any code for it.
final class TintedAttributes: LayoutAttributes {
  struct Shape: Equatable {
    var corners = 4
  }

  var tint = 0
  var label: String?
  var weights: [Double] = [1, 2]
  /// Not a JSON scalar or array: left out of `custom`.
  var shape = Shape()

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let tinted = copy as? TintedAttributes {
      tinted.tint = tint
      tinted.label = label
      tinted.weights = weights
      tinted.shape = shape
    }
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TintedAttributes, other.tint == tint, other.label == label,
      other.weights == weights, other.shape == shape
    else { return false }
    return super.isEqual(object)
  }
}

/// A flow layout whose cells are tinted ten per item.
final class TintedLayout: FlowLayout {
  override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map { attributes in
      guard let tinted = attributes.copy() as? TintedAttributes else { return attributes }
      tinted.tint = 10 * tinted.indexPath.item
      return tinted
    }
  }
}

@Suite struct ProductTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let scenario = root.appendingPathComponent("Scenarios/tinted-grid.yaml").path
  static let golden = root.appendingPathComponent("Scenarios/tinted-grid.events.jsonl").path

  @Test func storedPropertiesOfAnAttributesSubclassReachCustom() throws {
    let log = try ScenarioReplay.run(file: Self.scenario, layout: { TintedLayout() })
    #expect(log.exitStatus == 0)
    // Item 1 of the first line: x 110 (100 + the 10-pt spacing the line spreads), tint 10.
    let attrs: Attrs? = log.attributes(of: "cell/0/1", afterStep: 0)
    #expect(attrs?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    #expect(
      attrs?.custom == [
        Attrs.CustomAttribute(name: "label", value: .null),
        Attrs.CustomAttribute(name: "tint", value: 10),
        Attrs.CustomAttribute(name: "weights", value: [1, 2]),
      ])
    #expect(
      log.jsonLinesText.contains(
        #""to":{"frame":[110,0,100,100],"alpha":1,"zIndex":0,"custom":{"label":null,"tint":10,"weights":[1,2]}}"#
      ))
    let appearances: [Event] = log.events(of: "cell/0/3")
    #expect(appearances.count == 1)
    let key = ElementKey(category: .cell, kind: "", section: 0, item: 3)
    #expect(key.id == "cell/0/3")
  }

  @Test func failuresPrintAsTheTextFormatsLines() throws {
    let yaml = """
      name: failing
      collectionView: {size: [320, 200]}
      layout: {kind: flow, itemSize: [100, 100]}
      data: {sections: [2]}
      steps:
        - expect: {contentOffset: [0, 50]}
      """
    let log = try ScenarioReplay.run(yaml: yaml, name: "failing.yaml")
    #expect(log.exitStatus == 1)
    // scenario, invalidate, prepare, contentSize, two appears, the step: the assert is #8.
    let failures: [ReplayFailure] = log.failures
    #expect(
      failures.map(\.description) == [
        "#8 t=0 frame=0 step=0 assert FAILED {contentOffset: [0, 50]} actual {contentOffset: [0, 0]}"
      ])
    #expect("\(failures)" == "[\(failures[0].description)]")
  }

  @Test func aGoldenMismatchNamesTheScenarioReplayed() throws {
    let log = try ScenarioReplay.run(file: Self.scenario, layout: { TintedLayout() })
    try log.assertMatchesGolden(at: Self.golden, environment: ["CI": "true"])
    // A golden kept elsewhere under another name: the report names the scenario file.
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-product-\(UUID().uuidString).events.jsonl")
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let changed = log.jsonLinesText.replacingOccurrences(of: #""tint":30"#, with: #""tint":31"#)
    try Data(changed.utf8).write(to: elsewhere)
    do {
      try log.assertMatchesGolden(at: elsewhere.path, environment: ["CI": "true"])
      Issue.record("a different golden matched")
    } catch {
      let mismatch: GoldenMismatch = error
      #expect(
        mismatch.description.hasPrefix(
          "\(Self.scenario):1: before the first step: event 8 differs from the golden log "))
      #expect(mismatch.description.contains("+++ replay of \(Self.scenario)\n"))
      #expect(!mismatch.description.contains(elsewhere.deletingPathExtension().path + ".yaml"))
    }
  }

  @Test func anUnreadableScenarioThrowsItsPlace() {
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioReplay.run(yaml: "name: x\nstepz: []\n", name: "broken.yaml")
    }
    #expect(error?.file == "broken.yaml")
    #expect(error?.line == 2)
  }
}
