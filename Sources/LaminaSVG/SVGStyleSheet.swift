import Foundation

/// The CSS of a document's `<style>` elements, applied by rewriting each element's `style`
/// attribute before layers are built: matching declarations go in front of the element's own
/// (so they beat presentation attributes and lose to the `style` attribute), ordered by
/// specificity then source order, and `!important` ones go after it. The rest of the importer
/// then reads one `style` attribute as before, instead of every reader learning the cascade.
///
/// Selectors: type, `*`, `#id`, `.class`, attribute (`[a]`, `[a=v]`, `[a~=v]`, `[a^=v]`,
/// `[a$=v]`, `[a*=v]`), `:first-child`, and the descendant, child, next-sibling (`+`) and
/// subsequent-sibling (`~`) combinators (each step matched at the nearest element that fits, so
/// matching stays linear in the tree's depth and width). A rule with
/// any other selector is left out, as a browser drops it; at-rules are skipped (a statement
/// one such as `@import` up to its semicolon, a block one with its block).
struct SVGStyleSheet {
    struct Rule {
        var selector: Selector
        var declarations: [(name: String, value: String, important: Bool)]
        var order: Int
    }

    /// A complex selector, stored right to left: the subject first, then each ancestor step.
    struct Selector {
        var steps: [(compound: Compound, combinator: Character)]  // combinator to the next step: " ", ">", "+" or "~"
        var specificity: (Int, Int, Int)
    }

    struct Compound {
        var type: String?
        var ids: [String] = []
        var classes: [String] = []
        var attributes: [(name: String, op: String, value: String)] = []
        var firstChild = false
    }

    private(set) var rules: [Rule] = []

    var isEmpty: Bool { rules.isEmpty }

    /// The rules of every `style` element in `root` whose `type` is CSS (or absent).
    init(root: SVGNode) {
        var order = 0
        func visit(_ node: SVGNode) {
            if node.name == "style" {
                let type = node.attributes["type"]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                if type.isEmpty || type == "text/css" { parse(node.text, order: &order) }
            }
            node.children.forEach(visit)
        }
        visit(root)
    }

