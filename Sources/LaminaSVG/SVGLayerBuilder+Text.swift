import Foundation
import Lamina

extension SVGLayerBuilder {
    /// A run of characters set as one `TextLayer`: same span, no position of its own inside.
    private struct Run {
        var text = ""
        var span: Int
        var chunk: Int
        /// Where the run starts: absolute coordinates and relative shifts before it.
        var x: Double?, y: Double?, dx = 0.0, dy = 0.0
        var rotate = 0.0
        /// The character before the run when it belongs to the same span: the pair's kerning
        /// still applies when letter spacing or a rotation sets the run apart.
        var previous: Character?
        /// The index of the run's first character, and `textLength`'s spacing after the run.
        var first = 0
        var spacing = 0.0
        /// On a `textPath`: how far along the path the run starts.
        var pathDistance = 0.0
        /// Set by layout: the baseline start and the advance.
        var origin = Point(x: 0, y: 0)
        var advance = 0.0
        var metrics = TextLineMetrics(width: 0, height: 0, baseline: 0, underlineOffset: 0, underlineThickness: 0,
                                      strikethroughOffset: 0, strikethroughThickness: 0, xHeight: 0)
    }

    /// A `text` element: each run of characters that share a span and flow on from each other
    /// becomes a `TextLayer` (named by its `tspan`'s id), its baseline where SVG puts it; chunks
    /// (a new absolute `x` or `y`) are aligned by `text-anchor`; decorations are shape layers.
    /// Several layers go into a container named by the text's id, one is the text's own layer.
    func text(_ node: SVGNode, style: SVGStyle, matrix: AffineTransform, opacityFactor: Double) -> Built? {
        warnUnsupportedText(node)
        var content = SVGTextContent(text: node, style: style, builder: self)
        var runs = makeRuns(content)
        guard !runs.isEmpty else { return nil }
        layOut(&runs, content: content)
        if !content.lengths.isEmpty {
            // `textLength`: spread the difference over the gaps between the characters (each
            // its own run), then lay out again.
            let runOf = Dictionary(runs.indices.map { (runs[$0].first, $0) }, uniquingKeysWith: { a, _ in a })
            for l in content.lengths {
                guard let a = runOf[l.range.lowerBound], let b = runOf[l.range.upperBound - 1] else { continue }
                let natural = runs[b].origin.x + runs[b].advance - runs[a].origin.x
                let gap = (l.length - natural) / Double(l.range.count - 1)
                for i in l.range { content.characters[i].spacing += gap }
            }
            runs = makeRuns(content)
            layOut(&runs, content: content)
        }

        var parts: [(layer: Layer, frame: Rect)] = []
        var pending: [PendingTextPaint] = []
        var warnedStroke = false
        for run in runs {
            let span = content.spans[run.span]
            for decoration in span.decorations where decoration.line != .lineThrough {
                if let part = decorationLayer(decoration, run: run, span: span, pending: &pending) { parts.append(part) }
            }
            let spanStyle = span.style
            // A gradient or pattern paints through the glyph outlines; without outlines (a
            // measurer without fonts) it falls back to a colour, with a warning.
            func refers(_ paint: SVGPaint) -> Bool { if case .url = paint { return true }; return false }
            let outline = refers(spanStyle.fill) || spanStyle.strokeWidth > 0 && refers(spanStyle.stroke)
                ? TextLayer.measurer.outline(run.text, font: spanStyle.font.description, fontSize: spanStyle.font.size) : nil
            let fillServer = outline == nil ? nil : textPaintServer(spanStyle.fill)
            let strokeServer = outline == nil || spanStyle.strokeWidth <= 0 ? nil : textPaintServer(spanStyle.stroke)
            let fill = fillServer != nil ? nil
                : paintColor(spanStyle.fill, style: spanStyle, opacity: spanStyle.fillOpacity, node: span.node)
            let stroke = spanStyle.strokeWidth > 0 && strokeServer == nil
                ? paintColor(spanStyle.stroke, style: spanStyle, opacity: spanStyle.strokeOpacity, node: span.node) : nil
            if fill != nil || stroke != nil || fillServer != nil || strokeServer != nil,
               spanStyle.font.size > 0, !run.text.allSatisfy({ $0 == " " }) {
                let layer = TextLayer()
                layer.string = run.text
                layer.font = spanStyle.font.description
                layer.fontSize = spanStyle.font.size
                layer.foregroundColor = fill ?? .clear
                layer.isHidden = !spanStyle.visible
                if run.span != 0 { layer.name = span.node.id }
                let m = run.metrics
                if let outline, fillServer != nil || strokeServer != nil {
                    pending.append(PendingTextPaint(
                        layer: layer, frame: Rect(x: run.origin.x, y: baseline(of: run, span: span) - m.baseline,
                                                  width: m.width, height: m.height),
                        outline: outline, style: spanStyle, fill: fillServer, stroke: strokeServer))
                }
                if let stroke {
                    if !strokeText(layer, run: run, fill: fill, stroke: stroke, style: spanStyle), !warnedStroke {
                        warn(span.node, "stroked text needs a text measurer with fonts; filled only")
                        warnedStroke = true
                    }
                }
                let top = baseline(of: run, span: span) - m.baseline
                let frame = Rect(x: run.origin.x, y: top, width: m.width, height: m.height)
                if let path = span.path {
                    // On a path: the glyph's middle on the path, turned to its direction.
                    let middle = run.pathDistance + m.width / 2
                    guard middle >= 0, middle <= path.measure.length,
                          let point = path.measure.point(atDistance: middle),
                          let angle = path.measure.tangentAngle(atDistance: middle) else { continue }
                    let turn = angle + run.rotate * .pi / 180
                    layer.bounds = Rect(x: 0, y: 0, width: m.width, height: m.height)
                    layer.anchorPoint = Point(x: 0.5, y: m.height > 0 ? m.baseline / m.height : 0)
                    let lift = baseline(of: run, span: span) - run.origin.y
                    layer.position = Point(x: point.x - sin(turn) * lift, y: point.y + cos(turn) * lift)
                    layer.transform = Transform3D(AffineTransform(rotationAngle: turn))
                    let placed = Rect(x: layer.position.x - m.width / 2, y: layer.position.y - m.baseline,
                                      width: m.width, height: m.height)
                    let spin = AffineTransform(translationX: -layer.position.x, y: -layer.position.y)
                        .concatenating(AffineTransform(rotationAngle: turn))
                        .concatenating(AffineTransform(translationX: layer.position.x, y: layer.position.y))
                    parts.append((layer, Self.transformed(placed, spin)))
                } else if run.rotate != 0 {
                    // Glyphs turn about their baseline origin.
                    let pivot = Point(x: run.origin.x, y: baseline(of: run, span: span))
                    layer.bounds = Rect(x: 0, y: 0, width: m.width, height: m.height)
                    layer.anchorPoint = Point(x: 0, y: m.height > 0 ? m.baseline / m.height : 0)
                    layer.position = pivot
                    let turn = AffineTransform(translationX: -pivot.x, y: -pivot.y)
                        .concatenating(AffineTransform(rotationAngle: run.rotate * .pi / 180))
                        .concatenating(AffineTransform(translationX: pivot.x, y: pivot.y))
                    layer.transform = Transform3D(AffineTransform(rotationAngle: run.rotate * .pi / 180))
                    parts.append((layer, Self.transformed(frame, turn)))
                } else {
                    parts.append((layer, frame))
                }
            }
            for decoration in span.decorations where decoration.line == .lineThrough {
                if let part = decorationLayer(decoration, run: run, span: span, pending: &pending) { parts.append(part) }
            }
        }
        guard !parts.isEmpty else { return nil }
        if !pending.isEmpty {
            paintText(pending, box: parts.dropFirst().reduce(parts[0].frame) { Self.union($0, $1.frame) }, node: node)
        }
        if parts.count == 1, parts[0].layer.transform == .identity {
            let layer = parts[0].layer
            layer.opacity = style.opacity * opacityFactor
            layer.compositingFilter = style.blendMode
            if !style.displayed { layer.isHidden = true }
            return place(layer, node: node, box: parts[0].frame, matrix: matrix)
        }
        let box = parts.dropFirst().reduce(parts[0].frame) { Self.union($0, $1.frame) }
        let container = Layer()
        for (layer, frame) in parts {
            if layer.transform == .identity {
                layer.bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
                layer.position = Point(x: frame.midX - box.origin.x, y: frame.midY - box.origin.y)
            } else {
                layer.position = Point(x: layer.position.x - box.origin.x, y: layer.position.y - box.origin.y)
            }
            container.addSublayer(layer)
        }
        container.opacity = style.opacity * opacityFactor
        container.isHidden = !style.displayed
        container.compositingFilter = style.blendMode
        return place(container, node: node, box: box, matrix: matrix)
    }

