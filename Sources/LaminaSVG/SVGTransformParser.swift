import Foundation
import Lamina

/// The `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`, `skewX` and
/// `skewY`, separated by spaces or commas. `transform="A B"` maps a point through `B`, then `A`.
enum SVGTransformParser {
    /// The transform `text` describes, or `nil` when it is malformed.
    static func parse(_ text: String) -> AffineTransform? {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: { $0.isWhitespace || $0 == "," })
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let arguments = SVGLength.numbers(String(rest[rest.index(after: open)..<close]))
            guard let arguments, let step = transform(name, arguments) else { return nil }
            // Later functions apply first: result = step, then what came before.
            result = step.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6):
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1), ("translate", 2):
            return AffineTransform(translationX: v[0], y: v.count == 2 ? v[1] : 0)
        case ("scale", 1), ("scale", 2):
            return AffineTransform(scaleX: v[0], y: v.count == 2 ? v[1] : v[0])
        case ("rotate", 1):
            return AffineTransform(rotationAngle: v[0] * .pi / 180)
        case ("rotate", 3):
            // Move the centre to the origin, turn, move back.
            return AffineTransform(translationX: -v[1], y: -v[2])
                .concatenating(AffineTransform(rotationAngle: v[0] * .pi / 180))
                .concatenating(AffineTransform(translationX: v[1], y: v[2]))
        case ("skewX", 1):
            return AffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
        case ("skewY", 1):
            return AffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
        default:
            return nil
        }
    }
}

/// Lamina's transform, not Foundation's of the same name.
typealias AffineTransform = Lamina.AffineTransform
