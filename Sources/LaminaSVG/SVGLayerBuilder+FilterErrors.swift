import Foundation
import Lamina

/// Filters are not drawn yet, but a filter that is in error is known without drawing it: the
/// reference renderer (resvg) then draws the filtered element as nothing. Only the errors that
/// are plain to see in the attributes are checked; a valid filter is still ignored with a warning.
extension SVGLayerBuilder {
    /// Whether `node`'s `filter` refers to a `filter` holding a primitive in error.
    func filterIsInError(_ node: SVGNode) -> Bool {
        let value = SVGStyle.declarations(node.attributes["style"] ?? "").last { $0.0 == "filter" }?.1 ?? node.attributes["filter"]
        guard let value, case .url(let id, _)? = SVGColor.paint(value),
              let filter = elements[id], filter.name == "filter" else { return false }
        return filter.children.contains { $0.name == "feConvolveMatrix" && Self.convolveMatrixIsInError($0) }
    }

    /// An `feConvolveMatrix` whose kernel does not have `orderX` × `orderY` entries, or whose
    /// target lies outside the kernel.
    static func convolveMatrixIsInError(_ node: SVGNode) -> Bool {
        let order = SVGLength.numbers(node.attributes["order"] ?? "3") ?? []
        guard (1...2).contains(order.count), order.allSatisfy({ $0 >= 1 && $0 == $0.rounded() && $0 <= 64 }) else { return true }
        let columns = Int(order[0]), rows = Int(order.count == 2 ? order[1] : order[0])
        guard let kernel = SVGLength.numbers(node.attributes["kernelMatrix"] ?? ""), kernel.count == columns * rows else { return true }
        func target(_ key: String, _ size: Int) -> Bool {
            guard let text = node.attributes[key] else { return true }
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return false }
            return value >= 0 && value < Double(size)
        }
        return !(target("targetX", columns) && target("targetY", rows))
    }
}
