import Foundation

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

// Design note: the main run loop is where Core Animation has its clock, so it is where a live
// timeline is ticked. The timer's block is `@Sendable` and captures nothing: the timelines it
// ticks live in a main-actor registry, reached only on the main thread, since a timeline and
// its layers belong to one thread's world.

extension Timeline {
    /// Ticks this timeline from the main run loop about 60 times a second until
    /// ``stopTickingOnMainRunLoop()``, so its animations' delegates, completions and scheduled
    /// actions run at their moments in real time, with no window. Each tick moves it to its
    /// clock's time (``tick()``); the main thread's implicit transaction is flushed by the run
    /// loop itself. The run loop must run (`RunLoop.main.run()`, or `dispatchMain()`).
    @MainActor public func startTickingOnMainRunLoop() {
        MainRunLoopTicks.start(self)
    }

    /// Stops ticking this timeline from the main run loop; the run loop's timer stops with the
    /// last timeline.
    @MainActor public func stopTickingOnMainRunLoop() {
        MainRunLoopTicks.stop(self)
    }
}

/// The timelines the main run loop ticks, and its one timer.
@MainActor enum MainRunLoopTicks {
    private static var timelines: [Timeline] = []
    private static var timer: Timer?

    static func start(_ timeline: Timeline) {
        guard !timelines.contains(where: { $0 === timeline }) else { return }
        timelines.append(timeline)
        guard timer == nil else { return }
        let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { _ in
            MainActor.assumeIsolated { MainRunLoopTicks.tickAll() }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    static func stop(_ timeline: Timeline) {
        timelines.removeAll { $0 === timeline }
        guard timelines.isEmpty else { return }
        timer?.invalidate()
        timer = nil
    }

    /// What the timer does each time it fires: every timeline to its clock's time, in the order
    /// they started.
    static func tickAll() {
        for timeline in timelines { timeline.tick() }
    }

    static var isTicking: Bool { timer != nil }
}
