import ArgumentParser
import Lamina
import Foundation
import LaminaConformance

/// `lamina conformance [svg|lottie|lottie-ae|svg-animation] [--suite DIR] [-o DIR] [--record]`: renders a conformance corpus,
/// writes `<output>/index.html` and holds the score to `conformance/<suite>.ratchet.json`.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Score Lamina on a conformance corpus, write an HTML report and check the ratchet.",
        discussion: """
            Each case is rendered by this program in its own process (a crash or a time-out fails \
            that case only) and compared with its reference: both composited over white (and black \
            for suites with transparent references), a pixel differs when a channel differs by more \
            than 16/255, a case passes when at most 1% of pixels differ. Exits non-zero when a \
            category passes fewer cases than the ratchet file lists.
            """)

    @Argument(help: "The suites to run: \(ConformanceSuite.all.map(\.name).joined(separator: ", ")) (default: all).")
    var suites: [String] = []

    @Option(name: .long, help: "The corpus folder (default: ../shared/<suite>-conformance, svg-animation the After Effects one); one suite only.")
    var suite: String?

    @Option(name: .shortAndLong, help: "The report folder (default: conformance/<suite>); one suite only.")
    var output: String?

    @Option(name: .long, help: "The ratchet file (default: conformance/<suite>.ratchet.json); one suite only.")
    var ratchet: String?

    @Flag(name: .long, help: "Write the ratchet file from this run's results.")
    var record = false

    @Option(name: .long, help: "Run only the cases whose id contains this text (never records).")
    var filter: String?

    @Option(name: .long, help: "Cases rendered at once.")
    var jobs: Int = 2

    @Option(name: .long, help: "Seconds a case may take before it is killed and fails.")
    var timeout: Double = 30

    func validate() throws {
        for name in suites where ConformanceSuite.named(name) == nil {
            throw ValidationError("\(name): no such suite\(NameSuggestion.didYouMean(name, in: ConformanceSuite.all.map(\.name))) (suites: \(ConformanceSuite.all.map(\.name).joined(separator: ", ")))")
        }
        if selected.count > 1, suite != nil || output != nil || ratchet != nil {
            throw ValidationError("--suite, -o and --ratchet name one suite's files; run one suite at a time with them")
        }
        if record, filter != nil { throw ValidationError("--record needs a full run; drop --filter") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs): must be a whole number from 1 to 64") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout \(timeout.typed): must be a number of seconds greater than 0") }
    }

    var selected: [ConformanceSuite] {
        suites.isEmpty ? ConformanceSuite.all : suites.compactMap(ConformanceSuite.named)
    }

    func run() throws {
        let lamina = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var failed = false
        for suite in selected {
            let run = ConformanceRun(
                suite: suite, root: URL(fileURLWithPath: self.suite ?? suite.defaultRoot),
                output: URL(fileURLWithPath: output ?? "conformance/\(suite.name)"),
                ratchet: URL(fileURLWithPath: ratchet ?? "conformance/\(suite.name).ratchet.json"),
                lamina: lamina, jobs: jobs, timeout: timeout, filter: filter)
            do {
                let outcome = try run.run(record: record) { done, total in
                    if done % 50 == 0 || done == total {
                        FileHandle.standardError.write(Data("lamina: \(suite.name): \(done) of \(total)\n".utf8))
                    }
                }
                print(ConformanceSummary(suite: suite, outcome: outcome, ratchet: run.ratchet).text, terminator: "")
                failed = failed || !outcome.passed
            } catch {
                FileHandle.standardError.write(Data("lamina: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        if failed { throw ExitCode(1) }
    }
}
