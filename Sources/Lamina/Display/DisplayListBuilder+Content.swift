extension DisplayListBuilder {
    /// The layer's own drawing beneath its sublayers: background colour (rounded by
    /// `cornerRadius`), contents image (`ImageFill`: `contentsRect`, `contentsScale`,
    /// `contentsGravity`, `contentsCenter`), then what its kind draws.
    ///
    /// Read through a pointer to the snapshot's properties: passed as a value, they were
    /// copied for the call (~340 bytes and their references, for every layer drawn).
    mutating func appendOwnContent(_ p: UnsafePointer<LayerProperties>, transform: AffineTransform) -> Extent {
        var extent = Extent.empty
        if let background = p.pointee.backgroundColor, background.alpha > 0, !p.pointee.bounds.isEmpty {
            let path = Path.roundedRect(p.pointee.bounds, cornerRadius: p.pointee.cornerRadius,
                                        maskedCorners: p.pointee.maskedCorners, cornerCurve: p.pointee.cornerCurve)
            append(.fill(path, color: background, rule: .nonZero, transform: transform))
            extent.formUnion(Extent(p.pointee.bounds, outset: 1, transform: transform))
        }
        if let image = p.pointee.contents, let fill = ImageFill(image: image, properties: p.pointee) {
            append(.image(fill, transform: transform))
            extent.formUnion(Extent(fill.rect, outset: 1, transform: transform))
        }
        if let shape = p.pointee.shape {
            extent.formUnion(appendShape(shape, transform: transform))
        } else if let text = p.pointee.text {
            extent.formUnion(appendText(text, bounds: p.pointee.bounds, transform: transform))
        } else if let gradient = p.pointee.gradient {
            extent.formUnion(appendGradient(gradient, bounds: p.pointee.bounds, transform: transform))
        }
        return extent
    }

    /// The border, inside the bounds and above the sublayers, following `cornerRadius`.
    mutating func appendBorder(_ p: UnsafePointer<LayerProperties>, transform: AffineTransform) -> Extent {
        guard p.pointee.borderWidth > 0, let color = p.pointee.borderColor, color.alpha > 0,
              !p.pointee.bounds.isEmpty else { return .empty }
        let width = min(p.pointee.borderWidth, min(p.pointee.bounds.width, p.pointee.bounds.height) / 2)
        let inner = p.pointee.bounds.standardized.insetBy(dx: width / 2, dy: width / 2)
        let path = Path.roundedRect(inner, cornerRadius: max(p.pointee.cornerRadius - width / 2, 0),
                                    maskedCorners: p.pointee.maskedCorners, cornerCurve: p.pointee.cornerCurve)
        append(.stroke(path, color: color, style: StrokeStyle(lineWidth: width), transform: transform))
        return Extent(p.pointee.bounds, outset: 1, transform: transform)
    }

    /// A shape layer's fill, then its stroke trimmed to `strokeStart...strokeEnd`.
    private mutating func appendShape(_ shape: ShapeProperties, transform: AffineTransform) -> Extent {
        guard let path = shape.path, !path.isEmpty else { return .empty }
        var extent = Extent.empty
        if let fill = shape.fillColor, fill.alpha > 0 {
            append(.fill(path, color: fill, rule: shape.fillRule, transform: transform))
            extent.formUnion(Extent(path.controlPointBounds, outset: 1, transform: transform))
        }
        guard let strokeColor = shape.strokeColor, strokeColor.alpha > 0, shape.lineWidth > 0 else { return extent }
        var stroked = path
        if shape.strokeStart > 0 || shape.strokeEnd < 1 {
            // The path's measure is kept between frames (`PathMeasureCache`): the trim animates,
            // the path seldom does.
            stroked = PathMeasureCache.shared.measure(of: path).trimmed(from: shape.strokeStart, to: shape.strokeEnd)
            guard !stroked.isEmpty else { return extent }
        }
        let dashes = shape.lineDashPattern.flatMap { pattern in
            pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) && pattern.contains(where: { $0 > 0 }) ? pattern : nil
        }
        let style = StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                                miterLimit: shape.miterLimit, dashPattern: dashes, dashPhase: shape.lineDashPhase)
        append(.stroke(stroked, color: strokeColor, style: style, transform: transform))
        extent.formUnion(Extent(stroked.controlPointBounds, outset: style.outset + 1, transform: transform))
        return extent
    }

    /// A text layer's string set in its bounds; its extent is unknown (text may overflow).
    private mutating func appendText(_ text: TextProperties, bounds: Rect, transform: AffineTransform) -> Extent {
        let strokeColor = text.textStrokeWidth > 0 ? text.textStrokeColor.flatMap { $0.alpha > 0 ? $0 : nil } : nil
        let fill = text.foregroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        guard let string = text.string, !string.isEmpty, fill != nil || strokeColor != nil,
              text.fontSize > 0 else { return .empty }
        var run = TextRun(string: string, font: text.font, fontSize: text.fontSize, color: fill ?? .clear,
                          alignment: text.alignmentMode, isWrapped: text.isWrapped,
                          truncation: text.truncationMode, kern: text.kern, rect: bounds.standardized)
        if let strokeColor {
            run.strokeColor = strokeColor
            run.strokeWidth = text.textStrokeWidth
            run.isStrokeOverFill = text.isTextStrokeOverFill
        }
        append(.text(run, transform: transform))
        return .unbounded
    }

    /// A gradient layer's colours over its bounds; locations default to evenly spread.
    private mutating func appendGradient(_ g: GradientProperties, bounds: Rect, transform: AffineTransform) -> Extent {
        guard let colors = g.colors, !colors.isEmpty, !bounds.isEmpty else { return .empty }
        var locations: [Double]
        if let given = g.locations, given.count == colors.count {
            locations = given
        } else if colors.count == 1 {
            locations = [0]
        } else {
            locations = colors.indices.map { Double($0) / Double(colors.count - 1) }
        }
        // Keep stops ascending, as Core Graphics requires.
        for i in locations.indices.dropFirst() where locations[i] < locations[i - 1] { locations[i] = locations[i - 1] }
        let fill = GradientFill(type: g.type, colors: colors, locations: locations, startPoint: g.startPoint,
                                endPoint: g.endPoint, rect: bounds.standardized)
        append(.gradient(fill, transform: transform))
        return Extent(bounds, outset: 1, transform: transform)
    }
}

extension ContentsGravity {
    /// Where an image of `imageSize` points is drawn in `bounds` (y-down: `top` is the top of
    /// the screen, as seen).
    public func rect(forImageOfSize imageSize: Size, in bounds: Rect) -> Rect {
        let b = bounds.standardized
        let w = imageSize.width, h = imageSize.height
        switch self {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let fit = self == .resizeAspect ? min(b.width / w, b.height / h) : max(b.width / w, b.height / h)
            let size = Size(width: w * fit, height: h * fit)
            return Rect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let (fx, fy) = alignment
            return Rect(x: b.minX + (b.width - w) * fx, y: b.minY + (b.height - h) * fy, width: w, height: h)
        }
    }

    /// Where a natural-size image sits: 0 = left/top, 0.5 = centre, 1 = right/bottom.
    private var alignment: (Double, Double) {
        switch self {
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 0)
        case .topRight: (1, 0)
        case .bottomLeft: (0, 1)
        case .bottomRight: (1, 1)
        case .center, .resize, .resizeAspect, .resizeAspectFill: (0.5, 0.5)
        }
    }
}
