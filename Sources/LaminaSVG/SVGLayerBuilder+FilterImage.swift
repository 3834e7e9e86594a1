import Foundation
import Lamina

/// `feImage` as the first primitive of a filter: a picture drawn in the filtered element's
/// place, which the rest of the filter then reads as its source graphic.
///
/// Core Animation's filters read only the layer's own drawing, so the picture is not an input
/// of the graph but the layer's content: the element's own drawing is replaced, which is exact
/// whenever no primitive reads it (`SourceGraphic`, `SourceAlpha`); otherwise the feImage passes
/// its input through, with a warning. Filter Effects 1 §15.12: an image file is drawn like an
/// `image` element filling the primitive subregion (with the feImage's `preserveAspectRatio`);
/// a reference to an element is drawn like a `use` of it, in the filtered element's user space,
/// moved to the subregion's corner (`x`, `y`, by default the filter region's), as resvg and
/// Chromium place it. The picture is cut to the subregion, and by the graph to the filter region.
struct FilterImageSource {
    /// The `feImage` element.
    var node: SVGNode
    /// The id of the filter it belongs to.
    var filterID: String
    /// Its primitive subregion in the filtered element's user space.
    var subregion: Rect
    /// Its `result` name, which later primitives read as the source graphic.
    var result: String?
}

extension SVGLayerBuilder {
    /// The picture of `source` in the layer space of the element `node` (its user space moved so
    /// that `box` sits at the origin); `nil`, with a warning, when it would contain the element
    /// itself, which is then drawn unfiltered (resvg's reading of a self-reference).
    func picture(of source: FilterImageSource, for node: SVGNode, box: Rect) -> Layer? {
        let a = source.node.attributes
        guard let href = (a["xlink:href"] ?? a["href"])?.trimmingCharacters(in: .whitespaces), !href.isEmpty else {
            warn(source.node, "feImage without an href; the filtered element is drawn unfiltered")
            return nil
        }
        let sub = source.subregion
        let picture: SVGNode
        if href.hasPrefix("#") {
            let id = String(href.dropFirst())
            let insideTarget = node.id == id || (ancestors[node.id ?? ""] ?? []).contains { $0.id == id }
            guard !insideTarget else {
                warn(source.node, "feImage refers to #\(id), which contains the filtered element; drawn unfiltered")
                return nil
            }
            picture = SVGNode(name: "use", attributes: ["href": href, "x": "\(sub.origin.x)", "y": "\(sub.origin.y)"],
                              children: [], line: source.node.line)
        } else {
            var attributes = ["href": href, "x": "\(sub.origin.x)", "y": "\(sub.origin.y)",
                              "width": "\(sub.size.width)", "height": "\(sub.size.height)"]
            attributes["preserveAspectRatio"] = a["preserveAspectRatio"]
            attributes["style"] = a["style"]
            attributes["image-rendering"] = a["image-rendering"]
            picture = SVGNode(name: "image", attributes: attributes, children: [], line: source.node.line)
        }
        // The subregion, in the layer's bounds, cuts the picture; its bounds' origin is the
        // subregion's corner, so the picture keeps the layer's coordinates.
        let holder = Layer()
        holder.bounds = Rect(x: sub.origin.x - box.origin.x, y: sub.origin.y - box.origin.y,
                             width: sub.size.width, height: sub.size.height)
        holder.position = Point(x: holder.bounds.origin.x + sub.size.width / 2, y: holder.bounds.origin.y + sub.size.height / 2)
        holder.masksToBounds = true
        imaging.append(source.filterID)
        defer { imaging.removeLast() }
        let style = inheritedStyle(of: elements[source.filterID] ?? source.node)
        for part in build(picture, parentStyle: style, outer: AffineTransform(translationX: -box.origin.x, y: -box.origin.y),
                          opacityFactor: 1) {
            holder.addSublayer(part.layer)
        }
        return holder
    }

    /// The filter id a `url(#id)` item of a `filter` property names.
    static func filterID(_ item: (name: String, argument: String)) -> String? {
        guard item.name == "url" else { return nil }
        let id = item.argument.trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
        return id.hasPrefix("#") ? String(id.dropFirst()) : nil
    }
}
