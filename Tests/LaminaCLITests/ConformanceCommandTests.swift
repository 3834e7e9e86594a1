import ArgumentParser
@testable import lamina
import Testing

/// `lamina conformance` refuses option combinations it cannot honour, naming the option.
@Suite struct ConformanceCommandTests {
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try LaminaCommand.parseAsRoot(["conformance"] + arguments)
            return nil
        } catch {
            return LaminaCommand.message(for: error)
        }
    }

    @Test func suitesDefaultToAllAndNamesAreChecked() throws {
        let command = try #require(try LaminaCommand.parseAsRoot(["conformance"]) as? ConformanceCommand)
        #expect(command.selected.map(\.name) == ["svg", "lottie", "lottie-ae", "svg-animation"])
        let lottie = try #require(try LaminaCommand.parseAsRoot(["conformance", "lottie"]) as? ConformanceCommand)
        #expect(lottie.selected.map(\.name) == ["lottie"])
        #expect(Self.message(["nonsense"]) == "nonsense: no such suite (suites: svg, lottie, lottie-ae, svg-animation)")
        #expect(Self.message(["lotie"]) == "lotie: no such suite; did you mean 'lottie'? (suites: svg, lottie, lottie-ae, svg-animation)")
    }

    @Test func partialRunsNeverRecord() {
        #expect(Self.message(["svg", "--filter", "shapes/", "--record"]) == "--record needs a full run; drop --filter")
        #expect(Self.message(["svg", "--filter", "shapes/"]) == nil)
    }

    @Test func jobsAndTimeoutMustBePositive() {
        #expect(Self.message(["--jobs", "0"]) == "--jobs 0: must be a whole number from 1 to 64")
        #expect(Self.message(["--timeout", "0"]) == "--timeout 0: must be a number of seconds greater than 0")
    }
}
