import Lamina

/// Something that visits every animatable property of a Lottie layer, each with its place as
/// After Effects expressions name it (`["transform", "position"]`,
/// `["content", "Group 1", "content", "Rect", "size"]`, `["effect", "Slider Control", "Slider"]`),
/// and may change it. The walk's order is fixed, so two walks of one layer meet the properties in
/// the same order (the expression pass reads them in one walk and writes them in a second).
protocol LottiePropertyVisitor {
    mutating func visit(_ property: inout LottieAnimated<[Double]>, path: [String])
    mutating func visit(_ property: inout LottieAnimated<LottieBezier>, path: [String])
}

extension LottieLayerModel {
    /// Visits the layer's transform, masks, time remap, camera zoom, drop shadow, effects and
    /// shape contents, in that order.
    mutating func visitProperties(_ visitor: inout some LottiePropertyVisitor) {
        transform.visitProperties(&visitor, path: ["transform"])
        for i in masks.indices {
            let name = "Mask \(i + 1)"
            visitor.visit(&masks[i].path, path: ["mask", name, "maskPath"])
            visitor.visit(&masks[i].opacity, path: ["mask", name, "maskOpacity"])
            visitor.visit(&masks[i].expansion, path: ["mask", name, "maskExpansion"])
        }
        if timeRemap != nil { visitor.visit(&timeRemap!, path: ["timeRemap"]) }
        if cameraZoom != nil { visitor.visit(&cameraZoom!, path: ["cameraOption", "zoom"]) }
        if dropShadow != nil { dropShadow!.visitProperties(&visitor) }
        for e in effects.indices {
            for c in effects[e].controls.indices {
                visitor.visit(&effects[e].controls[c].property, path: ["effect", effects[e].name, effects[e].controls[c].name])
            }
        }
        for i in shapes.indices { shapes[i].visitProperties(&visitor, path: ["content"]) }
    }
}

extension LottieTransform {
    mutating func visitProperties(_ visitor: inout some LottiePropertyVisitor, path: [String]) {
        visitor.visit(&anchor, path: path + ["anchorPoint"])
        if positionX != nil { visitor.visit(&positionX!, path: path + ["xPosition"]) }
        if positionY != nil { visitor.visit(&positionY!, path: path + ["yPosition"]) }
        if positionZ != nil { visitor.visit(&positionZ!, path: path + ["zPosition"]) }
        if positionX == nil { visitor.visit(&position, path: path + ["position"]) }
        visitor.visit(&scale, path: path + ["scale"])
        visitor.visit(&rotation, path: path + ["rotation"])
        visitor.visit(&opacity, path: path + ["opacity"])
        if skew != nil { visitor.visit(&skew!, path: path + ["skew"]) }
        if skewAxis != nil { visitor.visit(&skewAxis!, path: path + ["skewAxis"]) }
        visitor.visit(&rotationX, path: path + ["xRotation"])
        visitor.visit(&rotationY, path: path + ["yRotation"])
        visitor.visit(&orientation, path: path + ["orientation"])
        visitor.visit(&startOpacity, path: path + ["startOpacity"])
        visitor.visit(&endOpacity, path: path + ["endOpacity"])
    }
}

extension LottieDropShadow {
    mutating func visitProperties(_ visitor: inout some LottiePropertyVisitor) {
        let path = ["dropShadow"]
        if color != nil { visitor.visit(&color!, path: path + ["color"]) }
        if opacity != nil { visitor.visit(&opacity!, path: path + ["opacity"]) }
        if angle != nil { visitor.visit(&angle!, path: path + ["direction"]) }
        if distance != nil { visitor.visit(&distance!, path: path + ["distance"]) }
        if softness != nil { visitor.visit(&softness!, path: path + ["softness"]) }
    }
}

