import Foundation
import LayoutKit
import Layouts
import Simulator

extension ScenarioDocument {
  /// Reads and validates a scenario file. Every problem is a `ScenarioError` at the offending
  /// node. The layout kinds and their keys are those of `registry`.
  public static func load(
    path: String, limits: ScenarioLimits = .standard, registry: LayoutRegistry = .builtIn
  ) throws(ScenarioError) -> ScenarioDocument {
    try parse(try read(path: path), file: path, limits: limits, registry: registry)
  }

  /// The bytes of the file at `path` (a regular file, a device such as /dev/null, a pipe), or the
  /// error that says why they cannot be read: it does not exist, it is a directory, permission is
  /// denied, or what the system says.
  public static func read(path: String) throws(ScenarioError) -> [UInt8] {
    func failure(_ reason: String) -> ScenarioError {
      ScenarioError(file: path, line: 1, column: 1, message: "cannot read the file: \(reason)")
    }
    func reason(_ code: Int32) -> String {
      switch code {
      case ENOENT: "it does not exist"
      case EACCES: "permission denied"
      case EISDIR: "it is a directory"
      default: String(cString: strerror(code))
      }
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(reason(errno)) }
    defer { close(fd) }
    var status = stat()
    if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw failure(reason(EISDIR))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { throw failure(reason(errno)) }
      if got == 0 { return bytes }
      bytes += chunk[..<got]
    }
  }

  /// Parses and validates scenario text; `file` names it in errors. The document is checked
  /// against `limits` and the kinds of `registry`, and carries both to its replay.
  public static func parse(
    _ bytes: [UInt8], file: String, limits: ScenarioLimits = .standard,
    registry: LayoutRegistry = .builtIn
  ) throws(ScenarioError) -> ScenarioDocument {
    try requireUTF8(bytes, file: file)
    var reader = YAMLReader()
    reader.maximumNodes = limits.nodes
    guard let yaml = try reader.read(bytes, file: file) else {
      throw ScenarioError(file: file, line: 1, column: 1, message: "the scenario is empty")
    }
    let decoder = ScenarioDecoder(
      yaml: YAMLDecoding(file: file, document: yaml), limits: limits, registry: registry)
    var document = try decoder.document(yaml.root)
    document.limits = limits
    document.registry = registry
    return document
  }
}

/// Decodes the validated model from the read YAML document.
struct ScenarioDecoder {
  let yaml: YAMLDecoding
  var limits = ScenarioLimits.standard
  var registry = LayoutRegistry.builtIn

  func document(_ root: YAMLNode) throws(ScenarioError) -> ScenarioDocument {
    let fields = try yaml.mapping(
      root, "the scenario",
      allowed: ["name", "description", "collectionView", "layout", "data", "steps"],
      required: ["name", "layout", "data", "steps"])
    let nameNode = fields.node("name")
    let name = try yaml.string(nameNode, "name")
    guard !name.isEmpty,
      name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
    else {
      throw yaml.error(nameNode, "name must be lowercase letters, digits and '-', not '\(name)'")
    }
    let description = try fields["description"].map { node throws(ScenarioError) in
      try yaml.string(node, "description")
    }
    let collectionView =
      try fields["collectionView"].map(collectionViewSpec) ?? CollectionViewSpec()
    let layout = try layoutSpec(fields.node("layout"), "layout")
    let data = try sections(dataNode: fields.node("data"))
    let steps = try StepDecoder(yaml: yaml, scenario: self, frameRate: collectionView.frameRate)
      .steps(
        fields.node("steps"))
    var document = ScenarioDocument(
      name: name, description: description, collectionView: collectionView, layout: layout,
      data: data, steps: steps)
    document.iOSVersion = try iOSVersion(dataNode: fields.node("data"))
    document.layoutLine = fields.node("layout").line
    return document
  }

