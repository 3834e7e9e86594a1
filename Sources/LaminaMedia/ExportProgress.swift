/// How far an export has got: frames handed to the encoder out of the clip's total.
///
///     try timeline.export(to: url, duration: 2, framesPerSecond: 30) { progress in
///         print("\(Int(progress.fractionCompleted * 100))%")
///     }
///
/// Reported on the thread that called the export, after each frame is written, in order.
public struct ExportProgress: Hashable, Sendable {
    /// Frames written so far (1 after the first).
    public var framesWritten: Int
    /// Frames in the whole file.
    public var frameCount: Int

    public init(framesWritten: Int, frameCount: Int) {
        self.framesWritten = framesWritten
        self.frameCount = frameCount
    }

    /// `framesWritten / frameCount`, 0...1.
    public var fractionCompleted: Double {
        frameCount > 0 ? Double(framesWritten) / Double(frameCount) : 1
    }
}
