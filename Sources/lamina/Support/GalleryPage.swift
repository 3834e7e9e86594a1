import Foundation

/// The gallery's `index.html`: an introduction, then one section per kind of item, each item a
/// tile with its renders, a line saying what it shows, a link to its source and the commands.
///
/// The tiles sit in a CSS grid that fills the page's width (as many columns of at least 320
/// pixels as fit, one on a phone); images and videos scale down with their tile.
enum GalleryPage {
    static let title = "Lamina gallery"

    /// What Lamina is, for a visitor who arrives at the page.
    static let introduction = """
        Lamina is Core Animation's layer-and-animation model as a Swift package for Linux: layers, \
        animations and transactions evaluated headless, drawn with Cairo, exported with ffmpeg.
        Every picture below was rendered by the <code>lamina</code> command shown under it, from the \
        scene file linked beside it.
        """

    static func html(_ entries: [GalleryEntry]) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            body { font: 16px/1.5 system-ui, sans-serif; background: #16161a; color: #eee; margin: 0; padding: 1.5rem clamp(1rem, 3vw, 3rem); }
            header { max-width: 60rem; } header p { margin: .4em 0; color: #ccc; }
            h1 { margin: 0 0 .4em; } h2 { margin: 2.2em 0 .2em; font-weight: 600; }
            section > p { margin: 0 0 1em; color: #aaa; }
            .grid { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr)); }
            article { background: #202026; border-radius: 10px; padding: 1rem; min-width: 0; }
            h3 { margin: 0; font-size: 1.05rem; } article > p { margin: .2em 0 .8em; color: #ccc; }
            figure { margin: 0 0 .8rem; }
            img, video { display: block; max-width: 100%; height: auto; margin: 0 auto; background: #111; border-radius: 6px; }
            ul { margin: 0; padding: 0; list-style: none; font-size: 14px; } li { margin: .3em 0; }
            code { color: #9ad; font-size: 13px; overflow-wrap: anywhere; }
            a { color: #8cf; }
            </style></head><body>
            <header><h1>\(title)</h1>
            \(introduction.split(separator: "\n").map { "<p>\($0)</p>" }.joined(separator: "\n"))
            </header>

            """
        for section in GalleryEntry.Section.allCases {
            let items = entries.filter { $0.section == section }
            guard !items.isEmpty else { continue }
            html += "<section><h2>\(section.title)</h2><p>\(escape(section.introduction))</p><div class=\"grid\">\n"
            for entry in items { html += tile(entry) }
            html += "</div></section>\n"
        }
        return html + "</body></html>\n"
    }

    private static func tile(_ entry: GalleryEntry) -> String {
        var html = "<article id=\"\(escape(entry.name))\"><h3>\(escape(entry.name))</h3>\n<p>\(escape(entry.summary))"
        if let source = entry.source {
            html += " Source: <a href=\"\(escape(source))\">\(escape((source as NSString).lastPathComponent))</a>."
        }
        html += "</p>\n"
        for media in entry.media where media.isShown {
            let file = escape(media.file)
            // Shown at its size in points: a --scale 2 render is sharp on a dense screen, and a
            // --scale 1 one is not stretched (and blurred) to the tile's width.
            let width = media.width.map { " width=\"\($0)\"" } ?? ""
            let element = media.file.hasSuffix(".mp4")
                ? "<video src=\"\(file)\"\(width) autoplay loop muted playsinline></video>"
                : "<img src=\"\(file)\"\(width) alt=\"\(escape(entry.name)): \(escape(entry.summary))\" loading=\"lazy\">"
            html += "<figure>\(element)</figure>\n"
        }
        html += "<ul>\n"
        for media in entry.media {
            html += "<li><a href=\"\(escape(media.file))\">\(escape(media.file))</a>: <code>\(escape(media.command))</code></li>\n"
        }
        return html + "</ul></article>\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
