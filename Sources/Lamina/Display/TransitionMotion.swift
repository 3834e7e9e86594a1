/// Where and how opaque the outgoing and incoming looks of a transition are at its progress.
///
/// `p` is the transition's progress (0 = only the outgoing look, 1 = only the incoming one);
/// distances are the layer's bounds width (left/right) or height (top/bottom), in its own space.
///
/// ```
///            fade          push                moveIn              reveal
/// outgoing   alpha 1-p     slides out: +p·d    stays               slides out: +p·d
/// incoming   alpha p       slides in: -(1-p)·d slides in: -(1-p)·d stays (beneath)
/// ```
///
/// `d` points the way the subtype names (`fromLeft`: content moves to the right); with no
/// subtype, motion is `fromLeft`. In a `reveal` the outgoing look is drawn on top.
struct TransitionMotion {
    var outgoingShift = Transform3D.identity
    var incomingShift = Transform3D.identity
    var outgoingAlpha = 1.0
    var incomingAlpha = 1.0
    /// Whether the outgoing look is drawn above the incoming one.
    var outgoingOnTop = false

    init(_ transition: TransitionSnapshot, bounds: Rect) {
        let p = min(max(transition.progress, 0), 1)
        let direction: Point
        switch transition.subtype ?? .fromLeft {
        case .fromLeft: direction = Point(x: bounds.width, y: 0)
        case .fromRight: direction = Point(x: -bounds.width, y: 0)
        case .fromTop: direction = Point(x: 0, y: bounds.height)
        case .fromBottom: direction = Point(x: 0, y: -bounds.height)
        }
        func shift(_ f: Double) -> Transform3D { Transform3D(translationX: direction.x * f, y: direction.y * f) }
        switch transition.type {
        case .fade:
            outgoingAlpha = 1 - p
            incomingAlpha = p
        case .push:
            outgoingShift = shift(p)
            incomingShift = shift(p - 1)
        case .moveIn:
            incomingShift = shift(p - 1)
        case .reveal:
            outgoingShift = shift(p)
            outgoingOnTop = true
        }
    }
}
