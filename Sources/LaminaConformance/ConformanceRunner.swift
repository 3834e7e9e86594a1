import Dispatch
import Foundation
import Lamina
import LaminaRender

/// Renders cases with the `lamina` program, several at a time, and scores them.
///
/// Each case is its own process with a time limit, so a crash or a hang fails that case only;
/// nothing a case does aborts the run. Images go to `<output>/images/`: the reference copied
/// (so the report folder stands alone), Lamina's render, and the difference picture.
public struct ConformanceRunner: Sendable {
    /// The `lamina` executable.
    public var lamina: URL
    /// The report folder.
    public var output: URL
    /// How many cases render at once.
    public var jobs: Int
    /// Seconds a case may run before it is killed and counted as timed out.
    public var timeout: Double

    public init(lamina: URL, output: URL, jobs: Int = 2, timeout: Double = 30) {
        self.lamina = lamina
        self.output = output
        self.jobs = max(1, jobs)
        self.timeout = timeout
    }

    /// The results, in the order of `cases`. `progress` is called (from any thread) after each
    /// case with the number done so far.
    public func run(_ cases: [ConformanceCase], scoring: ConformanceScoring,
                    progress: (@Sendable (Int) -> Void)? = nil) throws -> [ConformanceResult] {
        let images = output.appendingPathComponent("images")
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw ConformanceSuiteError(path: images.path, message: "cannot create the folder")
        }
        let state = RunState(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(cases.count, 1))) { _ in
            while let i = state.next() {
                let result = self.run(cases[i], scoring: scoring, images: images)
                let done = state.store(result, at: i)
                progress?(done)
            }
        }
        return state.results()
    }

    /// Renders and scores one case.
    func run(_ testCase: ConformanceCase, scoring: ConformanceScoring, images: URL) -> ConformanceResult {
        let slug = testCase.id.replacingOccurrences(of: "/", with: "__")
        let referenceName = "images/\(slug).reference.png", renderedName = "images/\(slug).lamina.png"
        let differenceName = "images/\(slug).difference.png"
        let fm = FileManager.default
        for name in [referenceName, renderedName, differenceName] {
            try? fm.removeItem(at: output.appendingPathComponent(name))
        }
        let reference: ImageBuffer
        do {
            reference = try readPNG(testCase.reference)
            try fm.copyItem(at: testCase.reference, to: output.appendingPathComponent(referenceName))
        } catch {
            return ConformanceResult(testCase: testCase, status: .unreadableReference("\(error)"), differingShare: 1)
        }
        let renderedURL = output.appendingPathComponent(renderedName)
        let log = images.appendingPathComponent("\(slug).log")
        switch execute(testCase.invocation, writingTo: renderedURL, log: log) {
        case .timedOut:
            return ConformanceResult(testCase: testCase, status: .timedOut, differingShare: 1, referenceImage: referenceName)
        case .failed(let message):
            return ConformanceResult(testCase: testCase, status: .crashed(message), differingShare: 1,
                                     referenceImage: referenceName)
        case .finished:
            break
        }
        let rendered: ImageBuffer
        do {
            rendered = try readPNG(renderedURL)
        } catch {
            return ConformanceResult(testCase: testCase, status: .crashed("no image: \(error)"), differingShare: 1,
                                     referenceImage: referenceName)
        }
        let comparison = scoring.compare(reference: reference, rendered: rendered)
        var differenceImage: String? = nil
        if !comparison.passed, let picture = comparison.image,
           (try? writePNG(picture, to: output.appendingPathComponent(differenceName))) != nil {
            differenceImage = differenceName
        }
        return ConformanceResult(testCase: testCase, status: comparison.passed ? .passed : .failed,
                                 differingShare: comparison.differingShare, referenceImage: referenceName,
                                 renderedImage: renderedName, differenceImage: differenceImage)
    }

    private enum Outcome { case finished, failed(String), timedOut }

    /// Runs `lamina` for one case with its standard error in `log`.
    private func execute(_ invocation: RenderInvocation, writingTo image: URL, log: URL) -> Outcome {
        let process = Process()
        process.executableURL = lamina
        process.arguments = invocation.arguments + ["-o", image.path]
        process.currentDirectoryURL = invocation.workingDirectory
        process.environment = ProcessInfo.processInfo.environment.merging(invocation.environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard FileManager.default.createFile(atPath: log.path, contents: nil),
              let logHandle = FileHandle(forWritingAtPath: log.path) else {
            return .failed("cannot write \(log.path)")
        }
        defer { try? logHandle.close() }
        process.standardError = logHandle
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do {
            try process.run()
        } catch {
            return .failed("cannot start \(lamina.path): \(error)")
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            done.wait()
            return .timedOut
        }
        if process.terminationReason == .uncaughtSignal {
            return .failed("killed by signal \(process.terminationStatus)")
        }
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let last = text.split(separator: "\n").last.map(String.init) ?? ""
            return .failed("exit \(process.terminationStatus)\(last.isEmpty ? "" : ": \(last)")")
        }
        return .finished
    }
}

/// The runner's shared queue of case indices and its results, behind one lock.
private final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private var stored: [ConformanceResult?]

    init(count: Int) { stored = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < stored.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    /// Stores a result and returns how many are done.
    func store(_ result: ConformanceResult, at index: Int) -> Int {
        lock.withLock {
            stored[index] = result
            done += 1
            return done
        }
    }

    func results() -> [ConformanceResult] { lock.withLock { stored.compactMap { $0 } } }
}
