import Testing

@testable import CommandLineTool

/// `scrollsim port`'s rewrites, case by case: each input is a small Swift file and the expected
/// output is written out from the rules of docs/porting.md ("`@objc` delegates").
@Suite struct SwiftPortRewriterTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let output: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a file with nothing to do",
      input: """
        import Foundation

        final class Grid {
          var handler: ((Int) -> Void)?
          func run() { handler?(1) }
        }

        """,
      output: """
        import Foundation

        final class Grid {
          var handler: ((Int) -> Void)?
          func run() { handler?(1) }
        }

        """),
    Case(
      name: "a comment containing @objc",
      input: """
        import UIKit
        // @objc optional func height() -> CGFloat: delegate?.height?()
        /* @objc protocol Old { /* nested @objc */ } */
        let spacing = 8

        """,
      output: """
        import UIKitCompat
        // @objc optional func height() -> CGFloat: delegate?.height?()
        /* @objc protocol Old { /* nested @objc */ } */
        let spacing = 8

        """),
    Case(
      name: "a string containing ?(",
      input: #"""
        @objc protocol Sizing { @objc optional func size(_ item: Int) -> Double }
        let plain = "delegate?.size?(1) @objc"
        let raw = #"delegate?.size?(2) \(x)"#
        let block = """
          delegate?.size?(3)
          """
        let spoken = "\(delegate?.size?(4) ?? 0) for \("a ?( b")"

        """#,
      output: #"""
        protocol Sizing: AnyObject { func size(_ item: Int) -> Double? }

        extension Sizing {
          func size(_ item: Int) -> Double? { nil }
        }
        let plain = "delegate?.size?(1) @objc"
        let raw = #"delegate?.size?(2) \(x)"#
        let block = """
          delegate?.size?(3)
          """
        let spoken = "\(delegate?.size(4) ?? 0) for \("a ?( b")"

        """#),
    Case(
      name: "nested optional calls",
      input: """
        @objc protocol Columns: NSObjectProtocol {
          @objc optional func width(ofColumn column: Int) -> Double
          @objc optional func gap() -> Double
        }
        let w = delegate?.width?(ofColumn: Int(other?.gap?() ?? 0)) ?? 100

        """,
      output: """
        protocol Columns: AnyObject {
          func width(ofColumn column: Int) -> Double?
          func gap() -> Double?
        }

        extension Columns {
          func width(ofColumn column: Int) -> Double? { nil }
          func gap() -> Double? { nil }
        }
        let w = delegate?.width(ofColumn: Int(other?.gap() ?? 0)) ?? 100

        """),
    Case(
      name: "@objc(name) on the protocol and a requirement",
      input: """
        @objc(PINLayoutDelegate) public protocol PinDelegate: class {
          @objc(layoutDidFinish:)
          optional func layoutDidFinish(_ height: Double)
        }
        func finish() { delegate?.layoutDidFinish?(3) }

        """,
      output: """
        public protocol PinDelegate: AnyObject {
          func layoutDidFinish(_ height: Double)
        }

        extension PinDelegate {
          public func layoutDidFinish(_ height: Double) {}
        }
        func finish() { delegate?.layoutDidFinish(3) }

        """),
    Case(
      name: "optional property requirements",
      input: """
        @objc protocol Style {
          @objc optional var columns: Int { get }
          @objc optional var title: String { get set }
        }
        let count = style?.columns ?? 2

        """,
      output: """
        protocol Style: AnyObject {
          var columns: Int? { get }
          var title: String? { get set }
        }

        extension Style {
          var columns: Int? { nil }
          var title: String? {
            get { nil }
            set {}
          }
        }
        let count = style?.columns ?? 2

        """),
    Case(
      name: "UIKit's own optional delegate methods and closures keep their ?",
      input: """
        @objc protocol Heights: UICollectionViewDelegate {
          @objc optional func collectionView(_ cv: UICollectionView, heightAt ip: IndexPath) -> Double
        }
        let inset = flow?.collectionView?(cv, layout: self, insetForSectionAt: 0)
        let height = heights?.collectionView?(cv, heightAt: ip)
        let done = completion?(cv)

        """,
      output: """
        protocol Heights: UICollectionViewDelegate {
          func collectionView(_ cv: UICollectionView, heightAt ip: IndexPath) -> Double?
        }

        extension Heights {
          func collectionView(_ cv: UICollectionView, heightAt ip: IndexPath) -> Double? { nil }
        }
        let inset = flow?.collectionView?(cv, layout: self, insetForSectionAt: 0)
        let height = heights?.collectionView(cv, heightAt: ip)
        let done = completion?(cv)

        """),
    Case(
      name: "a conforming type returns the Optional, and @objc leaves other declarations",
      input: """
        @objc protocol Feed { @objc optional func weight(of item: Int) -> Double }
        @objcMembers final class PhotoFeed: NSObject, Feed {
          @objc dynamic var count = 0
          @objc func weight(of item: Int) -> Double { 2 }
          @objc func reload() {}
        }

        """,
      output: """
        protocol Feed: AnyObject { func weight(of item: Int) -> Double? }

        extension Feed {
          func weight(of item: Int) -> Double? { nil }
        }
        final class PhotoFeed: NSObject, Feed {
          dynamic var count = 0
          func weight(of item: Int) -> Double? { 2 }
          func reload() {}
        }

        """),
    Case(
      name: "trailing closures are the last arguments, and an if's body is not one",
      input: """
        @objc protocol Loader {
          @objc optional func load(_ item: Int, done: () -> Void)
          @objc optional func height(_ item: Int) -> Double
        }
        func f() {
          loader?.load?(1) { print(1) }
          if let height = loader?.height?(2) { print(height) }
        }

        """,
      output: """
        protocol Loader: AnyObject {
          func load(_ item: Int, done: () -> Void)
          func height(_ item: Int) -> Double?
        }

        extension Loader {
          func load(_ item: Int, done: () -> Void) {}
          func height(_ item: Int) -> Double? { nil }
        }
        func f() {
          loader?.load(1) { print(1) }
          if let height = loader?.height(2) { print(height) }
        }

        """),
    Case(
      name: "function types are wrapped before the ?",
      input: """
        @objc protocol Animations {
          @objc optional func curve() -> (Double) -> Double
        }

        """,
      output: """
        protocol Animations: AnyObject {
          func curve() -> ((Double) -> Double)?
        }

        extension Animations {
          func curve() -> ((Double) -> Double)? { nil }
        }

        """),
  ]

  @Test(arguments: cases)
  func rewrites(_ c: Case) throws {
    let source = try SwiftSource(file: "Case.swift", bytes: Array(c.input.utf8))
    let result = try #require(SwiftPortRewriter.port([source]).first)
    #expect(String(decoding: result.ported, as: UTF8.self) == c.output)
    // A ported file has nothing left to port.
    let again = try SwiftSource(file: "Case.swift", bytes: result.ported)
    #expect(SwiftPortRewriter.port([again]).first?.ported == result.ported)
  }

  struct Unreadable: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let message: String
    var testDescription: String { name }
  }

  static let unreadable: [Unreadable] = [
    Unreadable(
      name: "an unterminated string", input: "let a = 1\nlet b = \"open\n",
      message: "F.swift:2:9: error: unterminated string literal"),
    Unreadable(
      name: "an unterminated multi-line string", input: "let a = \"\"\"\n  text\n",
      message: "F.swift:1:9: error: unterminated string literal"),
    Unreadable(
      name: "an unterminated raw string", input: "let a = #\"text\"\n",
      message: "F.swift:1:9: error: unterminated string literal"),
    Unreadable(
      name: "an unterminated nested comment", input: "/* a /* b */\nlet c = 1\n",
      message: "F.swift:1:1: error: unterminated '/*' comment"),
    Unreadable(
      name: "a bracket closed by another", input: "func f() {\n  g(1]\n}\n",
      message: "F.swift:2:6: error: ']' closes '(' opened at line 2"),
    Unreadable(
      name: "a bracket never closed", input: "class C {\n  func f() {}\n",
      message: "F.swift:1:9: error: '{' is never closed"),
    Unreadable(
      name: "a closer without an opener", input: "let a = 1)\n",
      message: "F.swift:1:10: error: ')' closes no bracket"),
    Unreadable(
      name: "an unterminated interpolation", input: "let a = \"\\(b\n",
      message: "F.swift:1:11: error: unterminated string interpolation"),
  ]

  @Test(arguments: unreadable)
  func refuses(_ c: Unreadable) {
    guard case .failure(let error) = PortCommand.source(file: "F.swift", bytes: Array(c.input.utf8))
    else {
      Issue.record("\(c.name) was read")
      return
    }
    #expect(error.message == c.message)
  }

  @Test func deepInterpolationsAreRefusedNotATrap() {
    let depth = SwiftTokenizer.maximumDepth + 1
    let input = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
    guard case .failure(let error) = PortCommand.source(file: "F.swift", bytes: Array(input.utf8))
    else {
      Issue.record("a nesting past the limit was read")
      return
    }
    #expect(error.message.hasSuffix("error: string interpolations nested too deeply"))
  }
}
