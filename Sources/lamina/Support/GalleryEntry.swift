import Foundation

/// One row of the gallery page.
struct GalleryEntry {
    let name: String
    /// (file name, the command that made it)
    let files: [(String, String)]

    static func indexHTML(_ entries: [GalleryEntry]) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Lamina gallery</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; background: #16161a; color: #eee; margin: 2em; }
            section { margin-bottom: 3em; } h2 { font-weight: 600; }
            .row { display: flex; gap: 1.5em; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } img, video { max-width: 360px; background: #222; }
            code { display: block; color: #9ad; font-size: 12px; margin-top: .4em; max-width: 360px; word-break: break-all; }
            </style></head><body>
            <h1>Lamina gallery</h1>

            """
        for entry in entries {
            html += "<section><h2>\(escape(entry.name))</h2><div class=\"row\">\n"
            for (file, command) in entry.files {
                let media = file.hasSuffix(".mp4")
                    ? "<video src=\"\(escape(file))\" autoplay loop muted playsinline></video>"
                    : "<img src=\"\(escape(file))\" alt=\"\(escape(entry.name))\">"
                html += "<figure>\(media)<figcaption><code>\(escape(command))</code></figcaption></figure>\n"
            }
            html += "</div></section>\n"
        }
        return html + "</body></html>\n"
    }
}
