import Lamina

/// The ``Onboarding`` view filling a canvas, started at time 0, with page changes at given
/// times: the `onboarding` built-in of `lamina inspect` and `lamina render`. Taps from a pointer
/// script advance pages too, and a tap on Done finishes.
public final class OnboardingScene: ScriptedControl {
    public let timeline: Timeline
    public let size: Size
    public let onboarding: Onboarding
    public var script: PointerScript
    public var background: Color? { Onboarding.backgroundColor }
    /// The scene times at which the page advances (in order).
    public let pageChanges: [Double]

    /// A canvas of `size` holding the onboarding; page one begins at 0, and the page advances at
    /// each time in `pageChanges`.
    public init(size: Size = Size(340, 480), pageChanges: [Double] = [3.5],
                script: PointerScript = PointerScript()) throws(OnboardingArtwork.LoadError) {
        self.size = size
        onboarding = try Onboarding(bounds: Rect(origin: .zero, size: size))
        let root = onboarding.layer
        root.anchorPoint = .zero
        root.position = .zero
        timeline = Timeline(rootLayer: root)
        self.script = script
        self.pageChanges = pageChanges.sorted()
        onboarding.start()
        for time in self.pageChanges {
            timeline.schedule(at: time) { [unowned onboarding] in onboarding.advance() }
        }
    }

    /// The middle of the canvas, where `--press` taps.
    public var center: Point { Point(size.width / 2, size.height / 2) }

    /// 3.5 s after the last page change or scripted event (page two has settled by then), at
    /// least one fireworks cycle.
    public var preferredDuration: Double {
        max(Onboarding.fireworksCycle, max(pageChanges.last ?? 0, script.events.last?.time ?? 0) + 3.5)
    }

    public func state() -> [(key: String, value: OrderedJSON)] {
        [("page", .number(Double(onboarding.page + 1))),
         ("pageCount", .number(Double(onboarding.pages.count))),
         ("finished", .bool(onboarding.isFinished)),
         ("caption", .optional(onboarding.caption.string))]
    }
}
