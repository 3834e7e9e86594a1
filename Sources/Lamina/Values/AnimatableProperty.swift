/// A key path an animation can target, with Core Animation's spelling (`"transform.rotation.z"`).
///
/// Parsing the string once, when an animation is made, keeps the evaluator to a `switch`.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case opacity
    case position
    case positionX = "position.x"
    case positionY = "position.y"
    case zPosition
    case bounds
    case boundsOrigin = "bounds.origin"
    case boundsSize = "bounds.size"
    case boundsWidth = "bounds.size.width"
    case boundsHeight = "bounds.size.height"
    case anchorPoint
    case transform
    case transformRotation = "transform.rotation"
    case transformRotationZ = "transform.rotation.z"
    case transformScale = "transform.scale"
    case transformScaleX = "transform.scale.x"
    case transformScaleY = "transform.scale.y"
    case transformTranslation = "transform.translation"
    case transformTranslationX = "transform.translation.x"
    case transformTranslationY = "transform.translation.y"
    case sublayerTransform
    case hidden
    case masksToBounds
    case backgroundColor
    case cornerRadius
    case borderWidth
    case borderColor
    case shadowColor
    case shadowOpacity
    case shadowOffset
    case shadowRadius
    case shadowPath
    // ShapeLayer
    case path
    case fillColor
    case strokeColor
    case lineWidth
    case miterLimit
    case lineDashPhase
    case strokeStart
    case strokeEnd
    // ReplicatorLayer
    case instanceDelay
    case instanceTransform
    case instanceColor
    case instanceRedOffset
    case instanceGreenOffset
    case instanceBlueOffset
    case instanceAlphaOffset
    // TextLayer
    case string
    case fontSize
    case foregroundColor
    // GradientLayer
    case colors
    case locations
    case startPoint
    case endPoint

    /// The property for a Core Animation key path, or `nil` when Lamina cannot animate it.
    public init?(keyPath: String) {
        self.init(rawValue: keyPath)
    }

    /// Core Animation's key path.
    public var keyPath: String { rawValue }

    /// The layer kind that has this property, or `nil` when every layer has it.
    public var requiredKind: LayerKind? {
        switch self {
        case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd:
            .shape
        case .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset,
             .instanceBlueOffset, .instanceAlphaOffset:
            .replicator
        case .string, .fontSize, .foregroundColor: .text
        case .colors, .locations, .startPoint, .endPoint: .gradient
        default: nil
        }
    }

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
        case .colors: return p.gradient.map { .colors($0.colors ?? []) }
        case .locations: return p.gradient.map { .numbers($0.locations ?? []) }
        case .startPoint: return p.gradient.map { .point($0.startPoint) }
        case .endPoint: return p.gradient.map { .point($0.endPoint) }
        }
    }

    /// Writes `value` into the property; a value of the wrong kind, or a property the layer's
    /// kind lacks, changes nothing and returns `false`.
    @discardableResult
    public func set(_ value: AnimatableValue, in p: inout LayerProperties) -> Bool {
        switch (self, value) {
        case let (.opacity, .number(v)): p.opacity = v
        case let (.position, .point(v)): p.position = v
        case let (.positionX, .number(v)): p.position.x = v
        case let (.positionY, .number(v)): p.position.y = v
        case let (.zPosition, .number(v)): p.zPosition = v
        case let (.bounds, .rect(v)): p.bounds = v
        case let (.boundsOrigin, .point(v)): p.bounds.origin = v
        case let (.boundsSize, .size(v)): p.bounds.size = v
        case let (.boundsWidth, .number(v)): p.bounds.size.width = v
        case let (.boundsHeight, .number(v)): p.bounds.size.height = v
        case let (.anchorPoint, .point(v)): p.anchorPoint = v
        case let (.transform, .transform(v)): p.transform = v
        case let (.transformRotation, .number(v)), let (.transformRotationZ, .number(v)):
            p.transform.setRotationZ(v)
        case let (.transformScale, .number(v)):
            var c = p.transform.components
            c.scaleX = v; c.scaleY = v; c.scaleZ = v
            p.transform = p.transform.replacing(c)
        case let (.transformScaleX, .number(v)):
            var c = p.transform.components
            c.scaleX = v
            p.transform = p.transform.replacing(c)
        case let (.transformScaleY, .number(v)):
            var c = p.transform.components
            c.scaleY = v
            p.transform = p.transform.replacing(c)
        case let (.transformTranslation, .size(v)): p.transform.m41 = v.width; p.transform.m42 = v.height
        case let (.transformTranslationX, .number(v)): p.transform.m41 = v
        case let (.transformTranslationY, .number(v)): p.transform.m42 = v
        case let (.sublayerTransform, .transform(v)): p.sublayerTransform = v
        case let (.hidden, .bool(v)): p.isHidden = v
        case let (.masksToBounds, .bool(v)): p.masksToBounds = v
        case let (.backgroundColor, .color(v)): p.backgroundColor = v
        case let (.cornerRadius, .number(v)): p.cornerRadius = v
        case let (.borderWidth, .number(v)): p.borderWidth = v
        case let (.borderColor, .color(v)): p.borderColor = v
        case let (.shadowColor, .color(v)): p.shadowColor = v
        case let (.shadowOpacity, .number(v)): p.shadowOpacity = v
        case let (.shadowOffset, .size(v)): p.shadowOffset = v
        case let (.shadowRadius, .number(v)): p.shadowRadius = v
        case let (.shadowPath, .path(v)): p.shadowPath = v
        case let (.path, .path(v)) where p.shape != nil: p.shape!.path = v
        case let (.fillColor, .color(v)) where p.shape != nil: p.shape!.fillColor = v
        case let (.strokeColor, .color(v)) where p.shape != nil: p.shape!.strokeColor = v
        case let (.lineWidth, .number(v)) where p.shape != nil: p.shape!.lineWidth = v
        case let (.miterLimit, .number(v)) where p.shape != nil: p.shape!.miterLimit = v
        case let (.lineDashPhase, .number(v)) where p.shape != nil: p.shape!.lineDashPhase = v
        case let (.strokeStart, .number(v)) where p.shape != nil: p.shape!.strokeStart = v
        case let (.strokeEnd, .number(v)) where p.shape != nil: p.shape!.strokeEnd = v
        case let (.instanceDelay, .number(v)) where p.replicator != nil: p.replicator!.instanceDelay = v
        case let (.instanceTransform, .transform(v)) where p.replicator != nil: p.replicator!.instanceTransform = v
        case let (.instanceColor, .color(v)) where p.replicator != nil: p.replicator!.instanceColor = v
        case let (.instanceRedOffset, .number(v)) where p.replicator != nil: p.replicator!.instanceRedOffset = v
        case let (.instanceGreenOffset, .number(v)) where p.replicator != nil: p.replicator!.instanceGreenOffset = v
        case let (.instanceBlueOffset, .number(v)) where p.replicator != nil: p.replicator!.instanceBlueOffset = v
        case let (.instanceAlphaOffset, .number(v)) where p.replicator != nil: p.replicator!.instanceAlphaOffset = v
        case let (.string, .string(v)) where p.text != nil: p.text!.string = v
        case let (.fontSize, .number(v)) where p.text != nil: p.text!.fontSize = v
        case let (.foregroundColor, .color(v)) where p.text != nil: p.text!.foregroundColor = v
        case let (.colors, .colors(v)) where p.gradient != nil: p.gradient!.colors = v
        case let (.locations, .numbers(v)) where p.gradient != nil: p.gradient!.locations = v
        case let (.startPoint, .point(v)) where p.gradient != nil: p.gradient!.startPoint = v
        case let (.endPoint, .point(v)) where p.gradient != nil: p.gradient!.endPoint = v
        default: return false
        }
        return true
    }
}