    /// Strokes a run's glyph outlines (SVG strokes text like any shape): a shape layer over the
    /// text layer's content, or, when `paint-order` puts the stroke first, the stroke and then the
    /// fill as shapes with the text layer's own colour cleared. `false` without outlines.
    private func strokeText(_ layer: TextLayer, run: Run, fill: Color?, stroke: Color, style: SVGStyle) -> Bool {
        guard let outline = TextLayer.measurer.outline(run.text, font: style.font.description, fontSize: style.font.size) else {
            return false
        }
        let m = run.metrics
        let bounds = Rect(x: 0, y: 0, width: m.width, height: m.height)
        func shape() -> ShapeLayer {
            let shape = ShapeLayer()
            shape.bounds = bounds
            shape.position = Point(x: m.width / 2, y: m.height / 2)
            shape.path = outline
            shape.fillColor = nil
            return shape
        }
        let outlined = shape()
        outlined.strokeColor = stroke
        Self.applyStrokeGeometry(style, to: outlined)
        let strokeFirst = (style.paintOrder.firstIndex(of: .stroke) ?? 1) < (style.paintOrder.firstIndex(of: .fill) ?? 0)
        if strokeFirst {
            layer.addSublayer(outlined)
            if let fill {
                let filled = shape()
                filled.fillColor = fill
                layer.addSublayer(filled)
                layer.foregroundColor = .clear
            }
        } else {
            layer.addSublayer(outlined)
        }
        return true
    }

