import Foundation
import Lamina

extension CALayer {
    /// Draws the model tree into `ctx` (`render(in:)`'s work).
    func renderModel(in ctx: CGContext) {
        ctx.drawLayerTree(CALayer.modelCopy(of: backing).snapshot())
    }

    /// A copy of a backing tree with the model values only (no animations), so its snapshot is
    /// the model.
    private static func modelCopy(of layer: Lamina.Layer) -> Lamina.Layer {
        let copy = type(of: layer).init(layer: layer)
        for sublayer in layer.sublayers { copy.addSublayer(modelCopy(of: sublayer)) }
        if let mask = layer.mask { copy.mask = modelCopy(of: mask) }
        return copy
    }
}
