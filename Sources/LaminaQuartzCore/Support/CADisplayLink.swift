/// Core Animation's display link calls an Objective-C selector, and Swift on Linux has no
/// Objective-C runtime, so code that names it stops at compile time with the way to do it here.
@available(*, unavailable, message: "CADisplayLink(target:selector:) needs the Objective-C runtime, which Linux does not have; drive the layers with a live timeline instead: Timeline.live(rootLayer: layer.laminaLayer) and its startTickingOnMainRunLoop(), or LaminaWindow's WindowHost, whose frame callback is the display link")
public final class CADisplayLink {}
