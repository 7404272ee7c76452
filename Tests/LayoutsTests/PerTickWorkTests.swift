import Foundation
import LayoutKit
import Layouts
import Testing

/// What a display tick costs the features at 10,000 sections, counted in the questions they ask
/// the delegate: proportional to the sections that moved, not to the collection.
@Suite struct PerTickWorkTests {
  /// Sections of one 100-pt item under 40-pt headers are 140 long: section S starts at 140 S.
  /// At 700,005 the bounds hold 700,005-700,405; a 10-pt tick makes the union 700,005-700,415,
  /// which sections 5000 (700,000-700,140, its header pinned at the top), 5001 and 5002
  /// (700,280-700,420) meet: the flow layout's pinning context names those three headers
  /// (section 4999 ends at 700,000, section 5003 starts at 700,420). Before, every feature
  /// prepared again for all 10,000 sections at every tick.
  @Test func aPinnedTickPreparesTheFeaturesForTheNamedSectionsOnly() {
    let backgrounds = SectionBackgrounds(decorationKinds: ["background"])
    backgrounds.decorationContainsHeader = true
    let delegate = CountingFlowDelegate { _ in 40 }
    backgrounds.delegate = delegate
    var extendQuestions = 0
    backgrounds.decorationExtendEdges = { _ in
      extendQuestions += 1
      return .zero
    }
    let fixture = TenThousandSections(
      features: [backgrounds, Separators()], delegate: delegate, offset: 700_005,
      flowPinsHeaders: true)
    // The full preparation: each section's background once, each section's spacing once.
    #expect(extendQuestions == TenThousandSections.count)
    #expect(delegate.lineSpacingQuestions >= TenThousandSections.count)
    let (extendBefore, insetBefore, spacingBefore) =
      (extendQuestions, delegate.insetQuestions, delegate.lineSpacingQuestions)
    fixture.scroll(by: 10)
    #expect(extendQuestions - extendBefore == 3)
    #expect(delegate.insetQuestions - insetBefore == 3)
    // The separators depend on no header: nothing is asked again.
    #expect(delegate.lineSpacingQuestions - spacingBefore == 0)
  }

  /// After the tick above, the backgrounds prepared again for the named sections are those a
  /// full preparation at the new bounds gives. Section 5000's header, pinned at the bounds' top,
  /// moves from 700,005 to 700,015, above its item (700,040-700,140): its background, from the
  /// header's top to the item's end, goes from 700,005 (135 high) to 700,015 (125 high).
  @Test func theBackgroundsOfANamedSectionFollowItsPinnedHeader() {
    func backgrounds(afterTick: Bool) -> [String: CGRect] {
      let feature = SectionBackgrounds(decorationKinds: ["background"])
      feature.decorationContainsHeader = true
      let delegate = CountingFlowDelegate { _ in 40 }
      feature.delegate = delegate
      let fixture = TenThousandSections(
        features: [feature], delegate: delegate, offset: afterTick ? 700_005 : 700_015,
        flowPinsHeaders: true)
      if afterTick { fixture.scroll(by: 10) }
      var frames: [String: CGRect] = [:]
      for attributes in fixture.layout.layoutAttributesForElements(in: fixture.cv.bounds) ?? []
      where attributes.representedElementCategory == .decorationView {
        frames["\(attributes.indexPath.section)"] = attributes.frame
      }
      return frames
    }
    let ticked = backgrounds(afterTick: true)
    #expect(ticked["5000"] == CGRect(x: 0, y: 700_015, width: 320, height: 125))
    #expect(ticked == backgrounds(afterTick: false))
  }
}

/// The pinned headers' search at 10,000 pinned sections, every other one without a header: a
/// headerless section takes part by its own extent, so the search stays a binary search.
@Suite struct PinnedSearchWorkTests {
  /// Even sections have a 40-pt header and are 140 long, odd ones 100: a pair is 240, so section
  /// 5000 starts at 600,000 (header to 600,040, item to 600,140), 5001 runs to 600,240, 5002 to
  /// 600,380 and 5004 starts at 600,480. A scroll from 600,000 to 600,010 covers
  /// 600,000-600,410: the headers of 5000 (travelling 600,000-600,140) and 5002 (600,240-600,380)
  /// are reached; 4998's ends at 599,900.
  @Test func aHeaderlessPinnedSectionKeepsTheSearchLogarithmic() {
    let pinned = PinnedHeaders(pinnedSections: Set(0..<TenThousandSections.count))
    let delegate = CountingFlowDelegate { $0 % 2 == 0 ? 40 : 0 }
    let fixture = TenThousandSections(features: [pinned], delegate: delegate, offset: 600_000)
    let before = delegate.insetQuestions
    let new = CGRect(x: 0, y: 600_010, width: 320, height: 400)
    #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: new))
    #expect(
      fixture.layout.invalidationContext(forBoundsChange: new).invalidatedElementKeys == [
        .supplementary(ElementKind.sectionHeader, 5000, 0),
        .supplementary(ElementKind.sectionHeader, 5002, 0),
      ])
    // A section with a header asks its inset once, where it ends (it has no footer): at most
    // 14 probes of a binary search over 10,000 (2^14 > 10,000), plus the walk's 5000, 5002 and
    // 5004 (the first that starts past 600,410). A scan from the first section, as a headerless
    // one used to start, asks the 2,503 header sections up to 5004.
    #expect(delegate.insetQuestions - before <= 14 + 3)
  }
}
