/// The property table: one case, and one row, for every value a layer stores.
///
/// The raw value is Core Animation's key (`"lineDashPhase"`, `"hidden"`), which is also the key
/// in scene documents and `inspect` output; where a document key differs from Core Animation's
/// (`gradientType`, since `type` names the layer class) the raw value is the document key. A
/// property is animatable when `AnimatableProperty` has a key path of the same spelling.
///
/// The cases are in `inspect`'s order: every layer's values, then each kind's. Tests pin that
/// order for the `.always` rows; add new rows as `.whenChanged` so existing reports stay as they are.
///
/// `contents` is the one stored value without a row: image data has no place in a scene
/// document or a report (`LayerProperties.==` compares it by hand).
enum PropertyKey: String, CaseIterable, Sendable {
    // Every layer
    case position, bounds, anchorPoint, transform, opacity, hidden, backgroundColor, cornerRadius, borderWidth
    case borderColor, zPosition, masksToBounds
    case anchorPointZ, sublayerTransform, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, contentsGravity
    case compositingFilter, contentsRect, contentsCenter, contentsScale, filters, doubleSided, maskedCorners, cornerCurve
    case magnificationFilter, minificationFilter, allowsEdgeAntialiasing
    // ShapeLayer
    case path, fillColor, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, strokeStart, strokeEnd
    case lineDashPattern, lineDashPhase, fillRule
    // ReplicatorLayer
    case instanceCount, instanceDelay, instanceTransform, instanceColor, instanceRedOffset, instanceGreenOffset
    case instanceBlueOffset, instanceAlphaOffset, preservesDepth
    // TextLayer
    case string, font, fontSize, foregroundColor, alignmentMode, wrapped, truncationMode, kern
    case textStrokeColor, textStrokeWidth, textStrokeOverFill
    // GradientLayer
    case colors, locations, startPoint, endPoint, gradientType
    // EmitterLayer
    case emitterCells, emitterPosition, emitterZPosition, emitterSize, emitterDepth, emitterShape, emitterMode, renderMode
    case birthRate, lifetime, velocity, scale, spin, seed

    /// The whole table, in case order: what the slow paths loop over.
    static let table: [(key: PropertyKey, row: PropertyRow)] = allCases.map { ($0, $0.makeRow()) }

    /// This property's row of the table.
    var row: PropertyRow { Self.rows[self]! }

    /// The rows that apply to each kind of layer (every layer's, and that kind's part): what
    /// comparing two layers of one kind needs, without walking the other kinds' key paths.
    static let rowsByKind: [LayerKind: [PropertyRow]] = Dictionary(uniqueKeysWithValues: LayerKind.allCases.map { kind in
        (kind, table.map(\.row).filter { $0.applies(to: kind) })
    })

