import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `first-hour-preview` (that is, `Preview.show`) in a real window on a private X server: the
/// window opens with its title, shows the dot, and Esc closes it with status 0.
@Suite(.enabled(if: WindowTools.missing.isEmpty, "needs Xvfb, xdotool and ffmpeg (scripts/bootstrap installs them)"))
struct PreviewWindowTests {
    @Test func windowShowsTheDotAndEscCloses() throws {
        try WindowTools.checkPreview()
    }
}

/// Runs programs on a display, and the check itself.
enum WindowTools {
    static let missing = ["Xvfb", "xdotool", "ffmpeg"].filter { which($0) == nil }
    static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/first-hour-preview")

    static func which(_ tool: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` to the end on `display` and returns what it printed.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: which(tool) ?? tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The first non-nil value of `body` within `timeout` seconds.
    static func poll<T>(_ timeout: Double, _ body: () throws -> T?) rethrows -> T? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let value = try body() { return value }
            usleep(100_000)
        } while Date() < deadline
        return nil
    }

    static func checkPreview() throws {
        // A private X server; it prints its display number on standard output.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: Self.which("Xvfb")!)
        server.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        let serverOut = Pipe()
        server.standardOutput = serverOut
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        var said = ""
        while !said.contains("\n") {
            let data = serverOut.fileHandleForReading.availableData
            if data.isEmpty { break }  // Xvfb exited
            said += String(decoding: data, as: UTF8.self)
        }
        let number = said.trimmingCharacters(in: .whitespacesAndNewlines)
        let display = ":\(try #require(Int(number), "Xvfb said '\(number)'"))"

        let preview = Process()
        preview.executableURL = Self.binary
        preview.arguments = ["dot"]
        preview.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        try preview.run()
        defer { if preview.isRunning { kill(preview.processIdentifier, SIGKILL); preview.waitUntilExit() } }

        // A debug build on a busy machine can take a few seconds to show its window.
        let id = try #require(try Self.poll(30) {
            try Self.run("xdotool", ["search", "--name", "lamina preview: dot"], display: display)
                .split(separator: "\n").first.map(String.init)
        })
        // 120 x 200 points of dot, and the preview's 28-point bar under it; asked until the
        // window has its size (a busy machine maps it before SDL has sized it).
        var geometry: [String: Int] = [:]
        _ = try Self.poll(30) { () -> Bool? in
            geometry = [:]
            for line in try Self.run("xdotool", ["getwindowgeometry", "--shell", id], display: display).split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { geometry[String(parts[0])] = Int(parts[1]) }
            }
            return geometry["WIDTH"] == 120 && geometry["HEIGHT"] == 228 ? true : nil
        }
        #expect(geometry["WIDTH"] == 120 && geometry["HEIGHT"] == 228, "\(geometry)")

        // Orange (#FF9F0A) somewhere in the stage once the first frames are up.
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("first-hour-\(UUID().uuidString).rgb")
        defer { try? FileManager.default.removeItem(at: shot) }
        let orange = try Self.poll(30) { () -> Bool? in
            try Self.run("ffmpeg", ["-loglevel", "error", "-f", "x11grab", "-video_size", "120x200",
                                    "-i", "\(display)+\(geometry["X"] ?? 0),\(geometry["Y"] ?? 0)",
                                    "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-y", shot.path],
                         display: display)
            let pixels = [UInt8]((try? Data(contentsOf: shot)) ?? Data())
            let found = stride(from: 0, to: pixels.count - 2, by: 3).contains {
                pixels[$0] > 230 && (140...180).contains(pixels[$0 + 1]) && pixels[$0 + 2] < 40
            }
            return found ? true : nil
        }
        #expect(orange == true)

        // The pointer over the window gives it the keyboard (there is no window manager).
        try Self.run("xdotool", ["mousemove", "--window", id, "2", "2"], display: display)
        try Self.run("xdotool", ["key", "Escape"], display: display)
        #expect(Self.poll(10) { preview.isRunning ? nil : true } == true)
        #expect(preview.terminationStatus == 0)
    }
}