    /// Splits the characters into runs: a new one at each chunk start, span change, relative
    /// shift, rotation, and around each character when letter or word spacing applies.
    private func makeRuns(_ content: SVGTextContent) -> [Run] {
        var runs: [Run] = []
        var chunk = -1
        var alone = false
        for (i, c) in content.characters.enumerated() {
            let font = content.spans[c.span].style.font
            let path = content.spans[c.span].path?.index
            let startsChunk = i == 0 || c.x != nil || c.y != nil
                || path != content.spans[content.characters[i - 1].span].path?.index
            if startsChunk { chunk += 1 }
            let standsAlone = path != nil || c.isSpaced || c.rotate != 0 || font.letterSpacing != 0 || (font.wordSpacing != 0 && c.value == " ")
            if startsChunk || standsAlone || alone || c.dx != 0 || c.dy != 0 || runs.last?.span != c.span {
                let previous = i > 0 && content.characters[i - 1].span == c.span ? content.characters[i - 1].value : nil
                runs.append(Run(span: c.span, chunk: chunk, x: c.x, y: c.y, dx: c.dx, dy: c.dy, rotate: c.rotate,
                                previous: previous, first: i))
            }
            runs[runs.count - 1].spacing += c.spacing
            runs[runs.count - 1].text.append(c.value)
            alone = standsAlone
        }
        return runs
    }

