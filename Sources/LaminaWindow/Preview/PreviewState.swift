import Foundation

/// What `lamina preview --dump-state FILE` reports, for tests and tools that watch the window
/// from outside: written as JSON (keys sorted) to a temporary name and renamed into place,
/// whenever it changes.
public struct PreviewState: Hashable, Sendable {
    /// The playhead, in seconds of the loop.
    public var time: Double
    public var paused: Bool
    /// The scene file or control name.
    public var file: String
    /// The load error shown in the window, or `nil`.
    public var error: String?
    /// Frames presented.
    public var frames: Int
    /// Successful reloads after the first load.
    public var reloads: Int
    public var loopDuration: Double
    /// Whether the timeline bar is being dragged.
    public var scrubbing: Bool
    /// The phase of the last pointer event delivered (`down`, `move`, `up`, `cancel`), or `nil`.
    public var lastPointerPhase: String?
    /// The last frame saved with `s`, or `nil`.
    public var savedFrame: String?

    public init(time: Double = 0, paused: Bool = false, file: String, error: String? = nil, frames: Int = 0,
                reloads: Int = 0, loopDuration: Double = 0, scrubbing: Bool = false,
                lastPointerPhase: String? = nil, savedFrame: String? = nil) {
        self.time = time
        self.paused = paused
        self.file = file
        self.error = error
        self.frames = frames
        self.reloads = reloads
        self.loopDuration = loopDuration
        self.scrubbing = scrubbing
        self.lastPointerPhase = lastPointerPhase
        self.savedFrame = savedFrame
    }

    /// The JSON text, keys sorted, times to the microsecond.
    public var json: String {
        func number(_ value: Double) -> NSNumber { NSNumber(value: (value * 1e6).rounded() / 1e6) }
        let object: [String: Any] = [
            "time": number(time), "paused": paused, "file": file, "error": error ?? NSNull(),
            "frames": frames, "reloads": reloads, "loopDuration": number(loopDuration),
            "scrubbing": scrubbing, "lastPointerPhase": lastPointerPhase ?? NSNull(),
            "savedFrame": savedFrame ?? NSNull(),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `json` to `url` through a temporary file in the same folder and a rename.
    public func write(to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try Data((json + "\n").utf8).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: reason])
        }
    }
}
