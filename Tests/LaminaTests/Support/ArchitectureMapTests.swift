import Foundation
import LaminaTestSupport
import Testing

/// `ARCHITECTURE.md`'s diagram names every target of `Package.swift`.
@Suite struct ArchitectureMapTests {
    @Test func theDiagramNamesEveryTarget() throws {
        let root = BuiltLamina.repositoryRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let map = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        // `.target(name: "X"`, `.testTarget(name: "X"`, `.systemLibrary(`, `.executableTarget(`, each
        // possibly with `name:` on the next line.
        let pattern = #"\.(target|testTarget|systemLibrary|executableTarget)\(\s*name:\s*"([A-Za-z0-9]+)""#
        let regex = try NSRegularExpression(pattern: pattern)
        let targets = regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).map {
            String(manifest[Range($0.range(at: 2), in: manifest)!])
        }
        #expect(targets.count >= 35 && targets.contains("LaminaRecorder") && targets.contains("CSDL2"), "\(targets)")
        let diagram = try #require(map.components(separatedBy: "## Targets").dropFirst().first?.components(separatedBy: "```").dropFirst().first)
        let words = Set(diagram.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        let missing = targets.filter { !words.contains($0) }
        #expect(missing.isEmpty, "targets the diagram does not name: \(missing)")
    }
}
