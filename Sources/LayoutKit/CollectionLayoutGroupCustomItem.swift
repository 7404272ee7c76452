import Foundation

/// NSCollectionLayoutGroupCustomItem: one item of a custom group, its frame relative to the
/// group's origin.
public final class CollectionLayoutGroupCustomItem: Sendable {
  /// NSCollectionLayoutGroupCustomItem.frame
  public let frame: CGRect
  /// NSCollectionLayoutGroupCustomItem.zIndex (0 unless given): the cell's zIndex.
  public let zIndex: Int

  /// NSCollectionLayoutGroupCustomItem(frame:)
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// NSCollectionLayoutGroupCustomItem(frame:zIndex:). A frame with a non-finite number is
  /// replaced by an empty one: bad input never puts NaN into the stream.
  public init(frame: CGRect, zIndex: Int) {
    let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
    self.frame = finite ? frame : .zero
    self.zIndex = zIndex
  }
}
