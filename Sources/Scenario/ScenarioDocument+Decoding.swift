import Foundation
import LayoutKit
import Layouts
import Simulator

extension ScenarioDocument {
  /// Reads and validates a scenario file. Every problem is a `ScenarioError` at the offending
  /// node.
  public static func load(path: String, limits: ScenarioLimits = .standard) throws(ScenarioError)
    -> ScenarioDocument
  {
    try parse(try read(path: path), file: path, limits: limits)
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
  /// against `limits` and carries them to its replay.
  public static func parse(
    _ bytes: [UInt8], file: String, limits: ScenarioLimits = .standard
  ) throws(ScenarioError) -> ScenarioDocument {
    try requireUTF8(bytes, file: file)
    var reader = YAMLReader()
    reader.maximumNodes = limits.nodes
    guard let root = try reader.read(bytes, file: file) else {
      throw ScenarioError(file: file, line: 1, column: 1, message: "the scenario is empty")
    }
    var document = try ScenarioDecoder(d: YAMLDecoding(file: file), limits: limits).document(root)
    document.limits = limits
    return document
  }
}

/// Decodes the validated model from the node tree.
struct ScenarioDecoder {
  let d: YAMLDecoding
  var limits = ScenarioLimits.standard

  func document(_ root: YAMLNode) throws(ScenarioError) -> ScenarioDocument {
    let f = try d.mapping(
      root, "the scenario",
      allowed: ["name", "description", "collectionView", "layout", "data", "steps"],
      required: ["name", "layout", "data", "steps"])
    let nameNode = f.node("name")
    let name = try d.string(nameNode, "name")
    guard !name.isEmpty,
      name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
    else {
      throw d.error(nameNode, "name must be lowercase letters, digits and '-', not '\(name)'")
    }
    let description = try f["description"].map { node throws(ScenarioError) in
      try d.string(node, "description")
    }
    let collectionView = try f["collectionView"].map(collectionViewSpec) ?? CollectionViewSpec()
    let layout = try layoutSpec(f.node("layout"), "layout")
    let data = try sections(dataNode: f.node("data"))
    let steps = try StepDecoder(d: d, scenario: self, frameRate: collectionView.frameRate).steps(
      f.node("steps"))
    return ScenarioDocument(
      name: name, description: description, collectionView: collectionView, layout: layout,
      data: data, steps: steps)
  }

  func collectionViewSpec(_ node: YAMLNode) throws(ScenarioError) -> CollectionViewSpec {
    let f = try d.mapping(
      node, "collectionView",
      allowed: [
        "size", "contentOffset", "contentInset", "safeAreaInsets",
        "contentInsetAdjustmentBehavior", "layoutDirection", "displayScale", "decelerationRate",
        "pagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "frameRate",
        "physics", "invalidLayoutAttributes",
      ])
    var spec = CollectionViewSpec()
    if let n = f["size"] { spec.size = try d.size(n, "size") }
    if let n = f["contentOffset"] { spec.contentOffset = try d.point(n, "contentOffset") }
    if let n = f["contentInset"] { spec.contentInset = try d.insets(n, "contentInset") }
    if let n = f["safeAreaInsets"] { spec.safeAreaInsets = try d.insets(n, "safeAreaInsets") }
    if let n = f["contentInsetAdjustmentBehavior"] {
      spec.contentInsetAdjustmentBehavior = try d.choice(
        n, "contentInsetAdjustmentBehavior", ContentInsetAdjustmentBehavior.self)
    }
    if let n = f["layoutDirection"] {
      spec.layoutDirection = try d.choice(n, "layoutDirection", UserInterfaceLayoutDirection.self)
    }
    if let n = f["displayScale"] {
      let scale = try d.number(n, "displayScale")
      guard scale > 0 else {
        throw d.error(n, "displayScale must be positive, not \(formatNumber(scale))")
      }
      spec.displayScale = scale
    }
    if let n = f["decelerationRate"] { spec.decelerationRate = try decelerationRate(n) }
    if let n = f["invalidLayoutAttributes"] {
      let value = try d.string(n, "invalidLayoutAttributes")
      guard value == "ignore" || value == "raise" else {
        throw d.error(n, "invalidLayoutAttributes must be ignore or raise, not '\(value)'")
      }
      spec.raisesOnInvalidAttributes = value == "raise"
    }
    if let n = f["physics"] { spec.physics = try physics(n) }
    if let n = f["pagingEnabled"] { spec.pagingEnabled = try d.bool(n, "pagingEnabled") }
    if let n = f["bounces"] { spec.bounces = try d.bool(n, "bounces") }
    if let n = f["alwaysBounceVertical"] {
      spec.alwaysBounceVertical = try d.bool(n, "alwaysBounceVertical")
    }
    if let n = f["alwaysBounceHorizontal"] {
      spec.alwaysBounceHorizontal = try d.bool(n, "alwaysBounceHorizontal")
    }
    if let n = f["frameRate"] {
      let rate = try d.index(n, "frameRate")
      guard rate > 0 else { throw d.error(n, "frameRate must be a positive integer, not 0") }
      guard rate <= ScenarioLimits.frameRate else {
        throw d.error(n, "frameRate must be at most \(ScenarioLimits.frameRate), not \(rate)")
      }
      spec.frameRate = rate
    }
    return spec
  }

