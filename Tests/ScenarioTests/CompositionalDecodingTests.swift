import Foundation
import LayoutKit
import Layouts
import Replay
import Simulator
import TestSupport
import Testing

@testable import Scenario

/// `layout: {kind: compositional, ...}`: UIKit's compositional layout in the scenario format
/// (docs/scenario-format.md, "Compositional layouts"), read with the format's errors; replayed in
/// `CompositionalReplayTests`.
@Suite struct CompositionalDecodingTests {
  func parse(_ layout: String) throws -> ScenarioDocument {
    let text = "name: m\nlayout: \(layout)\ndata: {sections: [3]}\nsteps: []\n"
    return try ScenarioDocument.parse(Array(text.utf8), file: "s.yaml")
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let layout: String
    let message: String
    var testDescription: String { name }
  }

  /// Each column is where the node at fault starts in `layout`, which begins at column 9 of
  /// line 2 (`layout: ` is 8 characters).
  static let errors: [ErrorCase] = [
    ErrorCase(
      name: "a compositional key on a flow layout",
      layout:
        "{kind: flow, section: {}}",
      message:
        "s.yaml:2:22: error: 'section' is a key of layout kind compositional, which kind flow"
        + " does not include"),
    ErrorCase(
      name: "a misspelt form key",
      layout:
        "{kind: compositional, secton: {}}",
      message:
        "s.yaml:2:31: error: unknown key 'secton' in layout; did you mean 'section'?"),
    ErrorCase(
      name: "two forms at once",
      layout:
        "{kind: compositional, list: {appearance: plain}, sections: []}",
      message:
        "s.yaml:2:68: error: layout of kind compositional needs exactly one of section,"
        + " sections or list"),
    ErrorCase(
      name: "no form",
      layout:
        "{kind: compositional}",
      message:
        "s.yaml:2:9: error: layout of kind compositional needs exactly one of section,"
        + " sections or list"),
    ErrorCase(
      name: "combined with a seed kind",
      layout:
        "{kind: [compositional, separators]}",
      message:
        "s.yaml:2:16: error: layout kind compositional cannot be combined with other kinds"),
    ErrorCase(
      name: "a flow key",
      layout:
        "{kind: compositional, itemSize: [10, 10], section: {}}",
      message:
        "s.yaml:2:31: error: unknown key 'itemSize' in layout (valid keys: kind,"
        + " configuration, section, sections, list)"),
    ErrorCase(
      name: "a misspelt dimension",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{fractionalWidht:"
        + " 1}, {absolute: 4}]}}}}",
      message:
        "s.yaml:2:74: error: unknown key 'fractionalWidht' in"
        + " layout.section.group.vertical.layoutSize.widthDimension; did you mean"
        + " 'fractionalWidth'?"),
    ErrorCase(
      name: "a negative dimension",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{fractionalWidth:"
        + " 1}, {absolute: -4}]}}}}",
      message:
        "s.yaml:2:106: error:"
        + " layout.section.group.vertical.layoutSize.heightDimension.absolute must be at least"
        + " 0, not -4"),
    ErrorCase(
      name: "a dimension of two kinds",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1,"
        + " estimated: 2}, {absolute: 4}]}}}}",
      message:
        "s.yaml:2:73: error: layout.section.group.vertical.layoutSize.widthDimension must"
        + " have exactly one key: fractionalWidth, fractionalHeight, absolute, estimated,"
        + " uniformAcrossSiblings"),
    ErrorCase(
      name: "a group property outside its factory",
      layout:
        "{kind: compositional, section: {group: {vertical: {}, interItemSpacing: {fixed:"
        + " 1}}}}",
      message:
        "s.yaml:2:48: error: layout.section.group must have exactly one key (horizontal,"
        + " vertical or custom) holding the group's properties; move 'interItemSpacing' into it"),
    ErrorCase(
      name: "a dimension as Swift spells it",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [.fractionalWidth(1.0),"
        + " {absolute: 4}]}}}}",
      message:
        "s.yaml:2:73: error: layout.section.group.vertical.layoutSize.widthDimension must be a"
        + " mapping, not a scalar: write 'fractionalWidth(1.0)' as {fractionalWidth: 1.0}"),
    // YAML reads a labelled argument's ": " as a mapping's: the key is the near miss.
    ErrorCase(
      name: "a labelled dimension as Swift spells it",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " .uniformAcrossSiblings(estimate: 44)]}}}}",
      message:
        "s.yaml:2:88: error: unknown key '.uniformAcrossSiblings(estimate' in"
        + " layout.section.group.vertical.layoutSize.heightDimension; did you mean"
        + " 'uniformAcrossSiblings'?"),
    ErrorCase(
      name: "a side as UIEdgeInsets names it",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], subitems: [{layoutSize: [{absolute: 1}, {absolute: 1}]}]}},"
        + " contentInsets: {left: 2}}}",
      message:
        "s.yaml:2:180: error: unknown key 'left' in layout.section.contentInsets; did you mean"
        + " 'leading'?"),
    ErrorCase(
      name: "a compound alignment with a side as UIEdgeInsets names it",
      layout:
        "{kind: compositional, configuration: {boundarySupplementaryItems: [{layoutSize:"
        + " [{absolute: 1}, {absolute: 4}], elementKind: header, alignment: topLeft}]}, list:"
        + " {appearance: plain}}",
      message:
        "s.yaml:2:153: error: layout.configuration.boundarySupplementaryItems.0.alignment must be"
        + " one of none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing,"
        + " trailing, topTrailing, not 'topLeft'; did you mean 'topLeading'?"),
    ErrorCase(
      name: "a misspelt factory",
      layout:
        "{kind: compositional, section: {group: {horizontl: {}}}}",
      message:
        "s.yaml:2:49: error: unknown key 'horizontl' in layout.section.group; did you mean"
        + " 'horizontal'?"),
    ErrorCase(
      name: "a repeating subitem without count",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], repeatingSubitem: {}}}}}",
      message:
        "s.yaml:2:59: error: layout.section.group.vertical is missing the required key" + " 'count'"
    ),
    ErrorCase(
      name: "subitems and a repeating subitem",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], subitems: [], repeatingSubitem: {}}}}}",
      message:
        "s.yaml:2:59: error: layout.section.group.vertical needs exactly one of subitems or"
        + " repeatingSubitem (with count)"),
    ErrorCase(
      name: "both spellings of the repeating subitem",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], subitem: {}, repeatingSubitem: {}, count: 2}}}}",
      message:
        "s.yaml:2:113: error: layout.section.group.vertical has both repeatingSubitem and"
        + " subitem: keep one"),
    ErrorCase(
      name: "a misspelt spacing",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], interItemSpacing: {fixd: 2}}}}}",
      message:
        "s.yaml:2:123: error: unknown key 'fixd' in"
        + " layout.section.group.vertical.interItemSpacing; did you mean 'fixed'?"),
    ErrorCase(
      name: "a misspelt list appearance",
      layout:
        "{kind: compositional, list: {appearance: insetGroupd}}",
      message:
        "s.yaml:2:50: error: layout.list.appearance must be one of plain, grouped,"
        + " insetGrouped, sidebar, sidebarPlain, not 'insetGroupd'; did you mean"
        + " 'insetGrouped'?"),
    ErrorCase(
      name: "a misspelt orthogonal bounce",
      layout:
        "{kind: compositional, section: {list: {appearance: plain},"
        + " orthogonalScrollingProperties: {bounce: nevr}}}",
      message:
        "s.yaml:2:108: error: layout.section.orthogonalScrollingProperties.bounce must be one of"
        + " automatic, always, never, not 'nevr'; did you mean 'never'?"),
    ErrorCase(
      name: "an orthogonal deceleration rate past 1",
      layout:
        "{kind: compositional, section: {list: {appearance: plain},"
        + " orthogonalScrollingProperties: {decelerationRate: 2}}}",
      message:
        "s.yaml:2:118: error: decelerationRate must be between 0 and 1 (exclusive), not 2"),
    ErrorCase(
      name: "a misspelt orthogonal behaviour",
      layout:
        "{kind: compositional, section: {list: {appearance: plain},"
        + " orthogonalScrollingBehavior: pagin}}",
      message:
        "s.yaml:2:97: error: layout.section.orthogonalScrollingBehavior must be one of none,"
        + " continuous, continuousGroupLeadingBoundary, paging, groupPaging,"
        + " groupPagingCentered, not 'pagin'; did you mean 'paging'?"),
    ErrorCase(
      name: "a misspelt alignment",
      layout:
        "{kind: compositional, configuration: {boundarySupplementaryItems: [{layoutSize:"
        + " [{absolute: 1}, {absolute: 4}], elementKind: top, alignment: topp}]}, list:"
        + " {appearance: plain}}",
      message:
        "s.yaml:2:150: error: layout.configuration.boundarySupplementaryItems.0.alignment"
        + " must be one of none, top, topLeading, leading, bottomLeading, bottom,"
        + " bottomTrailing, trailing, topTrailing, not 'topp'; did you mean 'top'?"),
    ErrorCase(
      name: "an element kind with a slash",
      layout:
        "{kind: compositional, configuration: {boundarySupplementaryItems: [{layoutSize:"
        + " [{absolute: 1}, {absolute: 4}], elementKind: a/b, alignment: top}]}, list:"
        + " {appearance: plain}}",
      message:
        "s.yaml:2:134: error: layout.configuration.boundarySupplementaryItems.0.elementKind"
        + " must be a kind name without '/', not 'a/b'"),
    ErrorCase(
      name: "an anchor with both offsets",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], subitems: [{layoutSize: [{absolute: 1}, {absolute: 4}],"
        + " supplementaryItems: [{layoutSize: [{absolute: 1}, {absolute: 4}], elementKind:"
        + " badge, containerAnchor: {edges: [top, trailing], absoluteOffset: [1, 1],"
        + " fractionalOffset: [0, 0]}}]}]}}}}",
      message:
        "s.yaml:2:330: error:"
        + " layout.section.group.vertical.subitems.0.supplementaryItems.0.containerAnchor"
        + " takes absoluteOffset or fractionalOffset, not both"),
    ErrorCase(
      name: "a misspelt anchor edge",
      layout:
        "{kind: compositional, section: {group: {vertical: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], subitems: [{layoutSize: [{absolute: 1}, {absolute: 4}],"
        + " supplementaryItems: [{layoutSize: [{absolute: 1}, {absolute: 4}], elementKind:"
        + " badge, containerAnchor: {edges: [top, trailng]}}]}]}}}}",
      message:
        "s.yaml:2:277: error:"
        + " layout.section.group.vertical.subitems.0.supplementaryItems.0.containerAnchor.edges"
        + " must be one of top, leading, bottom, trailing, all, not 'trailng'; did you mean"
        + " 'trailing'?"),
    ErrorCase(
      name: "adaptive widths out of order",
      layout:
        "{kind: compositional, section: {byEffectiveContentWidth: {500: {list: {appearance:"
        + " plain}}, 0: {list: {appearance: plain}}}}}",
      message:
        "s.yaml:2:101: error: the widths in layout.section.byEffectiveContentWidth must"
        + " increase"),
    ErrorCase(
      name: "a custom group that places no item",
      layout:
        "{kind: compositional, section: {group: {custom: {layoutSize: [{absolute: 1},"
        + " {absolute: 4}], items: []}}}}",
      message:
        "s.yaml:2:109: error: layout.section.group.custom.items must hold at least one frame"),
    ErrorCase(
      name: "a misspelt configuration key",
      layout:
        "{kind: compositional, configuration: {interSectionSpacng: 4}, list: {appearance:"
        + " plain}}",
      message:
        "s.yaml:2:47: error: unknown key 'interSectionSpacng' in layout.configuration; did"
        + " you mean 'interSectionSpacing'?"),
    ErrorCase(
      name: "a decoration without its kind",
      layout:
        "{kind: compositional, section: {list: {appearance: plain}, decorationItems:"
        + " [{zIndex: -1}]}}",
      message:
        "s.yaml:2:86: error: layout.section.decorationItems.0 is missing the required key"
        + " 'background'"),
  ]

  @Test(arguments: errors) func aBadCompositionalLayoutIsReportedAtItsNode(_ example: ErrorCase) {
    do {
      _ = try parse(example.layout)
      Issue.record("no error for \(example.name)")
    } catch let error as ScenarioError {
      #expect(error.description == example.message)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  /// How a boundary item's `elementKind` may be written, and the kind the layout gets: UIKit's
  /// header and footer constants as Swift spells them are those kinds, not kinds of their own.
  static let kindSpellings: [(written: String, kind: String)] = [
    ("header", "UICollectionElementKindSectionHeader"),
    ("UICollectionView.elementKindSectionHeader", "UICollectionElementKindSectionHeader"),
    (".elementKindSectionHeader", "UICollectionElementKindSectionHeader"),
    ("elementKindSectionHeader", "UICollectionElementKindSectionHeader"),
    ("UICollectionElementKindSectionHeader", "UICollectionElementKindSectionHeader"),
    ("footer", "UICollectionElementKindSectionFooter"),
    ("UICollectionView.elementKindSectionFooter", "UICollectionElementKindSectionFooter"),
    ("badge", "badge"),
    ("UICollectionView.elementKindBadge", "UICollectionView.elementKindBadge"),
  ]

  @Test(arguments: kindSpellings) func aKindIsReadAsUIKitNamesIt(
    _ spelling: (written: String, kind: String)
  ) throws {
    let document = try parse(
      "{kind: compositional, configuration: {boundarySupplementaryItems: [{layoutSize:"
        + " [{fractionalWidth: 1}, {absolute: 30}], elementKind: '\(spelling.written)',"
        + " alignment: top}]}, list: {appearance: plain}}")
    let spec = try #require(document.layout.compositional)
    let item = try #require(spec.configuration.boundarySupplementaryItems.first)
    #expect(item.elementKind == spelling.kind)
  }

  @Test func everyPartIsReadAsWritten() throws {
    let document = try parse(
      """
      {kind: compositional,
       configuration: {scrollDirection: horizontal, interSectionSpacing: 8,
         contentInsetsReference: none,
         boundarySupplementaryItems: [{layoutSize: [{fractionalWidth: 1}, {estimated: 30}],
           elementKind: header, alignment: top, pinToVisibleBounds: true, zIndex: 2,
           absoluteOffset: [0, -4], extendsBoundary: false}]},
       sections: [
         {group: {horizontal: {layoutSize: [{fractionalWidth: 1}, {absolute: 100}],
           interItemSpacing: {flexible: 4}, contentInsets: [1, 2, 3, 4],
           subitems: [{layoutSize: [{fractionalWidth: 0.5}, {fractionalHeight: 1}],
                       edgeSpacing: {leading: {fixed: 6}, top: null}},
                      {vertical: {layoutSize: [{fractionalWidth: 0.5}, {fractionalHeight: 1}],
                        repeatingSubitem: {layoutSize: [{fractionalWidth: 1}, {absolute: 1}]},
                        count: 3}}]}},
          interGroupSpacing: 5, contentInsets: {leading: 7},
          supplementaryContentInsetsReference: layoutMargins,
          decorationItems: [{background: card, contentInsets: 2, zIndex: -1}],
          orthogonalScrollingBehavior: groupPagingCentered,
          orthogonalScrollingProperties: {decelerationRate: 0.995, bounce: never}},
         {byEffectiveContentWidth: {0: {list: {appearance: insetGrouped}},
                                    600: {list: {appearance: plain, headerMode: supplementary,
                                              headerTopPadding: 6}}}}]}
      """)
    #expect(document.layout.kindName == "compositional")
    let spec = try #require(document.layout.compositional)
    #expect(spec.configuration.scrollDirection == .horizontal)
    #expect(spec.configuration.interSectionSpacing == 8)
    #expect(
      spec.configuration.contentInsetsReference == CollectionLayoutContentInsetsReference.none)
    let header = try #require(spec.configuration.boundarySupplementaryItems.first)
    #expect(header.elementKind == ElementKind.sectionHeader)
    #expect(header.layoutSize.heightDimension == .estimated(30))
    #expect(header.pinToVisibleBounds && !header.extendsBoundary && header.zIndex == 2)
    #expect(header.absoluteOffset == CGPoint(x: 0, y: -4))
    guard case .perIndex(let choices) = spec.sections, choices.count == 2,
      case .section(let first) = choices[0], case .group(let group) = first.base,
      case .byEffectiveContentWidth(let widths) = choices[1]
    else {
      Issue.record("sections read as \(spec.sections)")
      return
    }
    #expect(group.kind == .horizontal)
    #expect(group.interItemSpacing == .flexible(4))
    #expect(
      group.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(first.interGroupSpacing == 5)
    #expect(first.supplementaryContentInsetsReference == .layoutMargins)
    #expect(
      first.contentInsets == DirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 0))
    #expect(first.decorationItems?.first?.elementKind == "card")
    #expect(first.decorationItems?.first?.zIndex == -1)
    #expect(first.orthogonalScrollingBehavior == .groupPagingCentered)
    #expect(first.orthogonalScrollingProperties.decelerationRate.rawValue == 0.995)
    #expect(first.orthogonalScrollingProperties.bounce == .never)
    guard group.subitems.count == 2, case .item(let item) = group.subitems[0],
      case .group(let nested) = group.subitems[1]
    else {
      Issue.record("subitems read as \(group.subitems)")
      return
    }
    #expect(
      item.edgeSpacing
        == CollectionLayoutEdgeSpacing(
          leading: .fixed(6), top: nil, trailing: nil, bottom: nil))
    #expect(nested.kind == .vertical && nested.repeatCount == 3 && nested.subitems.count == 1)
    #expect(widths.map(\.minimumWidth) == [0, 600])
    guard case .list(let wide) = widths[1].section.base else {
      Issue.record("the wide section is not a list")
      return
    }
    #expect(wide.appearance == .plain && wide.headerMode == .supplementary)
    #expect(wide.headerTopPadding == 6)
  }

  /// `headerTopPadding` as written; a negative value is automatic (nil), as UIKit's setter makes
  /// it, and leaving it out is automatic too.
  @Test(
    arguments: [("headerTopPadding: 12.5", 12.5), ("headerTopPadding: 0", 0)]
      + [("headerTopPadding: -1", nil), ("headerMode: none", nil)] as [(String, Double?)])
  func aListsHeaderTopPaddingIsRead(_ field: String, _ expected: Double?) throws {
    let document = try parse("{kind: compositional, list: {appearance: plain, \(field)}}")
    let spec = try #require(document.layout.compositional)
    guard case .list(let list) = spec.sections else {
      Issue.record("sections read as \(spec.sections)")
      return
    }
    #expect(list.headerTopPadding == expected)
  }

  /// `horizontal(layoutSize:subitem:count:)`, the spelling before iOS 16, is a repeating group
  /// that resizes its subitem; `repeatingSubitem:` keeps the subitem's size.
  @Test(arguments: [("subitem", true), ("repeatingSubitem", false)])
  func bothRepeatingSpellingsMakeARepeatingGroup(key: String, resizes: Bool) throws {
    let document = try parse(
      """
      {kind: compositional, section: {group: {horizontal: {
         layoutSize: [{fractionalWidth: 1}, {absolute: 50}],
         \(key): {layoutSize: [{absolute: 10}, {fractionalHeight: 1}]}, count: 4}}}}
      """)
    let spec = try #require(document.layout.compositional)
    guard case .all(.section(let section)) = spec.sections, case .group(let group) = section.base
    else {
      Issue.record("sections read as \(spec.sections)")
      return
    }
    #expect(group.kind == .horizontal && group.repeatCount == 4 && group.subitems.count == 1)
    #expect(group.resizesRepeatedSubitem == resizes)
  }

  /// `{uniformAcrossSiblings: n}` is `uniformAcrossSiblings(estimate: n)`.
  @Test func aDimensionCanBeUniformAcrossSiblings() throws {
    let document = try parse(
      """
      {kind: compositional, section: {group: {horizontal: {
         layoutSize: [{fractionalWidth: 1}, {estimated: 44}],
         subitems: [{layoutSize: [{fractionalWidth: 0.5}, {uniformAcrossSiblings: 30}]}]}}}}
      """)
    let spec = try #require(document.layout.compositional)
    guard case .all(.section(let section)) = spec.sections, case .group(let group) = section.base,
      case .item(let item) = group.subitems.first
    else {
      Issue.record("sections read as \(spec.sections)")
      return
    }
    #expect(item.layoutSize.heightDimension.kind == .uniformAcrossSiblings)
    #expect(item.layoutSize.heightDimension.dimension == 30)
  }

  /// A group's `supplementaryItems` hang on each repetition of the group: rows 100 tall of two
  /// 160-point items in a 320-point view, a 20-point corner inside each row's top trailing
  /// corner at the index path of the row's first item (0 and 2).
  @Test func aGroupsSupplementaryItemsHangOnEachRepetition() throws {
    let (_, result) = try CompositionalReplayTests.replay(
      """
      name: group-corners
      collectionView: {size: [320, 480]}
      layout:
        kind: compositional
        section:
          group:
            horizontal:
              layoutSize: [{fractionalWidth: 1}, {absolute: 100}]
              subitems: [{layoutSize: [{fractionalWidth: 0.5}, {fractionalHeight: 1}]}]
              supplementaryItems:
                - layoutSize: [{absolute: 20}, {absolute: 20}]
                  elementKind: corner
                  containerAnchor: {edges: [top, trailing]}
      data: {sections: [3]}
      steps:
        - expect: {element: supplementary/corner/0/0, frame: [300, 0, 20, 20]}
        - expect: {element: supplementary/corner/0/2, frame: [300, 100, 20, 20]}
        - expect: {count: {supplementary: 2}}
      """)
    #expect(result.failures == 0)
  }

  /// The kind cannot be made without its description.
  @Test func theKindNeedsItsDescription() {
    #expect(LayoutRegistry.builtIn.makeLayout(kinds: ["compositional"]) == nil)
    #expect(LayoutRegistry.builtIn.availableKinds.contains("compositional"))
  }
}
