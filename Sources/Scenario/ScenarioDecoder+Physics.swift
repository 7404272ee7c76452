import Foundation
import LayoutKit
import Simulator

extension ScenarioDecoder {
  /// `collectionView.physics`: the motion constants (docs/scenario-format.md). The deceleration
  /// rate is not among them: it is the collection view's `decelerationRate`.
  func physics(_ node: YAMLNode) throws(ScenarioError) -> ScrollPhysics {
    let fields = try yaml.mapping(
      node, "physics",
      allowed: [
        "rubberBandCoefficient", "springStiffness", "stopVelocity", "pagingDecelerationRate",
        "maximumDuration",
      ])
    var physics = ScrollPhysics()
    if let value = fields["rubberBandCoefficient"] {
      physics.rubberBandCoefficient = try yaml.number(value, "rubberBandCoefficient", atLeast: 0)
    }
    if let value = fields["springStiffness"] {
      physics.springStiffness = try positive(value, "springStiffness")
    }
    if let value = fields["stopVelocity"] {
      physics.stopVelocity = try positive(value, "stopVelocity")
    }
    if let value = fields["pagingDecelerationRate"] {
      physics.pagingDecelerationRate = try decelerationRate(value)
    }
    if let value = fields["maximumDuration"] {
      let seconds = try positive(value, "maximumDuration")
      guard seconds <= ScenarioLimits.seconds else {
        throw yaml.error(
          value,
          "maximumDuration must be at most \(cgFloatDescription(ScenarioLimits.seconds)), not "
            + cgFloatDescription(seconds))
      }
      physics.maximumDuration = seconds
    }
    return physics
  }

  private func positive(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Double {
    let value = try yaml.number(node, name)
    guard value > 0 else {
      throw yaml.error(node, "\(name) must be positive, not \(cgFloatDescription(value))")
    }
    return value
  }

  /// `normal`, `fast` or a number strictly between 0 and 1.
  func decelerationRate(_ node: YAMLNode) throws(ScenarioError) -> Double {
    if let text = yaml.scalar(node), text == "normal" || text == "fast" {
      return text == "normal" ? 0.998 : 0.99
    }
    guard node.kind == .plainScalar, let value = try? yaml.number(node, "decelerationRate")
    else {
      throw yaml.error(node, "decelerationRate must be normal, fast or a number between 0 and 1")
    }
    guard value > 0, value < 1 else {
      throw yaml.error(
        node,
        "decelerationRate must be between 0 and 1 (exclusive), not \(cgFloatDescription(value))")
    }
    return value
  }
}
