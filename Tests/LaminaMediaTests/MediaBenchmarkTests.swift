import Foundation
import Lamina
import Testing
@testable import LaminaMedia

#if canImport(Glibc)
import Glibc
#endif

/// Export speed, measured on demand: `LAMINA_MEDIA_BENCH=1 swift test -c release
/// -Xswiftc -enable-testing --filter MediaBenchmark`. The target is a 10 s, 60 fps, 1080×1080
/// MP4 in under 10 s, rendering included.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["LAMINA_MEDIA_BENCH"] != nil))
struct MediaBenchmarkTests {
    static let side = 1080
    static let frames = 600

    /// CPU seconds used by children that have been waited for (ffmpeg).
    static func childCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    static func report(_ label: String, start: Date, cpuBefore: Double, url: URL) throws {
        let wall = Date().timeIntervalSince(start)
        let cpu = childCPU() - cpuBefore
        let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let line = String(format: "%@: %d frames in %.2f s wall = %.0f frames/s; ffmpeg CPU %.2f s; %d KB",
                          label, frames, wall, Double(frames) / wall, cpu, size / 1024)
        print(line)
    }

    @Test(arguments: ["ultrafast", "superfast", "veryfast"])
    func encoderAlone(preset: String) throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        // 60 distinct frames (one second of motion), cycled: the encoder sees a moving square.
        let cycle = (0 ..< 60).map { MediaTestSupport.movingSquare(index: $0, count: 60, width: Self.side, height: Self.side) }
        let url = dir.appendingPathComponent("bench.mp4")
        let cpu = Self.childCPU()
        let start = Date()
        let writer = try MovieWriter(url: url, format: .mp4, width: Self.side, height: Self.side, fps: 60,
                                     options: .init(mp4Preset: preset))
        for i in 0 ..< Self.frames { try writer.append(cycle[i % cycle.count]) }
        try writer.finish()
        try Self.report("encoder alone, mp4 \(preset)", start: start, cpuBefore: cpu, url: url)
        #expect(try MediaProbe.probe(url).frameCount == Self.frames)
    }

    @Test(arguments: [MediaFormat.mp4, .webm])
    func exportWithRendering(format: MediaFormat) throws {
        let dir = try MediaTestSupport.scratchDirectory()
        defer { MediaTestSupport.cleanUp(dir) }
        let url = dir.appendingPathComponent("bench.\(format.rawValue)")
        let cpu = Self.childCPU()
        let start = Date()
        try exportClip(to: url, width: Self.side, height: Self.side, duration: 10, fps: 60, showsProgress: false) { t in
            MediaTestSupport.movingSquare(index: Int((t * 60).rounded()), count: Self.frames,
                                          width: Self.side, height: Self.side)
        }
        try Self.report("exportClip with rendering, \(format)", start: start, cpuBefore: cpu, url: url)
    }
}
