#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A card stack rearranged with insertSublayer(at:/above:/below:), replaceSublayer and
/// removeFromSuperlayer.
final class CardStack {
    let stack = CALayer()

    func card(_ name: String) -> CALayer {
        let card = CALayer()
        card.name = name
        return card
    }

    var order: [String] { (stack.sublayers ?? []).compactMap(\.name) }

    func build() {
        let a = card("a"), b = card("b"), c = card("c")
        stack.addSublayer(a)
        stack.addSublayer(c)
        stack.insertSublayer(b, above: a)
        stack.insertSublayer(card("bottom"), at: 0)
        stack.insertSublayer(card("top"), at: UInt32(stack.sublayers?.count ?? 0))
    }

    func replaceMiddle() {
        guard let middle = stack.sublayers?.first(where: { $0.name == "b" }) else { return }
        stack.replaceSublayer(middle, with: card("B"))
    }

    func removeTop() {
        stack.sublayers?.last?.removeFromSuperlayer()
    }
}
