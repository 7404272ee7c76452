import Foundation
import LayoutKit
import Simulator

extension ScenarioDecoder {
  /// `collectionView.physics`: the motion constants (docs/scenario-format.md). The deceleration
  /// rate is not among them: it is the collection view's `decelerationRate`.
  func physics(_ node: YAMLNode) throws(ScenarioError) -> ScrollPhysics {
    let g = try d.mapping(
      node, "physics",
      allowed: [
        "rubberBandCoefficient", "springStiffness", "stopVelocity", "pagingDecelerationRate",
        "maximumDuration",
      ])
    var physics = ScrollPhysics()
    if let k = g["rubberBandCoefficient"] {
      physics.rubberBandCoefficient = try d.number(k, "rubberBandCoefficient", atLeast: 0)
    }
    if let k = g["springStiffness"] { physics.springStiffness = try positive(k, "springStiffness") }
    if let k = g["stopVelocity"] { physics.stopVelocity = try positive(k, "stopVelocity") }
    if let k = g["pagingDecelerationRate"] {
      physics.pagingDecelerationRate = try decelerationRate(k)
    }
    if let k = g["maximumDuration"] {
      let seconds = try positive(k, "maximumDuration")
      guard seconds <= ScenarioLimits.seconds else {
        throw d.error(
          k,
          "maximumDuration must be at most \(formatNumber(ScenarioLimits.seconds)), not "
            + formatNumber(seconds))
      }
      physics.maximumDuration = seconds
    }
    return physics
  }

  private func positive(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Double {
    let value = try d.number(node, name)
    guard value > 0 else {
      throw d.error(node, "\(name) must be positive, not \(formatNumber(value))")
    }
    return value
  }

  /// `normal`, `fast` or a number strictly between 0 and 1.
  func decelerationRate(_ node: YAMLNode) throws(ScenarioError) -> Double {
    if case .scalar(let text, _) = node.kind, text == "normal" || text == "fast" {
      return text == "normal" ? 0.998 : 0.99
    }
    guard case .scalar(_, true) = node.kind, let value = try? d.number(node, "decelerationRate")
    else {
      throw d.error(node, "decelerationRate must be normal, fast or a number between 0 and 1")
    }
    guard value > 0, value < 1 else {
      throw d.error(
        node, "decelerationRate must be between 0 and 1 (exclusive), not \(formatNumber(value))")
    }
    return value
  }
}
