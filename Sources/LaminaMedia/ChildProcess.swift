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
/// Not thread-safe: one owner starts, feeds, waits for or kills it. Every pipe end the parent
/// keeps is close-on-exec from the moment it exists (`pipe2(O_CLOEXEC)`), so a child started on
/// another thread never inherits it (which would hold a pipe open and keep its reader from ever
/// seeing end of file).
package final class ChildProcess {
    /// A pipe between the parent and a child file descriptor above 2 (`pipe:3` in ffmpeg).
    package enum ExtraPipe: Sendable, Equatable {
        /// The child reads `fd`; the parent writes its end.
        case childReads(Int32)
        /// The child writes `fd`; the parent reads its end.
        case childWrites(Int32)

        package var childFD: Int32 {
            switch self { case .childReads(let fd), .childWrites(let fd): fd }
        }
    }

    /// The child's process id.
    package let pid: pid_t
    /// The write end of the child's stdin, or -1 when stdin is `/dev/null` or already closed.
    package private(set) var stdinFD: Int32
    /// The parent's ends of the extra pipes, by the child's descriptor (closed ones removed).
    package private(set) var extraFDs: [Int32: Int32] = [:]
    private var exitStatus: Int32?

    /// Starts `executable` (an absolute path) with `arguments` (without argv[0]).
    ///
    /// - Parameters:
    ///   - pipeStdin: give the child a pipe for stdin (written with `write(_:)`), else `/dev/null`.
    ///   - stdoutPath: file for stdout (created or truncated), `nil` for `/dev/null`.
    ///   - stderrPath: file for stderr (created or truncated), `nil` for `/dev/null`.
    ///   - extraPipes: more pipes, on descriptors above 2.
    ///   - ownProcessGroup: start the child in a process group of its own, so a Ctrl-C at the
    ///     terminal reaches only the parent, which then decides how the child ends.
    ///   - environment: variables set for the child on top of this process's environment.
    package init(executable: String, arguments: [String], pipeStdin: Bool,
                 stdoutPath: String?, stderrPath: String?, extraPipes: [ExtraPipe] = [],
                 ownProcessGroup: Bool = false, environment: [String: String] = [:]) throws {
        ChildProcess.ignoreSIGPIPE()
        var pipeFDs: [Int32] = [-1, -1]
        var extra: [(ExtraPipe, [Int32])] = []
        func closeAll() {
            for fd in pipeFDs where fd >= 0 { close(fd) }
            for (_, fds) in extra { for fd in fds { close(fd) } }
        }
        for pipe in extraPipes {
            guard let fds = ChildProcess.makePipe() else {
                let reason = ChildProcess.errnoText()
                closeAll()
                throw MediaError.systemError(operation: "pipe", reason: reason)
            }
            #if os(Linux)
            // 1 MiB (the unprivileged limit) rather than 64 KiB: a raw frame crosses in a few
            // wake-ups instead of dozens.
            _ = fcntl(fds[1], 1031, Int32(1 << 20))  // F_SETPIPE_SZ
            #endif
            extra.append((pipe, fds))
        }
        if pipeStdin {
            guard let fds = ChildProcess.makePipe() else {
                let reason = ChildProcess.errnoText()
                closeAll()
                throw MediaError.systemError(operation: "pipe", reason: reason)
            }
            pipeFDs = fds
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
        for (pipe, fds) in extra {
            // The child's end: the read end when it reads, the write end when it writes.
            let childEnd = if case .childReads = pipe { fds[0] } else { fds[1] }
            posix_spawn_file_actions_adddup2(&actions, childEnd, pipe.childFD)
        }

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if ownProcessGroup {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        var rc: Int32
        if environment.isEmpty {
            rc = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        } else {
            var variables = ProcessInfo.processInfo.environment
            variables.merge(environment) { $1 }
            let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for p in envp { free(p) } }
            rc = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        }
        if pipeStdin { close(pipeFDs[0]) }
        var parentEnds: [Int32: Int32] = [:]
        for (pipe, fds) in extra {
            let isChildReading = if case .childReads = pipe { true } else { false }
            close(isChildReading ? fds[0] : fds[1])
            parentEnds[pipe.childFD] = isChildReading ? fds[1] : fds[0]
        }
        guard rc == 0 else {
            if pipeStdin { close(pipeFDs[1]) }
            for fd in parentEnds.values { close(fd) }
            throw MediaError.systemError(operation: "starting \(executable)", reason: String(cString: strerror(rc)))
        }
        pid = child
        stdinFD = pipeStdin ? pipeFDs[1] : -1
        extraFDs = parentEnds
    }

    deinit {
        if exitStatus == nil { kill() }
        closeStdin()
        closeExtraPipes()
    }

    /// Writes all of `bytes` to the child's stdin, or to the extra pipe the child reads as `fd`.
    ///
    /// - Returns: `false` if the child closed its end (exited: EPIPE); throws on other errors.
    package func write(_ bytes: UnsafeRawBufferPointer, toChildFD fd: Int32 = 0) throws -> Bool {
        let target = fd == 0 ? stdinFD : (extraFDs[fd] ?? -1)
        guard target >= 0, var base = bytes.baseAddress else { return bytes.isEmpty }
        var remaining = bytes.count
        while remaining > 0 {
            let n = posixWrite(target, base, remaining)
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
    package func closeStdin() {
        if stdinFD >= 0 { close(stdinFD); stdinFD = -1 }
    }

    /// Closes the parent's end of the extra pipe on the child's `fd`.
    package func closeExtraPipe(_ fd: Int32) {
        if let end = extraFDs.removeValue(forKey: fd) { close(end) }
    }

    /// Closes the parent's ends of all extra pipes.
    package func closeExtraPipes() {
        for fd in Array(extraFDs.keys) { closeExtraPipe(fd) }
    }

    /// Waits for the child to exit; its exit status, or 128 + signal if a signal ended it.
    @discardableResult
    package func wait() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let signal = status & 0x7f
        let result = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        exitStatus = result
        return result
    }

    /// Whether the child has exited (reaping it if so), without blocking.
    package var hasExited: Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        let signal = status & 0x7f
        exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return true
    }

    /// Sends `signal` to the child (it may still be running afterwards).
    package func send(signal: Int32) {
        guard exitStatus == nil else { return }
        _ = posixKill(pid, signal)
    }

    /// Kills the child (SIGKILL) and reaps it.
    package func kill() {
        guard exitStatus == nil else { return }
        closeStdin()
        _ = posixKill(pid, SIGKILL)
        wait()
    }

    /// Runs `executable` to completion with stdin from `/dev/null`; its exit status, stdout, and
    /// the last 20 lines of its stderr. Output goes through temporary files, so nothing blocks on
    /// a full pipe.
    package static func run(executable: String, arguments: [String]) throws -> (status: Int32, stdout: Data, stderrTail: String) {
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
    package static func ignoreSIGPIPE() { _ = sigpipeIgnored }
    private static let sigpipeIgnored: Bool = { signal(SIGPIPE, SIG_IGN); return true }()

    /// A pipe whose two ends are close-on-exec from the start: `pipe2(O_CLOEXEC)`, found with
    /// `dlsym` because Swift's Glibc module hides it behind _GNU_SOURCE; `pipe` and `fcntl`
    /// where it is missing. `nil` with `errno` set on failure.
    static func makePipe() -> [Int32]? {
        var fds: [Int32] = [-1, -1]
        #if os(Linux)
        if let pipe2 = pipe2Function {
            return pipe2(&fds, O_CLOEXEC) == 0 ? fds : nil
        }
        #endif
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fds
    }

    #if os(Linux)
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
    private static let pipe2Function: Pipe2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: Pipe2.self)
    }()
    #endif

    /// The absolute path of `tool`: `explicit` if given (checked), else the first executable named
    /// `tool` on `PATH`. Also says where it looked, for the error message.
    package static func locate(_ tool: String, explicit: String?) -> (path: String?, searched: String) {
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
    package static func tail(ofFile path: String, lines: Int = 20) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data.suffix(64 * 1024), as: UTF8.self)
        let all = text.split(separator: "\n", omittingEmptySubsequences: true)
        return all.suffix(lines).joined(separator: "\n")
    }

    /// A fresh path in the temporary directory for a child's stderr or stdout.
    package static func temporaryLogPath(_ label: String) -> String {
        let dir = FileManager.default.temporaryDirectory.path
        return "\(dir)/lamina-\(label)-\(getpid())-\(UInt64.random(in: 0 ... .max)).log"
    }

    package static func errnoText() -> String { String(cString: strerror(errno)) }
}
