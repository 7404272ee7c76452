import Foundation
import LayoutKit
import Simulator

extension YAMLDecoding {
  // The names of a value's numbers in messages, made once: a list written at the call was
  // allocated and freed for every point read.
  static let sizeLabels = ["width", "height"]
  static let pointLabels = ["x", "y"]
  static let rectLabels = ["x", "y", "width", "height"]
  static let insetLabels = ["top", "left", "bottom", "right"]

  /// `[w, h]` or `{width:, height:}`, both at least 0.
  func size(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CGSize {
    let width: Double
    let height: Double
    if node.kind == .mapping {
      let fields = try mapping(
        node, name, allowed: ["width", "height"], required: ["width", "height"])
      width = try number(fields.node("width"), "\(name).width")
      height = try number(fields.node("height"), "\(name).height")
    } else {
      let values = try numbers(
        node, name, labels: Self.sizeLabels, form: "[width, height] or {width:, height:}")
      (width, height) = (values[0], values[1])
    }
    guard width >= 0, height >= 0 else {
      throw error(
        node,
        "\(name) must not be negative: [\(cgFloatDescription(width)), \(cgFloatDescription(height))]"
      )
    }
    return CGSize(width: width, height: height)
  }

  /// `[x, y]` or `{x:, y:}`.
  func point(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CGPoint {
    if node.kind == .mapping {
      let fields = try mapping(node, name, allowed: ["x", "y"], required: ["x", "y"])
      return CGPoint(
        x: try number(fields.node("x"), "\(name).x"), y: try number(fields.node("y"), "\(name).y"))
    }
    let values = try numbers(node, name, labels: Self.pointLabels, form: "[x, y] or {x:, y:}")
    return CGPoint(x: values[0], y: values[1])
  }

  /// `[x, y, width, height]`, the size at least 0.
  func rect(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CGRect {
    let values = try numbers(
      node, name, labels: Self.rectLabels, form: "[x, y, width, height]")
    guard values[2] >= 0, values[3] >= 0 else {
      throw error(node, "\(name) must not have a negative size")
    }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// `n`, `[top, left, bottom, right]` or `{top:, left:, bottom:, right:}`.
  func insets(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> EdgeInsets {
    switch node.kind {
    case .plainScalar, .stringScalar:
      return EdgeInsets(all: try number(node, name))
    case .mapping:
      let fields = try mapping(node, name, allowed: ["top", "left", "bottom", "right"])
      var insets = EdgeInsets.zero
      if let value = fields["top"] { insets.top = try number(value, "\(name).top") }
      if let value = fields["left"] { insets.left = try number(value, "\(name).left") }
      if let value = fields["bottom"] { insets.bottom = try number(value, "\(name).bottom") }
      if let value = fields["right"] { insets.right = try number(value, "\(name).right") }
      return insets
    case .sequence:
      let values = try numbers(
        node, name, labels: Self.insetLabels, form: "[top, left, bottom, right]")
      return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
  }

  /// `[section, item]`.
  func indexPath(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> IndexPath {
    var items = document.children(node)
    guard node.kind == .sequence, node.count == 2, let section = items.next(),
      let item = items.next()
    else {
      throw error(node, "\(name) must be an index path [section, item]")
    }
    return IndexPath(
      item: try index(item, "\(name) item"), section: try index(section, "\(name) section"))
  }

  /// An element id: `cell/S/I`, `supplementary/KIND/S/I` or `decoration/KIND/S/I`.
  func elementID(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> ElementKey {
    let text = try string(node, name)
    guard let key = ElementKey(id: text) else {
      throw error(
        node,
        "\(name) '\(text)' is not an element id (cell/S/I, supplementary/KIND/S/I or decoration/KIND/S/I)"
      )
    }
    return key
  }
}
