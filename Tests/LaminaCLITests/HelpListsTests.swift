import Foundation
@testable import lamina
import LaminaControls
import LaminaTestSupport
import Testing

/// Issue #33: the help pages list what a user can type (every built-in control by name, Lottie
/// files), and `inspect` finds a moment as `render` does (`--progress`, `--frame`).
@Suite struct HelpListsTests {
    @Test(arguments: ["inspect", "render", "preview"])
    func theTargetsHelpNamesEveryControlAndLottie(command: String) throws {
        let type = try #require(LaminaCommand.configuration.subcommands.first { $0._commandName == command })
        let help = LaminaCommand.helpMessage(for: type, columns: 1000)
        for name in BuiltInControls.names { #expect(help.contains(name), "\(command): \(name)") }
        #expect(help.contains("a Lottie animation (.json, .lottie)"), "\(command)")
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func inspectTakesProgressAndFrame() throws {
        let folder = try LaminaProgramTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let byFrame = try LaminaProgramTests.run(["inspect", "Examples/lottie-bounce.json", "--frame", "15"], in: folder)
        #expect(byFrame.status == 0, "\(byFrame.stderr)")
        let byTime = try LaminaProgramTests.run(["inspect", "Examples/lottie-bounce.json", "--time", "0.5"], in: folder)
        #expect(byFrame.stdout == byTime.stdout && !byTime.stdout.isEmpty, "frame 15 at 30 fps is 0.5 s")
        let byProgress = try LaminaProgramTests.run(["inspect", "Examples/stroke.json", "--progress", "0.5"], in: folder)
        #expect(byProgress.status == 0 && byProgress.stdout.contains("strokeEnd"), "\(byProgress.stderr)")
        let beyond = try LaminaProgramTests.run(["inspect", "Examples/lottie-bounce.json", "--frame", "99999"], in: folder)
        #expect(beyond.status == 64)
        #expect(beyond.stderr == "lamina: --frame 99999: beyond the frames of Examples/lottie-bounce.json; give a frame from 0 to 45\n")
        let both = try LaminaProgramTests.run(["inspect", "Examples/stroke.json", "--progress", "0.5", "--time", "1"], in: folder)
        #expect(both.status == 64)
        #expect(both.stderr == "lamina: --time, --progress: give one of them, not both\n")
    }
}
