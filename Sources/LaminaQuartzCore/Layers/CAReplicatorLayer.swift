import Foundation
import Lamina

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted
/// (`CAReplicatorLayer`).
open class CAReplicatorLayer: CALayer {
    override class func makeBacking() -> Lamina.Layer & FacadeBacking { BackingReplicatorLayer() }
    private var replicator: BackingReplicatorLayer { backing as! BackingReplicatorLayer }

    /// How many copies are drawn (default 1; negative counts as 0).
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { replicator.instanceCount = newValue }
    }
    /// Seconds between copies' animations. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { replicator.instanceDelay = newValue }
    }
    /// Applied once more to each copy. Animatable.
    open var instanceTransform: CATransform3D {
        get { CATransform3D(replicator.instanceTransform) }
        set { replicator.instanceTransform = newValue.lamina }
    }
    /// Multiplies the first copy's colours. Animatable.
    open var instanceColor: CGColor? {
        get { color("instanceColor", replicator.instanceColor) }
        set { replicator.instanceColor = remember("instanceColor", newValue) }
    }
    /// Added to each further copy's colour components. Animatable.
    open var instanceRedOffset: Float {
        get { Float(replicator.instanceRedOffset) }
        set { replicator.instanceRedOffset = Double(newValue) }
    }
    open var instanceGreenOffset: Float {
        get { Float(replicator.instanceGreenOffset) }
        set { replicator.instanceGreenOffset = Double(newValue) }
    }
    open var instanceBlueOffset: Float {
        get { Float(replicator.instanceBlueOffset) }
        set { replicator.instanceBlueOffset = Double(newValue) }
    }
    open var instanceAlphaOffset: Float {
        get { Float(replicator.instanceAlphaOffset) }
        set { replicator.instanceAlphaOffset = Double(newValue) }
    }
}
