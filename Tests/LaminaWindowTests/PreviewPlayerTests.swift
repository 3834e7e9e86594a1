import Lamina
import LaminaWindow
import Testing

/// The transport, driven with host times: playhead, loop, Apple's pause recipe, steps, seeks,
/// and a reload that keeps the playhead.
@Suite struct PreviewPlayerTests {
    func makePlayer(fade: Double = 2, loop: Double = 4, extra: String = "") throws -> PreviewPlayer {
        let player = PreviewPlayer(size: Size(100, 100))
        let root = Layer()
        root.addSublayer(player.stage)
        _ = Timeline(rootLayer: root)
        player.load(try PreviewFixtures.source(PreviewFixtures.fadeJSON(fade: fade, loop: loop, extra: extra)))
        return player
    }

    func opacity(_ player: PreviewPlayer, at t: Double) -> Double? {
        PreviewFixtures.opacity(of: "box", in: player.sceneSnapshot(atHostTime: t))
    }

    @Test func playsTheSceneAtTheHostTimeAndLoops() throws {
        let player = try makePlayer()
        #expect(player.loopDuration == 4)
        #expect(player.playhead(atHostTime: 1) == 1)
        #expect(opacity(player, at: 1) == 0.5)
        #expect(player.playhead(atHostTime: 5.5) == 1.5)
        #expect(opacity(player, at: 5.5) == 0.75)
        #expect(opacity(player, at: 9) == 0.5)
    }

    @Test func pauseFreezesThePlayheadThroughTheStageTiming() throws {
        let player = try makePlayer()
        player.pause(atHostTime: 0.7)
        #expect(player.isPaused)
        #expect(player.stage.speed == 0)
        #expect(player.stage.timeOffset == 0.7)
        #expect(player.playhead(atHostTime: 3) == 0.7)
        #expect(opacity(player, at: 3) == 0.35)
        player.resume(atHostTime: 3)
        #expect(!player.isPaused)
        #expect(abs(player.playhead(atHostTime: 3.25) - 0.95) < 1e-12)
    }

    @Test func stepsMoveOneFrameOnTheGridAndWrap() throws {
        let player = try makePlayer()
        player.step(by: 1, atHostTime: 0.5)
        #expect(player.isPaused)
        #expect(abs(player.playhead(atHostTime: 9) - (30.0 + 1) / 60) < 1e-12)
        player.restart(atHostTime: 9)
        #expect(player.playhead(atHostTime: 9) == 0)
        player.step(by: -1, atHostTime: 9)
        #expect(abs(player.playhead(atHostTime: 9) - (4 - 1.0 / 60)) < 1e-12)
    }

    @Test func seekWhilePlayingKeepsPlaying() throws {
        let player = try makePlayer()
        player.seek(to: 3, atHostTime: 10)
        #expect(!player.isPaused)
        #expect(player.playhead(atHostTime: 10) == 3)
        #expect(abs(player.playhead(atHostTime: 10.5) - 3.5) < 1e-12)
        // Seeking to the end shows the loop's last moment, not its start.
        player.pause(atHostTime: 11)
        player.seek(to: 99, atHostTime: 11)
        #expect(player.playhead(atHostTime: 11) > 3.999)
    }

    @Test func reloadKeepsThePlayheadAndShowsTheNewTiming() throws {
        let player = try makePlayer(fade: 2)
        player.pause(atHostTime: 1.3)
        #expect(abs(opacity(player, at: 1.3)! - 0.65) < 1e-9)
        player.load(try PreviewFixtures.source(PreviewFixtures.fadeJSON(fade: 4)))
        #expect(player.playhead(atHostTime: 2) == 1.3)
        #expect(abs(opacity(player, at: 2)! - 0.325) < 1e-9)
    }

    /// Scene actions are events that only run forward: a loop starts a fresh scene.
    @Test func loopingRewindsActions() throws {
        let action = #", "actions": [{"time": 1, "transaction": {"disableActions": true, "set": {"box.cornerRadius": 10}}}]"#
        let player = try makePlayer(extra: action)
        #expect(player.sceneSnapshot(atHostTime: 1.5)?.layer(named: "box")?.cornerRadius == 10)
        #expect(player.sceneSnapshot(atHostTime: 4.5)?.layer(named: "box")?.cornerRadius == 0)
        #expect(player.sceneSnapshot(atHostTime: 5.5)?.layer(named: "box")?.cornerRadius == 10)
    }

    @Test func loopOverrideAndFitToALargerStage() throws {
        let player = PreviewPlayer(size: Size(300, 200))
        player.loopDurationOverride = 1
        player.load(try PreviewFixtures.source(PreviewFixtures.fadeJSON(fade: 2)))
        #expect(player.playhead(atHostTime: 1.25) == 0.25)
        // 100x100 scaled by 2 into 300x200, centred: the root's origin lands at x = 50.
        let snapshot = try #require(player.sceneSnapshot(atHostTime: 1.25))
        #expect(snapshot.transform.m11 == 2)
        #expect(snapshot.position == Point(50, 0))
    }
}
