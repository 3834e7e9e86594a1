import Testing
import LaminaWindow

@Suite struct FrameStatsTests {
    @Test func nearestRankPercentilesOfOneToAHundred() {
        let values = (1...100).map(Double.init).shuffled()
        #expect(FrameStats.percentile(50, of: values) == 50)
        #expect(FrameStats.percentile(95, of: values) == 95)
        #expect(FrameStats.percentile(99, of: values) == 99)
        #expect(FrameStats.percentile(100, of: values) == 100)
        #expect(FrameStats.summary(of: values) == FrameStats.Summary(p50: 50, p95: 95, p99: 99, max: 100))
    }

    @Test func smallSeriesRoundTheRankUp() {
        // Ten values: p95 and p99 are the largest (rank ceil(9.5) = 10), p50 the fifth.
        let values = (1...10).map { Double($0) / 1000 }
        #expect(FrameStats.percentile(50, of: values) == 0.005)
        #expect(FrameStats.percentile(95, of: values) == 0.010)
        #expect(FrameStats.percentile(99, of: values) == 0.010)
        #expect(FrameStats.percentile(50, of: [0.004]) == 0.004)
        #expect(FrameStats.percentile(50, of: []) == nil)
    }

    @Test func reportListsBothSeriesInMilliseconds() {
        var stats = FrameStats()
        stats.record(frameTime: 0.002, interval: nil)
        stats.record(frameTime: 0.004, interval: 1.0 / 60)
        #expect(stats.frameCount == 2)
        #expect(stats.intervals.count == 1)
        #expect(stats.report == "2 frames: frame time p50 2.00 ms, p95 4.00 ms, p99 4.00 ms, max 4.00 ms; "
            + "interval p50 16.67 ms, p95 16.67 ms, p99 16.67 ms, max 16.67 ms")
    }

    @Test func noFramesReportsDashes() {
        #expect(FrameStats().report == "0 frames: frame time -; interval -")
    }
}
