/// A key path an animation can target, with Core Animation's spelling (`"transform.rotation.z"`).
///
/// Parsing the string once, when an animation is made, keeps the evaluator to a `switch`.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    /// `opacity`, 0...1.
    case opacity
    /// `position`, in points.
    case position
    /// `position.x`, in points.
    case positionX = "position.x"
    /// `position.y`, in points.
    case positionY = "position.y"
    /// `zPosition`, in points.
    case zPosition
    /// `bounds`, in points.
    case bounds
    /// `bounds.origin`, in points.
    case boundsOrigin = "bounds.origin"
    /// `bounds.size`, in points.
    case boundsSize = "bounds.size"
    /// `bounds.size.width`, in points.
    case boundsWidth = "bounds.size.width"
    /// `bounds.size.height`, in points.
    case boundsHeight = "bounds.size.height"
    /// `anchorPoint`, in unit coordinates of the bounds.
    case anchorPoint
    /// `anchorPointZ`, in points.
    case anchorPointZ
    /// `transform`, a whole matrix.
    case transform
    /// `transform.rotation`: the rotation about z, in radians.
    case transformRotation = "transform.rotation"
    /// `transform.rotation.z`, in radians.
    case transformRotationZ = "transform.rotation.z"
    /// `transform.scale`: the scale along x and y.
    case transformScale = "transform.scale"
    /// `transform.scale.x`.
    case transformScaleX = "transform.scale.x"
    /// `transform.scale.y`.
    case transformScaleY = "transform.scale.y"
    /// `transform.translation`, in points.
    case transformTranslation = "transform.translation"
    /// `transform.translation.x`, in points.
    case transformTranslationX = "transform.translation.x"
    /// `transform.translation.y`, in points.
    case transformTranslationY = "transform.translation.y"
    /// `transform.rotation.x`, in radians.
    case transformRotationX = "transform.rotation.x"
    /// `transform.rotation.y`, in radians.
    case transformRotationY = "transform.rotation.y"
    /// `transform.scale.z`.
    case transformScaleZ = "transform.scale.z"
    /// `transform.translation.z`, in points.
    case transformTranslationZ = "transform.translation.z"
    /// `sublayerTransform`.
    case sublayerTransform
    /// `sublayerTransform.rotation`: the rotation about z, in radians.
    case sublayerTransformRotation = "sublayerTransform.rotation"
    /// `sublayerTransform.rotation.x`, in radians.
    case sublayerTransformRotationX = "sublayerTransform.rotation.x"
    /// `sublayerTransform.rotation.y`, in radians.
    case sublayerTransformRotationY = "sublayerTransform.rotation.y"
    /// `sublayerTransform.rotation.z`, in radians.
    case sublayerTransformRotationZ = "sublayerTransform.rotation.z"
    /// `sublayerTransform.scale`: the scale along x and y.
    case sublayerTransformScale = "sublayerTransform.scale"
    /// `sublayerTransform.scale.x`.
    case sublayerTransformScaleX = "sublayerTransform.scale.x"
    /// `sublayerTransform.scale.y`.
    case sublayerTransformScaleY = "sublayerTransform.scale.y"
    /// `sublayerTransform.scale.z`.
    case sublayerTransformScaleZ = "sublayerTransform.scale.z"
    /// `sublayerTransform.translation`, in points.
    case sublayerTransformTranslation = "sublayerTransform.translation"
    /// `sublayerTransform.translation.x`, in points.
    case sublayerTransformTranslationX = "sublayerTransform.translation.x"
    /// `sublayerTransform.translation.y`, in points.
    case sublayerTransformTranslationY = "sublayerTransform.translation.y"
    /// `sublayerTransform.translation.z`, in points.
    case sublayerTransformTranslationZ = "sublayerTransform.translation.z"
    /// `hidden`, discretely.
    case hidden
    /// `masksToBounds`, discretely.
    case masksToBounds
    /// `backgroundColor`.
    case backgroundColor
    /// `cornerRadius`, in points.
    case cornerRadius
    /// `borderWidth`, in points.
    case borderWidth
    /// `borderColor`.
    case borderColor
    /// `shadowColor`.
    case shadowColor
    /// `shadowOpacity`, 0...1.
    case shadowOpacity
    /// `shadowOffset`, in points.
    case shadowOffset
    /// `shadowRadius`, in points.
    case shadowRadius
    /// `shadowPath`.
    case shadowPath
    /// `compositingFilter`, discretely.
    case compositingFilter
    /// `contentsRect`, in unit coordinates of the image.
    case contentsRect
    /// `contentsCenter`, in unit coordinates of the image.
    case contentsCenter
    // ShapeLayer
    /// `path` of a shape layer.
    case path
    /// `fillColor` of a shape layer.
    case fillColor
    /// `strokeColor` of a shape layer.
    case strokeColor
    /// `lineWidth` of a shape layer, in points.
    case lineWidth
    /// `miterLimit` of a shape layer, a multiple of the line width.
    case miterLimit
    /// `lineDashPhase` of a shape layer, in points.
    case lineDashPhase
    /// `strokeStart` of a shape layer, a 0...1 fraction of the path's length.
    case strokeStart
    /// `strokeEnd` of a shape layer, a 0...1 fraction of the path's length.
    case strokeEnd
    // ReplicatorLayer
    /// `instanceDelay` of a replicator, in seconds.
    case instanceDelay
    /// `instanceTransform` of a replicator.
    case instanceTransform
    /// `instanceColor` of a replicator.
    case instanceColor
    /// `instanceRedOffset` of a replicator.
    case instanceRedOffset
    /// `instanceGreenOffset` of a replicator.
    case instanceGreenOffset
    /// `instanceBlueOffset` of a replicator.
    case instanceBlueOffset
    /// `instanceAlphaOffset` of a replicator.
    case instanceAlphaOffset
    // TextLayer
    /// `string` of a text layer, discretely.
    case string
    /// `fontSize` of a text layer, in points.
    case fontSize
    /// `foregroundColor` of a text layer.
    case foregroundColor
    /// `textStrokeColor` of a text layer (Lamina's own).
    case textStrokeColor
    /// `textStrokeWidth` of a text layer, in points (Lamina's own).
    case textStrokeWidth
    // GradientLayer
    /// `colors` of a gradient layer.
    case colors
    /// `locations` of a gradient layer, 0...1 fractions.
    case locations
    /// `startPoint` of a gradient layer, in unit coordinates.
    case startPoint
    /// `endPoint` of a gradient layer, in unit coordinates.
    case endPoint
    // EmitterLayer
    /// `emitterPosition` of an emitter, in points.
    case emitterPosition
    /// `emitterZPosition` of an emitter, in points.
    case emitterZPosition
    /// `emitterSize` of an emitter, in points.
    case emitterSize
    /// `emitterDepth` of an emitter, in points.
    case emitterDepth
    /// `birthRate` of an emitter: multiplies its cells' birth rates.
    case birthRate
    /// `lifetime` of an emitter: multiplies its cells' lifetimes.
    case lifetime
    /// `velocity` of an emitter: multiplies its cells' velocities.
    case velocity
    /// `scale` of an emitter: multiplies its cells' scales.
    case scale
    /// `spin` of an emitter: multiplies its cells' spins.
    case spin

    /// The property for a Core Animation key path, or `nil` when Lamina cannot animate it.
    public init?(keyPath: String) {
        self.init(rawValue: keyPath)
    }

    /// Core Animation's key path.
    public var keyPath: String { rawValue }

    /// The stored value this key path reads and writes: itself, or the value it is part of
    /// (`position.x` is part of `position`, `transform.rotation.z` of `transform`).
    var storage: PropertyKey {
        switch self {
        case .positionX, .positionY: .position
        case .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: .bounds
        case .transformRotation, .transformRotationZ, .transformScale, .transformScaleX, .transformScaleY,
             .transformTranslation, .transformTranslationX, .transformTranslationY,
             .transformRotationX, .transformRotationY, .transformScaleZ, .transformTranslationZ:
            .transform
        case .sublayerTransformRotation, .sublayerTransformRotationX, .sublayerTransformRotationY,
             .sublayerTransformRotationZ, .sublayerTransformScale, .sublayerTransformScaleX,
             .sublayerTransformScaleY, .sublayerTransformScaleZ, .sublayerTransformTranslation,
             .sublayerTransformTranslationX, .sublayerTransformTranslationY, .sublayerTransformTranslationZ:
            .sublayerTransform
        // Every other key path is a whole stored value, spelled as its row (the table test walks them all).
        default: PropertyKey(rawValue: rawValue)!
        }
    }

    /// The component a `transform.*` or `sublayerTransform.*` key path names, for the paths that
    /// `TransformComponentPath` reads and writes (the older `transform.*` paths have their own
    /// lines in the switches).
    var transformComponent: TransformComponentPath? {
        switch self {
        case .transformRotationX, .sublayerTransformRotationX: .rotationX
        case .transformRotationY, .sublayerTransformRotationY: .rotationY
        case .sublayerTransformRotation, .sublayerTransformRotationZ: .rotationZ
        case .sublayerTransformScale: .scale
        case .sublayerTransformScaleX: .scaleX
        case .sublayerTransformScaleY: .scaleY
        case .transformScaleZ, .sublayerTransformScaleZ: .scaleZ
        case .sublayerTransformTranslation: .translation
        case .sublayerTransformTranslationX: .translationX
        case .sublayerTransformTranslationY: .translationY
        case .transformTranslationZ, .sublayerTransformTranslationZ: .translationZ
        default: nil
        }
    }

    /// The layer kind that has this property, or `nil` when every layer has it.
    public var requiredKind: LayerKind? { storage.row.kind }

    /// A value of the kind this property holds (the model default), used to check scene values.
    public var sampleValue: AnimatableValue {
        let kind = requiredKind ?? .layer
        return value(in: LayerProperties(kind: kind))!
    }

    /// The property's value, or `nil` when the layer is of another kind.
    public func value(in p: LayerProperties) -> AnimatableValue? {
        switch self {
        case .opacity: return .number(p.opacity)
        case .position: return .point(p.position)
        case .positionX: return .number(p.position.x)
        case .positionY: return .number(p.position.y)
        case .zPosition: return .number(p.zPosition)
        case .bounds: return .rect(p.bounds)
        case .boundsOrigin: return .point(p.bounds.origin)
        case .boundsSize: return .size(p.bounds.size)
        case .boundsWidth: return .number(p.bounds.size.width)
        case .boundsHeight: return .number(p.bounds.size.height)
        case .anchorPoint: return .point(p.anchorPoint)
        case .anchorPointZ: return .number(p.anchorPointZ)
        case .transform: return .transform(p.transform)
        case .transformRotation, .transformRotationZ: return .number(p.transform.components.rotationZ)
        case .transformScale:
            let c = p.transform.components
            return .number((c.scaleX + c.scaleY) / 2)
        case .transformScaleX: return .number(p.transform.components.scaleX)
        case .transformScaleY: return .number(p.transform.components.scaleY)
        case .transformTranslation: return .size(Size(width: p.transform.m41, height: p.transform.m42))
        case .transformTranslationX: return .number(p.transform.m41)
        case .transformTranslationY: return .number(p.transform.m42)
        case .sublayerTransform: return .transform(p.sublayerTransform)
        case .transformRotationX, .transformRotationY, .transformScaleZ, .transformTranslationZ:
            return transformComponent!.value(of: p.transform)
        case .sublayerTransformRotation, .sublayerTransformRotationX, .sublayerTransformRotationY,
             .sublayerTransformRotationZ, .sublayerTransformScale, .sublayerTransformScaleX,
             .sublayerTransformScaleY, .sublayerTransformScaleZ, .sublayerTransformTranslation,
             .sublayerTransformTranslationX, .sublayerTransformTranslationY, .sublayerTransformTranslationZ:
            return transformComponent!.value(of: p.sublayerTransform)
        case .hidden: return .bool(p.isHidden)
        case .masksToBounds: return .bool(p.masksToBounds)
        case .backgroundColor: return .color(p.backgroundColor)
        case .cornerRadius: return .number(p.cornerRadius)
        case .borderWidth: return .number(p.borderWidth)
        case .borderColor: return .color(p.borderColor)
        case .shadowColor: return .color(p.shadowColor)
        case .shadowOpacity: return .number(p.shadowOpacity)
        case .shadowOffset: return .size(p.shadowOffset)
        case .shadowRadius: return .number(p.shadowRadius)
        case .shadowPath: return .path(p.shadowPath)
        case .compositingFilter: return .string(p.compositingFilter?.rawValue)
        case .contentsRect: return .rect(p.contentsRect)
        case .contentsCenter: return .rect(p.contentsCenter)
        case .path: return p.shape.map { .path($0.path) }
        case .fillColor: return p.shape.map { .color($0.fillColor) }
        case .strokeColor: return p.shape.map { .color($0.strokeColor) }
        case .lineWidth: return p.shape.map { .number($0.lineWidth) }
        case .miterLimit: return p.shape.map { .number($0.miterLimit) }
        case .lineDashPhase: return p.shape.map { .number($0.lineDashPhase) }
        case .strokeStart: return p.shape.map { .number($0.strokeStart) }
        case .strokeEnd: return p.shape.map { .number($0.strokeEnd) }
        case .instanceDelay: return p.replicator.map { .number($0.instanceDelay) }
        case .instanceTransform: return p.replicator.map { .transform($0.instanceTransform) }
        case .instanceColor: return p.replicator.map { .color($0.instanceColor) }
        case .instanceRedOffset: return p.replicator.map { .number($0.instanceRedOffset) }
        case .instanceGreenOffset: return p.replicator.map { .number($0.instanceGreenOffset) }
        case .instanceBlueOffset: return p.replicator.map { .number($0.instanceBlueOffset) }
        case .instanceAlphaOffset: return p.replicator.map { .number($0.instanceAlphaOffset) }
        case .string: return p.text.map { .string($0.string) }
        case .fontSize: return p.text.map { .number($0.fontSize) }
        case .foregroundColor: return p.text.map { .color($0.foregroundColor) }
        case .textStrokeColor: return p.text.map { .color($0.textStrokeColor) }
        case .textStrokeWidth: return p.text.map { .number($0.textStrokeWidth) }
        case .colors: return p.gradient.map { .colors($0.colors ?? []) }
        case .locations: return p.gradient.map { .numbers($0.locations ?? []) }
        case .startPoint: return p.gradient.map { .point($0.startPoint) }
        case .endPoint: return p.gradient.map { .point($0.endPoint) }
        case .emitterPosition: return p.emitter.map { .point($0.emitterPosition) }
        case .emitterZPosition: return p.emitter.map { .number($0.emitterZPosition) }
        case .emitterSize: return p.emitter.map { .size($0.emitterSize) }
        case .emitterDepth: return p.emitter.map { .number($0.emitterDepth) }
        case .birthRate: return p.emitter.map { .number($0.birthRate) }
        case .lifetime: return p.emitter.map { .number($0.lifetime) }
        case .velocity: return p.emitter.map { .number($0.velocity) }
        case .scale: return p.emitter.map { .number($0.scale) }
        case .spin: return p.emitter.map { .number($0.spin) }
        }
    }

    /// Writes `value` into the property; a value of the wrong kind, or a property the layer's
    /// kind lacks, changes nothing and returns `false`.
    // One case per key path and no `default:`, so the compiler finds a forgotten one.
    /// Writes `value` into the property; a value of the wrong kind, or a property the layer's kind
    /// lacks, changes nothing and returns `false`.
    @discardableResult
    public func set(_ value: AnimatableValue, in p: inout LayerProperties) -> Bool {
        switch self {
        case .opacity: if case .number(let v) = value { p.opacity = v; return true }
        case .position: if case .point(let v) = value { p.position = v; return true }
        case .positionX: if case .number(let v) = value { p.position.x = v; return true }
        case .positionY: if case .number(let v) = value { p.position.y = v; return true }
        case .zPosition: if case .number(let v) = value { p.zPosition = v; return true }
        case .bounds: if case .rect(let v) = value { p.bounds = v; return true }
        case .boundsOrigin: if case .point(let v) = value { p.bounds.origin = v; return true }
        case .boundsSize: if case .size(let v) = value { p.bounds.size = v; return true }
        case .boundsWidth: if case .number(let v) = value { p.bounds.size.width = v; return true }
        case .boundsHeight: if case .number(let v) = value { p.bounds.size.height = v; return true }
        case .anchorPoint: if case .point(let v) = value { p.anchorPoint = v; return true }
        case .anchorPointZ: if case .number(let v) = value { p.anchorPointZ = v; return true }
        case .transform: if case .transform(let v) = value { p.transform = v; return true }
        case .transformRotation, .transformRotationZ:
            if case .number(let v) = value { p.transform.setRotationZ(v); return true }
        case .transformScale: if case .number(let v) = value { p.transform.setScale(x: v, y: v, z: v); return true }
        case .transformScaleX: if case .number(let v) = value { p.transform.setScale(x: v, y: nil, z: nil); return true }
        case .transformScaleY: if case .number(let v) = value { p.transform.setScale(x: nil, y: v, z: nil); return true }
        case .transformTranslation:
            if case .size(let v) = value { p.transform.m41 = v.width; p.transform.m42 = v.height; return true }
        case .transformTranslationX: if case .number(let v) = value { p.transform.m41 = v; return true }
        case .transformTranslationY: if case .number(let v) = value { p.transform.m42 = v; return true }
        case .sublayerTransform: if case .transform(let v) = value { p.sublayerTransform = v; return true }
        case .transformRotationX, .transformRotationY, .transformScaleZ, .transformTranslationZ:
            return transformComponent!.set(value, in: &p.transform)
        case .sublayerTransformRotation, .sublayerTransformRotationX, .sublayerTransformRotationY,
             .sublayerTransformRotationZ, .sublayerTransformScale, .sublayerTransformScaleX,
             .sublayerTransformScaleY, .sublayerTransformScaleZ, .sublayerTransformTranslation,
             .sublayerTransformTranslationX, .sublayerTransformTranslationY, .sublayerTransformTranslationZ:
            return transformComponent!.set(value, in: &p.sublayerTransform)
        case .hidden: if case .bool(let v) = value { p.isHidden = v; return true }
        case .masksToBounds: if case .bool(let v) = value { p.masksToBounds = v; return true }
        case .backgroundColor: if case .color(let v) = value { p.backgroundColor = v; return true }
        case .cornerRadius: if case .number(let v) = value { p.cornerRadius = v; return true }
        case .borderWidth: if case .number(let v) = value { p.borderWidth = v; return true }
        case .borderColor: if case .color(let v) = value { p.borderColor = v; return true }
        case .shadowColor: if case .color(let v) = value { p.shadowColor = v; return true }
        case .shadowOpacity: if case .number(let v) = value { p.shadowOpacity = v; return true }
        case .shadowOffset: if case .size(let v) = value { p.shadowOffset = v; return true }
        case .shadowRadius: if case .number(let v) = value { p.shadowRadius = v; return true }
        case .shadowPath: if case .path(let v) = value { p.shadowPath = v; return true }
        case .compositingFilter:
            // A name that is no filter is a value of the wrong kind.
            if case .string(let name) = value, name == nil || CompositingFilter(rawValue: name!) != nil {
                p.compositingFilter = name.flatMap(CompositingFilter.init(rawValue:))
                return true
            }
        case .contentsRect: if case .rect(let v) = value { p.contentsRect = v; return true }
        case .contentsCenter: if case .rect(let v) = value { p.contentsCenter = v; return true }
        case .path: if case .path(let v) = value { return p.modifyShape { $0.path = v } }
        case .fillColor: if case .color(let v) = value { return p.modifyShape { $0.fillColor = v } }
        case .strokeColor: if case .color(let v) = value { return p.modifyShape { $0.strokeColor = v } }
        case .lineWidth: if case .number(let v) = value { return p.modifyShape { $0.lineWidth = v } }
        case .miterLimit: if case .number(let v) = value { return p.modifyShape { $0.miterLimit = v } }
        case .lineDashPhase: if case .number(let v) = value { return p.modifyShape { $0.lineDashPhase = v } }
        case .strokeStart: if case .number(let v) = value { return p.modifyShape { $0.strokeStart = v } }
        case .strokeEnd: if case .number(let v) = value { return p.modifyShape { $0.strokeEnd = v } }
        case .instanceDelay:
            if case .number(let v) = value, p.replicator != nil { p.replicator!.instanceDelay = v; return true }
        case .instanceTransform:
            if case .transform(let v) = value, p.replicator != nil { p.replicator!.instanceTransform = v; return true }
        case .instanceColor:
            if case .color(let v) = value, p.replicator != nil { p.replicator!.instanceColor = v; return true }
        case .instanceRedOffset:
            if case .number(let v) = value, p.replicator != nil { p.replicator!.instanceRedOffset = v; return true }
        case .instanceGreenOffset:
            if case .number(let v) = value, p.replicator != nil { p.replicator!.instanceGreenOffset = v; return true }
        case .instanceBlueOffset:
            if case .number(let v) = value, p.replicator != nil { p.replicator!.instanceBlueOffset = v; return true }
        case .instanceAlphaOffset:
            if case .number(let v) = value, p.replicator != nil { p.replicator!.instanceAlphaOffset = v; return true }
        case .string: if case .string(let v) = value, p.text != nil { p.text!.string = v; return true }
        case .fontSize: if case .number(let v) = value, p.text != nil { p.text!.fontSize = v; return true }
        case .foregroundColor: if case .color(let v) = value, p.text != nil { p.text!.foregroundColor = v; return true }
        case .textStrokeColor: if case .color(let v) = value, p.text != nil { p.text!.textStrokeColor = v; return true }
        case .textStrokeWidth: if case .number(let v) = value, p.text != nil { p.text!.textStrokeWidth = max(v, 0); return true }
        case .colors: if case .colors(let v) = value, p.gradient != nil { p.gradient!.colors = v; return true }
        case .locations: if case .numbers(let v) = value, p.gradient != nil { p.gradient!.locations = v; return true }
        case .startPoint: if case .point(let v) = value, p.gradient != nil { p.gradient!.startPoint = v; return true }
        case .endPoint: if case .point(let v) = value, p.gradient != nil { p.gradient!.endPoint = v; return true }
        case .emitterPosition:
            if case .point(let v) = value, p.emitter != nil { p.emitter!.emitterPosition = v; return true }
        case .emitterSize: if case .size(let v) = value, p.emitter != nil { p.emitter!.emitterSize = v; return true }
        case .emitterZPosition, .emitterDepth, .birthRate, .lifetime, .velocity, .scale, .spin:
            if case .number(let v) = value, p.emitter != nil { setScalar(v, in: &p); return true }
        }
        return false
    }
}
