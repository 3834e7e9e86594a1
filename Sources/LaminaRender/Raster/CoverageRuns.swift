/// The coverage of one shape over a box of canvas pixels, as runs of equal non-zero coverage
/// row by row: what `ScanlineFiller.Accumulator` composites, kept (`CoverageCache`) so that the
/// shape drawn again composites it without being flattened, stroked or accumulated again.
///
/// Runs hold the coverage the accumulator's running sums give, and a pixel's coverage does not
/// depend on the box it was accumulated over (`ScanlineFiller`), so compositing any part of
/// the box from the runs writes the bytes a fill of that part writes.
struct CoverageRuns {
    /// `count` pixels from canvas column `x` of one row, each covered `coverage` (1...255).
    struct Run {
        var x: Int32
        var count: Int32
        var coverage: UInt32
    }

    /// The pixels accumulated: no pixel outside it is covered (or the shape was cut there).
    let box: ScanlineFiller.PixelBox
    /// Row `y`'s runs are `runs[rowStarts[y - box.y0] ..< rowStarts[y - box.y0 + 1]]`, left to right.
    let rowStarts: [Int32]
    let runs: [Run]

    /// The bytes the runs hold (room made included), as the cache counts them against its budget.
    var byteCount: Int {
        rowStarts.capacity * MemoryLayout<Int32>.stride + runs.capacity * MemoryLayout<Run>.stride
    }

    /// Composites the runs inside `part` (canvas pixels) OVER `target` with `paint`, as
    /// `ScanlineFiller.Accumulator.composite` does from its cells.
    func composite(_ part: ScanlineFiller.PixelBox, paint: ScanlineFiller.Paint, into target: ScanlineFiller.Target) {
        switch paint {
        case let .solid(source): composite(part, painter: SolidPainter(source: source), into: target)
        case let .gradient(painter): composite(part, painter: painter, into: target)
        case let .alpha(alpha): composite(part, painter: AlphaPainter(alpha: alpha), into: target)
        }
    }

    /// `composite(_:paint:into:)`, specialised for each kind of paint.
    private func composite<P: SpanPainter>(_ part: ScanlineFiller.PixelBox, painter: P, into target: ScanlineFiller.Target) {
        let part = part.intersection(box)
        guard !part.isEmpty else { return }
        rowStarts.withUnsafeBufferPointer { starts in
            runs.withUnsafeBufferPointer { runs in
                for y in part.y0..<part.y1 {
                    let row = y - box.y0
                    let pixels = UnsafeMutableRawPointer(target.data + (y + target.offsetY) * target.stride)
                        .assumingMemoryBound(to: P.Pixel.self) + target.offsetX
                    for run in runs[Int(starts[row])..<Int(starts[row + 1])] {
                        if Int(run.x) >= part.x1 { break }
                        let from = max(Int(run.x), part.x0), to = min(Int(run.x) + Int(run.count), part.x1)
                        if from < to { painter.paint(pixels + from, x: from, y: y, count: to - from, coverage: run.coverage) }
                    }
                }
            }
        }
    }
}
