import Foundation
import Lamina

/// Writes frames to a PNG, GIF, APNG, MP4 or WebM file: PNG and APNG with Lamina's own encoder
/// (`PNGEncoder`), the others through ffmpeg.
///
/// ```swift
/// let writer = try MovieWriter(url: URL(fileURLWithPath: "out.mp4"), format: .mp4,
///                              width: 1080, height: 1080, fps: 60)
/// for i in 0 ..< 600 { try writer.append(render(i)) }
/// let url = try writer.finish()
/// ```
///
/// For GIF, MP4 and WebM, frames go to ffmpeg's stdin as raw premultiplied BGRA (`-f rawvideo
/// -pix_fmt bgra`), written straight from the `ImageBuffer`'s storage when rows are packed.
/// Either way the file is written to a hidden temporary file beside the target
/// (`.out.mp4.partial-<pid>-<random>.mp4`) which `finish()` renames into place only once it is
/// complete (ffmpeg exited successfully), so the target is never half written and an existing
/// file there is replaced only by a complete one. `cancel()`, a failure or dropping the writer
/// without `finish()` stops ffmpeg and removes the temporary file; so does an interrupt once a
/// program asked ``InterruptCleanup/handleInterrupts()``.
///
/// Not thread-safe: one thread appends (`FramePipeline` delivers frames in order to one).
public final class MovieWriter {
    /// Encoder choices beyond the format.
    public struct Options: Sendable, Equatable {
        /// Keep transparency (PNG, APNG, WebM): colours are un-premultiplied on the way in.
        /// Otherwise frames are flattened over black, which for premultiplied pixels is simply
        /// dropping alpha. GIF and MP4 never keep alpha.
        public var keepsAlpha: Bool
        /// x264's constant rate factor for MP4 (lower is better and bigger; 18–23 is typical).
        public var mp4Quality: Int
        /// x264's preset for MP4: `ultrafast`, `superfast`, `veryfast` (default), ... `slow`.
        public var mp4Preset: String
        /// libvpx-vp9's constant quality for WebM (0–63, lower is better).
        public var webmQuality: Int

        public init(keepsAlpha: Bool = false, mp4Quality: Int = 20, mp4Preset: String = "veryfast",
                    webmQuality: Int = 32) {
            self.keepsAlpha = keepsAlpha
            self.mp4Quality = mp4Quality
            self.mp4Preset = mp4Preset
            self.webmQuality = webmQuality
        }
    }

    /// The file `finish()` produces.
    public let url: URL
    public let format: MediaFormat
    public let width: Int
    public let height: Int
    /// Frames per second the frames are appended at.
    public let fps: Double
    public let options: Options
    /// Frames appended so far.
    public private(set) var frameCount = 0

    /// The hidden file written while encoding.
    package let temporaryURL: URL
    /// ffmpeg's process id (tests kill it to simulate a crash); nil for PNG and APNG.
    package var processIdentifier: Int32? {
        if case let .ffmpeg(process, _) = encoder { return process.pid }
        return nil
    }
    private let encoder: Encoder
    private var state = State.open
    private var scratch: [UInt8] = []
    /// What ``InterruptCleanup`` removes if the process is interrupted while this writes.
    private var cleanupToken: Int?

    private enum State { case open, finished, failed }

    /// What encodes the frames.
    private enum Encoder {
        /// ffmpeg reading frames on its stdin, its messages in a log file.
        case ffmpeg(ChildProcess, log: String)
        /// Lamina's encoder, writing to the temporary file.
        case png(PNGEncoder, FileHandle)
    }

    /// Starts the encoder for a file of `width`×`height` frames at `fps` frames per second.
    ///
    /// - Throws: `MediaError.ffmpegMissing` (with the install hint) if a GIF, MP4 or WebM is
    ///   asked and ffmpeg is not on `PATH`, `.outputDirectoryMissing`, `.invalidParameters` for
    ///   sizes or rates out of range, `.systemError` if the temporary file cannot be made.
    public convenience init(url: URL, format: MediaFormat, width: Int, height: Int, fps: Double,
                            options: Options = Options()) throws {
        try self.init(url: url, format: format, width: width, height: height, fps: fps,
                      options: options, ffmpegPath: nil, extraArguments: [])
    }