    private static let rows = Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.row) })

    /// This property's place in ``table``.
    var tableIndex: Int { Self.tableIndices[self]! }

    private static let tableIndices = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($1.key, $0) })

    /// The key path that animates this whole value, or `nil` when it is not animatable.
    var animatableProperty: AnimatableProperty? { AnimatableProperty(keyPath: rawValue) }

    // One row per property: where it lives, how documents and `inspect` spell it, Core
    // Animation's default (`LayerProperties` starts from the same values; a test checks), how
    // it animates, when `inspect` prints it, and whether a replicator's instance colour
    // multiplies it.
    private func makeRow() -> PropertyRow {
        switch self {
        // Every layer
        case .position:
            PropertyRow(.layer(\.position), .point, default: .zero, animation: .linear)
        case .bounds:
            PropertyRow(.layer(\.bounds), .rect, default: .zero, animation: .linear)
        case .anchorPoint:
            PropertyRow(.layer(\.anchorPoint), .point, default: Point(x: 0.5, y: 0.5), animation: .linear)
        case .transform:
            PropertyRow(.layer(\.transform), .transform, default: .identity, animation: .components)
        case .opacity:
            PropertyRow(.layer(\.opacity), .number, default: 1, animation: .linear)
        case .hidden:
            PropertyRow(.layer(\.isHidden), .bool, default: false, animation: .discrete)
        case .backgroundColor:
            PropertyRow(.layer(\.backgroundColor), .color, default: nil,
                        animation: .linear, multipliedByInstanceColor: true)
        case .cornerRadius:
            PropertyRow(.layer(\.cornerRadius), .nonNegative, default: 0, animation: .linear)
        case .borderWidth:
            PropertyRow(.layer(\.borderWidth), .nonNegative, default: 0, animation: .linear)
        case .borderColor:
            PropertyRow(.layer(\.borderColor), .color, default: .black,
                        animation: .linear, multipliedByInstanceColor: true)
        case .zPosition:
            PropertyRow(.layer(\.zPosition), .number, default: 0, animation: .linear)
        case .masksToBounds:
            PropertyRow(.layer(\.masksToBounds), .bool, default: false, animation: .discrete)
        case .anchorPointZ:
            PropertyRow(.layer(\.anchorPointZ), .number, default: 0, animation: .linear, inspect: .whenChanged)
        case .sublayerTransform:
            PropertyRow(.layer(\.sublayerTransform), .transform, default: .identity,
                        animation: .components, inspect: .whenChanged)
        case .shadowColor:
            PropertyRow(.layer(\.shadowColor), .color, default: .black,
                        animation: .linear, inspect: .whenChanged, multipliedByInstanceColor: true)
        case .shadowOpacity:
            PropertyRow(.layer(\.shadowOpacity), .number, default: 0, animation: .linear, inspect: .whenChanged)
        case .shadowOffset:
            PropertyRow(.layer(\.shadowOffset), .size, default: Size(width: 0, height: -3),
                        animation: .linear, inspect: .whenChanged)
        case .shadowRadius:
            PropertyRow(.layer(\.shadowRadius), .nonNegative, default: 3, animation: .linear, inspect: .whenChanged)
        case .shadowPath:
            PropertyRow(.layer(\.shadowPath), .path, default: nil, animation: .pointwise, inspect: .whenChanged)
        case .contentsGravity:
            PropertyRow(.layer(\.contentsGravity), .choice("contents gravity"), default: .resize,
                        animation: nil, inspect: .whenChanged)
        case .compositingFilter:
            PropertyRow(.layer(\.compositingFilter), .optionalChoice("compositing filter"), default: nil,
                        animation: .discrete, inspect: .whenChanged)
        case .contentsRect:
            PropertyRow(.layer(\.contentsRect), .nonEmptyRect, default: .unit, animation: .linear, inspect: .whenChanged)
        case .contentsCenter:
            PropertyRow(.layer(\.contentsCenter), .nonNegativeRect, default: .unit, animation: .linear,
                        inspect: .whenChanged)
        case .contentsScale:
            PropertyRow(.layer(\.contentsScale), .positive, default: 1, animation: nil, inspect: .whenChanged)
        case .filters:
            PropertyRow(.layer(\.filters), .filters, default: nil, animation: nil, inspect: .whenChanged)
        case .doubleSided:
            PropertyRow(.layer(\.isDoubleSided), .bool, default: true, animation: nil, inspect: .whenChanged)
        case .maskedCorners:
            PropertyRow(.layer(\.maskedCorners), .cornerMask, default: .all, animation: nil, inspect: .whenChanged)
        case .cornerCurve:
            PropertyRow(.layer(\.cornerCurve), .choice("corner curve"), default: .circular, animation: nil,
                        inspect: .whenChanged)
        case .magnificationFilter:
            PropertyRow(.layer(\.magnificationFilter), .choice("contents filter"), default: .linear, animation: nil,
                        inspect: .whenChanged)
        case .minificationFilter:
            PropertyRow(.layer(\.minificationFilter), .choice("contents filter"), default: .linear, animation: nil,
                        inspect: .whenChanged)
        case .allowsEdgeAntialiasing:
            PropertyRow(.layer(\.allowsEdgeAntialiasing), .bool, default: true, animation: nil, inspect: .whenChanged)
        // ShapeLayer
        case .path:
            PropertyRow(.shape(\.path), .path, default: nil, animation: .pointwise)
        case .fillColor:
            PropertyRow(.shape(\.fillColor), .color, default: .black,
                        animation: .linear, multipliedByInstanceColor: true)
        case .strokeColor:
            PropertyRow(.shape(\.strokeColor), .color, default: nil,
                        animation: .linear, multipliedByInstanceColor: true)
        case .lineWidth:
            PropertyRow(.shape(\.lineWidth), .nonNegative, default: 1, animation: .linear)
        case .lineCap:
            PropertyRow(.shape(\.lineCap), .choice("line cap"), default: .butt, animation: nil)
        case .lineJoin:
            PropertyRow(.shape(\.lineJoin), .choice("line join"), default: .miter, animation: nil)
        case .miterLimit:
            PropertyRow(.shape(\.miterLimit), .nonNegative, default: 10, animation: .linear)
        case .strokeStart:
            PropertyRow(.shape(\.strokeStart), .number, default: 0, animation: .linear)
        case .strokeEnd:
            PropertyRow(.shape(\.strokeEnd), .number, default: 1, animation: .linear)
        case .lineDashPattern:
            PropertyRow(.shape(\.lineDashPattern), .dashPattern, default: nil, animation: nil)
        case .lineDashPhase:
            PropertyRow(.shape(\.lineDashPhase), .number, default: 0, animation: .linear)
        case .fillRule:
            PropertyRow(.shape(\.fillRule), .choice("fill rule"), default: .nonZero, animation: nil)
        // ReplicatorLayer
        case .instanceCount:
            PropertyRow(.replicator(\.instanceCount), .integer(in: 0...LayerDescription.maximumInstanceCount), default: 1,
                        animation: nil)
        case .instanceDelay:
            PropertyRow(.replicator(\.instanceDelay), .number, default: 0, animation: .linear)
        case .instanceTransform:
            PropertyRow(.replicator(\.instanceTransform), .transform, default: .identity, animation: .components)
        // The replicator's own colour: its instances multiply their sublayers by it.
        case .instanceColor:
            PropertyRow(.replicator(\.instanceColor), .color, default: .white,
                        animation: .linear, multipliedByInstanceColor: false)
        case .instanceRedOffset:
            PropertyRow(.replicator(\.instanceRedOffset), .number, default: 0, animation: .linear)
        case .instanceGreenOffset:
            PropertyRow(.replicator(\.instanceGreenOffset), .number, default: 0, animation: .linear)
        case .instanceBlueOffset:
            PropertyRow(.replicator(\.instanceBlueOffset), .number, default: 0, animation: .linear)
        case .instanceAlphaOffset:
            PropertyRow(.replicator(\.instanceAlphaOffset), .number, default: 0, animation: .linear)
        case .preservesDepth:
            PropertyRow(.replicator(\.preservesDepth), .bool, default: false, animation: nil, inspect: .whenChanged)
        // TextLayer
        case .string:
            PropertyRow(.text(\.string), .optionalString, default: nil, animation: .discrete)
        case .font:
            PropertyRow(.text(\.font), .string, default: TextProperties.defaultFont, animation: nil)
        case .fontSize:
            PropertyRow(.text(\.fontSize), .positive, default: 36, animation: .linear)
        case .foregroundColor:
            PropertyRow(.text(\.foregroundColor), .color, default: .white,
                        animation: .linear, multipliedByInstanceColor: true)
        case .alignmentMode:
            PropertyRow(.text(\.alignmentMode), .choice("alignment mode"), default: .natural, animation: nil)
        case .wrapped:
            PropertyRow(.text(\.isWrapped), .bool, default: false, animation: nil, inspect: .whenChanged)
        case .truncationMode:
            PropertyRow(.text(\.truncationMode), .choice("truncation mode"), default: TextTruncation.none,
                        animation: nil, inspect: .whenChanged)
        case .kern:
            PropertyRow(.text(\.kern), .optionalNumber, default: nil, animation: nil, inspect: .whenChanged)
        case .textStrokeColor:
            PropertyRow(.text(\.textStrokeColor), .color, default: nil, animation: .linear, inspect: .whenChanged,
                        multipliedByInstanceColor: true)
        case .textStrokeWidth:
            PropertyRow(.text(\.textStrokeWidth), .nonNegative, default: 0, animation: .linear, inspect: .whenChanged)
        case .textStrokeOverFill:
            PropertyRow(.text(\.isTextStrokeOverFill), .bool, default: false, animation: nil, inspect: .whenChanged)
        // GradientLayer
        case .colors:
            PropertyRow(.gradient(\.colors), .colors, default: nil, animation: .linear, multipliedByInstanceColor: true)
        case .locations:
            PropertyRow(.gradient(\.locations), .numbers, default: nil, animation: .linear)
        case .startPoint:
            PropertyRow(.gradient(\.startPoint), .point, default: Point(x: 0.5, y: 0), animation: .linear)
        case .endPoint:
            PropertyRow(.gradient(\.endPoint), .point, default: Point(x: 0.5, y: 1), animation: .linear)
        case .gradientType:
            PropertyRow(.gradient(\.type), .choice("gradient type"), default: .axial, animation: nil)
        // EmitterLayer
        case .emitterCells:
            PropertyRow(.emitter(\.emitterCells), .emitterCells, default: nil, animation: nil, inspect: .whenChanged)
        case .emitterPosition:
            PropertyRow(.emitter(\.emitterPosition), .point, default: .zero, animation: .linear, inspect: .whenChanged)
        case .emitterZPosition:
            PropertyRow(.emitter(\.emitterZPosition), .number, default: 0, animation: .linear, inspect: .whenChanged)
        case .emitterSize:
            PropertyRow(.emitter(\.emitterSize), .size, default: Size(width: 0, height: 0), animation: .linear,
                        inspect: .whenChanged)
        case .emitterDepth:
            PropertyRow(.emitter(\.emitterDepth), .number, default: 0, animation: .linear, inspect: .whenChanged)
        case .emitterShape:
            PropertyRow(.emitter(\.emitterShape), .choice("emitter shape"), default: .point, animation: nil,
                        inspect: .whenChanged)
        case .emitterMode:
            PropertyRow(.emitter(\.emitterMode), .choice("emitter mode"), default: .volume, animation: nil,
                        inspect: .whenChanged)
        case .renderMode:
            PropertyRow(.emitter(\.renderMode), .choice("render mode"), default: .unordered, animation: nil,
                        inspect: .whenChanged)
        case .birthRate:
            PropertyRow(.emitter(\.birthRate), .nonNegative, default: 1, animation: .linear, inspect: .whenChanged)
        case .lifetime:
            PropertyRow(.emitter(\.lifetime), .nonNegative, default: 1, animation: .linear, inspect: .whenChanged)
        case .velocity:
            PropertyRow(.emitter(\.velocity), .number, default: 1, animation: .linear, inspect: .whenChanged)
        case .scale:
            PropertyRow(.emitter(\.scale), .number, default: 1, animation: .linear, inspect: .whenChanged)
        case .spin:
            PropertyRow(.emitter(\.spin), .number, default: 1, animation: .linear, inspect: .whenChanged)
        case .seed:
            PropertyRow(.emitter(\.seed), .integer(in: 0...Int(UInt32.max)), default: 0, animation: nil, inspect: .whenChanged)
        }
    }
}
