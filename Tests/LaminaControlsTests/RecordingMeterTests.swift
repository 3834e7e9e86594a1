import Lamina
import LaminaControls
import Testing

/// The recording meter's geometry against the closed form, at times inside holds, inside pauses
/// and after completion; completion, cancel, undo, resizing, short taps, external durations.
@Suite struct RecordingMeterTests {
    typealias Press = (start: Double, end: Double)

    /// A scene whose meter is pressed at its centre for each of `presses`.
    static func scene(_ presses: [Press], maxDuration: Double,
                      direction: RecordingMeter.Direction = .counterclockwise) -> RecordingMeterScene {
        RecordingMeterScene(maxDuration: maxDuration, direction: direction) { .presses(presses, at: $0) }
    }

    /// The closed form, computed independently: each press records until its end or until the
    /// ring is full, whichever comes first.
    static func expectedDurations(_ presses: [Press], maxDuration: Double, at t: Double) -> [Double] {
        var durations: [Double] = []
        for press in presses where press.start <= t {
            let left = maxDuration - durations.reduce(0, +)
            if left <= 1e-12 { break }
            durations.append(min(min(press.end, t) - press.start, left))
        }
        return durations
    }

    /// Checks every stroke of `snapshot` against `durations`: segment i covers its seconds over
    /// the maximum, contiguous, newest first from 0; the track from the filled part to 1.
    static func expectGeometry(_ snapshot: LayerSnapshot, _ durations: [Double], maxDuration: Double,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        var offset = 0.0
        for i in durations.indices.reversed() {
            let shape = snapshot.layer(named: "segment-\(i)")?.properties.shape
            #expect(shape != nil, "segment-\(i) missing", sourceLocation: sourceLocation)
            #expect(abs((shape?.strokeStart ?? -1) - offset) < 1e-9, "segment-\(i) start", sourceLocation: sourceLocation)
            offset += durations[i] / maxDuration
            #expect(abs((shape?.strokeEnd ?? -1) - offset) < 1e-9, "segment-\(i) end", sourceLocation: sourceLocation)
        }
        #expect(snapshot.layer(named: "segment-\(durations.count)") == nil, sourceLocation: sourceLocation)
        let track = snapshot.layer(named: "track")?.properties.shape
        #expect(abs((track?.strokeStart ?? -1) - min(offset, 1)) < 1e-9, "track start", sourceLocation: sourceLocation)
        #expect(track?.strokeEnd == 1, sourceLocation: sourceLocation)
    }

