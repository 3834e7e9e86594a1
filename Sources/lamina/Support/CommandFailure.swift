/// A command that could not do its work (a file that cannot be read or written), worded as
/// `<file>: <what went wrong>`: printed as `lamina: ...` with exit status 1, as every failure
/// (see `LaminaCommand.exit(reporting:arguments:)`). A mistake in what was typed is a
/// `UsageError` instead.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
