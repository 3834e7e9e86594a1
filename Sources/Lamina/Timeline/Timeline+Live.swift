/// The live path: a timeline on media time whose layers animate outside explicit transactions.
extension Timeline {
    /// A live timeline of `rootLayer`'s tree: its time is media time (``MediaClock``), starting
    /// now, and changes to its layers outside an explicit transaction animate (``isLive``). Call
    /// ``tick()`` once a frame (a window does) to move it to the present.
    public static func live(rootLayer: Layer) -> Timeline {
        let timeline = Timeline(rootLayer: rootLayer, clock: MediaClock(), startTime: MediaClock.currentTime())
        timeline.isLive = true
        return timeline
    }
}
