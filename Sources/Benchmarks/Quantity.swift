import Foundation

/// What a measured number is, which says how it is printed.
enum Quantity {
  case seconds
  /// A plain ratio, printed as `12.3x`.
  case times
  /// A ratio printed as a percentage.
  case percent
  case bytes
  case megabytesPerSecond
  case eventsPerSecond

  func format(_ value: Double) -> String {
    switch self {
    case .seconds: return formatSeconds(value)
    case .times: return String(format: "%.2fx", value)
    case .percent: return String(format: "%.2f %%", value * 100)
    case .bytes:
      if value >= 1e6 { return String(format: "%.1f MB", value / 1e6) }
      if value >= 1e4 { return String(format: "%.0f KB", value / 1e3) }
      return String(format: "%.1f B", value)
    case .megabytesPerSecond: return String(format: "%.2f MB/s", value)
    case .eventsPerSecond: return String(format: "%.0f events/s", value)
    }
  }
}

/// Seconds with the unit that keeps them readable.
func formatSeconds(_ seconds: Double) -> String {
  if seconds < 1e-6 { return String(format: "%.2f ns", seconds * 1e9) }
  if seconds < 1e-3 { return String(format: "%.2f us", seconds * 1e6) }
  if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
  return String(format: "%.3f s", seconds)
}
