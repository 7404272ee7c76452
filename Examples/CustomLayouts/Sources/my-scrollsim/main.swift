import ScrollSimCLI

// Every command of scrollsim, with these kinds beside the built-in ones. Each layout file of this
// target is written as for iOS, with `import UIKit` replaced by `import UIKitCompat`.
ScrollSimCLI.main(layouts: [
  "paging-carousel": CustomLayoutKind(
    parameters: [
      LayoutParameter("startPage", .integer(minimum: 0, maximum: 10_000)),
      LayoutParameter("cardWidthFraction", .number(minimum: 0.1)),
    ],
    make: { values in
      let layout = PagingCarouselLayout()
      if let page = values.number("startPage") { layout.startPage = Int(page) }
      if let fraction = values.number("cardWidthFraction") {
        layout.cardWidthFraction = CGFloat(fraction)
      }
      return layout
    }),
  "card-animator": CustomLayoutKind(CardAnimatorLayout.init),
  // PinterestLayout.swift is `scrollsim port`'s output for a layout with an @objc delegate.
  "pinterest": CustomLayoutKind(
    parameters: [LayoutParameter("numberOfColumns", .integer(minimum: 1, maximum: 6))],
    delegate: { scenario, layout in
      let feed = ScenarioPhotoFeed(scenario: scenario)
      (layout as? PinterestLayout)?.delegate = feed
      return feed
    },
    make: { values in
      let layout = PinterestLayout()
      if let columns = values.number("numberOfColumns") { layout.numberOfColumns = Int(columns) }
      return layout
    }),
  "pixel-list": CustomLayoutKind(
    parameters: [LayoutParameter("rowHeight", .number(minimum: 1))],
    make: { values in
      let layout = PixelAlignedListLayout()
      if let height = values.number("rowHeight") { layout.rowHeight = CGFloat(height) }
      return layout
    }),
])