    /// Measures each run, moves the pen along, then shifts each chunk by its `text-anchor`.
    private func layOut(_ runs: inout [Run], content: SVGTextContent) {
        let measurer = TextLayer.measurer
        var pen = Point(x: 0, y: 0)
        var pathPen = 0.0
        for i in runs.indices {
            let style = content.spans[runs[i].span].style
            if let x = runs[i].x { pen.x = x }
            if let y = runs[i].y { pen.y = y }
            pen.x += runs[i].dx
            pen.y += runs[i].dy
            let font = style.font.description, size = style.font.size
            let metrics = size > 0
                ? measurer.lineMetrics(runs[i].text, font: font, fontSize: size)
                : TextLineMetrics(width: 0, height: 0, baseline: 0, underlineOffset: 0, underlineThickness: 0,
                                  strikethroughOffset: 0, strikethroughThickness: 0, xHeight: 0)
            if runs[i].x == nil, runs[i].y == nil, let previous = runs[i].previous, size > 0, let first = runs[i].text.first {
                // The kerning between the previous character and this run's first.
                let pair = measurer.measure(String(previous) + String(first), font: font, fontSize: size, wrapWidth: nil)
                let apart = measurer.measure(String(previous), font: font, fontSize: size, wrapWidth: nil).width
                    + measurer.measure(String(first), font: font, fontSize: size, wrapWidth: nil).width
                pen.x += pair.width - apart
                pathPen += pair.width - apart
            }
            runs[i].origin = pen
            if let path = content.spans[runs[i].span].path {
                if i == 0 || content.spans[runs[i - 1].span].path?.index != path.index { pathPen = path.startOffset }
                pathPen += runs[i].dx
                runs[i].pathDistance = pathPen
            }
            runs[i].metrics = metrics
            var advance = metrics.width
            advance += style.font.letterSpacing * Double(runs[i].text.count)
            advance += style.font.wordSpacing * Double(runs[i].text.filter { $0 == " " }.count)
            advance += runs[i].spacing
            runs[i].advance = advance
            pen.x += advance
            pathPen += advance
        }
        var start = 0
        while start < runs.count {
            var end = start
            while end + 1 < runs.count, runs[end + 1].chunk == runs[start].chunk { end += 1 }
            let anchor = content.spans[runs[start].span].style.font.anchor
            if anchor != 0 {
                let width = runs[end].origin.x + runs[end].advance - runs[start].origin.x
                for i in start...end {
                    runs[i].origin.x -= width * anchor
                    runs[i].pathDistance -= width * anchor
                }
            }
            start = end + 1
        }
    }

    /// Where a run's glyphs sit: the pen's y, moved by `baseline-shift` (up) and by the span's
    /// alignment baseline (down by its height above the alphabetic baseline, as resvg and
    /// Chrome place it; `alignment-baseline` wins over `dominant-baseline` unless `auto`).
    private func baseline(of run: Run, span: SVGTextContent.Span) -> Double {
        let m = run.metrics
        let descent = m.height - m.baseline
        let shift: Double = switch span.alignment {
        case "before-edge", "text-before-edge", "text-top": m.baseline
        case "middle": m.xHeight / 2
        case "central": m.baseline - m.height / 2
        case "after-edge", "text-after-edge", "text-bottom", "ideographic": -descent
        case "hanging": m.baseline * 0.8
        case "mathematical": m.baseline * 0.5
        default: 0
        }
        return run.origin.y + shift - span.baselineShift
    }

