import Foundation
import Lamina
import LaminaContent
import LaminaControls
import LaminaLottie

extension ContentLoader {
    /// `target` loaded for a command, with SVG and Lottie import warnings on standard error as
    /// `lamina: <file>: warning: ...`. A target that is neither a file nor a control is a
    /// `UsageError` (a mistake in what was typed), with the nearest file or control.
    static func load(_ target: String, options: BuiltInControl.Options = BuiltInControl.Options(),
                     resources: URL? = nil, limits: Limits = .standard,
                     lottie: LottieOptions = LottieOptions()) throws -> Composition {
        if !isFile(target) && BuiltInControls.named(target) == nil {
            throw UsageError(missingTarget(target).description)
        }
        // With a state machine, --events is its input (a file, or the JSON inline).
        var options = options, lottie = lottie
        if isFile(target), lottie.stateMachine != nil, let events = options.events {
            lottie.stateMachineInputs = try LottieStateMachineInput.list(fromArgument: events, limits: limits)
            options.events = nil
        }
        if isFile(target), let option = options.names.first {
            throw UsageError(option: option.rawValue, "applies to built-in controls, not to the file \(target); "
                + "a file has its own size, timing and input")
        }
        return try composition(for: target, options: options, warning: { warning in
            FileHandle.standardError.write(Data("lamina: \(target): warning: \(warning)\n".utf8))
        }, resources: resources, limits: limits, lottie: lottie)
    }
}
