import Foundation
@testable import Lamina
import LaminaTestSupport
import Testing

/// The scene format's article (`SceneFormat.md`) lists exactly the keys the parser accepts:
/// every layer key (the layer's own and the property table's rows, per kind) and every
/// animation key is documented, and every documented key is accepted.
@Suite struct SceneFormatKeysTests {
    static let article = BuiltLamina.repositoryRoot.appendingPathComponent("Sources/Lamina/Lamina.docc/SceneFormat.md")

    /// The lines of the article's `### title` section.
    static func section(_ title: String) throws -> [String] {
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "### \(title)"), "no section \(title)")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("#") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// The text before the section's first bullet, and each bullet (with its continuation lines).
    static func paragraphAndBullets(_ lines: [String]) -> (paragraph: String, bullets: [String]) {
        var paragraph: [String] = [], bullets: [String] = []
        var inBullets = false
        for line in lines {
            if line.hasPrefix("- ") {
                bullets.append(line)
                inBullets = true
            } else if inBullets && line.hasPrefix("  "), !bullets.isEmpty {
                bullets[bullets.count - 1] += " " + line
            } else if line.isEmpty || inBullets {
                if inBullets { break }
            } else {
                paragraph.append(line)
            }
        }
        return (paragraph.joined(separator: " "), bullets)
    }

    /// The names in code voice, outside parentheses (which hold values and units): `a`, `b`.
    static func keys(in text: String) -> [String] {
        var text = text
        while let open = text.range(of: #"\([^()]*\)"#, options: .regularExpression) { text.removeSubrange(open) }
        var keys: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "`") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "`") else { break }
            let word = String(rest[after..<close])
            if word.range(of: "^[A-Za-z]+$", options: .regularExpression) != nil { keys.append(word) }
            rest = rest[rest.index(after: close)...]
        }
        return keys
    }

    @Test func layerKeysAreExactlyTheParsersAndThePropertyTables() throws {
        let (paragraph, bullets) = Self.paragraphAndBullets(try Self.section("Layers"))
        let kinds = Set(LayerKind.allCases.map(\.rawValue))
        // The layer's own keys, in the paragraph (beside the layer types it names).
        let own = Set(Self.keys(in: paragraph)).subtracting(kinds)
        #expect(own == LayerDescription.layerKeys, "documented but not read: \(own.subtracting(LayerDescription.layerKeys)); read but not documented: \(LayerDescription.layerKeys.subtracting(own))")
        // Every layer's rows, then each kind's.
        var documented = own
        var seenKinds: Set<String> = []
        for bullet in bullets {
            var names = Self.keys(in: bullet)
            let kind: LayerKind?
            if bullet.hasPrefix("- every layer:") {
                kind = nil
            } else {
                let name = names.removeFirst()
                let parsed: LayerKind = try #require(LayerKind(rawValue: name), "a bullet for `\(name)`, which is no layer type")
                kind = parsed
                seenKinds.insert(name)
            }
            let rows = Set(PropertyKey.table.filter { $0.row.kind == kind }.map(\.key.rawValue))
            #expect(Set(names) == rows, "\(kind?.rawValue ?? "every layer"): documented but not in the table: \(Set(names).subtracting(rows)); in the table but not documented: \(rows.subtracting(names))")
            #expect(names.count == Set(names).count, "\(kind?.rawValue ?? "every layer"): a key listed twice")
            documented.formUnion(names)
        }
        #expect(seenKinds == kinds.subtracting(["layer"]))
        // Both ways, against what the parser accepts for any layer.
        let accepted = LayerDescription.kindKeys.values.reduce(LayerDescription.commonKeys) { $0.union($1) }
        #expect(accepted.subtracting(documented).isEmpty, "accepted but not documented: \(accepted.subtracting(documented).sorted())")
        #expect(documented.subtracting(accepted).isEmpty, "documented but not accepted: \(documented.subtracting(accepted).sorted())")
        #expect(documented.isSuperset(of: ["filters", "kern"]))
    }

    @Test func animationKeysAreExactlyTheParsers() throws {
        let (paragraph, bullets) = Self.paragraphAndBullets(try Self.section("Animations"))
        typealias Kind = AnimationDescription.Kind
        let kinds = Set(Kind.allCases.map(\.rawValue))
        let timing = Set(Self.keys(in: paragraph)).subtracting(kinds)
        #expect(timing == AnimationDescription.timingKeys, "documented: \(timing.sorted())")
        var byKind: [String: Set<String>] = [:]
        for bullet in bullets {
            var names = Self.keys(in: bullet)
            let kind = names.removeFirst()
            var keys = Set(names)
            if bullet.contains("the basic keys") { keys.formUnion(byKind["basic"] ?? []) }
            byKind[kind] = keys
        }
        #expect(Set(byKind.keys) == kinds)
        for kind in Kind.allCases {
            let accepted = try #require(AnimationDescription.keys[kind]).subtracting(AnimationDescription.timingKeys)
            let documented = byKind[kind.rawValue] ?? []
            #expect(documented == accepted, "\(kind.rawValue): accepted but not documented: \(accepted.subtracting(documented).sorted()); documented but not accepted: \(documented.subtracting(accepted).sorted())")
        }
    }

    @Test func documentKeysAreExactlyTheParsers() throws {
        // The table's first column: | `size` | ... |
        let documented = Set(try Self.section("The document").filter { $0.hasPrefix("| `") }.flatMap { line in
            Self.keys(in: String(line.split(separator: "|", omittingEmptySubsequences: true).first ?? ""))
        })
        #expect(documented == SceneDocument.keys, "documented: \(documented.sorted())")
    }

    @Test func theKeyReaderSkipsValuesInParentheses() {
        #expect(Self.keys(in: "- `text`: `string`, `fontSize` (points, `pt`), `bounds` (`[x, y, w, h]`)") == ["text", "string", "fontSize", "bounds"])
    }
}
