import Lamina

/// A ring that draws itself in two seconds over a faint track, as with `CAShapeLayer`.
public func makeProgressRing() -> Timeline {
    let root = Layer()
    root.bounds = Rect(0, 0, 200, 200)
    root.backgroundColor = .white

    let track = ShapeLayer()
    track.frame = root.bounds
    track.path = .ellipse(in: Rect(20, 20, 160, 160))
    track.fillColor = nil
    track.strokeColor = Color(white: 0.9)
    track.lineWidth = 16
    root.addSublayer(track)

    let ring = ShapeLayer()
    ring.frame = root.bounds
    ring.path = track.path
    ring.fillColor = nil
    ring.strokeColor = Color(hex: "#0A84FF")
    ring.lineWidth = 16
    ring.lineCap = .round
    ring.strokeEnd = 0
    root.addSublayer(ring)

    let timeline = Timeline(rootLayer: root)
    let fill = BasicAnimation(.strokeEnd, from: 0, to: 1, duration: 2)
    fill.timingFunction = .easeInEaseOut
    fill.fillMode = .forwards
    fill.isRemovedOnCompletion = false
    // `addChecked` throws for a mistyped key path or a value of the wrong kind.
    try! ring.addChecked(fill, forKey: "fill")
    return timeline
}