    /// A decoration line under (over, through) one run, in the decorating element's fill.
    private func decorationLayer(_ decoration: SVGTextContent.Decoration, run: Run, span: SVGTextContent.Span,
                                 pending: inout [PendingTextPaint]) -> (layer: Layer, frame: Rect)? {
        // Along a path a decoration would have to bend with the glyphs.
        guard span.path == nil else {
            warn(span.node, "text-decoration on a textPath is not supported; not drawn")
            return nil
        }
        // A gradient or pattern paints the line through its rectangle, over the text's box.
        let server = textPaintServer(decoration.paint)
        let color = server != nil ? nil
            : paintColor(decoration.paint, style: decoration.style, opacity: decoration.style.fillOpacity, node: span.node)
        guard color != nil || server != nil, run.advance > 0 else { return nil }
        let m = run.metrics
        let baseline = baseline(of: run, span: span)
        let top: Double, thickness: Double
        switch decoration.line {
        // The font's underline and strikeout positions are read as the lines' centres (where
        // resvg puts them; Chrome's underline sits there too, Pango's reading a half-line lower).
        case .underline: top = baseline + m.underlineOffset - m.underlineThickness / 2; thickness = m.underlineThickness
        case .overline: top = baseline - m.baseline; thickness = m.underlineThickness
        case .lineThrough: top = baseline - m.strikethroughOffset - m.strikethroughThickness / 2; thickness = m.strikethroughThickness
        }
        guard thickness > 0 else { return nil }
        let frame = Rect(x: run.origin.x, y: top, width: run.advance, height: thickness)
        let layer = ShapeLayer()
        layer.path = Path.rect(Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))
        layer.fillColor = color
        if let server, let outline = layer.path {
            pending.append(PendingTextPaint(layer: layer, frame: frame, outline: outline, style: decoration.style,
                                            fill: server, stroke: nil))
        }
        // A decoration is stroked with the decorating element's stroke, like its glyphs.
        if decoration.style.strokeWidth > 0,
           let stroke = paintColor(decoration.style.stroke, style: decoration.style, opacity: decoration.style.strokeOpacity,
                                   node: span.node) {
            layer.strokeColor = stroke
            layer.lineWidth = decoration.style.strokeWidth
            layer.lineJoin = decoration.style.lineJoin
            layer.miterLimit = decoration.style.miterLimit
            layer.lineDashPattern = decoration.style.dashArray
            layer.lineDashPhase = decoration.style.dashOffset
        }
        return (layer, frame)
    }

    /// The plain colour a text paint fills with; a gradient or pattern falls back to its first
    /// colour (or the paint's fallback) with a warning.
    private func paintColor(_ paint: SVGPaint, style: SVGStyle, opacity: Double, node: SVGNode) -> Color? {
        switch paint {
        case .none: return nil
        case .color(let c): return c.withAlpha(c.alpha * opacity)
        case .currentColor: return style.color.withAlpha(style.color.alpha * opacity)
        case .url(let id, let fallback):
            if let g = gradients[id], !g.stops.isEmpty {
                warn(node, "a gradient on a text decoration, or on text without a font measurer, is drawn in its first stop's colour")
                return g.firstColor.withAlpha(g.firstColor.alpha * opacity)
            }
            // A gradient without stops or a pattern (here without outlines to paint through)
            // draws nothing: the fallback, if any, is used.
            if gradients[id] != nil || elements[id]?.name == "pattern" {
                return fallback.flatMap { paintColor($0, style: style, opacity: opacity, node: node) }
            }
            if let fallback { return paintColor(fallback, style: style, opacity: opacity, node: node) }
            warn(node, "fill refers to #\(id), which is not a gradient; not filled")
            return nil
        }
    }

    /// Warnings for the text features this importer lays out otherwise or not at all.
    private func warnUnsupportedText(_ node: SVGNode) {
        func visit(_ n: SVGNode, depth: Int) {
            guard depth < 32 else { return }
            for name in ["writing-mode", "direction", "unicode-bidi",
                         "font-kerning", "font-feature-settings"] {
                if let value = n.declared(name),
                   !["normal", "auto", "baseline", "lr", "lr-tb", "horizontal-tb", "ltr", "inherit"].contains(value) {
                    warn(n, "\(name): \(value) is not supported; ignored")
                }
            }
            n.children.forEach { visit($0, depth: depth + 1) }
        }
        visit(node, depth: 0)
    }
}
