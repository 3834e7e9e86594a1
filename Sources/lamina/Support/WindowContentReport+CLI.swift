import Foundation
import LaminaWindow

extension WindowContentReport {
    /// Prints what a window content reports, as every command does: a saved file's path on
    /// standard output, a problem on standard error as `lamina: <problem>`.
    static func print(_ report: WindowContentReport) {
        switch report {
        case .savedFile(let path): FileHandle.standardOutput.write(Data("\(path)\n".utf8))
        case .problem(let message): FileHandle.standardError.write(Data("lamina: \(message)\n".utf8))
        }
    }
}
