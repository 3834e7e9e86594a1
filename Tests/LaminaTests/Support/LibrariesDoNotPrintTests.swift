import Foundation
import LaminaTestSupport
import Testing

/// Libraries never print: what they have to say goes to a callback or a return value, and only
/// the `lamina` program writes to standard output and error. A scan of every library's sources.
@Suite struct LibrariesDoNotPrintTests {
    /// Calls that write to the terminal, matched in code (comments are skipped).
    static let writers = ["print(", "debugPrint(", "FileHandle.standardError", "FileHandle.standardOutput", "fputs(",
                          "write(1,", "write(2,", "STDOUT_FILENO", "STDERR_FILENO"]

    /// `file:line: code` for each line of `source` that calls a writer.
    static func offences(in source: String, file: String) -> [String] {
        var found: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") || code.hasPrefix("*") { continue }
            if let comment = code.range(of: " //") {
                code = String(code[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            for writer in writers {
                var searchStart = code.startIndex
                while let match = code.range(of: writer, range: searchStart..<code.endIndex) {
                    // `print(` only as a call of its own, not `blueprint(` or `report.print(`.
                    let before = match.lowerBound == code.startIndex ? nil : code[code.index(before: match.lowerBound)]
                    if writer.hasSuffix("(") && writer.first!.isLowercase,
                       let before, before.isLetter || before.isNumber || before == "_" || before == "." {
                        searchStart = match.upperBound
                        continue
                    }
                    found.append("\(file):\(index + 1): \(code)")
                    break
                }
            }
        }
        return found
    }

    @Test func noLibrarySourceWritesToTheTerminal() throws {
        let sources = BuiltLamina.repositoryRoot.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0 != "lamina" && !$0.hasPrefix("C") }  // the program, and the C modules
        #expect(modules.count >= 15 && modules.contains("LaminaWindow") && modules.contains("LaminaRecorder"), "\(modules)")
        var offences: [String] = []
        for module in modules.sorted() {
            let folder = sources.appendingPathComponent(module)
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walk where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                offences += Self.offences(in: text, file: "Sources/\(module)/\(path)")
            }
        }
        #expect(offences.isEmpty, "libraries report through callbacks; these lines print:\n\(offences.joined(separator: "\n"))")
    }

    @Test func theScanFindsACallAndSkipsCommentsAndLookalikes() {
        let source = """
            /// print(example)   in a doc comment
            let blueprint = blueprint(of: x)
            handler.print(report)
                print("lamina: oops")   // found
            FileHandle.standardError.write(data)
            """
        #expect(Self.offences(in: source, file: "F.swift") == [
            #"F.swift:4: print("lamina: oops")"#,
            "F.swift:5: FileHandle.standardError.write(data)",
        ])
    }
}
