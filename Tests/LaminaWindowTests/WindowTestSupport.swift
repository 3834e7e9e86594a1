import Foundation
import LaminaTestSupport
import Lamina
import LaminaRender
#if canImport(Glibc)
import Glibc
#endif

/// Running `lamina preview` in a real window on a private Xvfb display, driving it with xdotool
/// and looking at it with ffmpeg's x11grab.
enum WindowTestSupport {
    static let repositoryRoot = BuiltLamina.repositoryRoot
    static let binary = BuiltLamina.binary

    static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What is missing for the window tests, or `nil` when they can run. scripts/bootstrap
    /// installs the tools, so on CI this is `nil`.
    static let missing: String? = {
        var missing = ["Xvfb", "xdotool", "ffmpeg"].filter { which($0) == nil }
        if binary == nil { missing.append("the lamina binary (swift build)") }
        return missing.isEmpty ? nil : missing.joined(separator: ", ")
    }()

    /// Starts `process` with SIGTERM and SIGINT unblocked. A child inherits the blocked
    /// signals of the thread that spawns it, and the test runner's threads block these, so
    /// Xvfb would ignore `terminate()` and SDL would never hear a quit request.
    static func start(_ process: Process) throws {
        var unblock = sigset_t(), previous = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTERM)
        sigaddset(&unblock, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// Ends a process this test started: SIGTERM, then SIGKILL if it lingers.
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        if poll(timeout: 5, { process.isRunning ? nil : true }) == nil { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs a tool to completion; standard output as text.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: which(tool) ?? tool)
        process.arguments = arguments
        if let display {
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display
            process.environment = environment
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try start(process)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A private X server: Xvfb picks a free display number itself (-displayfd) and is stopped
/// when this goes away. `-noreset`: by default an X server resets when its last client leaves,
/// and the harness's `xdotool` polls connect and leave while the program under test is still
/// starting, so the program's own connection could land in a reset and fail ("x11 not
/// available"), as one run of `RecorderWindowTests` did.
final class XvfbServer {
    let display: String
    private let process: Process

    init() throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: WindowTestSupport.which("Xvfb") ?? "Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try WindowTestSupport.start(process)
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }  // Xvfb exited
            text += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            WindowTestSupport.stop(process)
            throw WindowTestSupport.Failure(description: "Xvfb did not start (said '\(text)')")
        }
        display = ":\(number)"
    }

    deinit {
        WindowTestSupport.stop(process)
    }
}

/// One `lamina preview` (or `lamina studio`, with `command`) run on an Xvfb display, in its own
/// temporary folder.
final class PreviewRun {
    let server: XvfbServer
    let folder: URL
    let stateFile: URL
    private let process: Process
    private let output = Pipe()
    private(set) var windowID = ""
    /// The window's place on the screen, in pixels.
    private(set) var frame = (x: 0, y: 0, width: 0, height: 0)

    var display: String { server.display }
    /// The program's process id (tests make its children fail).
    var processIdentifier: Int32 { process.processIdentifier }

