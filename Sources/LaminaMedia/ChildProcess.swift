#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// Design note: why `posix_spawn` and not Foundation's `Process`.
//
// The writer needs three things `Process` makes awkward: the parent must hold no copy of the
// read end of ffmpeg's stdin pipe (or a write after ffmpeg died blocks forever instead of
// failing with EPIPE), stderr must go to a file nobody has to drain, and the wait must be a
// plain blocking `waitpid` on the calling thread (no run loop, no termination handler racing
// `deinit`). `posix_spawn` gives all three in a page of code, with `O_CLOEXEC` pipes so no other
// child inherits them.

// The methods below are named `write` and `kill`; these reach the system calls.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func posixKill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }

/// A child process started with `posix_spawn`: stdin a pipe the parent writes (or `/dev/null`),
/// stdout and stderr files (or `/dev/null`).
///
/// Not thread-safe: one owner starts, feeds, waits for or kills it.
final class ChildProcess {
    /// The child's process id.
    let pid: pid_t
    /// The write end of the child's stdin, or -1 when stdin is `/dev/null` or already closed.
    private(set) var stdinFD: Int32
    private var exitStatus: Int32?

    /// Starts `executable` (an absolute path) with `arguments` (without argv[0]).
    ///
    /// - Parameters:
    ///   - pipeStdin: give the child a pipe for stdin (written with `write(_:)`), else `/dev/null`.
    ///   - stdoutPath: file for stdout (created or truncated), `nil` for `/dev/null`.
    ///   - stderrPath: file for stderr (created or truncated), `nil` for `/dev/null`.
    init(executable: String, arguments: [String], pipeStdin: Bool,
         stdoutPath: String?, stderrPath: String?) throws {
        ChildProcess.ignoreSIGPIPE()
        var pipeFDs: [Int32] = [-1, -1]
        if pipeStdin {
            // `pipe2` needs _GNU_SOURCE, which Swift's Glibc module does not define.
            guard pipe(&pipeFDs) == 0 else {
                throw MediaError.systemError(operation: "pipe", reason: ChildProcess.errnoText())
            }
            for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            #if os(Linux)
            // A bigger pipe (1 MiB, the unprivileged limit) means fewer wake-ups per frame.
            let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ, also behind _GNU_SOURCE
            _ = fcntl(pipeFDs[1], setPipeSize, Int32(1 << 20))
            #endif
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if pipeStdin {
            posix_spawn_file_actions_adddup2(&actions, pipeFDs[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        let outFlags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? "/dev/null", outFlags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", outFlags, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, nil, argv, environ)
        if pipeStdin { close(pipeFDs[0]) }
        guard rc == 0 else {
            if pipeStdin { close(pipeFDs[1]) }
            throw MediaError.systemError(operation: "starting \(executable)", reason: String(cString: strerror(rc)))
        }
        pid = child
        stdinFD = pipeStdin ? pipeFDs[1] : -1
    }

    deinit {
        if exitStatus == nil { kill() }
        closeStdin()
    }

    /// Writes all of `bytes` to the child's stdin.
    ///
    /// - Returns: `false` if the child closed its stdin (exited: EPIPE); throws on other errors.
    func write(_ bytes: UnsafeRawBufferPointer) throws -> Bool {
        guard stdinFD >= 0, var base = bytes.baseAddress else { return bytes.isEmpty }
        var remaining = bytes.count
        while remaining > 0 {
            let n = posixWrite(stdinFD, base, remaining)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { return false }
                throw MediaError.systemError(operation: "writing to ffmpeg", reason: ChildProcess.errnoText())
            }
            remaining -= n
            base += n
        }
        return true
    }

    /// Closes the child's stdin so it sees end of file.
    func closeStdin() {
        if stdinFD >= 0 { close(stdinFD); stdinFD = -1 }
    }

    /// Waits for the child to exit; its exit status, or 128 + signal if a signal ended it.
    @discardableResult
    func wait() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let signal = status & 0x7f
        let result = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        exitStatus = result
        return result
    }

    /// Kills the child (SIGKILL) and reaps it.
    func kill() {
        guard exitStatus == nil else { return }
        closeStdin()
        _ = posixKill(pid, SIGKILL)
        wait()
    }

    /// Runs `executable` to completion with stdin from `/dev/null`; its exit status, stdout, and
    /// the last 20 lines of its stderr. Output goes through temporary files, so nothing blocks on
    /// a full pipe.
    static func run(executable: String, arguments: [String]) throws -> (status: Int32, stdout: Data, stderrTail: String) {
        let outPath = temporaryLogPath("out")
        let errPath = temporaryLogPath("err")
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let child = try ChildProcess(executable: executable, arguments: arguments, pipeStdin: false,
                                     stdoutPath: outPath, stderrPath: errPath)
        let status = child.wait()
        let stdout = FileManager.default.contents(atPath: outPath) ?? Data()
        return (status, stdout, tail(ofFile: errPath))
    }

    // MARK: - Helpers

    /// Ignores SIGPIPE process-wide, once, so a child exiting early turns the next write into an
    /// EPIPE error instead of killing the program.
    static func ignoreSIGPIPE() { _ = sigpipeIgnored }
    private static let sigpipeIgnored: Bool = { signal(SIGPIPE, SIG_IGN); return true }()

    /// The absolute path of `tool`: `explicit` if given (checked), else the first executable named
    /// `tool` on `PATH`. Also says where it looked, for the error message.
    static func locate(_ tool: String, explicit: String?) -> (path: String?, searched: String) {
        if let explicit {
            return (access(explicit, X_OK) == 0 ? explicit : nil, explicit)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let dirs = path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for dir in dirs {
            let candidate = dir + "/" + tool
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return (candidate, "")
            }
        }
        return (nil, "\(tool) on PATH=\(path)")
    }

    /// The last `lines` lines of a text file (empty if it cannot be read).
    static func tail(ofFile path: String, lines: Int = 20) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data.suffix(64 * 1024), as: UTF8.self)
        let all = text.split(separator: "\n", omittingEmptySubsequences: true)
        return all.suffix(lines).joined(separator: "\n")
    }

    /// A fresh path in the temporary directory for a child's stderr or stdout.
    static func temporaryLogPath(_ label: String) -> String {
        let dir = FileManager.default.temporaryDirectory.path
        return "\(dir)/lamina-\(label)-\(getpid())-\(UInt64.random(in: 0 ... .max)).log"
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
