import Foundation

/// How a Lottie file is read and built: which animation of an archive, which theme, which slot
/// values, and which reference to follow where Core Animation and After Effects differ.
public struct LottieOptions: Sendable, Hashable {
    /// In a dotLottie archive, the animation's id (default: the manifest's initial one).
    public var animation: String?
    /// In a dotLottie archive, a theme's id: its rules set the file's slots.
    public var theme: String?
    /// Slot values, set on top of the theme's.
    public var slots: [String: LottieSlotValue]
    /// Core Animation's drawing or After Effects' where they differ.
    public var fidelity: LottieFidelity
    /// In a dotLottie archive, a state machine's id: the archive plays as that machine drives it.
    public var stateMachine: String?
    /// The state machine's scripted inputs (pointer events, input changes).
    public var stateMachineInputs: [LottieStateMachineInput]

    public init(animation: String? = nil, theme: String? = nil, slots: [String: LottieSlotValue] = [:],
                fidelity: LottieFidelity = .coreAnimation, stateMachine: String? = nil,
                stateMachineInputs: [LottieStateMachineInput] = []) {
        self.animation = animation
        self.theme = theme
        self.slots = slots
        self.fidelity = fidelity
        self.stateMachine = stateMachine
        self.stateMachineInputs = stateMachineInputs
    }
}
