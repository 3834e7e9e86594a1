import Foundation
import Lamina

extension LottieStateMachine {
    /// Reads the state machine `id` of a dotLottie archive (`s/<id>.json`; `states/` in
    /// version 1). Throws for an id the manifest does not list, naming the ones it does.
    public init(contentsOf url: URL, id: String, limits: Limits = .standard) throws {
        let name = url.relativePath
        let archive = try DotLottieArchive(url: url, name: name, limits: limits)
        let (path, data) = try archive.stateMachineData(id)
        try self.init(data: data, id: id, fileName: name, entry: path, limits: limits)
    }
}
