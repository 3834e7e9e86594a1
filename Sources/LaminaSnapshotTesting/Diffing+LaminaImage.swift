import Foundation
import Lamina
import LaminaRender
import SnapshotTesting
import struct LaminaTesting.ImageComparison

extension Diffing where Value == ImageBuffer {
    /// PNG references compared with LaminaTesting's `ImageComparison` (how different one pixel
    /// may be, and what share of pixels may differ by more). A failure says how many pixels
    /// differ and by how much, and writes a difference image (equal pixels pale grey, within
    /// tolerance amber, beyond it magenta) beside the failed snapshot in the artifacts folder
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder), naming it in the message.
    public static func laminaImage(_ comparison: ImageComparison) -> Diffing {
        .diff(
            toData: { image in (try? pngData(image)) ?? Data() },
            fromData: { data in (try? readPNG(data: data)) ?? ImageBuffer.unreadableReference },
            diffV2: { expected, actual in
                guard expected != .unreadableReference else {
                    return ("The reference is not a PNG Lamina can read: delete it, or record it again.", [])
                }
                guard let difference = comparison.compare(expected: expected, actual: actual) else { return nil }
                var message = difference.description
                var attachments: [DiffAttachment] = []
                if let image = difference.image, let data = try? pngData(image) {
                    attachments.append(.data(data, name: "difference.png"))
                    if let url = writeDifference(data) { message += "\ndifference image: \(url.path)" }
                }
                return (message, attachments)
            })
    }

    /// Writes a difference image where swift-snapshot-testing writes failed snapshots (on
    /// Linux its attachments go nowhere), under a fresh name.
    private static func writeDifference(_ data: Data) -> URL? {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                         isDirectory: true)
        let url = folder.appendingPathComponent("lamina-difference-\(UUID().uuidString).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }
}

extension ImageBuffer {
    /// What a reference that is not a readable PNG decodes to: one clear pixel with a row
    /// stride no decoded PNG has, so the comparison can tell it from any real image.
    static let unreadableReference = ImageBuffer(width: 1, height: 1, bytesPerRow: 8, pixels: [UInt8](repeating: 0, count: 8))!
}

extension ImageComparison {
    /// swift-snapshot-testing's two numbers in LaminaTesting's terms: `precision` is the share
    /// of pixels that must match (so `1 - precision` may differ), `perceptualPrecision` how
    /// closely a pixel must match (so one channel may differ by `(1 - perceptualPrecision) × 255`
    /// levels). 1 and 1 is an exact match.
    init(precision: Float, perceptualPrecision: Float) {
        self.init(maxChannelDifference: Int(((1 - Double(perceptualPrecision)) * 255).rounded()),
                  maxDifferingShare: 1 - Double(precision))
    }
}