    /// Starts `lamina <command> <arguments> --dump-state <folder>/state.json` (with `environment`
    /// added to this process's) and waits for its first frame and window.
    /// `zoom` is the preview's `--scale` (nil: none, so the window fits the screen).
    init(_ arguments: [String], folder: URL, command: String = "preview", zoom: Double? = 1,
         environment extra: [String: String] = [:]) throws {
        server = try XvfbServer()
        self.folder = folder
        stateFile = folder.appendingPathComponent("state.json")
        process = Process()
        process.executableURL = try BuiltLamina.checkedBinary()
        // The tests place the pointer in points: the preview at zoom 1 unless a test says
        // otherwise (without --scale it fits the screen and enlarges small scenes).
        let scale = command == "preview" && !arguments.contains("--scale") ? zoom.map { ["--scale", "\($0)"] } ?? [] : []
        process.arguments = [command] + arguments + scale + ["--dump-state", stateFile.path]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("stderr.txt").path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr.txt"))
        try WindowTestSupport.start(process)
        // A debug build on a busy machine can take a few seconds to show its first frame.
        guard waitForState(timeout: 30, { ($0["frames"] as? Int ?? 0) > 0 }) != nil else {
            throw WindowTestSupport.Failure(description: "no frame within 30 s; stderr: \(stderr)")
        }
        // A window the search finds can be gone before its geometry is read (SDL may make its
        // window again while it sets up the renderer): search and read until both answer, and
        // say so plainly if the program itself has gone.
        let found = poll(timeout: 10) { () -> (id: String, shell: String)? in
            guard let ids = try? xdotool(["search", "--name", "lamina \(command)"]) else { return nil }
            for id in ids.split(separator: "\n").map(String.init) {
                if let shell = try? xdotool(["getwindowgeometry", "--shell", id]) { return (id, shell) }
            }
            return nil
        }
        guard let (id, shell) = found else {
            let status = process.isRunning ? "still running" : "exited with \(process.terminationStatus)"
            throw WindowTestSupport.Failure(description: "no window found (the program \(status)); stderr: \(stderr)")
        }
        windowID = id
        var values: [String: Int] = [:]
        for line in shell.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        frame = (values["X"] ?? 0, values["Y"] ?? 0, values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
        // The pointer over the window gives it the keyboard focus (there is no window manager).
        try xdotool(["mousemove", "--window", id, "2", "2"])
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("stderr.txt"))
    }

    var stderr: String {
        (try? String(contentsOf: folder.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
    }

    func state() -> [String: Any]? {
        guard let data = try? Data(contentsOf: stateFile) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The first state that satisfies `predicate` within `timeout` seconds.
    @discardableResult
    func waitForState(timeout: Double = 10, _ predicate: ([String: Any]) -> Bool) -> [String: Any]? {
        poll(timeout: timeout) { state().flatMap { predicate($0) ? $0 : nil } }
    }

    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        try WindowTestSupport.run("xdotool", arguments, display: server.display)
    }

    func key(_ name: String) throws {
        try xdotool(["key", name])
    }

    /// Moves the pointer to `x, y` in the window's points (the window's zoom is 1).
    func move(_ x: Int, _ y: Int) throws {
        try xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)"])
    }

    /// The window's pixels now.
    func screenshot() throws -> ImageBuffer {
        let file = folder.appendingPathComponent("screen-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try WindowTestSupport.run("ffmpeg", [
            "-loglevel", "error", "-f", "x11grab", "-draw_mouse", "0",
            "-video_size", "\(frame.width)x\(frame.height)", "-i", "\(server.display)+\(frame.x),\(frame.y)",
            "-frames:v", "1", "-y", file.path,
        ])
        return try readPNG(file)
    }

    /// The first screenshot that satisfies `predicate` within `timeout` seconds (a present can
    /// reach the screen a moment after the state that follows it).
    func waitForScreenshot(timeout: Double = 5, _ predicate: (ImageBuffer) -> Bool) throws -> ImageBuffer? {
        try poll(timeout: timeout) {
            let image = try screenshot()
            return predicate(image) ? image : nil
        }
    }

    /// Sends SIGTERM, which SDL turns into a quit request, as the window manager's close does.
    func requestClose() {
        kill(process.processIdentifier, SIGTERM)
    }

    /// The exit status, waiting at most `timeout` seconds; `nil` if it is still running.
    func waitForExit(timeout: Double = 10) -> Int32? {
        guard poll(timeout: timeout, { process.isRunning ? nil : true }) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the program printed on standard output (after it exited).
    func standardOutput() -> String {
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

extension ImageBuffer {
    /// (red, green, blue) at pixel `x, y`, 0...255 (opaque screenshots).
    func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
        let i = y * bytesPerRow + x * 4
        return (Double(pixels[i + 2]), Double(pixels[i + 1]), Double(pixels[i]))
    }
}
