import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// The measures the display list keeps between frames (`PathMeasureCache`): a trim drawn from
/// the cache is the trim of a fresh measure, whatever was measured before and on any thread,
/// and the cache stays within its bounds.
@Suite struct PathMeasureCacheTests {
    /// A random path of lines and curves, each a fresh storage.
    static func randomPath(using g: inout SeededGenerator) -> Path {
        var path = Path()
        func point() -> Point { Point(Double.random(in: -100...100, using: &g), Double.random(in: -100...100, using: &g)) }
        path.move(to: point())
        for _ in 0..<Int.random(in: 1...6, using: &g) {
            if Bool.random(using: &g) {
                path.addLine(to: point())
            } else {
                path.addCurve(to: point(), control1: point(), control2: point())
            }
        }
        if Bool.random(using: &g) { path.closeSubpath() }
        return path
    }

    /// (path, strokeStart, strokeEnd) cases; paths repeat, as a file's static paths do.
    static func cases(seed: UInt64, paths: Int, count: Int) -> [(Path, Double, Double)] {
        var g = SeededGenerator(seed: seed)
        let pool = (0..<paths).map { _ in randomPath(using: &g) }
        return (0..<count).map { _ in
            let a = Double.random(in: 0...1, using: &g), b = Double.random(in: 0...1, using: &g)
            return (pool[Int.random(in: 0..<pool.count, using: &g)], min(a, b), max(a, b))
        }
    }

    @Test func trimFromTheCacheIsTheFreshTrimInAnyOrder() {
        let cases = PathMeasureCacheTests.cases(seed: 11, paths: 12, count: 200)
        // A small cache, so that entries are evicted and measured again along the way.
        let cache = PathMeasureCache(capacity: 5, budget: 1 << 16)
        var g = SeededGenerator(seed: 12)
        for (index, (path, start, end)) in (cases + cases.shuffled(using: &g)).enumerated() {
            let cached = cache.measure(of: path).trimmed(from: start, to: end)
            let fresh = PathMeasure(path).trimmed(from: start, to: end)
            #expect(cached == fresh, "case \(index): \(start)...\(end)")
        }
        #expect(cache._invariantViolations() == [])
        #expect(cache.occupancy.entries <= 5)
    }

    @Test func equalPathsInOtherStorageGetTheirOwnEqualMeasure() {
        var g = SeededGenerator(seed: 3)
        let path = PathMeasureCacheTests.randomPath(using: &g)
        let copy = Path(elements: path.elements.map { $0 })  // equal elements, another array
        let cache = PathMeasureCache(capacity: 8, budget: 1 << 16)
        let first = cache.measure(of: path), second = cache.measure(of: copy)
        #expect(first.length == second.length)
        #expect(first.trimmed(from: 0.2, to: 0.7) == second.trimmed(from: 0.2, to: 0.7))
        #expect(cache.occupancy.entries == 2)
        #expect(cache._invariantViolations() == [])
    }

    @Test func boundsHoldWhenPathsAreNewEveryFrame() {
        // A morphing shape: a new path each frame. The cache keeps at most its capacity and
        // budget, and never keeps a path larger than a quarter of the budget.
        let cache = PathMeasureCache(capacity: 16, budget: 400)
        var g = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            _ = cache.measure(of: PathMeasureCacheTests.randomPath(using: &g))
            let (entries, size) = cache.occupancy
            #expect(entries <= 16 && size <= 400)
        }
        var large = Path()
        large.move(to: .zero)
        for i in 1...200 { large.addLine(to: Point(Double(i), Double(i % 7))) }
        let before = cache.occupancy
        #expect(cache.measure(of: large).length == PathMeasure(large).length)
        #expect(cache.occupancy.entries <= before.entries)
        #expect(cache._invariantViolations() == [])
    }

    @Test func threadsShareOneCacheAndGetTheFreshTrims() {
        let cases = PathMeasureCacheTests.cases(seed: 21, paths: 20, count: 400)
        let cache = PathMeasureCache(capacity: 8, budget: 1 << 16)
        let expected = cases.map { PathMeasure($0.0).trimmed(from: $0.1, to: $0.2) }
        let lock = NSLock()
        nonisolated(unsafe) var mismatches = 0
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            // Each worker in its own order.
            var g = SeededGenerator(seed: UInt64(worker))
            for index in cases.indices.shuffled(using: &g) {
                let (path, start, end) = cases[index]
                if cache.measure(of: path).trimmed(from: start, to: end) != expected[index] {
                    lock.withLock { mismatches += 1 }
                }
            }
        }
        #expect(lock.withLock { mismatches } == 0)
        #expect(cache._invariantViolations() == [])
    }

    @Test func trimmedStrokeItemsAreTheSameWarmOrCold() {
        // What a user sees: the display list of a trimmed stroke, built once with a cold cache
        // entry and again with it warm, is the same list.
        var g = SeededGenerator(seed: 8)
        let path = PathMeasureCacheTests.randomPath(using: &g)
        var properties = LayerProperties(kind: .shape)
        properties.bounds = Rect(0, 0, 200, 200)
        properties.shape?.path = path
        properties.shape?.fillColor = nil
        properties.shape?.strokeColor = .black
        properties.shape?.strokeStart = 0.25
        properties.shape?.strokeEnd = 0.8
        let snapshot = LayerSnapshot(name: nil, properties: properties, localTime: 0)
        let cold = DisplayList(snapshot: snapshot, size: Size(200, 200))
        let warm = DisplayList(snapshot: snapshot, size: Size(200, 200))
        #expect(cold == warm)
        guard case .stroke(let stroked, _, _, _)? = warm.items.first else {
            Issue.record("expected a stroke, got \(warm.items)")
            return
        }
        #expect(stroked == PathMeasure(path).trimmed(from: 0.25, to: 0.8))
    }
}
