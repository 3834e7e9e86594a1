import Foundation
@testable import lamina
import LaminaTestSupport
import Testing

/// The gallery's page and plan, without rendering: what a visitor reads and which files each
/// item gets.
@Suite struct GalleryPageTests {
    static let entries = [
        GalleryEntry(name: "spinner", section: .scenes, summary: "A replicator spinner.", source: "../Examples/spinner.json",
                     media: [.init(file: "spinner.mp4", command: "lamina render Examples/spinner.json -o spinner.mp4 --scale 2", width: 120),
                             .init(file: "spinner.gif", command: "lamina render Examples/spinner.json -o spinner.gif --scale 2", isShown: false),
                             .init(file: "spinner.png", command: "lamina render Examples/spinner.json -o spinner.png --time 0.5 --scale 2",
                                   isShown: false)]),
        GalleryEntry(name: "desk", section: .drawings, summary: "A desk drawn in SVG.", source: "sources/desk.svg",
                     media: [.init(file: "desk.png", command: "lamina render Examples/desk.svg -o desk.png --scale 2")]),
        GalleryEntry(name: "record", section: .recording, summary: "Three holds <recorded> & joined.", source: nil,
                     media: [.init(file: "record-ui.mp4", command: "lamina record -o record.mp4 --ui record-ui.mp4"),
                             .init(file: "record.mp4", command: "lamina record -o record.mp4")]),
    ]

    @Test func thePageIntroducesLaminaAndShowsEveryItem() {
        let html = GalleryPage.html(Self.entries)
        #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(html.contains("Lamina is Core Animation's layer-and-animation model"))
        for entry in Self.entries {
            #expect(html.contains("<article id=\"\(entry.name)\"><h3>\(entry.name)</h3>"))
            #expect(html.contains(GalleryPage.escape(entry.summary)))
            for media in entry.media {
                #expect(html.contains("<li><a href=\"\(media.file)\">\(media.file)</a>: <code>\(media.command)</code></li>"))
            }
        }
        #expect(html.contains("Three holds &lt;recorded&gt; &amp; joined."))
        // Sections in page order, and only those with items.
        let order = ["<h2>Scenes</h2>", "<h2>Drawings</h2>", "<h2>Recording</h2>"].map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(!html.contains("<h2>Controls</h2>"))
    }

    @Test func sourcesAreLinkedAndTheGridFillsTheWidth() {
        let html = GalleryPage.html(Self.entries)
        #expect(html.contains("Source: <a href=\"../Examples/spinner.json\">spinner.json</a>."))
        #expect(html.contains("Source: <a href=\"sources/desk.svg\">desk.svg</a>."))
        #expect(!html.contains("<article id=\"record\"><h3>record</h3>\n<p>Three holds &lt;recorded&gt; &amp; joined. Source:"))
        #expect(html.contains("grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr))"))
        #expect(html.contains("img, video { display: block; max-width: 100%; height: auto;"))
    }

    @Test func aTileShowsItsFirstFileAndLinksTheOthers() {
        let html = GalleryPage.html(Self.entries)
        // A video at the scene's size in points (its pixels are --scale times that), never
        // stretched to the tile; the GIF and the poster are linked.
        #expect(html.contains("<video src=\"spinner.mp4\" width=\"120\" autoplay loop muted playsinline></video>"))
        #expect(!html.contains("<img src=\"spinner.gif\""))
        #expect(!html.contains("<img src=\"spinner.png\""))
        #expect(html.contains("<video src=\"record-ui.mp4\"") && html.contains("<video src=\"record.mp4\""))
    }

    @Test func aDrawingGetsAPNGAndNoClip() throws {
        #expect(GalleryCommand.formats(for: .drawings) == ["png"])
        #expect(GalleryCommand.formats(for: .scenes) == ["mp4", "gif", "png"])
        #expect(GalleryCommand.formats(for: .controls) == ["mp4", "gif", "png"])
        let command = try GalleryCommand.parse([])
        let items = try command.exampleScenes(in: BuiltLamina.repositoryRoot.appendingPathComponent("Examples").path)
        let desk = try #require(items.first { $0.name == "desk" })
        #expect(desk.section == .drawings)
        #expect(items.filter { $0.target.hasSuffix(".svg") }.allSatisfy { $0.section == .drawings })
        #expect(items.filter { !$0.target.hasSuffix(".svg") }.allSatisfy {
            $0.section == ($0.name.hasPrefix("lottie-") ? .lottie : .scenes)
        })
        #expect(items.filter { $0.section == .lottie }.map(\.name) == ["lottie-bounce", "lottie-loader"])
        #expect(GalleryCommand.formats(for: .lottie) == ["mp4", "gif", "png"])
        // stroke.yaml repeats stroke.json: one item.
        #expect(items.filter { $0.name == "stroke" }.count == 1)
        let html = GalleryPage.html(Self.entries)
        #expect(!html.contains("desk.gif") && !html.contains("desk.mp4"))
    }

    @Test(arguments: [(1.0 / 120, "0.008"), (2.0, "2"), (0.5, "0.5"), (1.25, "1.25"), (0.6, "0.6"),
                      (1.9999, "2"), (0.0004, "0"), (2.0 / 3, "0.667")])
    func captionsRoundToMilliseconds(value: Double, text: String) {
        #expect(GalleryEntry.format(value) == text)
    }
}
