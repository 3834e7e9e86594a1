import Foundation

/// Number-valued properties read and written as plain `Double`s: the evaluator's fast path,
/// which never boxes a value in `AnimatableValue`.
extension AnimatableProperty {
    /// Whether the property holds a number.
    var isScalar: Bool {
        if case .number = sampleValue { true } else { false }
    }

    // Both switches list every key path, with no `default:`: a new property that the compiler
    // did not make someone place here would silently animate nothing.

    /// The property's number, or `nil` when it is not a number or the layer's kind lacks it.
    func scalar(in p: LayerProperties) -> Double? {
        switch self {
        case .opacity: p.opacity
        case .positionX: p.position.x
        case .positionY: p.position.y
        case .zPosition: p.zPosition
        case .anchorPointZ: p.anchorPointZ
        case .boundsWidth: p.bounds.size.width
        case .boundsHeight: p.bounds.size.height
        case .transformRotation, .transformRotationZ: atan2(p.transform.m12, p.transform.m11)
        case .transformScale:
            (p.transform.components.scaleX + p.transform.components.scaleY) / 2
        case .transformScaleX: p.transform.components.scaleX
        case .transformScaleY: p.transform.components.scaleY
        case .transformTranslationX: p.transform.m41
        case .transformTranslationY: p.transform.m42
        case .transformRotationX, .transformRotationY, .transformScaleZ, .transformTranslationZ:
            transformComponent!.scalar(of: p.transform)
        case .sublayerTransformRotation, .sublayerTransformRotationX, .sublayerTransformRotationY,
             .sublayerTransformRotationZ, .sublayerTransformScale, .sublayerTransformScaleX,
             .sublayerTransformScaleY, .sublayerTransformScaleZ, .sublayerTransformTranslation,
             .sublayerTransformTranslationX, .sublayerTransformTranslationY, .sublayerTransformTranslationZ:
            transformComponent!.scalar(of: p.sublayerTransform)
        case .cornerRadius: p.cornerRadius
        case .borderWidth: p.borderWidth
        case .shadowOpacity: p.shadowOpacity
        case .shadowRadius: p.shadowRadius
        case .lineWidth: p.shape?.lineWidth
        case .miterLimit: p.shape?.miterLimit
        case .lineDashPhase: p.shape?.lineDashPhase
        case .strokeStart: p.shape?.strokeStart
        case .strokeEnd: p.shape?.strokeEnd
        case .instanceDelay: p.replicator?.instanceDelay
        case .instanceRedOffset: p.replicator?.instanceRedOffset
        case .instanceGreenOffset: p.replicator?.instanceGreenOffset
        case .instanceBlueOffset: p.replicator?.instanceBlueOffset
        case .instanceAlphaOffset: p.replicator?.instanceAlphaOffset
        case .fontSize: p.text?.fontSize
        case .textStrokeWidth: p.text?.textStrokeWidth
        case .emitterZPosition: p.emitter?.emitterZPosition
        case .emitterDepth: p.emitter?.emitterDepth
        case .birthRate: p.emitter?.birthRate
        case .lifetime: p.emitter?.lifetime
        case .velocity: p.emitter?.velocity
        case .scale: p.emitter?.scale
        case .spin: p.emitter?.spin
        case .position, .bounds, .boundsOrigin, .boundsSize, .anchorPoint, .transform, .transformTranslation,
             .sublayerTransform, .hidden, .masksToBounds, .backgroundColor, .borderColor, .shadowColor, .shadowOffset,
             .shadowPath, .compositingFilter, .contentsRect, .contentsCenter, .path, .fillColor, .strokeColor, .instanceTransform, .instanceColor, .string,
             .foregroundColor, .textStrokeColor, .colors, .locations, .startPoint, .endPoint, .emitterPosition, .emitterSize:
            nil
        }
    }