  /// A `layout` mapping (also the value of setLayout).
  func layoutSpec(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> LayoutSpec {
    guard case .mapping(let pairs) = node.kind else {
      throw d.error(node, "\(name) must be a mapping, not \(node.kindName)")
    }
    guard let kindNode = pairs.first(where: { $0.key.scalar == "kind" })?.value else {
      throw d.error(node, "\(name) is missing the required key 'kind'")
    }
    let kinds = try layoutKinds(kindNode)
    let ported = kinds.compactMap(LayoutRegistry.portedKind)
    if let first = ported.first, kinds.count > 1 {
      throw d.error(kindNode, "layout kind \(first.name) cannot be combined with other kinds")
    }
    let flowKeys =
      ported.first.map { $0.isFlowLayout ? FlowProperties.keys : [] } ?? FlowProperties.keys
    let kindKeys =
      kinds.flatMap { LayoutRegistry.keys[$0] ?? [] } + ported.flatMap { $0.parameters.map(\.name) }
    for (key, _) in pairs {
      guard let text = key.scalar, !kindKeys.contains(text),
        let owner = LayoutRegistry.contractKinds.first(where: {
          LayoutRegistry.keys[$0]?.contains(text) == true
        })
      else { continue }
      throw d.error(
        key,
        "'\(text)' is a key of layout kind \(owner), which kind \(kinds.joined(separator: ", ")) does not include"
      )
    }
    let sectionsKey = flowKeys.isEmpty ? [] : ["sections"]
    let f = try d.mapping(node, name, allowed: ["kind"] + sectionsKey + flowKeys + kindKeys)
    let properties = try flowProperties(f)
    var options = try seedLayoutOptions(f, kinds: kinds)
    var parameters: [String: AttributeValue] = [:]
    if let kind = ported.first { parameters = try layoutParameters(f, kind) }
    let sectionKeys = kinds.flatMap { LayoutRegistry.sectionKeys[$0] ?? [] }
    var sections: [Int: FlowSectionAnswers] = [:]
    if let sectionsNode = f["sections"] {
      guard case .mapping(let entries) = sectionsNode.kind else {
        throw d.error(
          sectionsNode, "\(name).sections must be a mapping from section index to answers")
      }
      for (key, value) in entries {
        let section = try d.index(key, "a section index in \(name).sections")
        let entryName = "\(name).sections.\(section)"
        let g = try d.mapping(value, entryName, allowed: Self.sectionAnswerKeys + sectionKeys)
        sections[section] = try sectionAnswers(g)
        if let n = g["extendEdges"] {
          options.sectionExtendEdges[section] = try d.insets(n, "\(entryName).extendEdges")
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
    if case .sequence(let items) = node.kind {
      for item in items { kinds.append((try d.string(item, "kind"), item)) }
      if kinds.isEmpty { throw d.error(node, "kind must name at least one layout") }
    } else {
      kinds.append((try d.string(node, "kind"), node))
    }
    for (kind, at) in kinds where !LayoutRegistry.availableKinds.contains(kind) {
      let available = LayoutRegistry.availableKinds.joined(separator: ", ")
      if LayoutRegistry.contractKinds.contains(kind) {
        throw d.error(
          at, "layout kind '\(kind)' is not available in this build (available: \(available))")
      }
      throw d.error(
        at,
        "unknown layout kind '\(kind)'"
          + YAMLDecoding.suggestion(for: kind, in: LayoutRegistry.availableKinds)
          .replacingOccurrences(of: "valid keys", with: "kinds"))
    }
    return kinds.map(\.0)
  }

  /// The flow-layout keys present in `f` (the caller has checked the key names).
  func flowProperties(_ f: Fields) throws(ScenarioError) -> FlowProperties {
    var p = FlowProperties()
    if let n = f["scrollDirection"] {
      p.scrollDirection = try d.choice(n, "scrollDirection", ScrollDirection.self)
    }
    if let n = f["itemSize"] { p.itemSize = try d.size(n, "itemSize") }
    if let n = f["estimatedItemSize"] {
      // `automatic` is UICollectionViewFlowLayout.automaticSize.
      p.estimatedItemSize =
        n.scalar == "automatic" ? FlowLayout.automaticSize : try d.size(n, "estimatedItemSize")
    }
    if let n = f["minimumLineSpacing"] {
      p.minimumLineSpacing = try d.number(n, "minimumLineSpacing")
    }
    if let n = f["minimumInteritemSpacing"] {
      p.minimumInteritemSpacing = try d.number(n, "minimumInteritemSpacing")
    }
    if let n = f["sectionInset"] { p.sectionInset = try d.insets(n, "sectionInset") }
    if let n = f["sectionInsetReference"] {
      p.sectionInsetReference = try d.choice(n, "sectionInsetReference", SectionInsetReference.self)
    }
    if let n = f["headerReferenceSize"] {
      p.headerReferenceSize = try d.size(n, "headerReferenceSize")
    }
    if let n = f["footerReferenceSize"] {
      p.footerReferenceSize = try d.size(n, "footerReferenceSize")
    }
    if let n = f["sectionHeadersPinToVisibleBounds"] {
      p.sectionHeadersPinToVisibleBounds = try d.bool(n, "sectionHeadersPinToVisibleBounds")
    }
    if let n = f["sectionFootersPinToVisibleBounds"] {
      p.sectionFootersPinToVisibleBounds = try d.bool(n, "sectionFootersPinToVisibleBounds")
    }
    return p
  }

  /// The delegate's answers for one section: the flow properties a delegate can give per section.
  func sectionAnswers(_ fields: Fields) throws(ScenarioError) -> FlowSectionAnswers {
    let p = try flowProperties(fields)
    return FlowSectionAnswers(
      sectionInset: p.sectionInset, minimumLineSpacing: p.minimumLineSpacing,
      minimumInteritemSpacing: p.minimumInteritemSpacing,
      headerReferenceSize: p.headerReferenceSize, footerReferenceSize: p.footerReferenceSize)
  }

  static let sectionAnswerKeys = [
    "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize",
    "footerReferenceSize",
  ]

  /// `data`: a mapping with `sections` and, optionally, the sizes the section headers and
  /// footers prefer (`headerSizes`, `footerSizes`: one size or null per section).
  func sections(dataNode: YAMLNode) throws(ScenarioError) -> [SectionData] {
    let f = try d.mapping(
      dataNode, "data", allowed: ["sections", "headerSizes", "footerSizes"], required: ["sections"])
    var result = try sectionList(f.node("sections"), "data.sections")
    for key in ["headerSizes", "footerSizes"] {
      guard let n = f[key] else { continue }
      let entries = try d.sequence(n, "data.\(key)")
      guard entries.count == result.count else {
        throw d.error(
          n, "data.\(key) has \(entries.count) sizes but data.sections has \(result.count) sections"
        )
      }
      for (s, entry) in entries.enumerated() where entry.scalar != "null" && entry.scalar != "~" {
        let size = try d.size(entry, "data.\(key)")
        if key == "headerSizes" { result[s].headerSize = size } else { result[s].footerSize = size }
      }
    }
    return result
  }

  /// A list shaped like `data.sections`: counts, or maps with items and sizes; within the
  /// section and item limits, so a typo cannot exhaust memory.
  func sectionList(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> [SectionData] {
    let result = try sectionListUnchecked(node, name)
    guard result.count <= limits.sections else {
      throw d.error(
        node,
        "\(name) holds \(result.count) sections; the limit is \(limits.describe(\.sections))")
    }
    let total = result.reduce(0) { $0 + $1.count }
    guard total <= limits.items else {
      throw d.error(
        node, "\(name) holds \(total) items; the limit is \(limits.describe(\.items))")
    }
    return result
  }

  private func sectionListUnchecked(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> [SectionData]
  {
    var result: [SectionData] = []
    for (i, item) in try d.sequence(node, name).enumerated() {
      if case .scalar = item.kind {
        let count = try d.count(
          item, "the item count of section \(i)", limit: limits.items, flag: "--max-items")
        result.append(SectionData(count: count))
        continue
      }
      let f = try d.mapping(
        item, "section \(i) of \(name)",
        allowed: ["items", "itemSize", "itemSizes", "backgroundColor"],
        required: ["items"])
      var section: SectionData
      let items = f.node("items")
      if case .sequence(let ids) = items.kind {
        var names: [String] = []
        for id in ids { names.append(try d.string(id, "an item id")) }
        section = SectionData(count: names.count, ids: names)
      } else {
        section = SectionData(
          count: try d.count(items, "items", limit: limits.items, flag: "--max-items"))
      }
      if let n = f["itemSize"] { section.itemSize = try d.size(n, "itemSize") }
      if let n = f["backgroundColor"] {
        section.backgroundColor = try d.string(n, "backgroundColor")
      }
      if let n = f["itemSizes"] {
        var sizes: [CGSize] = []
        for s in try d.sequence(n, "itemSizes") { sizes.append(try d.size(s, "itemSizes")) }
        guard sizes.count == section.count else {
          throw d.error(
            n, "itemSizes has \(sizes.count) sizes but section \(i) has \(section.count) items")
        }
        section.itemSizes = sizes
      }
      result.append(section)
    }
    return result
  }
}
