import Foundation

/// What a dotLottie archive (`.lottie`) holds, from its `manifest.json`: its animations, themes
/// and state machines by id. Version 2 keeps them in `a/`, `t/` and `s/` (images in `i/`);
/// version 1 keeps animations in `animations/` (images in `images/`).
public struct DotLottieManifest: Sendable, Hashable {
    /// The manifest's `version` ("1" when it has none).
    public var version: String
    /// The animations' ids, in the manifest's order.
    public var animations: [String]
    /// The themes' ids (`themes`), each a `t/<id>.json` of rules setting slots.
    public var themes: [String]
    /// The state machines' ids (`stateMachines`, or version 1's `states`).
    public var stateMachines: [String]
    /// The animation a player starts with: `initial.animation`, else `activeAnimationId`, else the first.
    public var initialAnimation: String?
    /// The state machine a player starts (`initial.stateMachine`), if the manifest names one.
    public var initialStateMachine: String?

    /// Whether the archive is laid out as dotLottie 2 (`a/`, `i/`, `t/`, `s/`).
    public var isVersion2: Bool { !version.hasPrefix("1") }

    /// Where an animation's JSON is in the archive.
    func animationPath(_ id: String) -> String { isVersion2 ? "a/\(id).json" : "animations/\(id).json" }

    /// Where a theme's JSON is in the archive.
    func themePath(_ id: String) -> String { isVersion2 ? "t/\(id).json" : "themes/\(id).json" }

    /// Where a state machine's JSON is in the archive.
    func stateMachinePath(_ id: String) -> String { isVersion2 ? "s/\(id).json" : "states/\(id).json" }

    /// The folders an image asset may be in, most likely first.
    var imageFolders: [String] { isVersion2 ? ["i/", "images/"] : ["images/", "i/"] }

    init(json object: [String: Any]) {
        func ids(_ key: String) -> [String] {
            (object[key] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["id"] as? String ?? $0 as? String }
        }
        version = (object["version"] as? String) ?? (object["version"] as? NSNumber).map { "\($0)" } ?? "1"
        animations = ids("animations")
        themes = ids("themes")
        stateMachines = ids("stateMachines") + ids("states")
        let initial = (object["initial"] as? [String: Any])?["animation"] as? String
        initialAnimation = initial ?? object["activeAnimationId"] as? String ?? animations.first
        initialStateMachine = (object["initial"] as? [String: Any])?["stateMachine"] as? String
    }
}
