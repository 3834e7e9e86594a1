import Lamina

/// A dot that falls and bounces back up once a second, forever.
public func makeBouncingDot() -> Timeline {
    let root = Layer()
    root.bounds = Rect(0, 0, 120, 200)
    root.backgroundColor = Color(hex: "#1C1C1E")

    let dot = Layer()
    dot.bounds = Rect(0, 0, 40, 40)
    dot.cornerRadius = 20
    dot.backgroundColor = Color(hex: "#FF9F0A")
    dot.position = Point(60, 40)
    root.addSublayer(dot)

    let timeline = Timeline(rootLayer: root)
    let bounce = KeyframeAnimation(.positionY, values: [40, 160, 40], keyTimes: [0, 0.5, 1], duration: 1)
    bounce.timingFunctions = [.easeIn, .easeOut]
    bounce.repeatCount = .infinity
    try! dot.addChecked(bounce, forKey: "bounce")
    return timeline
}
