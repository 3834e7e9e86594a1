/// Point- and size-valued properties read and written as plain pairs of numbers: the
/// evaluator's second fast path (after numbers), which never boxes a value in `AnimatableValue`.
/// A size travels as a `Point` (width as x, height as y); the arithmetic is the same.
extension AnimatableProperty {
    /// Whether the property holds a point or a size: the kind of value `point(in:)` reads.
    var pointKind: PointKind? {
        switch sampleValue {
        case .point: .point
        case .size: .size
        default: nil
        }
    }

    enum PointKind {
        case point, size

        /// The pair in `value` when it is of this kind.
        func pair(_ value: AnimatableValue) -> Point? {
            switch (self, value) {
            case let (.point, .point(p)): p
            case let (.size, .size(s)): Point(x: s.width, y: s.height)
            default: nil
            }
        }
    }

    // Both switches list every key path, with no `default:` (see `scalar(in:)`).

    /// The property's point (or size as a point), or `nil` when it is neither or the layer's kind lacks it.
    func point(in p: LayerProperties) -> Point? {
        switch self {
        case .position: p.position
        case .anchorPoint: p.anchorPoint
        case .boundsOrigin: p.bounds.origin
        case .boundsSize: Point(x: p.bounds.size.width, y: p.bounds.size.height)
        case .transformTranslation: Point(x: p.transform.m41, y: p.transform.m42)
        case .sublayerTransformTranslation: Point(x: p.sublayerTransform.m41, y: p.sublayerTransform.m42)
        case .shadowOffset: Point(x: p.shadowOffset.width, y: p.shadowOffset.height)
        case .startPoint: p.gradient?.startPoint
        case .endPoint: p.gradient?.endPoint
        case .emitterPosition: p.emitter?.emitterPosition
        case .emitterSize: p.emitter.map { Point(x: $0.emitterSize.width, y: $0.emitterSize.height) }
        case .opacity, .positionX, .positionY, .zPosition, .anchorPointZ, .bounds, .boundsWidth, .boundsHeight, .transform,
             .transformRotation, .transformRotationZ, .transformScale, .transformScaleX, .transformScaleY,
             .transformTranslationX, .transformTranslationY, .sublayerTransform, .hidden, .masksToBounds,
             .backgroundColor, .cornerRadius, .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowRadius,
             .shadowPath, .compositingFilter, .contentsRect, .contentsCenter, .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart,
             .strokeEnd, .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset,
             .instanceBlueOffset, .instanceAlphaOffset, .string, .fontSize, .foregroundColor, .textStrokeColor, .textStrokeWidth, .colors, .locations,
             .transformRotationX, .transformRotationY, .transformScaleZ, .transformTranslationZ,
             .sublayerTransformRotation, .sublayerTransformRotationX, .sublayerTransformRotationY,
             .sublayerTransformRotationZ, .sublayerTransformScale, .sublayerTransformScaleX,
             .sublayerTransformScaleY, .sublayerTransformScaleZ,
             .sublayerTransformTranslationX, .sublayerTransformTranslationY, .sublayerTransformTranslationZ,
             .emitterZPosition, .emitterDepth, .birthRate, .lifetime, .velocity, .scale, .spin:
            nil
        }
    }

    /// Writes a point (or size as a point); does nothing for a property that is neither on this layer.
    func setPoint(_ v: Point, in p: inout LayerProperties) {
        switch self {
        case .position: p.position = v
        case .anchorPoint: p.anchorPoint = v
        case .boundsOrigin: p.bounds.origin = v
        case .boundsSize: p.bounds.size = Size(width: v.x, height: v.y)
        case .transformTranslation: p.transform.m41 = v.x; p.transform.m42 = v.y
        case .sublayerTransformTranslation: p.sublayerTransform.m41 = v.x; p.sublayerTransform.m42 = v.y
        case .shadowOffset: p.shadowOffset = Size(width: v.x, height: v.y)
        case .startPoint where p.gradient != nil: p.gradient!.startPoint = v
        case .endPoint where p.gradient != nil: p.gradient!.endPoint = v
        case .startPoint, .endPoint: break  // not a gradient layer
        case .emitterPosition where p.emitter != nil: p.emitter!.emitterPosition = v
        case .emitterSize where p.emitter != nil: p.emitter!.emitterSize = Size(width: v.x, height: v.y)
        case .emitterPosition, .emitterSize: break  // not an emitter
        case .opacity, .positionX, .positionY, .zPosition, .anchorPointZ, .bounds, .boundsWidth, .boundsHeight, .transform,
             .transformRotation, .transformRotationZ, .transformScale, .transformScaleX, .transformScaleY,
             .transformTranslationX, .transformTranslationY, .sublayerTransform, .hidden, .masksToBounds,
             .backgroundColor, .cornerRadius, .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowRadius,
             .shadowPath, .compositingFilter, .contentsRect, .contentsCenter, .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart,
             .strokeEnd, .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset,
             .instanceBlueOffset, .instanceAlphaOffset, .string, .fontSize, .foregroundColor, .textStrokeColor, .textStrokeWidth, .colors, .locations,
             .transformRotationX, .transformRotationY, .transformScaleZ, .transformTranslationZ,
             .sublayerTransformRotation, .sublayerTransformRotationX, .sublayerTransformRotationY,
             .sublayerTransformRotationZ, .sublayerTransformScale, .sublayerTransformScaleX,
             .sublayerTransformScaleY, .sublayerTransformScaleZ,
             .sublayerTransformTranslationX, .sublayerTransformTranslationY, .sublayerTransformTranslationZ,
             .emitterZPosition, .emitterDepth, .birthRate, .lifetime, .velocity, .scale, .spin:
            break
        }
    }
}
