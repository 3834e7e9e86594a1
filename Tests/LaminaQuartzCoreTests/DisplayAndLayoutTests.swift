import LaminaQuartzCore
import Testing

/// Display and layout run on the core's passes: `draw(in:)` gets a `CGContext` on the core's
/// drawing surface, set up as iOS sets it up, and the commit of a transaction lays out and
/// displays what was marked.
@Suite struct DisplayAndLayoutTests {
    final class Recorder: CALayer {
        var ctm: CGAffineTransform?
        var layouts = 0
        var draws = 0

        override func draw(in ctx: CGContext) {
            draws += 1
            ctm = ctx.ctm
            // The top left 10 × 5 points, in the layer's coordinates (y down).
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }

        override func layoutSublayers() {
            layouts += 1
            for sublayer in sublayers ?? [] { sublayer.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 2) }
        }
    }

    /// The layer rendered into an RGBA bitmap flipped so rows run from its top.
    func rgba(_ layer: CALayer, width: Int, height: Int, _ x: Int, _ y: Int) throws -> [Int] {
        let ctx = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        layer.render(in: ctx)
        let bytes = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        return (0..<4).map { Int(bytes[y * ctx.bytesPerRow + x * 4 + $0]) }
    }

    @Test func drawInGetsAFlippedContextAtTheContentsScale() throws {
        let layer = Recorder()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        // As on iOS: the layer's bounds map onto the bitmap with y down, so the CTM (to the
        // y-up bitmap) flips: (scale, 0, 0, -scale, 0, height in pixels).
        let ctm = try #require(layer.ctm)
        #expect(ctm.a == 2 && ctm.b == 0 && ctm.c == 0 && ctm.d == -2 && ctm.tx == 0 && ctm.ty == 40)
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 80 && image.height == 40)
        #expect(try rgba(layer, width: 40, height: 20, 5, 2) == [255, 0, 0, 255])
        #expect(try rgba(layer, width: 40, height: 20, 5, 17) == [0, 0, 0, 0])
        #expect(try rgba(layer, width: 40, height: 20, 15, 2) == [0, 0, 0, 0])
    }

    @Test func theCommitLaysOutAndDisplaysWhatWasMarkedOnce() throws {
        let layer = Recorder()
        let bar = CALayer()
        layer.addSublayer(bar)
        layer.layoutIfNeeded()
        let before = layer.layouts
        CATransaction.begin()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)  // marks layout
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
        #expect(layer.needsLayout() && layer.needsDisplay())
        CATransaction.commit()
        #expect(layer.layouts == before + 1 && layer.draws == 1)
        #expect(!layer.needsLayout() && !layer.needsDisplay())
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 30, height: 2))
        #expect(layer.contents is CGImage)
        layer.layoutIfNeeded()
        #expect(layer.layouts == before + 1 && layer.draws == 1)  // nothing marked: no second pass
    }

    @Test func boundsChangeRedrawsWhenAsked() {
        let layer = Recorder()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.bounds.origin = CGPoint(x: 3, y: 3)  // same size: no redraw
        #expect(!layer.needsDisplay() && layer.draws == 1)
    }
}