  func collectionViewSpec(_ node: YAMLNode) throws(ScenarioError) -> CollectionViewSpec {
    let fields = try yaml.mapping(
      node, "collectionView",
      allowed: [
        "size", "contentOffset", "contentInset", "safeAreaInsets", "layoutMargins",
        "contentSizeCategory",
        "contentInsetAdjustmentBehavior", "layoutDirection", "displayScale", "decelerationRate",
        "pagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "frameRate",
        "physics", "invalidLayoutAttributes",
      ])
    var spec = CollectionViewSpec()
    if let value = fields["size"] { spec.size = try yaml.size(value, "size") }
    if let value = fields["contentOffset"] {
      spec.contentOffset = try yaml.point(value, "contentOffset")
    }
    if let value = fields["contentInset"] {
      spec.contentInset = try yaml.insets(value, "contentInset")
    }
    if let value = fields["contentSizeCategory"] {
      spec.contentSizeCategory = try word(
        value, "contentSizeCategory", ContentSizeCategory.ordered.map { ($0.name, $0.category) })
    }
    if let value = fields["layoutMargins"] {
      spec.layoutMargins = try yaml.insets(value, "layoutMargins")
    }
    if let value = fields["safeAreaInsets"] {
      spec.safeAreaInsets = try yaml.insets(value, "safeAreaInsets")
    }
    if let value = fields["contentInsetAdjustmentBehavior"] {
      spec.contentInsetAdjustmentBehavior = try yaml.choice(
        value, "contentInsetAdjustmentBehavior", ContentInsetAdjustmentBehavior.self)
    }
    if let value = fields["layoutDirection"] {
      spec.layoutDirection = try yaml.choice(
        value, "layoutDirection", UserInterfaceLayoutDirection.self)
    }
    if let value = fields["displayScale"] {
      let scale = try yaml.number(value, "displayScale")
      guard scale > 0 else {
        throw yaml.error(value, "displayScale must be positive, not \(cgFloatDescription(scale))")
      }
      spec.displayScale = scale
    }
    if let value = fields["decelerationRate"] {
      spec.decelerationRate = try decelerationRate(value)
    }
    if let value = fields["invalidLayoutAttributes"] {
      let answer = try yaml.string(value, "invalidLayoutAttributes")
      guard answer == "ignore" || answer == "raise" else {
        throw yaml.error(value, "invalidLayoutAttributes must be ignore or raise, not '\(answer)'")
      }
      spec.raisesOnInvalidAttributes = answer == "raise"
    }
    if let value = fields["physics"] { spec.physics = try physics(value) }
    if let value = fields["pagingEnabled"] {
      spec.pagingEnabled = try yaml.bool(value, "pagingEnabled")
    }
    if let value = fields["bounces"] { spec.bounces = try yaml.bool(value, "bounces") }
    if let value = fields["alwaysBounceVertical"] {
      spec.alwaysBounceVertical = try yaml.bool(value, "alwaysBounceVertical")
    }
    if let value = fields["alwaysBounceHorizontal"] {
      spec.alwaysBounceHorizontal = try yaml.bool(value, "alwaysBounceHorizontal")
    }
    if let value = fields["frameRate"] {
      let rate = try yaml.index(value, "frameRate")
      guard rate > 0 else { throw yaml.error(value, "frameRate must be a positive integer, not 0") }
      guard rate <= ScenarioLimits.frameRate else {
        throw yaml.error(
          value, "frameRate must be at most \(ScenarioLimits.frameRate), not \(rate)")
      }
      spec.frameRate = rate
    }
    return spec
  }

