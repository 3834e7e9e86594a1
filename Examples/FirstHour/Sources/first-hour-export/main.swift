import FirstHour
import Foundation
import LaminaContent

// Writes the two animations as GIF and MP4 into the folder given (default: the current one).
let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
for (name, makeTimeline) in [("ring", makeProgressRing), ("dot", makeBouncingDot)] {
    for format in ["gif", "mp4"] {
        let url = folder.appendingPathComponent("\(name).\(format)")
        try makeTimeline().export(to: url, duration: 2, framesPerSecond: 30)
        print("wrote \(url.path)")
    }
}
