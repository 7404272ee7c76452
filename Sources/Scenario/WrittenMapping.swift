import Simulator

/// An `expect` step's mapping as written, made into JSON only when an assert event writes it:
/// reading a scenario no longer builds (and frees) a JSON tree per expectation, which was a
/// fifth of decoding one. It keeps the read document, shared by every expectation of a scenario.
struct WrittenMapping: Sendable {
  /// The document the mapping was read from.
  let document: YAMLDocument
  /// The step's parameter mapping, already checked against `ExpectationDecoder.stepKeys`.
  let node: YAMLNode

  /// The mapping without `expectError`: its keys are the allowed names, spelled as the decoder
  /// matched them; its values as `json(_:)` writes them.
  var json: JSONValue {
    var pairs: [(String, JSONValue)] = []
    pairs.reserveCapacity(node.count / 2)
    for (key, value) in document.pairs(node) {
      guard let index = document.firstIndex(of: key, in: ExpectationDecoder.stepKeys),
        ExpectationDecoder.stepKeys[index] != "expectError"
      else { continue }
      pairs.append((ExpectationDecoder.stepKeys[index], json(value)))
    }
    return .object(pairs)
  }

  /// A value as written: plain numbers as numbers, booleans and nulls as such, the rest as
  /// strings; a nested mapping's keys as their text.
  func json(_ node: YAMLNode) -> JSONValue {
    switch node.kind {
    case .stringScalar: return .string(document.scalar(node) ?? "")
    case .plainScalar:
      // Most numbers read from their bytes, as the decoders' numbers do, without a string.
      if let value = document.exactDecimal(node) { return .number(value) }
      if document.isNull(node) { return .null }
      if let value = document.plainBool(node) { return .bool(value) }
      let text = document.scalar(node) ?? ""
      // A decimal starts with a sign, a digit or a point: an element id is a string at once.
      if document.mayStartNumber(node), YAMLDecoding.isDecimalNumber(text),
        let value = Double(text)
      {
        return .number(value)
      }
      return .string(text)
    case .sequence: return .array(document.children(node).map { json($0) })
    case .mapping:
      return .object(
        document.pairs(node).map { pair in (document.scalar(pair.key) ?? "", json(pair.value)) })
    }
  }
}
