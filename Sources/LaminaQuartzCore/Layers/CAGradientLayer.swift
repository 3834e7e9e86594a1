import Foundation
import Lamina

/// A layer filled with a colour gradient (`CAGradientLayer`).
open class CAGradientLayer: CALayer {
    override class func makeBacking() -> Lamina.Layer & FacadeBacking { BackingGradientLayer() }
    private var gradient: BackingGradientLayer { backing as! BackingGradientLayer }

    /// The colours, `CGColor`s as `[Any]` (Core Animation's type); anything that is not a
    /// `CGColor` makes the list draw nothing, as an invalid list does. Animatable.
    open var colors: [Any]? {
        get { gradient.colors?.map { CGColor($0) as Any } }
        set {
            let converted = newValue?.compactMap { ($0 as? CGColor)?.lamina }
            gradient.colors = converted?.count == newValue?.count ? converted : nil
        }
    }
    /// Where each colour sits, 0...1; `nil` spaces them evenly. Animatable.
    open var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { gradient.locations = newValue?.map(\.doubleValue) }
    }
    /// The start, in unit coordinates of the bounds (default (0.5, 0)). Animatable.
    open var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { gradient.startPoint = newValue.lamina }
    }
    /// The end, in unit coordinates of the bounds (default (0.5, 1)). Animatable.
    open var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { gradient.endPoint = newValue.lamina }
    }
    /// Axial, radial or conic (default axial); an unknown name keeps axial.
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: gradient.type.rawValue) }
        set { gradient.type = GradientType(rawValue: newValue.rawValue) ?? .axial }
    }
}
