import LayoutKit

/// The layouts a scenario can name under `layout.kind`.
public enum LayoutRegistry {
  /// Every kind of the scenario contract, in its order.
  public static let contractKinds = ["flow", "section-backgrounds", "separators", "pinned-headers"]

  /// The kinds this build provides.
  public static let availableKinds = ["flow"]

  /// A new layout of the given kinds, or nil when one is not available.
  public static func makeLayout(kinds: [String]) -> FlowLayout? {
    guard !kinds.isEmpty, kinds.allSatisfy(availableKinds.contains) else { return nil }
    return FlowLayout()
  }
}
