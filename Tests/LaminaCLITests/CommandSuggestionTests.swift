import Foundation
@testable import lamina
import Testing

/// `lamina --version`, and the suggestions for mistyped commands.
@Suite struct CommandSuggestionTests {
    @Test func theVersionIsLaminaAndASemanticVersion() {
        let version = LaminaCommand.configuration.version
        #expect(version == "lamina \(LaminaCommand.version)")
        let parts = LaminaCommand.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(version)")
    }

    @Test(arguments: [("rendr", "render"), ("inspct", "inspect"), ("galery", "gallery"), ("importsvg", "import-svg"),
                      ("Render", "render"), ("stuido", "studio")])
    func aMistypedCommandGetsTheNearestName(typed: String, meant: String) throws {
        let message = try #require(LaminaCommand.unknownCommandMessage([typed, "x.json"]))
        #expect(message.hasPrefix("lamina: unknown command '\(typed)'; did you mean '\(meant)'?\n"))
        #expect(message.contains("See 'lamina --help'."))
    }

    @Test func helpWithAMistypedCommandIsAnsweredToo() throws {
        let message = try #require(LaminaCommand.unknownCommandMessage(["help", "rendr"]))
        #expect(message.contains("did you mean 'render'?"))
        #expect(LaminaCommand.unknownCommandMessage(["help", "render"]) == nil)
    }

    @Test func aFarNameGetsNoSuggestionAndKnownOnesNoMessage() throws {
        let message = try #require(LaminaCommand.unknownCommandMessage(["xyzzy"]))
        #expect(message.hasPrefix("lamina: unknown command 'xyzzy'\n"))
        #expect(!message.contains("did you mean"))
        for arguments in [["render", "a.json"], ["--help"], ["--version"], [], ["help"]] {
            #expect(LaminaCommand.unknownCommandMessage(arguments) == nil, "\(arguments)")
        }
    }

    @Test func editDistanceIsLevenshtein() {
        #expect(CommandSuggestion.distance("kitten", "sitting") == 3)
        #expect(CommandSuggestion.distance("", "abc") == 3)
        #expect(CommandSuggestion.distance("render", "render") == 0)
        #expect(CommandSuggestion.distance("rendr", "render") == 1)
    }
}
