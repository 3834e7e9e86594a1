import Lamina

/// A drop indicator centred on a canvas 40 points larger than the control, turning from time 0:
/// the `drop-indicator` target of `lamina inspect` and `lamina render`.
public final class DropIndicatorScene: ScriptedControl {
    public let timeline: Timeline
    public let size: Size
    public let indicator: DropIndicator
    public var script = PointerScript()
    public var background: Color? { Color(red: 0.1, green: 0.12, blue: 0.18) }
    /// Two turns.
    public var preferredDuration: Double { 2 * indicator.period }

    /// Makes the scene of a drop indicator of `size`, turning from time 0.
    ///
    /// - Parameter configure: changes to the indicator's settings, made before it starts.
    /// - Parameter size: the indicator's size, in points; the canvas is 40 points larger.
    public init(size: Size = Size(width: 160, height: 160), configure: (DropIndicator) -> Void = { _ in }) {
        let canvas = Size(width: size.width + 40, height: size.height + 40)
        self.size = canvas
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        root.anchorPoint = .zero
        timeline = Timeline(rootLayer: root)
        indicator = DropIndicator(size: size)
        indicator.color = Color(red: 0.35, green: 0.75, blue: 1)
        configure(indicator)
        indicator.layer.position = Point(canvas.width / 2, canvas.height / 2)
        root.addSublayer(indicator.layer)
        indicator.startAnimating()
    }

    public func state() -> [(key: String, value: OrderedJSON)] {
        [("animating", .bool(indicator.isAnimating)),
         ("drops", .number(Double(indicator.dropCount))),
         ("piecesPerDrop", .number(Double(indicator.piecesPerDrop))),
         ("direction", .string(indicator.direction.rawValue)),
         ("timing", .numbers(indicator.timingFunction.controlPoints)),
         ("period", .number(indicator.period))]
    }
}
