import Foundation

/// One comparison in a conformance suite: a reference image and how to make Lamina's render.
public struct ConformanceCase: Hashable, Sendable {
    /// Unique within the suite, stable across runs (the ratchet lists these): a test's path, or
    /// a sample's name and frame.
    public var id: String
    /// The category (SVG) or tier (Lottie) the case is scored under.
    public var category: String
    /// The reference PNG.
    public var reference: URL
    /// The `lamina` command that draws the case; the runner appends `-o <png>`.
    public var invocation: RenderInvocation
    /// How other renderers did on this case, by name (`"rsvg-convert 2.54": true`), for the report.
    public var otherRenderers: [String: Bool]

    public init(id: String, category: String, reference: URL, invocation: RenderInvocation,
                otherRenderers: [String: Bool] = [:]) {
        self.id = id
        self.category = category
        self.reference = reference
        self.invocation = invocation
        self.otherRenderers = otherRenderers
    }
}

/// A run of the `lamina` program: its arguments (without the program and `-o`), the folder it
/// runs in and the environment it adds.
///
/// Cases run as separate processes so that a crash or a hang fails that case and never the run.
public struct RenderInvocation: Hashable, Sendable {
    public var arguments: [String]
    public var workingDirectory: URL
    public var environment: [String: String]

    public init(arguments: [String], workingDirectory: URL, environment: [String: String] = [:]) {
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
    }
}
