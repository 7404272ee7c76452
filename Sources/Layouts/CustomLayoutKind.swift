import Foundation
import LayoutKit

/// A layout kind beyond the contract's flow and seed kinds: a layout ported into this build
/// (`Sources/Layouts/Ported`) or a user's own class, registered under a name with the keys it
/// reads. A flow-based kind also takes the flow layout's keys; any other takes only its own.
public struct CustomLayoutKind: Sendable {
  /// The name `layout.kind` gives (the key it is registered under).
  public internal(set) var name: String
  /// Whether the layout is a UICollectionViewFlowLayout subclass.
  public let isFlowLayout: Bool
  /// The keys it reads.
  public let parameters: [LayoutParameter]
  /// A new layout with the values the scenario gave (absent keys keep the layout's defaults).
  public let make: @Sendable ([String: AttributeValue]) -> CollectionViewLayout
  /// The collection view's `delegate` in place of the scenario's own, made from the scenario's
  /// answers (item sizes from `data`, per-section values from `layout.sections`, as a flow
  /// delegate) and the layout just made, so that a layout casting `collectionView.delegate` to
  /// its protocol finds it, a layout with a delegate property of its own can be given it (as a
  /// view controller sets `layout.delegate = self`), and its methods can answer with the
  /// scenario's numbers. Nil keeps the scenario's delegate.
  public let makeDelegate: MakeDelegate?

  /// Makes a delegate from the scenario's answers and the layout.
  public typealias MakeDelegate =
    @Sendable (
      _ scenarioAnswers: CollectionViewDelegateFlowLayout, _ layout: CollectionViewLayout
    ) -> CollectionViewDelegate
  /// The collection view's `dataSource` in place of the scenario's `data`: the collection view
  /// reads its counts when it loads and checks them after every update, as UIKit does (the
  /// scenario's sizes stay with sections whose counts agree). Nil keeps the scenario's data.
  public let makeDataSource: (@Sendable () -> CollectionViewDataSource)?

  init(
    name: String, isFlowLayout: Bool, parameters: [LayoutParameter],
    make: @escaping @Sendable ([String: AttributeValue]) -> CollectionViewLayout
  ) {
    self.name = name
    self.isFlowLayout = isFlowLayout
    self.parameters = parameters
    self.make = make
    self.makeDelegate = nil
    self.makeDataSource = nil
  }

  /// A kind made by `make`, which reads no keys (a flow layout subclass still takes the flow
  /// layout's), e.g. `CustomLayoutKind(MyGridLayout.init)`.
  public init(
    _ make: @escaping @Sendable () -> CollectionViewLayout,
    delegate makeDelegate: MakeDelegate? = nil,
    dataSource makeDataSource: (@Sendable () -> CollectionViewDataSource)? = nil
  ) {
    self.init(parameters: [], delegate: makeDelegate, dataSource: makeDataSource) { _ in make() }
  }

  /// A kind that reads `parameters` from the scenario's `layout` mapping: `make` gets the values
  /// given (numbers, words, sizes as `[w, h]`), checked against each parameter's type first.
  public init(
    parameters: [LayoutParameter],
    delegate makeDelegate: MakeDelegate? = nil,
    dataSource makeDataSource: (@Sendable () -> CollectionViewDataSource)? = nil,
    make: @escaping @Sendable ([String: AttributeValue]) -> CollectionViewLayout
  ) {
    self.name = ""
    // Whether the class is a flow layout decides which keys a scenario may give it, before any
    // scenario is read: one instance made with no values answers it.
    self.isFlowLayout = make([:]) is FlowLayout
    self.parameters = parameters
    self.make = make
    self.makeDelegate = makeDelegate
    self.makeDataSource = makeDataSource
  }
}
