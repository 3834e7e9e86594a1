import Foundation
import Lamina

/// A layer that draws a path, filled and stroked (`CAShapeLayer`).
open class CAShapeLayer: CALayer {
    override class func makeBacking() -> Lamina.Layer & FacadeBacking { BackingShapeLayer() }
    private var shape: BackingShapeLayer { backing as! BackingShapeLayer }

    /// The shape, in the layer's coordinates; `nil` draws nothing. Animatable.
    open var path: CGPath? {
        get { shape.path.map(CGPath.init) }
        set { shape.path = newValue?.path }
    }
    /// The fill (default opaque black; `nil` for none). Animatable.
    open var fillColor: CGColor? {
        get { color("fillColor", shape.fillColor) }
        set { shape.fillColor = remember("fillColor", newValue) }
    }
    /// How the inside is decided (default non-zero).
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { shape.fillRule = newValue == .evenOdd ? .evenOdd : .nonZero }
    }
    /// The stroke (default `nil`: none). Animatable.
    open var strokeColor: CGColor? {
        get { color("strokeColor", shape.strokeColor) }
        set { shape.strokeColor = remember("strokeColor", newValue) }
    }
    /// The stroke's width, in points (default 1). Animatable.
    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { shape.lineWidth = Double(newValue) }
    }
    /// How open ends are drawn (default butt); an unknown name keeps butt.
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shape.lineCap.rawValue) }
        set { shape.lineCap = LineCap(rawValue: newValue.rawValue) ?? .butt }
    }
    /// How corners are drawn (default miter); an unknown name keeps miter.
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shape.lineJoin.rawValue) }
        set { shape.lineJoin = LineJoin(rawValue: newValue.rawValue) ?? .miter }
    }
    /// The miter limit (default 10). Animatable.
    open var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { shape.miterLimit = Double(newValue) }
    }
    /// Dash and gap lengths, in points; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern?.map { NSNumber(value: $0) } }
        set { shape.lineDashPattern = newValue?.map(\.doubleValue) }
    }
    /// Where in the dash pattern the stroke starts. Animatable.
    open var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { shape.lineDashPhase = Double(newValue) }
    }
    /// Where along the path the stroke starts, 0...1. Animatable.
    open var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { shape.strokeStart = Double(newValue) }
    }
    /// Where along the path the stroke ends, 0...1 (default 1). Animatable.
    open var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { shape.strokeEnd = Double(newValue) }
    }
}
