import Foundation

/// dotLottie archives for tests, made with `zip` (a bootstrap package).
public enum DotLottieFixtures {
    /// An archive whose animation's layer "Button" (a square at (25, 50)) is red to frame 29 and
    /// blue from 30, and whose machine "tap" plays frames 30-60 once a pointer goes down on it.
    public static func buttonArchive(in folder: URL) throws -> URL {
        let key = #"{"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#
        let fill = #"{"ty":"fl","nm":"Fill 1","c":{"a":1,"k":[\#(key),"t":0,"s":[1,0,0,1]},\#(key),"t":29,"s":[1,0,0,1]},{"t":30,"s":[0,0,1,1]}]},"o":{"a":0,"k":100}}"#
        let square = #"{"ty":"gr","nm":"Group","it":[{"ty":"rc","nm":"Rect","p":{"a":0,"k":[25,50]},"s":{"a":0,"k":[30,30]},"r":{"a":0,"k":0}},\#(fill)]}"#
        let animation = #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"markers":[{"cm":"idle","tm":0,"dr":30},{"cm":"pressed","tm":30,"dr":30}],"layers":[{"ty":4,"nm":"Button","ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[\#(square)]}]}"#
        let machine = #"""
            {"initial":"idle","states":[
              {"type":"PlaybackState","name":"idle","animation":"","segment":"idle","loop":true,"autoplay":true,
               "transitions":[{"type":"Transition","toState":"pressed","guards":[{"type":"Event","inputName":"press"}]}]},
              {"type":"PlaybackState","name":"pressed","animation":"","segment":"pressed","autoplay":true}],
             "interactions":[{"type":"PointerDown","layerName":"Button","actions":[{"type":"Fire","inputName":"press"}]}],
             "inputs":[{"type":"Event","name":"press"}]}
            """#
        let contents = folder.appendingPathComponent("contents")
        for (path, text) in ["manifest.json": #"{"version":"2","animations":[{"id":"main"}],"stateMachines":[{"id":"tap"}]}"#,
                             "a/main.json": animation, "s/tap.json": machine] {
            let url = contents.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        zip.arguments = ["-q", "-r", "../button.lottie", "manifest.json", "a", "s"]
        zip.currentDirectoryURL = contents
        // `zip` is a bootstrap package: without it this fails rather than skipping.
        try zip.run()
        zip.waitUntilExit()
        guard zip.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return folder.appendingPathComponent("button.lottie")
    }
}
