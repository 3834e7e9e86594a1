import Foundation
import Lamina
import LaminaContent
import LaminaControls

extension ContentLoader {
    /// `target` loaded for a command, with SVG and Lottie import warnings on standard error as
    /// `lamina: <file>: warning: ...`.
    static func load(_ target: String, options: BuiltInControl.Options = BuiltInControl.Options(),
                     resources: URL? = nil, limits: Limits = .standard) throws -> Composition {
        try composition(for: target, options: options, warning: { warning in
            FileHandle.standardError.write(Data("lamina: \(target): warning: \(warning)\n".utf8))
        }, resources: resources, limits: limits)
    }
}
