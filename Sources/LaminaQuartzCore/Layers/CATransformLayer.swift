import Foundation
import Lamina

/// A layer that draws nothing itself and keeps its sublayers in one 3D space
/// (`CATransformLayer`): their z positions and transforms are not flattened into its plane, so a
/// card's two faces, turned about y, hide each other as solid objects do.
open class CATransformLayer: CALayer {
    override class func makeBacking() -> Lamina.Layer & FacadeBacking { BackingTransformLayer() }
}
