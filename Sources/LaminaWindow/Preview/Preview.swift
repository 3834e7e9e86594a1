import Foundation
import Lamina

/// Opens the preview window (what `lamina preview` shows) on content built in code, and returns
/// when it is closed.
///
///     try Preview.show(timeline, duration: 2)   // a Timeline: its root layer's bounds, looping
///     try Preview.show(composition)             // a Composition: its size, duration and rate
///
/// The window plays the content in a loop with a bar to scrub under it. Keys: space pauses and
/// resumes, left and right step one frame, r restarts, s saves the frame as a PNG in the current
/// folder, Esc quits.
///
/// Call it from the main thread (SDL wants its window there on every platform but Linux): the
/// `main.swift` of an executable, or a `@MainActor` function. It blocks until the window closes.
public enum Preview {
    /// Plays `timeline` in a loop of `duration` seconds, its root layer drawn in its own space at
    /// the size of its bounds (see `Composition(timeline:name:duration:fps:background:)`): the
    /// timeline moves forward as it plays, and each loop presents it again from the start.
    ///
    /// - Parameters:
    ///   - duration: the loop's length in seconds.
    ///   - framesPerSecond: the step of the left and right keys, in frames per second.
    ///   - background: painted under the tree; `nil` shows the window's dark grey.
    ///   - title: the window's title, after "lamina preview: ".
    ///   - scale: the window's zoom, screen units per point (0 to 8).
    ///   - stateFile: where to write the player's state as JSON whenever it changes (what
    ///     `lamina preview --dump-state` writes), for tests and tools.
    ///   - report: told of each frame saved with `s` (its path) and each problem that does not
    ///     stop the window; the library prints nothing itself.
    ///   - timeline: the timeline to play, moved forward as the preview plays.
    /// - Throws: `WindowError` when a parameter is out of range or no window can be opened
    ///   (no display, for example), saying which.
    public static func show(_ timeline: Timeline, duration: Double, framesPerSecond: Double = 60,
                            background: Color? = nil, title: String = "timeline", scale: Double = 1,
                            stateFile: URL? = nil, report: @escaping (WindowContentReport) -> Void = { _ in }) throws(WindowError) {
        guard duration.isFinite, duration > 0 else {
            throw WindowError("duration \(duration) (must be a positive number of seconds)")
        }
        try show(Composition(timeline: timeline, name: title, duration: duration, fps: framesPerSecond,
                             background: background),
                 scale: scale, stateFile: stateFile, report: report)
    }

    /// Plays `composition` in a loop of its duration (or `loopDuration` seconds), at its size.
    ///
    /// `scale`, `stateFile` and `report` are as for a timeline; `framesPerSecond` here is the window's
    /// redraw rate (`nil`: the display's, or 60).
    public static func show(_ composition: Composition, loopDuration: Double? = nil, scale: Double = 1,
                            framesPerSecond: Double? = nil, stateFile: URL? = nil,
                            report: @escaping (WindowContentReport) -> Void = { _ in }) throws(WindowError) {
        try check(composition, loopDuration: loopDuration, scale: scale, framesPerSecond: framesPerSecond)
        let host = try WindowHost(.init(title: "lamina preview: \(composition.name)",
                                        size: PreviewScene.windowSize(forContent: composition.size),
                                        scale: scale, fps: framesPerSecond))
        let shown = scene(for: composition, clock: host.clock, loopDuration: loopDuration, stateFile: stateFile)
        shown.report = report
        try host.run(shown)
    }

    /// The scene `show` runs, for tests without a window.
    package static func scene(for composition: Composition, clock: any TimelineClock, loopDuration: Double? = nil,
                              stateFile: URL? = nil) -> PreviewScene {
        let configuration = PreviewScene.Configuration(
            name: composition.name, contentSize: composition.size, stateFile: stateFile,
            framesFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), loopDuration: loopDuration)
        return PreviewScene(configuration, clock: clock) { composition }
    }

    /// The checks `lamina preview` makes on its options, with the parameters' names.
    private static func check(_ composition: Composition, loopDuration: Double?, scale: Double,
                              framesPerSecond: Double?) throws(WindowError) {
        let size = composition.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1, size.width <= 8192,
              size.height <= 8192 else {
            throw WindowError("size \(size.width) x \(size.height) points (the root layer's bounds must be 1 to 8192 points each way)")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw WindowError("scale \(scale) (must be between 0 and 8)") }
        if let framesPerSecond, !(framesPerSecond.isFinite && framesPerSecond > 0 && framesPerSecond <= 240) {
            throw WindowError("framesPerSecond \(framesPerSecond) (must be between 0 and 240)")
        }
        if let loopDuration, !(loopDuration.isFinite && loopDuration > 0) {
            throw WindowError("loopDuration \(loopDuration) (must be a positive number of seconds)")
        }
        guard Thread.isMainThread else {
            throw WindowError("Preview.show must be called on the main thread (SDL makes and runs its windows there)")
        }
    }
}
