/// The lowest and the middle of a figure's rounds.
struct Sample {
  var values: [Double]

  var minimum: Double { values.min() ?? .nan }

  /// The middle value (the mean of the two middle ones for an even count).
  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The `percentile`th (0...1) value, by the nearest rank.
  func percentile(_ percentile: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((percentile * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
  }
}