    private mutating func parse(_ css: String, order: inout Int) {
        var text = css
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: \.isWhitespace)
            // A statement at-rule (`@import`, `@charset`, `@namespace`) ends at its semicolon
            // (CSS Syntax 3, "consume an at-rule"): dropped there, so the rule after it stays.
            if rest.first == "@", let semicolon = rest.firstIndex(of: ";"),
               rest.firstIndex(of: "{").map({ semicolon < $0 }) ?? true {
                rest = rest[rest.index(after: semicolon)...]
                continue
            }
            guard let brace = rest.firstIndex(of: "{") else { return }
            let prelude = rest[..<brace].trimmingCharacters(in: .whitespacesAndNewlines)
            guard let close = rest[brace...].firstIndex(of: "}") else { return }
            let body = rest[rest.index(after: brace)..<close]
            rest = rest[rest.index(after: close)...]
            // Block at-rules (@media, @font-face, @keyframes) are not applied.
            if prelude.hasPrefix("@") {
                if body.contains("{") {
                    // A block at-rule nests rules (@media, @keyframes' frames): skip to the brace
                    // that closes it, however many blocks it holds.
                    var depth = body.filter { $0 == "{" }.count
                    while depth > 0, let next = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
                        depth += rest[next] == "{" ? 1 : -1
                        rest = rest[rest.index(after: next)...]
                    }
                }
                continue
            }
            let declarations = body.split(separator: ";").compactMap { declaration -> (name: String, value: String, important: Bool)? in
                guard let (name, value) = SVGStyle.declarations(String(declaration)).first else { return nil }
                return (name, value, declaration.replacingOccurrences(of: " ", with: "").hasSuffix("!important"))
            }
            for text in prelude.split(separator: ",") {
                guard let selector = Self.selector(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { continue }
                rules.append(Rule(selector: selector, declarations: declarations, order: order))
                order += 1
            }
        }
    }

    /// A complex selector, or `nil` when it uses anything not supported.
    static func selector(_ text: String) -> Selector? {
        guard !text.isEmpty else { return nil }
        // Tokens: compounds separated by whitespace, with each combinator (`>`, `+`, `~`) outside
        // an attribute's brackets as its own token.
        var spaced = "", bracketed = false
        for character in text {
            if character == "[" { bracketed = true } else if character == "]" { bracketed = false }
            spaced += !bracketed && "> +~".contains(character) && character != " " ? " \(character) " : String(character)
        }
        var tokens = spaced.split(whereSeparator: \.isWhitespace).map(String.init)
        var steps: [(Compound, Character)] = []
        var specificity = (0, 0, 0)
        var combinator: Character = " "
        while let token = tokens.popLast() {
            if token == ">" || token == "+" || token == "~" {
                guard !steps.isEmpty, combinator == " " else { return nil }
                combinator = Character(token)
                continue
            }
            guard let compound = Self.compound(token) else { return nil }
            if !steps.isEmpty { steps[steps.count - 1].1 = combinator }
            combinator = " "
            steps.append((compound, " "))
            specificity.0 += compound.ids.count
            specificity.1 += compound.classes.count + compound.attributes.count + (compound.firstChild ? 1 : 0)
            specificity.2 += compound.type == nil ? 0 : 1
        }
        // A combinator with nothing before it (`> a`, `+ a`) is invalid.
        guard !steps.isEmpty, combinator == " " else { return nil }
        return Selector(steps: steps.map { (compound: $0.0, combinator: $0.1) }, specificity: specificity)
    }

    private static func compound(_ text: String) -> Compound? {
        var compound = Compound()
        var s = Substring(text)
        func name() -> String {
            let end = s.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ?? s.endIndex
            let word = String(s[..<end])
            s = s[end...]
            return word
        }
        if s.first == "*" { s = s.dropFirst() } else if s.first?.isLetter == true { compound.type = name() }
        while let first = s.first {
            s = s.dropFirst()
            switch first {
            case "#": let id = name(); guard !id.isEmpty else { return nil }; compound.ids.append(id)
            case ".": let c = name(); guard !c.isEmpty else { return nil }; compound.classes.append(c)
            case ":":
                guard name() == "first-child" else { return nil }
                compound.firstChild = true
            case "[":
                guard let close = s.firstIndex(of: "]") else { return nil }
                let inner = s[..<close]
                s = s[s.index(after: close)...]
                if let eq = inner.firstIndex(of: "=") {
                    var key = inner[..<eq]
                    var op = "="
                    if let last = key.last, "~^$*|".contains(last) { op = "\(last)="; key = key.dropLast() }
                    let value = inner[inner.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                        .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                    compound.attributes.append((key.trimmingCharacters(in: .whitespaces), op, value))
                } else {
                    compound.attributes.append((inner.trimmingCharacters(in: .whitespaces), "", ""))
                }
            default: return nil
            }
        }
        return compound
    }

    /// `root` with the sheet's declarations merged into each element's `style` attribute.
    func applied(to root: SVGNode) -> SVGNode {
        guard !rules.isEmpty else { return root }
        var chain: [(node: SVGNode, index: Int)] = []
        func visit(_ node: SVGNode, index: Int) -> SVGNode {
            var node = node
            chain.append((node, index))
            let matching = rules.filter { matches($0.selector, chain) }.sorted {
                $0.selector.specificity != $1.selector.specificity
                    ? $0.selector.specificity < $1.selector.specificity : $0.order < $1.order
            }
            if !matching.isEmpty {
                func css(_ important: Bool) -> String {
                    matching.flatMap { $0.declarations.filter { $0.important == important } }
                        .map { "\($0.name):\($0.value)" }.joined(separator: ";")
                }
                node.attributes["style"] = [css(false), node.attributes["style"] ?? "", css(true)]
                    .filter { !$0.isEmpty }.joined(separator: ";")
            }
            node.children = node.children.enumerated().map { visit($0.element, index: $0.offset) }
            chain.removeLast()
            return node
        }
        return visit(root, index: 0)
    }

    /// Whether the last element of `chain` (its ancestors before it) is the selector's subject.
    /// An element is at a depth of `chain` (its parent one less) and has a child index; a
    /// sibling step keeps the depth and moves to a child of the same parent.
    private func matches(_ selector: Selector, _ chain: [(node: SVGNode, index: Int)]) -> Bool {
        var depth = chain.count - 1
        var element = chain[depth]
        guard matches(selector.steps[0].compound, element) else { return false }
        for stepIndex in 1..<selector.steps.count {
            let step = selector.steps[stepIndex]
            switch selector.steps[stepIndex - 1].combinator {
            case ">":
                depth -= 1
                guard depth >= 0 else { return false }
                element = chain[depth]
                guard matches(step.compound, element) else { return false }
            case "+", "~":
                guard depth > 0 else { return false }
                let siblings = chain[depth - 1].node.children
                var index = element.index - 1
                if selector.steps[stepIndex - 1].combinator == "~" {
                    while index >= 0 && !matches(step.compound, (siblings[index], index)) { index -= 1 }
                }
                guard index >= 0, index < siblings.count, matches(step.compound, (siblings[index], index)) else { return false }
                element = (siblings[index], index)
            default:
                repeat { depth -= 1 } while depth >= 0 && !matches(step.compound, chain[depth])
                guard depth >= 0 else { return false }
                element = chain[depth]
            }
        }
        return true
    }

    private func matches(_ compound: Compound, _ entry: (node: SVGNode, index: Int)) -> Bool {
        let a = entry.node.attributes
        if let type = compound.type, type != entry.node.name { return false }
        if compound.firstChild, entry.index != 0 { return false }
        for id in compound.ids where a["id"] != id { return false }
        let classes = (a["class"] ?? "").split(whereSeparator: \.isWhitespace)
        for c in compound.classes where !classes.contains(Substring(c)) { return false }
        for (name, op, value) in compound.attributes {
            guard let actual = a[name] else { return false }
            switch op {
            case "": continue
            case "=": if actual != value { return false }
            case "~=": if !actual.split(whereSeparator: \.isWhitespace).contains(Substring(value)) { return false }
            case "^=": if !actual.hasPrefix(value) { return false }
            case "$=": if !actual.hasSuffix(value) { return false }
            case "*=": if !actual.contains(value) { return false }
            case "|=": if actual != value && !actual.hasPrefix(value + "-") { return false }
            default: return false
            }
        }
        return true
    }
}
