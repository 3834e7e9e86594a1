#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// The six faces of a cube as transforms, built with the CATransform3D functions.
enum CubeFaces {
    static func transforms(side: CGFloat) -> [CATransform3D] {
        let half = side / 2
        return [
            CATransform3DMakeTranslation(0, 0, half),
            CATransform3DRotate(CATransform3DMakeTranslation(half, 0, 0), .pi / 2, 0, 1, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, -half, 0), .pi / 2, 1, 0, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, half, 0), -.pi / 2, 1, 0, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(-half, 0, 0), -.pi / 2, 0, 1, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -half), .pi, 0, 1, 0),
        ]
    }

    static func makeCube(side: CGFloat) -> CATransformLayerStandIn {
        let cube = CATransformLayerStandIn()
        for transform in transforms(side: side) {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            face.transform = transform
            cube.layer.addSublayer(face)
        }
        return cube
    }
}

/// A plain layer standing in for a CATransformLayer (a container of the faces).
final class CATransformLayerStandIn {
    let layer = CALayer()
}
