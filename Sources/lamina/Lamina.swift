import ArgumentParser
import Lamina
import LaminaWorkloads

@main
struct LaminaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lamina",
        abstract: "Core Animation's layer and animation model, headless.",
        subcommands: [InspectCommand.self, RenderCommand.self, ImportSVGCommand.self, GalleryCommand.self,
                      RecordCommand.self, BenchCommand.self, PreviewCommand.self, StudioCommand.self,
                      ConformanceCommand.self])

    static func main() {
        MemoryTuning.keepFreedMemoryForReuse()
        main(nil)
    }
}
