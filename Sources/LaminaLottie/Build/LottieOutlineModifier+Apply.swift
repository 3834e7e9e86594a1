import Foundation
import Lamina

extension LottieOutlineModifier {
    /// The outline rewritten at `frame`, with at most `maximumVertices` vertices where the
    /// modifier adds them.
    func apply(to outline: LottieBezier, at frame: Double, maximumVertices: Int) -> LottieBezier {
        switch self {
        case .roundCorners(let radius):
            outline.roundingCorners(radius: radius.value(at: frame).first ?? 0)
        case .puckerBloat(let amount):
            outline.puckeredAndBloated(amount: amount.value(at: frame).first ?? 0)
        case .zigZag(let size, let ridges, let pointType):
            outline.zigZagged(size: size.value(at: frame).first ?? 0, ridges: ridges.value(at: frame).first ?? 0,
                              smooth: (pointType.value(at: frame).first ?? 1).rounded() == 2, maximumVertices: maximumVertices)
        case .offset(let amount, let lineJoin, let miterLimit):
            outline.offset(by: amount.value(at: frame).first ?? 0, lineJoin: lineJoin,
                           miterLimit: miterLimit.value(at: frame).first ?? 4)
        }
    }
}
