import Foundation

/// What a command prints for an error: Lamina's own errors describe themselves (file, place,
/// problem); Foundation's file errors become `path: reason` instead of an `NSError` dump
/// ("Error Domain=NSCocoaErrorDomain Code=260 ... UserInfo={...}").
enum ErrorMessage {
    static func text(for error: any Error) -> String {
        let ns = error as NSError
        guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
        let path = ns.userInfo[NSFilePathErrorKey] as? String ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        let reason: String
        if let underlying = (ns.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
           underlying.domain == NSPOSIXErrorDomain {
            reason = String(cString: strerror(Int32(underlying.code))).lowercased()
        } else if ns.domain == NSPOSIXErrorDomain {
            reason = String(cString: strerror(Int32(ns.code))).lowercased()
        } else {
            reason = ns.localizedDescription
        }
        return path.map { "\($0): \(reason)" } ?? reason
    }
}