extension LottieShapeItem {
    /// Visits the item's properties under `path + [its name]` (`content("Rect").size`).
    mutating func visitProperties(_ visitor: inout some LottiePropertyVisitor, path: [String]) {
        let here = path + [name]
        switch self {
        case .group(let name, var items, var transform):
            for i in items.indices { items[i].visitProperties(&visitor, path: here + ["content"]) }
            if transform != nil { transform!.visitProperties(&visitor, path: here + ["transform"]) }
            self = .group(name: name, items: items, transform: transform)
        case .path(let name, var shape, let reversed):
            visitor.visit(&shape, path: here + ["path"])
            self = .path(name: name, shape: shape, reversed: reversed)
        case .rectangle(let name, var position, var size, var roundness, let reversed):
            visitor.visit(&position, path: here + ["position"])
            visitor.visit(&size, path: here + ["size"])
            visitor.visit(&roundness, path: here + ["roundness"])
            self = .rectangle(name: name, position: position, size: size, roundness: roundness, reversed: reversed)
        case .ellipse(let name, var position, var size, let reversed):
            visitor.visit(&position, path: here + ["position"])
            visitor.visit(&size, path: here + ["size"])
            self = .ellipse(name: name, position: position, size: size, reversed: reversed)
        case .star(var star):
            visitor.visit(&star.position, path: here + ["position"])
            visitor.visit(&star.points, path: here + ["points"])
            visitor.visit(&star.rotation, path: here + ["rotation"])
            visitor.visit(&star.outerRadius, path: here + ["outerRadius"])
            visitor.visit(&star.outerRoundness, path: here + ["outerRoundness"])
            visitor.visit(&star.innerRadius, path: here + ["innerRadius"])
            visitor.visit(&star.innerRoundness, path: here + ["innerRoundness"])
            self = .star(star)
        case .fill(var fill):
            visitor.visit(&fill.color, path: here + ["color"])
            visitor.visit(&fill.opacity, path: here + ["opacity"])
            self = .fill(fill)
        case .stroke(var stroke):
            stroke.visitProperties(&visitor, path: here)
            self = .stroke(stroke)
        case .gradientFill(var gradient):
            gradient.visitProperties(&visitor, path: here)
            self = .gradientFill(gradient)
        case .gradientStroke(var gradient, var stroke):
            gradient.visitProperties(&visitor, path: here)
            stroke.visitProperties(&visitor, path: here)
            self = .gradientStroke(gradient, stroke)
        case .trim(let name, var start, var end, var offset, let individually):
            visitor.visit(&start, path: here + ["start"])
            visitor.visit(&end, path: here + ["end"])
            visitor.visit(&offset, path: here + ["offset"])
            self = .trim(name: name, start: start, end: end, offset: offset, individually: individually)
        case .repeater(let name, var copies, var offset, var transform, let above):
            visitor.visit(&copies, path: here + ["copies"])
            visitor.visit(&offset, path: here + ["offset"])
            transform.visitProperties(&visitor, path: here + ["transform"])
            self = .repeater(name: name, copies: copies, offset: offset, transform: transform, above: above)
        case .outlineModifier(let name, var modifier):
            modifier.visitProperties(&visitor, path: here)
            self = .outlineModifier(name: name, modifier)
        case .mergePaths, .unsupported:
            break
        }
    }
}

extension LottieStroke {
    mutating func visitProperties(_ visitor: inout some LottiePropertyVisitor, path: [String]) {
        visitor.visit(&color, path: path + ["color"])
        visitor.visit(&opacity, path: path + ["opacity"])
        visitor.visit(&width, path: path + ["strokeWidth"])
        if dashOffset != nil { visitor.visit(&dashOffset!, path: path + ["dashOffset"]) }
    }
}

extension LottieGradient {
    mutating func visitProperties(_ visitor: inout some LottiePropertyVisitor, path: [String]) {
        visitor.visit(&start, path: path + ["startPoint"])
        visitor.visit(&end, path: path + ["endPoint"])
        visitor.visit(&opacity, path: path + ["opacity"])
        visitor.visit(&stops, path: path + ["colors"])
    }
}

extension LottieOutlineModifier {
    mutating func visitProperties(_ visitor: inout some LottiePropertyVisitor, path: [String]) {
        switch self {
        case .roundCorners(var radius):
            visitor.visit(&radius, path: path + ["radius"])
            self = .roundCorners(radius: radius)
        case .puckerBloat(var amount):
            visitor.visit(&amount, path: path + ["amount"])
            self = .puckerBloat(amount: amount)
        case .zigZag(var size, var ridges, var pointType):
            visitor.visit(&size, path: path + ["size"])
            visitor.visit(&ridges, path: path + ["ridges"])
            visitor.visit(&pointType, path: path + ["points"])
            self = .zigZag(size: size, ridges: ridges, pointType: pointType)
        case .offset(var amount, let lineJoin, var miterLimit):
            visitor.visit(&amount, path: path + ["amount"])
            visitor.visit(&miterLimit, path: path + ["miterLimit"])
            self = .offset(amount: amount, lineJoin: lineJoin, miterLimit: miterLimit)
        }
    }
}