    @Test func geometryFollowsTheClosedFormInHoldsAndPauses() {
        let presses: [Press] = [(0.5, 2), (3, 4.5), (6, 8)]
        let scene = Self.scene(presses, maxDuration: 10)
        for t in [0.2, 0.5, 1, 1.7, 2, 2.5, 3.2, 4.4, 5, 6.01, 7, 7.95, 9, 12] {
            let snapshot = scene.advance(to: t)
            let expected = Self.expectedDurations(presses, maxDuration: 10, at: t)
            Self.expectGeometry(snapshot, expected, maxDuration: 10)
            #expect(scene.meter.segmentDurations.count == expected.count)
            for (a, b) in zip(scene.meter.segmentDurations, expected) { #expect(abs(a - b) < 1e-9) }
            let holding = presses.contains { $0.start <= t && t < $0.end }
            #expect(scene.meter.isRecording == holding, "at \(t)")
        }
    }

    @Test func completesOnceAndIgnoresLaterPresses() {
        let presses: [Press] = [(0, 2), (2.5, 5), (6, 7)]
        let scene = Self.scene(presses, maxDuration: 3)
        var completions: [Double] = []
        scene.meter.onComplete = { [timeline = scene.timeline] in completions.append(timeline.currentTime) }
        for t in [1.0, 3.4, 3.5, 4, 5, 6.5, 8] {
            let snapshot = scene.advance(to: t)
            Self.expectGeometry(snapshot, Self.expectedDurations(presses, maxDuration: 3, at: t), maxDuration: 3)
        }
        #expect(completions == [3.5])
        #expect(scene.meter.isComplete && !scene.meter.isRecording)
        #expect(scene.meter.segmentDurations == [2, 1])
        #expect(scene.meter.timeLabel.string == "0:03.0")
        // The model is what is on screen: no animations are left to remove.
        for shape in [scene.meter.track] + scene.meter.segmentLayers {
            #expect(shape.animationKeys().isEmpty)
        }
    }

    @Test func aReleaseAtTheMomentOfCompletionCompletesOnce() {
        let scene = Self.scene([(1, 3), (4, 5)], maxDuration: 2)
        var completions = 0
        scene.meter.onComplete = { completions += 1 }
        Self.expectGeometry(scene.advance(to: 3), [2], maxDuration: 2)
        Self.expectGeometry(scene.advance(to: 6), [2], maxDuration: 2)
        #expect(completions == 1 && scene.meter.isComplete)
    }

    @Test func pauseSnapshotsThePresentationIntoTheModel() {
        let scene = Self.scene([(0, 1.5)], maxDuration: 6)
        _ = scene.advance(to: 2)
        let segment = scene.meter.segmentLayers[0]
        #expect(segment.animationKeys().isEmpty && scene.meter.track.animationKeys().isEmpty)
        #expect(abs(segment.strokeEnd - 0.25) < 1e-9)
        #expect(abs(scene.meter.track.strokeStart - 0.25) < 1e-9)
        // While recording, the model holds what was on screen when the hold began, never the end.
        let recording = Self.scene([(0, 5)], maxDuration: 6)
        _ = recording.advance(to: 2)
        #expect(recording.meter.segmentLayers[0].strokeEnd == 0)
        #expect(recording.meter.track.strokeStart == 0)
        #expect(Set(recording.meter.segmentLayers[0].animationKeys()) == ["strokeEnd"])
    }

    @Test func cancelPausesExactlyLikeRelease() {
        func run(_ phase: PointerEvent.Phase) -> [LayerSnapshot] {
            let scene = RecordingMeterScene(maxDuration: 10) { center in
                PointerScript([PointerEvent(.down, at: center, time: 1), PointerEvent(phase, at: center, time: 2.5),
                               PointerEvent(.down, at: center, time: 3), PointerEvent(.up, at: center, time: 4)])
            }
            return [1.5, 2.5, 2.8, 3.5, 5].map { scene.advance(to: $0) }
        }
        #expect(run(.cancel) == run(.up))
    }

    @Test func aTooShortTapAddsNothing() {
        let scene = Self.scene([(0.5, 0.6), (1, 2)], maxDuration: 10)
        scene.meter.minimumSegmentDuration = 0.3
        Self.expectGeometry(scene.advance(to: 0.8), [], maxDuration: 10)
        #expect(scene.meter.timeLabel.string == "0:00.0")
        Self.expectGeometry(scene.advance(to: 3), [1], maxDuration: 10)
        #expect(scene.meter.segmentLayers.map(\.name) == ["segment-0"])
    }

    @Test func undoRemovesTheLastSegmentAndTheRestSlideBack() {
        let scene = Self.scene([(0, 2), (3, 4), (10, 11)], maxDuration: 4)
        _ = scene.advance(to: 5)
        scene.meter.removeLastSegment()
        let sliding = scene.advance(to: 5.1).layer(named: "segment-0")?.properties.shape
        #expect((sliding?.strokeStart ?? 0) > 0 && (sliding?.strokeStart ?? 0) < 0.25)  // On its way back.
        Self.expectGeometry(scene.advance(to: 6), [2], maxDuration: 4)
        #expect(scene.meter.timeLabel.string == "0:02.0")
        // Undo after completion: no longer complete, and the next hold records again.
        _ = scene.advance(to: 10.5)
        #expect(scene.meter.isRecording)
        Self.expectGeometry(scene.advance(to: 12.5), [2, 1], maxDuration: 4)  // 10 ... 11
        scene.meter.removeLastSegment()
        scene.meter.removeLastSegment()
        scene.meter.removeLastSegment()  // Nothing left: does nothing.
        Self.expectGeometry(scene.advance(to: 13), [], maxDuration: 4)
    }

    @Test func undoAfterCompletionAllowsRecordingAgain() {
        let scene = Self.scene([(0, 5), (6, 6.5)], maxDuration: 2)
        var count = 0
        scene.meter.onComplete = { count += 1 }
        _ = scene.advance(to: 3)
        #expect(scene.meter.isComplete && count == 1)
        scene.meter.removeLastSegment()
        #expect(!scene.meter.isComplete)
        Self.expectGeometry(scene.advance(to: 7), [0.5], maxDuration: 2)
    }

    @Test func theRingFollowsTheBoundsOnResize() {
        let scene = Self.scene([(0, 4)], maxDuration: 8)
        _ = scene.advance(to: 1)
        scene.meter.bounds = Rect(0, 0, 100, 60)
        let snapshot = scene.advance(to: 2)
        let box = snapshot.layer(named: "segment-0")?.properties.shape?.path?.boundingBox
        let lineWidth = scene.meter.lineWidth
        #expect(abs((box?.height ?? 0) - (60 - lineWidth)) < 1e-6)
        #expect(abs((box?.midX ?? 0) - 50) < 1e-6 && abs((box?.midY ?? 0) - 30) < 1e-6)
        #expect(snapshot.layer(named: "viewfinder")?.properties.bounds.width == 60 - 2 * lineWidth - 2 * scene.meter.viewfinderInset)
        Self.expectGeometry(snapshot, [2], maxDuration: 8)  // Resizing leaves the timing alone.
        // Resizing the layer directly takes effect on layoutIfNeeded().
        scene.meter.layer.bounds = Rect(0, 0, 40, 40)
        scene.meter.layoutIfNeeded()
        #expect(abs((scene.meter.track.path?.boundingBox.width ?? 0) - (40 - lineWidth)) < 1e-6)
    }

    @Test func followsExternallyReportedDurations() {
        let scene = Self.scene([(1, 3), (4, 10)], maxDuration: 4)
        scene.meter.followsExternalDurations = true
        var completions = 0
        scene.meter.onComplete = { completions += 1 }
        Self.expectGeometry(scene.advance(to: 2), [0], maxDuration: 4)  // No clock of its own.
        scene.meter.reportRecordedDuration(0.9)
        Self.expectGeometry(scene.advance(to: 2.5), [0.9], maxDuration: 4)
        _ = scene.advance(to: 3.5)
        scene.meter.reportRecordedDuration(2.04)  // The file's final length, after the release.
        Self.expectGeometry(scene.advance(to: 3.6), [2.04], maxDuration: 4)
        #expect(scene.meter.timeLabel.string == "0:02.0")
        _ = scene.advance(to: 5)
        scene.meter.reportRecordedDuration(1)
        Self.expectGeometry(scene.advance(to: 5.5), [2.04, 1], maxDuration: 4)
        scene.meter.reportRecordedDuration(3)  // Past full: clamped, complete.
        #expect(scene.meter.isComplete && !scene.meter.isRecording && completions == 1)
        Self.expectGeometry(scene.advance(to: 6), [2.04, 1.96], maxDuration: 4)
    }

    @Test func stateReportsRecordingElapsedCompleteAndSegments() {
        let scene = Self.scene([(0, 1), (2, 5)], maxDuration: 10)
        _ = scene.advance(to: 3)
        let state = scene.state()
        #expect(state.map(\.key) == ["recording", "elapsed", "complete", "segments"])
        #expect(state[0].value == .bool(true))
        #expect(state[1].value == .number(2))
        #expect(state[3].value == .numbers([1, 1]))
    }

    /// Regression: the meter counted the timeline's time while its animations ran in its
    /// layer's, so under an ancestor with `speed = 2` it reported half the seconds the ring
    /// showed, and completed a full ring's time late.
    @Test func underAnAncestorWithSpeedTwoTheRecordedTimeMatchesTheRing() {
        let root = Layer(), stage = Layer()
        stage.speed = 2  // The meter's local time runs at twice the timeline's.
        root.addSublayer(stage)
        let meter = RecordingMeter(maxDuration: 6)
        stage.addSublayer(meter.layer)
        let timeline = Timeline(rootLayer: root)
        var completions: [Double] = []
        meter.onComplete = { completions.append(timeline.currentTime) }
        timeline.advance(to: 0.5)
        meter.beginRecording()  // At local time 1.
        for t in [0.75, 1.25] {
            timeline.advance(to: t)
            #expect(abs(meter.elapsed - (2 * t - 1)) < 1e-9, "at \(t)")
            Self.expectGeometry(timeline.presentation(at: t), meter.segmentDurations, maxDuration: 6)
        }
        timeline.advance(to: 1.5)
        meter.pauseRecording()  // Local 1 to 3: two seconds.
        #expect(meter.segmentDurations.count == 1 && abs(meter.segmentDurations[0] - 2) < 1e-9)
        Self.expectGeometry(timeline.presentation(at: 1.75), [2], maxDuration: 6)
        #expect(meter.timeLabel.string == "0:02.0")
        timeline.advance(to: 2)
        meter.beginRecording()  // At local time 4, with 4 s left: full at local 8, timeline time 4.
        timeline.advance(to: 3)
        #expect(meter.timeLabel.string == "0:04.0")
        Self.expectGeometry(timeline.presentation(at: 3), [2, 2], maxDuration: 6)
        timeline.advance(to: 5)
        #expect(completions == [4])
        #expect(meter.isComplete && meter.segmentDurations == [2, 4])
        Self.expectGeometry(timeline.presentation(at: 5), [2, 4], maxDuration: 6)
    }
}
