import ArgumentParser
import Lamina

@main
struct LaminaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lamina",
        abstract: "Core Animation's layer and animation model, headless.",
        subcommands: [InspectCommand.self, RenderCommand.self, GalleryCommand.self, RecordCommand.self, BenchCommand.self])

    static func main() {
        MemoryTuning.keepFreedMemoryForReuse()
        main(nil)
    }
}
