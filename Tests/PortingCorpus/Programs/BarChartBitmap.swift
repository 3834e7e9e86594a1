#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A bar chart drawn with Core Graphics into a bitmap, shown as a layer's contents.
enum BarChart {
    static func makeImage(values: [CGFloat], size: CGSize) -> CGImage? {
        guard let context = CGContext(data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.setFillColor(CGColor.white)
        context.fill(CGRect(origin: .zero, size: size))
        let barWidth = size.width / CGFloat(values.count)
        context.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        for (index, value) in values.enumerated() {
            // Core Graphics' y axis points up: bars grow from the bottom edge.
            context.fill(CGRect(x: CGFloat(index) * barWidth + 2, y: 0, width: barWidth - 4, height: value * size.height))
        }
        return context.makeImage()
    }

    static func makeLayer(values: [CGFloat]) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = makeImage(values: values, size: CGSize(width: 40, height: 40))
        return layer
    }
}
