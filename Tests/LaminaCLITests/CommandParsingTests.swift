import ArgumentParser
import Foundation
@testable import lamina
import LaminaCapture
import Testing

/// The commands parsed in-process: options turned into what the libraries are called with, and
/// bad options rejected with messages that name them.
@Suite struct CommandParsingTests {
    /// The message `lamina` prints for the error parsing `arguments` throws.
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try LaminaCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return LaminaCommand.message(for: error)
        }
    }

    @Test func fidelityChoosesAfterEffectsOrCoreAnimation() throws {
        let render = try #require(try LaminaCommand.parseAsRoot(["render", "a.json", "-o", "a.png", "--fidelity", "after-effects"])
            as? RenderCommand)
        #expect(render.lottie.fidelity == .afterEffects)
        let inspect = try #require(try LaminaCommand.parseAsRoot(["inspect", "a.json"]) as? InspectCommand)
        #expect(inspect.lottie.fidelity == .coreAnimation)
        let text = try #require(Self.message(["render", "a.json", "-o", "a.png", "--fidelity", "aftereffects"]))
        #expect(text.contains("--fidelity") && text.contains("after-effects"))
    }

    @Test func lottieArchiveOptionsBecomeTheLoadersOptions() throws {
        let render = try #require(try LaminaCommand.parseAsRoot(
            ["render", "a.lottie", "-o", "a.png", "--animation", "intro", "--theme", "dark", "--slot", "fill=0,0.5,1", "--slot", "size=12"])
            as? RenderCommand)
        let options = render.lottie.options
        #expect(options.animation == "intro" && options.theme == "dark")
        #expect(options.slots == ["fill": .vector([0, 0.5, 1]), "size": .scalar(12)])
        let text = try #require(Self.message(["render", "a.lottie", "-o", "a.png", "--slot", "fill"]))
        #expect(text.contains("--slot"))
    }

    @Test func recordOptionsBecomeTheRecorder() throws {
        let command = try #require(try LaminaCommand.parseAsRoot(
            ["record", "--press", "0.5:2", "--press", "3:4", "--size", "320x180", "--fps", "25",
             "--max-duration", "6", "-o", "take.mp4"]) as? RecordCommand)
        let recorder = try command.recorder()
        #expect(recorder.presses == [.init(start: 0.5, end: 2), .init(start: 3, end: 4)])
        #expect(recorder.width == 320 && recorder.height == 180 && recorder.fps == 25)
        #expect(recorder.maximumDuration == 6)
        #expect(recorder.video == .synthetic(pattern: .testPattern) && recorder.audio == .synthetic)
        #expect(recorder.handlesSignals && recorder.stopsOnEnter && !recorder.keepsPreviewFrames)
        guard case .file(let url) = recorder.destination else {
            Issue.record("-o should write a file, got \(recorder.destination)")
            return
        }
        #expect(url.lastPathComponent == "take.mp4")
        // Scripted: not paced; a preview as wide as the viewfinder needs, in proportion.
        let configuration = recorder.captureConfiguration
        #expect(!configuration.paced)
        #expect(configuration.previewWidth == 240 && configuration.previewHeight == 136)
    }

    @Test func recordWithoutPressesIsLiveIntoTheLibrary() throws {
        let command = try #require(try LaminaCommand.parseAsRoot(["record", "--source", "bars", "--audio", "none",
                                                                   "--library", "/tmp/movies"]) as? RecordCommand)
        let recorder = try command.recorder()
        #expect(recorder.presses.isEmpty && recorder.captureConfiguration.paced)
        #expect(recorder.video == .synthetic(pattern: .bars) && recorder.audio == AudioSource.none)
        guard case .library(let library) = recorder.destination else {
            Issue.record("--library should save into the library, got \(recorder.destination)")
            return
        }
        #expect(library.folder.path == "/tmp/movies")
    }

    @Test(arguments: [
        (["record", "--press", "0.5:2", "--press", "1:3"], "--press 1:3 starts before the previous press ends"),
        (["record", "--ui", "screen.mp4"], "--ui needs a scripted session (--press)"),
        (["record", "--size", "641x360"], "--size 641x360: expected WIDTHxHEIGHT in pixels, even numbers from 16x16 to 7680x4320"),
        (["record", "-o", "a.mp4", "--library", "movies"], "give either -o/--output or --library, not both"),
        (["bench", "--seconds", "0"], "--seconds 0: must be a number of seconds greater than 0"),
        (["bench", "--only", "everything"], "everything"),
        (["studio", "--size", "10x10"], "--size 10x10: expected WIDTHxHEIGHT, each from 200 to 4000"),
        (["studio", "--source", "camera"], "--source camera: expected synthetic, bars, movie:FILE or a device path"),
        (["render", "Examples/spinner.json", "-o", "out.png", "--frobnicate"], "Unknown option '--frobnicate'"),
    ])
    func badOptionsAreNamed(arguments: [String], phrase: String) throws {
        let message = try #require(Self.message(arguments), "\(arguments) should not parse")
        #expect(message.contains(phrase), "\(arguments): \(message)")
    }

    @Test func benchGroupsAreSelected() throws {
        let command = try #require(try LaminaCommand.parseAsRoot(["bench", "--only", "trim", "--only", "evaluate",
                                                                   "--seconds", "0.5"]) as? BenchCommand)
        #expect(command.only == [.trim, .evaluate] && command.seconds == 0.5)
    }

    @Test func theLineDiffMarksWhatChanged() {
        let diff = LineDiff.unified(old: "a\nb\nc\nd", new: "a\nB\nc\nd\ne", context: 0)
        #expect(diff == "--- golden\n+++ now\n@@\n-b\n+B\n@@\n+e")
    }
}
