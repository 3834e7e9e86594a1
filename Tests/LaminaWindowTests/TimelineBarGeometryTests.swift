import Lamina
import LaminaWindow
import Testing

@Suite struct TimelineBarGeometryTests {
    // A 228-point bar from x = 10: the track runs from 24 to 224 (200 points).
    let bar = TimelineBarGeometry(frame: Rect(10, 300, 228, 28), inset: 14)

    @Test func trackEndsAreTheLoopEnds() {
        #expect(bar.trackStart == 24)
        #expect(bar.trackEnd == 224)
        #expect(bar.time(atX: 24, duration: 4) == 0)
        #expect(bar.time(atX: 224, duration: 4) == 4)
        #expect(bar.time(atX: 74, duration: 4) == 1)
        #expect(bar.time(atX: 124, duration: 3) == 1.5)
    }

    @Test func outsideTheTrackClamps() {
        #expect(bar.time(atX: 0, duration: 2) == 0)
        #expect(bar.time(atX: 500, duration: 2) == 2)
    }

    @Test func knobPositionIsTheInverse() {
        for time in stride(from: 0.0, through: 2.0, by: 0.25) {
            #expect(abs(bar.time(atX: bar.x(at: time, duration: 2), duration: 2) - time) < 1e-12)
        }
        #expect(bar.x(at: 9, duration: 2) == 224)
        #expect(bar.x(at: 1, duration: 0) == 24)
    }

    @Test func containsItsFrameOnly() {
        #expect(bar.contains(Point(100, 310)))
        #expect(!bar.contains(Point(100, 290)))
    }

    @Test func narrowBarKeepsAnOrderedTrack() {
        let narrow = TimelineBarGeometry(frame: Rect(0, 0, 10, 28), inset: 14)
        #expect(narrow.trackWidth == 0)
        #expect(narrow.time(atX: 5, duration: 2) == 0)
    }
}
