// Every type a test names comes with `import ScrollSimTesting` alone: the events and their
// attributes (`Event`, `Attrs`, `Cause`, from Simulator), the scenario's errors and model
// (`ScenarioError`, `ScenarioDocument`, from Scenario), the layout API and element keys
// (`FlowLayout`, `LayoutAttributes`, `ElementKey`, from LayoutKit) and Foundation's geometry
// (`CGRect`). The modules behind them are not products of their own.

@_exported import Foundation
@_exported import LayoutKit
@_exported import Scenario
@_exported import Simulator
