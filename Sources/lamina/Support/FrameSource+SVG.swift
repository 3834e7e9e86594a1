import Foundation
import Lamina
import LaminaSVG

extension FrameSource {
    /// Whether `target` names an SVG document (by its extension).
    static func isSVG(_ target: String) -> Bool {
        (target as NSString).pathExtension.lowercased() == "svg"
    }

    /// An SVG document imported into a layer tree and presented as a still: one frame, the
    /// document's size (from width/height, else the viewBox). Warnings go to standard error as
    /// `lamina: <file>: warning: ...`.
    static func svg(at path: String) throws -> FrameSource {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SVGError(fileName: path, line: 0, message: "cannot read the file: \(error.localizedDescription)")
        }
        let result = try SVGImporter().importDocument(data: data, fileName: path)
        for warning in result.warnings {
            FileHandle.standardError.write(Data("lamina: \(path): warning: \(warning)\n".utf8))
        }
        let timeline = Timeline(rootLayer: result.layer)
        let snapshot = timeline.presentation()
        return FrameSource(size: result.size, duration: 1.0 / 60, fps: 60, background: nil,
                           presentation: { _ in snapshot }, state: { [] })
    }
}
