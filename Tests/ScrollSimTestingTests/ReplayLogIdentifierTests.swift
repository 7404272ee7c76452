import ScrollSimTesting
import Simulator
import Testing

/// Following an item or a section of a diffable data source by identifier, across its moves
/// (Scenarios/diffable-favourites.yaml; the counts are read off its steps).
@Suite struct ReplayLogIdentifierTests {
  @Test func anItemIsFollowedAcrossSections() throws {
    let log = try ScenarioReplay.run(file: "Scenarios/diffable-favourites.yaml")
    // c: shown as cell/1/1, moved to cell/0/1 (step 2), then up to cell/0/0 (step 8) when a
    // leaves the favourites: an appear and two changes, never a disappear.
    let itemC = log.events(forItem: "c")
    #expect(itemC.map(\.payload.type) == ["appear", "change", "change"])
    #expect(itemC.map(\.step) == [-1, 2, 8])
  }

  @Test func aSectionsViewsAreFollowedByItsIdentifier() throws {
    let log = try ScenarioReplay.run(file: "Scenarios/diffable-favourites.yaml")
    // The all header: shown at 70, moved to 110 (step 2), back to 70 (step 8).
    let header = log.events(forSection: "all")
    #expect(header.map(\.payload.type) == ["appear", "change", "change"])
    #expect(log.events(forSection: "favourites").count == 1)
    // An item identifier is not a section's.
    #expect(log.events(forItem: "all").isEmpty)
  }
}
