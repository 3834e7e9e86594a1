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
    case sublayerTransform, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, contentsGravity
    case compositingFilter
    // ShapeLayer
    case path, fillColor, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, strokeStart, strokeEnd
    case lineDashPattern, lineDashPhase, fillRule
    // ReplicatorLayer
    case instanceCount, instanceDelay, instanceTransform, instanceColor, instanceRedOffset, instanceGreenOffset
    case instanceBlueOffset, instanceAlphaOffset
    // TextLayer
    case string, font, fontSize, foregroundColor, alignmentMode, wrapped, truncationMode
    // GradientLayer
    case colors, locations, startPoint, endPoint, gradientType

    /// The whole table, in case order: what the slow paths loop over.
    static let table: [(key: PropertyKey, row: PropertyRow)] = allCases.map { ($0, $0.makeRow()) }

    /// This property's row of the table.
    var row: PropertyRow { Self.rows[self]! }

    private static let rows = Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.row) })

    /// The key path that animates this whole value, or `nil` when it is not animatable.
    var animatableProperty: AnimatableProperty? { AnimatableProperty(keyPath: rawValue) }

    // One row per property: where it lives, how documents and `inspect` spell it, how it
    // animates, and whether a replicator's instance colour multiplies it. Defaults are
    // `LayerProperties`' own (Core Animation's).
    private func makeRow() -> PropertyRow {
        typealias F = PropertyField
        switch self {
        case .position: return PropertyRow(.layer(\.position), .point, animation: .linear)
        case .bounds: return PropertyRow(.layer(\.bounds), .rect, animation: .linear)
        case .anchorPoint: return PropertyRow(.layer(\.anchorPoint), .point, animation: .linear)
        case .transform: return PropertyRow(.layer(\.transform), .transform, animation: .components)
        case .opacity: return PropertyRow(.layer(\.opacity), .number, animation: .linear)
        case .hidden: return PropertyRow(.layer(\.isHidden), .bool, animation: .discrete)
        case .backgroundColor:
            return PropertyRow(.layer(\.backgroundColor), .color, animation: .linear, multipliedByInstanceColor: true)
        case .cornerRadius: return PropertyRow(.layer(\.cornerRadius), .nonNegative, animation: .linear)
        case .borderWidth: return PropertyRow(.layer(\.borderWidth), .nonNegative, animation: .linear)
        case .borderColor:
            return PropertyRow(.layer(\.borderColor), .color, animation: .linear, multipliedByInstanceColor: true)
        case .zPosition: return PropertyRow(.layer(\.zPosition), .number, animation: .linear)
        case .masksToBounds: return PropertyRow(.layer(\.masksToBounds), .bool, animation: .discrete)
        case .sublayerTransform:
            return PropertyRow(.layer(\.sublayerTransform), .transform, inspect: .whenChanged, animation: .components)
        case .shadowColor:
            return PropertyRow(.layer(\.shadowColor), .color, inspect: .whenChanged, animation: .linear,
                               multipliedByInstanceColor: true)
        case .shadowOpacity: return PropertyRow(.layer(\.shadowOpacity), .number, inspect: .whenChanged, animation: .linear)
        case .shadowOffset: return PropertyRow(.layer(\.shadowOffset), .size, inspect: .whenChanged, animation: .linear)
        case .shadowRadius:
            return PropertyRow(.layer(\.shadowRadius), .nonNegative, inspect: .whenChanged, animation: .linear)
        case .shadowPath: return PropertyRow(.layer(\.shadowPath), .path, inspect: .whenChanged, animation: .pointwise)
        case .contentsGravity:
            return PropertyRow(.layer(\.contentsGravity), .choice("contents gravity"), inspect: .whenChanged, animation: nil)
        case .compositingFilter:
            return PropertyRow(.layer(\.compositingFilter), .optionalChoice("compositing filter"), inspect: .whenChanged,
                               animation: .discrete)

        case .path: return PropertyRow(F.shape(\.path), .path, animation: .pointwise)
        case .fillColor:
            return PropertyRow(F.shape(\.fillColor), .color, animation: .linear, multipliedByInstanceColor: true)
        case .strokeColor:
            return PropertyRow(F.shape(\.strokeColor), .color, animation: .linear, multipliedByInstanceColor: true)
        case .lineWidth: return PropertyRow(F.shape(\.lineWidth), .nonNegative, animation: .linear)
        case .lineCap: return PropertyRow(F.shape(\.lineCap), .choice("line cap"), animation: nil)
        case .lineJoin: return PropertyRow(F.shape(\.lineJoin), .choice("line join"), animation: nil)
        case .miterLimit: return PropertyRow(F.shape(\.miterLimit), .nonNegative, animation: .linear)
        case .strokeStart: return PropertyRow(F.shape(\.strokeStart), .number, animation: .linear)
        case .strokeEnd: return PropertyRow(F.shape(\.strokeEnd), .number, animation: .linear)
        case .lineDashPattern: return PropertyRow(F.shape(\.lineDashPattern), .dashPattern, animation: nil)
        case .lineDashPhase: return PropertyRow(F.shape(\.lineDashPhase), .number, animation: .linear)
        case .fillRule: return PropertyRow(F.shape(\.fillRule), .choice("fill rule"), animation: nil)

        case .instanceCount:
            return PropertyRow(F.replicator(\.instanceCount), .integer(in: 0...LayerDescription.maximumInstanceCount),
                               animation: nil)
        case .instanceDelay: return PropertyRow(F.replicator(\.instanceDelay), .number, animation: .linear)
        case .instanceTransform: return PropertyRow(F.replicator(\.instanceTransform), .transform, animation: .components)
        case .instanceColor:
            // The replicator's own colour: its instances multiply their sublayers by it.
            return PropertyRow(F.replicator(\.instanceColor), .color, animation: .linear, multipliedByInstanceColor: false)
        case .instanceRedOffset: return PropertyRow(F.replicator(\.instanceRedOffset), .number, animation: .linear)
        case .instanceGreenOffset: return PropertyRow(F.replicator(\.instanceGreenOffset), .number, animation: .linear)
        case .instanceBlueOffset: return PropertyRow(F.replicator(\.instanceBlueOffset), .number, animation: .linear)
        case .instanceAlphaOffset: return PropertyRow(F.replicator(\.instanceAlphaOffset), .number, animation: .linear)

        case .string: return PropertyRow(F.text(\.string), .optionalString, animation: .discrete)
        case .font: return PropertyRow(F.text(\.font), .string, animation: nil)
        case .fontSize: return PropertyRow(F.text(\.fontSize), .positive, animation: .linear)
        case .foregroundColor:
            return PropertyRow(F.text(\.foregroundColor), .color, animation: .linear, multipliedByInstanceColor: true)
        case .alignmentMode: return PropertyRow(F.text(\.alignmentMode), .choice("alignment mode"), animation: nil)
        case .wrapped: return PropertyRow(F.text(\.isWrapped), .bool, inspect: .whenChanged, animation: nil)
        case .truncationMode:
            return PropertyRow(F.text(\.truncationMode), .choice("truncation mode"), inspect: .whenChanged, animation: nil)

        case .colors:
            return PropertyRow(F.gradient(\.colors), .colors, animation: .linear, multipliedByInstanceColor: true)
        case .locations: return PropertyRow(F.gradient(\.locations), .numbers, animation: .linear)
        case .startPoint: return PropertyRow(F.gradient(\.startPoint), .point, animation: .linear)
        case .endPoint: return PropertyRow(F.gradient(\.endPoint), .point, animation: .linear)
        case .gradientType: return PropertyRow(F.gradient(\.type), .choice("gradient type"), animation: nil)
        }
    }
}
