import Lamina

/// An activity indicator centred on a canvas, started at time 0 (and stopped at `stopTime`, if
/// given): the `activity-indicator` target of `lamina inspect` and `lamina render`.
public final class ActivityIndicatorScene: ScriptedControl {
    public let timeline: Timeline
    public let size: Size
    public let indicator: ActivityIndicator
    public var script = PointerScript()
    public var background: Color? { Color(red: 0.22, green: 0.36, blue: 0.55) }
    /// Two periods, or until a second after the stop.
    public var preferredDuration: Double {
        max(2 * indicator.period, (stopTime ?? 0) + 1)
    }
    /// When the scripted stop happens, if any.
    public let stopTime: Double?

    /// Makes the scene of an activity indicator in a HUD, turning from time 0.
    ///
    /// - Parameters:
    ///   - style: the look; `period` overrides its period.
    ///   - period: seconds a turn takes; `nil` keeps the style's.
    ///   - hudSize: the HUD, 160 x 160 by default; the canvas is 80 points wider and taller.
    ///   - stopTime: when the indicator stops animating, in seconds; `nil` never stops it.
    public init(style: ActivityIndicatorStyle = .classic, period: Double? = nil,
                hudSize: Size = Size(width: 160, height: 160), stopTime: Double? = nil) {
        var style = style
        if let period { style.period = period }
        let size = Size(width: hudSize.width + 80, height: hudSize.height + 80)
        self.size = size
        self.stopTime = stopTime
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.anchorPoint = .zero
        timeline = Timeline(rootLayer: root)
        indicator = ActivityIndicator(style: style)
        indicator.hudSize = hudSize
        indicator.layer.position = Point(size.width / 2, size.height / 2)
        root.addSublayer(indicator.layer)
        indicator.startAnimating()
        if let stopTime {
            _ = timeline.schedule(at: stopTime) { [indicator] in indicator.stopAnimating() }
        }
    }

    public func state() -> [(key: String, value: OrderedJSON)] {
        [("animating", .bool(indicator.isAnimating)),
         ("style", .string(indicator.style.name)),
         ("markers", .number(Double(indicator.markerCount))),
         ("period", .number(indicator.period))]
    }
}
