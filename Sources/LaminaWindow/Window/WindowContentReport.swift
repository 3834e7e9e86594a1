/// What a window content tells the person who started it, through the handler its owner installs
/// (`PreviewScene.report`, `RecorderScene.report`): `lamina` prints them; a library never prints.
public enum WindowContentReport: Hashable, Sendable, CustomStringConvertible {
    /// A file written on request (a saved frame): its path, for standard output.
    case savedFile(String)
    /// Something that failed without ending the scene, for standard error after the program's
    /// name ("cannot write the state to /tmp/state.json: ...").
    case problem(String)

    /// The path, or the problem's sentence.
    public var description: String {
        switch self {
        case .savedFile(let path): path
        case .problem(let message): message
        }
    }
}
