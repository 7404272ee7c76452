import Foundation
import Testing

@testable import Scenario

/// Numbers as the reader reads them: YAML's decimal form, the exact doubles read straight from
/// the bytes, and the rest left to `Double(text)`.
@Suite struct YAMLNumberTests {
  struct DecimalCase: CustomTestStringConvertible, Sendable {
    let text: String
    let isDecimal: Bool
    var testDescription: String { text }
  }

  /// The grammar: a sign, digits with an optional fraction (or a fraction alone), an exponent.
  static let decimals: [DecimalCase] = [
    DecimalCase(text: "0", isDecimal: true), DecimalCase(text: "-12", isDecimal: true),
    DecimalCase(text: "+1.5", isDecimal: true), DecimalCase(text: ".5", isDecimal: true),
    DecimalCase(text: "5.", isDecimal: true), DecimalCase(text: "1e5", isDecimal: true),
    DecimalCase(text: "1E-5", isDecimal: true), DecimalCase(text: "-.5e+3", isDecimal: true),
    DecimalCase(text: "", isDecimal: false), DecimalCase(text: ".", isDecimal: false),
    DecimalCase(text: "+", isDecimal: false), DecimalCase(text: "e5", isDecimal: false),
    DecimalCase(text: "1e", isDecimal: false), DecimalCase(text: "1e+", isDecimal: false),
    DecimalCase(text: "1.2.3", isDecimal: false), DecimalCase(text: "+-1", isDecimal: false),
    DecimalCase(text: "0x10", isDecimal: false), DecimalCase(text: "1_000", isDecimal: false),
    DecimalCase(text: ".nan", isDecimal: false), DecimalCase(text: "1e5e5", isDecimal: false),
    DecimalCase(text: "\u{661}", isDecimal: false), DecimalCase(text: "1\u{301}", isDecimal: false),
  ]

  @Test(arguments: decimals)
  func decimalForm(_ decimal: DecimalCase) {
    #expect(YAMLDecoding.isDecimalNumber(decimal.text) == decimal.isDecimal)
  }

  struct ExactCase: CustomTestStringConvertible, Sendable {
    let text: String
    /// The value read from the bytes, or nil when the text is left to `Double(text)`.
    let value: Double?
    var testDescription: String { text }
  }

  /// Digits up to 2^53 and a power of ten within 22 read from the bytes; past either, or
  /// anything that is not a plain decimal, the full parse reads it.
  static let exact: [ExactCase] = [
    ExactCase(text: "0", value: 0), ExactCase(text: "+12", value: 12),
    ExactCase(text: "007", value: 7), ExactCase(text: "1.5", value: 1.5),
    ExactCase(text: ".5", value: 0.5), ExactCase(text: "5.", value: 5),
    ExactCase(text: "-2.25e2", value: -225), ExactCase(text: "1E-3", value: 0.001),
    ExactCase(text: "0.000001", value: 0.000_001), ExactCase(text: "0.1", value: 0.1),
    ExactCase(text: "9007199254740992", value: 9_007_199_254_740_992),
    ExactCase(text: "1e22", value: 1e22), ExactCase(text: "123456.789e-19", value: 123456.789e-19),
    ExactCase(text: "9007199254740993", value: nil), ExactCase(text: "1e23", value: nil),
    ExactCase(text: "1e-23", value: nil), ExactCase(text: "123456.789e-22", value: nil),
    ExactCase(text: "12345678901234567890", value: nil),
    ExactCase(text: "0.1000000000000000000000", value: nil), ExactCase(text: "1e00005", value: nil),
    ExactCase(text: "1e", value: nil), ExactCase(text: ".", value: nil),
    ExactCase(text: "1.2.3", value: nil), ExactCase(text: ".inf", value: nil),
    ExactCase(text: "'5'", value: nil), ExactCase(text: "[5]", value: nil),
  ]

  @Test(arguments: exact)
  func exactDecimals(_ exact: ExactCase) throws {
    let document = try #require(try YAMLReader().read(Array("- \(exact.text)\n".utf8), file: "t"))
    let node = try #require(document.children(document.root).first { _ in true })
    let value = document.exactDecimal(node)
    #expect(value == exact.value)
    #expect(value?.sign == exact.value?.sign)
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let document = try #require(try YAMLReader().read(Array("[-0, -0.0e5]".utf8), file: "t"))
    let values = document.children(document.root).map { document.exactDecimal($0) }
    #expect(values.map { $0?.sign } == [.minus, .minus])
  }

  struct ReadCase: CustomTestStringConvertible, Sendable {
    let text: String
    let value: Double
    var testDescription: String { text }
  }

  /// Through the decoder, both ways give the double `Double(text)` gives.
  static let reads: [ReadCase] = [
    ReadCase(text: "-0.5", value: -0.5), ReadCase(text: "1e-3", value: 0.001),
    ReadCase(text: "12345678901234567890e-15", value: 12345.678901234567890),
    ReadCase(text: "9007199254740993e-10", value: 900719.9254740993),
    ReadCase(text: "1e-30", value: 1e-30), ReadCase(text: "0.30000000000000000001", value: 0.3),
  ]

  @Test(arguments: reads)
  func decodedNumbers(_ read: ReadCase) throws {
    let yaml = """
      name: n
      collectionView: {contentOffset: [\(read.text), 0]}
      layout: {kind: flow}
      data: {sections: [1]}
      steps: []
      """
    let document = try ScenarioDocument.parse(Array(yaml.utf8), file: "n.yaml")
    #expect(document.collectionView.contentOffset.map { Double($0.x) } == read.value)
  }
}