    /// Writes a number; does nothing for a property that is not a number on this layer.
    func setScalar(_ v: Double, in p: inout LayerProperties) {
        switch self {
        case .opacity: p.opacity = v
        case .positionX: p.position.x = v
        case .positionY: p.position.y = v
        case .zPosition: p.zPosition = v
        case .anchorPointZ: p.anchorPointZ = v
        case .boundsWidth: p.bounds.size.width = v
        case .boundsHeight: p.bounds.size.height = v
        case .transformTranslationX: p.transform.m41 = v
        case .transformTranslationY: p.transform.m42 = v
        case .transformRotationX, .transformRotationY, .transformScaleZ, .transformTranslationZ:
            transformComponent!.setScalar(v, in: &p.transform)
        case .sublayerTransformRotation, .sublayerTransformRotationX, .sublayerTransformRotationY,
             .sublayerTransformRotationZ, .sublayerTransformScale, .sublayerTransformScaleX,
             .sublayerTransformScaleY, .sublayerTransformScaleZ, .sublayerTransformTranslation,
             .sublayerTransformTranslationX, .sublayerTransformTranslationY, .sublayerTransformTranslationZ:
            transformComponent!.setScalar(v, in: &p.sublayerTransform)
        case .cornerRadius: p.cornerRadius = v
        case .borderWidth: p.borderWidth = v
        case .shadowOpacity: p.shadowOpacity = v
        case .shadowRadius: p.shadowRadius = v
        case .lineWidth: _ = p.modifyShape { $0.lineWidth = v }
        case .miterLimit: _ = p.modifyShape { $0.miterLimit = v }
        case .lineDashPhase: _ = p.modifyShape { $0.lineDashPhase = v }
        case .strokeStart: _ = p.modifyShape { $0.strokeStart = v }
        case .strokeEnd: _ = p.modifyShape { $0.strokeEnd = v }
        case .instanceDelay where p.replicator != nil: p.replicator!.instanceDelay = v
        case .instanceRedOffset where p.replicator != nil: p.replicator!.instanceRedOffset = v
        case .instanceGreenOffset where p.replicator != nil: p.replicator!.instanceGreenOffset = v
        case .instanceBlueOffset where p.replicator != nil: p.replicator!.instanceBlueOffset = v
        case .instanceAlphaOffset where p.replicator != nil: p.replicator!.instanceAlphaOffset = v
        case .fontSize where p.text != nil: p.text!.fontSize = v
        case .textStrokeWidth where p.text != nil: p.text!.textStrokeWidth = max(v, 0)
        case .emitterZPosition where p.emitter != nil: p.emitter!.emitterZPosition = v
        case .emitterDepth where p.emitter != nil: p.emitter!.emitterDepth = v
        case .birthRate where p.emitter != nil: p.emitter!.birthRate = v
        case .lifetime where p.emitter != nil: p.emitter!.lifetime = v
        case .velocity where p.emitter != nil: p.emitter!.velocity = v
        case .scale where p.emitter != nil: p.emitter!.scale = v
        case .spin where p.emitter != nil: p.emitter!.spin = v
        case .emitterZPosition, .emitterDepth, .birthRate, .lifetime, .velocity, .scale, .spin:
            break  // not an emitter
        case .transformRotation, .transformRotationZ: p.transform.setRotationZ(v)
        case .transformScale: p.transform.setScale(x: v, y: v, z: v)
        case .transformScaleX: p.transform.setScale(x: v, y: nil, z: nil)
        case .transformScaleY: p.transform.setScale(x: nil, y: v, z: nil)
        case .instanceDelay, .instanceRedOffset,
             .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset, .fontSize, .textStrokeWidth:
            break  // the layer's kind lacks it
        case .position, .bounds, .boundsOrigin, .boundsSize, .anchorPoint, .transform, .transformTranslation,
             .sublayerTransform, .hidden, .masksToBounds, .backgroundColor, .borderColor, .shadowColor, .shadowOffset,
             .shadowPath, .compositingFilter, .contentsRect, .contentsCenter, .path, .fillColor, .strokeColor, .instanceTransform, .instanceColor, .string,
             .foregroundColor, .textStrokeColor, .colors, .locations, .startPoint, .endPoint, .emitterPosition, .emitterSize:
            break
        }
    }
}
