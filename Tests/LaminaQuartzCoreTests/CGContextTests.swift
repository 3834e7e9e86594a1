import LaminaQuartzCore
import Testing

/// The bitmap context: Core Graphics' y-up coordinates, pixel layouts, state and drawing.
/// Pixels are compared within 2 levels a channel, away from anti-aliased edges.
@Suite struct CGContextTests {
    func context(_ width: Int = 20, _ height: Int = 20, info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue)
        -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
    }

    /// The bytes of pixel (x, row) of the bitmap, row 0 at the top of the image.
    func bytes(_ ctx: CGContext, _ x: Int, _ row: Int) -> [UInt8] {
        let data = ctx.data!.assumingMemoryBound(to: UInt8.self)
        return (0..<4).map { data[row * ctx.bytesPerRow + x * 4 + $0] }
    }

    @Test func originIsTheBottomLeft() throws {
        let ctx = try #require(context())
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
        // y 0...5 in user space is the bottom five rows of the image.
        #expect(bytes(ctx, 10, 17) == [255, 0, 0, 255])
        #expect(bytes(ctx, 10, 2) == [0, 0, 0, 0])
        #expect(ctx.ctm.isIdentity)
    }

    @Test func layoutsPutTheChannelsWhereTheyAsk() throws {
        let first = try #require(context(info: CGImageAlphaInfo.premultipliedFirst.rawValue))
        first.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        first.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(bytes(first, 0, 0) == [255, 255, 128, 0])  // A R G B
        let little = try #require(context(info: CGImageAlphaInfo.premultipliedFirst.rawValue
            | CGBitmapInfo.byteOrder32Little.rawValue))
        little.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        little.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(bytes(little, 0, 0) == [0, 128, 255, 255])  // B G R A
        #expect(context(info: CGImageAlphaInfo.last.rawValue) == nil)  // unpremultiplied: unsupported
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1) == nil)
    }

    @Test func drawingIntoCallerMemorySeesItsWrites() throws {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            raw[0] = 9; raw[3] = 255  // pixel (0, 0) written by the caller
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
        #expect(Array(memory[0..<4]) == [9, 0, 0, 255])
        #expect(Array(memory[8..<12]) == [255, 255, 255, 255])
    }

    @Test func stateSavesTransformColourAndAlpha() throws {
        let ctx = try #require(context())
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 0)
        ctx.setAlpha(0.5)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(ctx.ctm == CGAffineTransform(translationX: 10, y: 0))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        ctx.restoreGState()
        ctx.restoreGState()  // unbalanced: ignored
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(bytes(ctx, 15, 10) == [0, 0, 128, 128] || bytes(ctx, 15, 10) == [0, 0, 127, 127])
        #expect(bytes(ctx, 5, 10) == [0, 0, 0, 255])
    }

    @Test func pathsClipAndStroke() throws {
        let ctx = try #require(context())
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.fillPath()
        #expect(bytes(ctx, 5, 10) == [255, 255, 255, 255])
        #expect(bytes(ctx, 15, 10) == [0, 0, 0, 0])  // clipped
        #expect(ctx.isPathEmpty)
        ctx.restoreGState()
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 3))
        ctx.addLine(to: CGPoint(x: 20, y: 3))
        ctx.strokePath()
        #expect(bytes(ctx, 15, 16) == [255, 0, 0, 255])  // user y 2...4 is rows 16...17
    }

    @Test func imagesDrawUprightAndGradientsBlend() throws {
        let source = try #require(context(2, 2))
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 1, width: 2, height: 1))  // the top row, in user space
        let image = try #require(source.makeImage())
        #expect(image.width == 2 && image.height == 2 && image.bitsPerPixel == 32)
        let ctx = try #require(context())
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(bytes(ctx, 10, 2) == [255, 0, 0, 255])  // the image's top stays on top
        #expect(bytes(ctx, 10, 17) == [0, 0, 0, 0])

        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray,
                                               locations: [0, 1]))
        let g = try #require(context(100, 1))
        g.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        let middle = bytes(g, 50, 0)
        #expect(abs(Int(middle[0]) - 129) <= 2 && middle[3] == 255, "\(middle)")
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    @Test func badSizesAreRefusedBeforeAllocating() throws {
        let rgb = CGColorSpaceCreateDeviceRGB(), info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 40_000, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 30_000, height: 30_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                          bitmapInfo: info) == nil)  // rows shorter than the pixels
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        let ctx = try #require(context(4, 4))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        let image = try #require(ctx.makeImage())
        let top = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2)))
        #expect(top.width == 2 && top.height == 2)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        ctx.scaleBy(x: 0, y: 1)  // singular: ignored, drawing goes on
        ctx.setLineDash(phase: 0, lengths: [-1])
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(bytes(ctx, 0, 3) == [255, 255, 255, 255])
    }

    @Test func layersRenderThroughTheTransform() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let ctx = try #require(context())
        ctx.translateBy(x: 10, y: 10)
        layer.render(in: ctx)
        // Unflipped, the layer covers user x 10...20, y 10...20: the image's top right quarter.
        #expect(bytes(ctx, 15, 5) == [0, 255, 0, 255])
        #expect(bytes(ctx, 5, 15) == [0, 0, 0, 0])
    }
}