    /// The designated initializer, with test hooks: an explicit ffmpeg executable and extra
    /// arguments placed before the output file (neither applies to PNG and APNG).
    package init(url: URL, format: MediaFormat, width: Int, height: Int, fps: Double,
                 options: Options, ffmpegPath: String?, extraArguments: [String]) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw MediaError.invalidParameters("size \(width)x\(height) (each side must be 1...16384)")
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw MediaError.invalidParameters("frame rate \(fps) (must be more than 0 and at most 1000)")
        }
        let ffmpeg: String?
        if format.isEncodedByFFmpeg {
            let located = ChildProcess.locate("ffmpeg", explicit: ffmpegPath)
            guard let path = located.path else { throw MediaError.ffmpegMissing(searched: located.searched) }
            ffmpeg = path
        } else {
            ffmpeg = nil
        }
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw MediaError.outputDirectoryMissing(directory.path)
        }

        self.url = url
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.options = options
        let name = url.lastPathComponent
        let token = String(UInt64.random(in: 0 ... .max), radix: 36)
        let ext = url.pathExtension.isEmpty ? format.rawValue : url.pathExtension
        temporaryURL = directory.appendingPathComponent(".\(name).partial-\(getpid())-\(token).\(ext)")

        guard let ffmpeg else {
            encoder = try MovieWriter.pngEncoder(writing: temporaryURL, format: format, width: width, height: height,
                                                 fps: fps, keepsAlpha: options.keepsAlpha)
            cleanupToken = InterruptCleanup.shared.register(files: [temporaryURL.path])
            return
        }
        let stderrPath = ChildProcess.temporaryLogPath("ffmpeg")
        let arguments = FFmpegArguments.encode(
            format: format, width: width, height: height, fps: fps, options: options,
            extra: extraArguments, output: temporaryURL.path)
        do {
            encoder = .ffmpeg(try ChildProcess(executable: ffmpeg, arguments: arguments, pipeStdin: true,
                                               stdoutPath: nil, stderrPath: stderrPath), log: stderrPath)
        } catch {
            try? FileManager.default.removeItem(atPath: stderrPath)
            throw error
        }
        cleanupToken = InterruptCleanup.shared.register(files: [temporaryURL.path, stderrPath])
    }

    /// A PNG encoder writing `url`, its header already there (an APNG's frame count is written
    /// again at the end).
    private static func pngEncoder(writing url: URL, format: MediaFormat, width: Int, height: Int, fps: Double,
                                   keepsAlpha: Bool) throws -> Encoder {
        let encoder = try PNGEncoder(width: width, height: height, keepsAlpha: keepsAlpha, fps: fps,
                                     animated: format == .apng)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw MediaError.systemError(operation: "creating \(url.path)", reason: ChildProcess.errnoText())
        }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try file.write(contentsOf: encoder.header(frameCount: 0))
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw MediaError.systemError(operation: "writing \(url.path)", reason: error.localizedDescription)
        }
        return .png(encoder, file)
    }

    deinit {
        if state == .open { abandon() }
    }

    /// Sends one frame to the encoder.
    ///
    /// - Throws: `.frameSizeMismatch`, `.invalidState` after `finish`/`cancel` or for a second
    ///   PNG frame, `.toolFailed` with ffmpeg's last lines if ffmpeg exited early, `.systemError`
    ///   if the file cannot be written (the writer is then closed and the temporary file removed).
    public func append(_ frame: ImageBuffer) throws {
        guard state == .open else { throw MediaError.invalidState("append to a movie writer that is closed") }
        guard frame.width == width, frame.height == height else {
            throw MediaError.frameSizeMismatch(expected: "\(width)x\(height)", got: "\(frame.width)x\(frame.height)")
        }
        if format == .png && frameCount == 1 {
            throw MediaError.invalidState("a PNG holds one frame; use .apng or .gif for \(url.lastPathComponent)")
        }
        switch encoder {
        case let .ffmpeg(process, log):
            let written: Bool
            do {
                written = try send(frame, to: process)
            } catch {
                abandon()
                throw error
            }
            guard written else { throw failure(process, log: log) }
        case let .png(encoder, file):
            do {
                try write(encoder.encode(frame), to: file)
            } catch {
                abandon()
                throw error
            }
        }
        frameCount += 1
    }

    /// Finishes the file (ffmpeg's input closed and waited for, or the last PNG chunks written)
    /// and moves it into place.
    ///
    /// - Returns: `url`.
    /// - Throws: `.toolFailed` with the last 20 lines of ffmpeg's stderr if it failed,
    ///   `.systemError` if the file cannot be written (nothing is left under `url` that was not
    ///   there before), `.invalidState` with no frame appended.
    @discardableResult
    public func finish() throws -> URL {
        guard state == .open else { throw MediaError.invalidState("finish on a movie writer that is closed") }
        guard frameCount > 0 else {
            abandon()
            throw MediaError.invalidState("no frames were appended to \(url.lastPathComponent)")
        }
        switch encoder {
        case let .ffmpeg(process, log):
            process.closeStdin()
            guard process.wait() == 0 else { throw failure(process, log: log) }
            try? FileManager.default.removeItem(atPath: log)
        case let .png(encoder, file):
            do {
                try write(encoder.trailer(), to: file)
                if encoder.animated {
                    try file.seek(toOffset: UInt64(PNGEncoder.animationControlOffset))
                    try write(PNGEncoder.animationControl(frameCount: frameCount), to: file)
                }
                try file.synchronize()
                try file.close()
            } catch {
                abandon()
                throw error
            }
        }
        guard rename(temporaryURL.path, url.path) == 0 else {
            let reason = ChildProcess.errnoText()
            abandon()
            throw MediaError.systemError(operation: "moving the finished file to \(url.path)", reason: reason)
        }
        state = .finished
        cleanupToken.map(InterruptCleanup.shared.unregister)
        return url
    }

    /// Stops the encoder and removes the temporary file; the target is left as it was.
    public func cancel() {
        if state == .open { abandon() }
    }

    // MARK: - Internals

    /// Writes the frame's pixels to ffmpeg; `false` if ffmpeg closed its input.
    private func send(_ frame: ImageBuffer, to process: ChildProcess) throws -> Bool {
        let rowBytes = width * 4
        if options.keepsAlpha && format.supportsAlpha {
            scratch = PixelConversion.unpremultiplied(frame, into: scratch)
            return try scratch.withUnsafeBytes { try process.write($0) }
        }
        if frame.bytesPerRow == rowBytes {
            return try frame.pixels.withUnsafeBytes { try process.write($0) }
        }
        if scratch.count != rowBytes * height { scratch = [UInt8](repeating: 0, count: rowBytes * height) }
        scratch.withUnsafeMutableBytes { dst in
            frame.pixels.withUnsafeBytes { src in
                for y in 0 ..< height {
                    let from = UnsafeRawBufferPointer(rebasing: src[(y * frame.bytesPerRow)...].prefix(rowBytes))
                    dst.baseAddress!.advanced(by: y * rowBytes).copyMemory(from: from.baseAddress!, byteCount: rowBytes)
                }
            }
        }
        return try scratch.withUnsafeBytes { try process.write($0) }
    }

    /// Appends `bytes` to the temporary file.
    private func write(_ bytes: [UInt8], to file: FileHandle) throws {
        do {
            try file.write(contentsOf: bytes)
        } catch {
            throw MediaError.systemError(operation: "writing \(temporaryURL.path)", reason: error.localizedDescription)
        }
    }

    /// Waits for ffmpeg after it failed, cleans up, and describes the failure.
    private func failure(_ process: ChildProcess, log: String) -> MediaError {
        process.closeStdin()
        let status = process.wait()
        let tail = ChildProcess.tail(ofFile: log, lines: 20)
        abandon()
        return .toolFailed(tool: "ffmpeg", status: status, stderrTail: tail)
    }

    /// Stops the encoder (ffmpeg killed if it still runs, the file closed) and removes the
    /// temporary and log files.
    private func abandon() {
        state = .failed
        switch encoder {
        case let .ffmpeg(process, log):
            process.kill()
            try? FileManager.default.removeItem(atPath: log)
        case let .png(_, file):
            try? file.close()
        }
        try? FileManager.default.removeItem(at: temporaryURL)
        cleanupToken.map(InterruptCleanup.shared.unregister)
    }
}
