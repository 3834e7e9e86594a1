import Foundation

/// Files a document names beside itself (a Lottie image asset, an SVG `<image>`): read only
/// when they lie inside the document's folder tree, so a hostile document cannot make its loader
/// read `../../etc/passwd`, an absolute path or a symbolic link that leads out of the folder.
public enum ContainedFile {
    /// The file `relative` names from `folder`, after `..` and symbolic links are resolved, or
    /// `nil` when it is empty, absolute or lands outside `root`'s tree (by default `folder`'s).
    public static func url(_ relative: String, in folder: URL, within root: URL? = nil) -> URL? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0") else { return nil }
        let tree = (root ?? folder).standardizedFileURL.resolvingSymlinksInPath().path
        let file = folder.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath()
        let prefix = tree.hasSuffix("/") ? tree : tree + "/"
        return file.path.hasPrefix(prefix) ? file : nil
    }
}