  /// A `layout` mapping (also the value of setLayout).
  func layoutSpec(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> LayoutSpec {
    guard node.kind == .mapping else {
      throw yaml.error(node, "\(name) must be a mapping, not \(yaml.document.kindName(node))")
    }
    let pairs = yaml.document.pairs(node)
    guard let kindNode = pairs.first(where: { yaml.scalar($0.key) == "kind" })?.value else {
      throw yaml.error(node, "\(name) is missing the required key 'kind'")
    }
    let kinds = try layoutKinds(kindNode)
    if kinds.contains(LayoutRegistry.compositionalKind) {
      guard kinds.count == 1 else {
        throw yaml.error(
          kindNode,
          "layout kind \(LayoutRegistry.compositionalKind) cannot be combined with other kinds")
      }
      return try compositionalLayoutSpec(node, name)
    }
    let custom = kinds.compactMap(registry.customKind)
    if let first = custom.first, kinds.count > 1 {
      throw yaml.error(kindNode, "layout kind \(first.name) cannot be combined with other kinds")
    }
    let flowKeys =
      custom.first.map { $0.isFlowLayout ? FlowProperties.keys : [] } ?? FlowProperties.keys
    let kindKeys =
      kinds.flatMap { LayoutRegistry.keys[$0] ?? [] } + custom.flatMap { $0.parameters.map(\.name) }
    for (key, _) in pairs {
      guard let text = yaml.scalar(key), !kindKeys.contains(text),
        let owner = (LayoutRegistry.contractKinds + [LayoutRegistry.compositionalKind]).first(
          where: { LayoutRegistry.keys[$0]?.contains(text) == true })
      else { continue }
      throw yaml.error(
        key,
        "'\(text)' is a key of layout kind \(owner), which kind \(kinds.joined(separator: ", ")) does not include"
      )
    }
    let sectionsKey = flowKeys.isEmpty ? [] : ["sections"]
    let fields = try yaml.mapping(node, name, allowed: ["kind"] + sectionsKey + flowKeys + kindKeys)
    let properties = try flowProperties(fields)
    var options = try seedLayoutOptions(fields, kinds: kinds)
    var parameters: [String: AttributeValue] = [:]
    if let kind = custom.first { parameters = try layoutParameters(fields, kind) }
    let sectionKeys = kinds.flatMap { LayoutRegistry.sectionKeys[$0] ?? [] }
    var sections: [Int: FlowSectionAnswers] = [:]
    if let sectionsNode = fields["sections"] {
      guard sectionsNode.kind == .mapping else {
        throw yaml.error(
          sectionsNode, "\(name).sections must be a mapping from section index to answers")
      }
      for (key, value) in yaml.document.pairs(sectionsNode) {
        let section = try yaml.index(key, "a section index in \(name).sections")
        let entryName = "\(name).sections.\(section)"
        let answers = try yaml.mapping(
          value, entryName, allowed: Self.sectionAnswerKeys + sectionKeys)
        sections[section] = try sectionAnswers(answers)
        if let edges = answers["extendEdges"] {
          options.sectionExtendEdges[section] = try yaml.insets(edges, "\(entryName).extendEdges")
        }
      }
    }
    var spec = LayoutSpec(
      kinds: kinds, properties: properties, sections: sections, options: options)
    spec.parameters = parameters
    return spec
  }

  func layoutKinds(_ node: YAMLNode) throws(ScenarioError) -> [String] {
    var kinds: [(String, YAMLNode)] = []
    if node.kind == .sequence {
      for item in yaml.document.children(node) {
        kinds.append((try yaml.string(item, "kind"), item))
      }
      if kinds.isEmpty { throw yaml.error(node, "kind must name at least one layout") }
    } else {
      kinds.append((try yaml.string(node, "kind"), node))
    }
    let availableKinds = registry.availableKinds
    for (kind, at) in kinds where !availableKinds.contains(kind) {
      let available = availableKinds.joined(separator: ", ")
      if LayoutRegistry.contractKinds.contains(kind) {
        throw yaml.error(
          at, "layout kind '\(kind)' is not available in this build (available: \(available))")
      }
      throw yaml.error(
        at,
        "unknown layout kind '\(kind)'"
          + YAMLDecoding.suggestion(for: kind, in: availableKinds)
          .replacingOccurrences(of: "valid keys", with: "kinds"))
    }
    return kinds.map(\.0)
  }

  /// The flow-layout keys present in `fields` (the caller has checked the key names).
  func flowProperties(_ fields: Fields) throws(ScenarioError) -> FlowProperties {
    var properties = FlowProperties()
    if let value = fields["scrollDirection"] {
      properties.scrollDirection = try yaml.choice(value, "scrollDirection", ScrollDirection.self)
    }
    if let value = fields["itemSize"] { properties.itemSize = try yaml.size(value, "itemSize") }
    if let value = fields["estimatedItemSize"] {
      // `automatic` is UICollectionViewFlowLayout.automaticSize.
      properties.estimatedItemSize =
        yaml.scalar(value) == "automatic"
        ? FlowLayout.automaticSize : try yaml.size(value, "estimatedItemSize")
    }
    if let value = fields["minimumLineSpacing"] {
      properties.minimumLineSpacing = try yaml.number(value, "minimumLineSpacing")
    }
    if let value = fields["minimumInteritemSpacing"] {
      properties.minimumInteritemSpacing = try yaml.number(value, "minimumInteritemSpacing")
    }
    if let value = fields["sectionInset"] {
      properties.sectionInset = try yaml.insets(value, "sectionInset")
    }
    if let value = fields["sectionInsetReference"] {
      properties.sectionInsetReference = try yaml.choice(
        value, "sectionInsetReference", SectionInsetReference.self)
    }
    if let value = fields["headerReferenceSize"] {
      properties.headerReferenceSize = try yaml.size(value, "headerReferenceSize")
    }
    if let value = fields["footerReferenceSize"] {
      properties.footerReferenceSize = try yaml.size(value, "footerReferenceSize")
    }
    if let value = fields["sectionHeadersPinToVisibleBounds"] {
      properties.sectionHeadersPinToVisibleBounds = try yaml.bool(
        value, "sectionHeadersPinToVisibleBounds")
    }
    if let value = fields["sectionFootersPinToVisibleBounds"] {
      properties.sectionFootersPinToVisibleBounds = try yaml.bool(
        value, "sectionFootersPinToVisibleBounds")
    }
    return properties
  }

  /// The delegate's answers for one section: the flow properties a delegate can give per section.
  func sectionAnswers(_ fields: Fields) throws(ScenarioError) -> FlowSectionAnswers {
    let properties = try flowProperties(fields)
    return FlowSectionAnswers(
      sectionInset: properties.sectionInset, minimumLineSpacing: properties.minimumLineSpacing,
      minimumInteritemSpacing: properties.minimumInteritemSpacing,
      headerReferenceSize: properties.headerReferenceSize,
      footerReferenceSize: properties.footerReferenceSize)
  }

  static let sectionAnswerKeys = [
    "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize",
    "footerReferenceSize",
  ]
}
