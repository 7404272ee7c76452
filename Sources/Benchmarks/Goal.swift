/// A goal of issue 20's table: the figure at most, or at least, `bound`.
struct Goal {
  enum Direction {
    case atMost
    case atLeast
  }

  var direction: Direction
  var bound: Double

  static func atMost(_ bound: Double) -> Goal { Goal(direction: .atMost, bound: bound) }
  static func atLeast(_ bound: Double) -> Goal { Goal(direction: .atLeast, bound: bound) }

  func isMet(by value: Double) -> Bool {
    switch direction {
    case .atMost: return value <= bound
    case .atLeast: return value >= bound
    }
  }

  func describe(_ quantity: Quantity) -> String {
    (direction == .atMost ? "<= " : ">= ") + quantity.format(bound)
  }
}
