import Foundation
import Lamina
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
        #expect(message.hasPrefix("\(typed): no such command; did you mean '\(meant)'? (commands: "))
        #expect(message.hasSuffix("; see 'lamina --help')"))
    }

    @Test func helpWithAMistypedCommandIsAnsweredToo() throws {
        let message = try #require(LaminaCommand.unknownCommandMessage(["help", "rendr"]))
        #expect(message.contains("did you mean 'render'?"))
        #expect(LaminaCommand.unknownCommandMessage(["help", "render"]) == nil)
    }

    @Test func aFarNameGetsNoSuggestionAndKnownOnesNoMessage() throws {
        let message = try #require(LaminaCommand.unknownCommandMessage(["xyzzy"]))
        #expect(message.hasPrefix("xyzzy: no such command (commands: "))
        #expect(!message.contains("did you mean"))
        for arguments in [["render", "a.json"], ["--help"], ["--version"], [], ["help"]] {
            #expect(LaminaCommand.unknownCommandMessage(arguments) == nil, "\(arguments)")
        }
    }

    @Test func editDistanceIsLevenshtein() {
        #expect(NameSuggestion.distance("kitten", "sitting") == 3)
        #expect(NameSuggestion.distance("", "abc") == 3)
        #expect(NameSuggestion.distance("render", "render") == 0)
        // A swap of neighbours is one edit, the commonest slip: --tiem is --time, not --theme.
        #expect(NameSuggestion.distance("tiem", "time") == 1)
        #expect(NameSuggestion.distance("tiem", "theme") == 2)
        #expect(NameSuggestion.nearest(to: "tiem", in: ["theme", "time"]) == "time")
        #expect(NameSuggestion.distance("rendr", "render") == 1)
    }

    @Test func everyCommandsLongOptionsAreKnown() throws {
        let render = try #require(CommandSuggestion.longOptions["render"])
        #expect(render.isSuperset(of: ["--output", "--size", "--fps", "--scale", "--frame", "--help"]))
        #expect(CommandSuggestion.longOptions["lamina"] == ["--help", "--version", "--generate-completion-script"])
        #expect(CommandSuggestion.unknownOption(in: ["render", "x.json", "--output=a.png", "--", "--anything"]) == nil)
        #expect(CommandSuggestion.unknownOption(in: ["render", "x.json", "--ouput", "a.png"])?.description
            == "--ouput: no such option of 'lamina render'; did you mean '--output'?")
        #expect(CommandSuggestion.unknownOption(in: ["render", "--zzzzzzzz"])?.description
            == "--zzzzzzzz: no such option of 'lamina render'; see 'lamina render --help' for its options")
    }
}
