import LayoutKit
import Layouts
import Testing

/// Registering a user's kinds: names a scenario can write, none taken twice, in a fixed order.
@Suite struct LayoutRegistryTests {
  struct NameCase: CustomTestStringConvertible, Sendable {
    let name: String
    let message: String
    var testDescription: String { "'\(name)'" }
  }

  static let refused: [NameCase] = [
    NameCase(name: "", message: "layout kind name '' must be lowercase letters, digits and '-'"),
    NameCase(
      name: "MyGrid", message: "layout kind name 'MyGrid' must be lowercase letters, digits and '-'"
    ),
    NameCase(
      name: "-grid", message: "layout kind name '-grid' must be lowercase letters, digits and '-'"),
    NameCase(
      name: "my grid",
      message: "layout kind name 'my grid' must be lowercase letters, digits and '-'"),
    NameCase(name: "flow", message: "layout kind 'flow' is already registered"),
    NameCase(name: "waterfall", message: "layout kind 'waterfall' is already registered"),
  ]

  @Test(arguments: refused) func aNameAScenarioCannotUseIsRefused(_ example: NameCase) {
    do {
      _ = try LayoutRegistry.builtIn.adding([example.name: CustomLayoutKind(FlowLayout.init)])
      Issue.record("'\(example.name)' was registered")
    } catch {
      #expect(error.message == example.message)
    }
  }

  @Test func addedKindsFollowTheBuiltInOnesInNameOrder() throws {
    let registry = try LayoutRegistry.builtIn.adding([
      "zig": CustomLayoutKind(CollectionViewLayout.init),
      "a-1": CustomLayoutKind(FlowLayout.init),
    ])
    let builtIn = LayoutRegistry.builtIn.availableKinds
    #expect(registry.availableKinds == builtIn + ["a-1", "zig"])
    #expect(registry.customKind("a-1")?.isFlowLayout == true)
    #expect(registry.customKind("zig")?.isFlowLayout == false)
    #expect(registry.makeLayout(kinds: ["zig"])?.kind?.name == "zig")
    #expect(registry.makeLayout(kinds: ["zig", "separators"]) == nil)
  }
}
