import CDuktape

/// One Duktape heap with its budgets: what the Lottie expression pass runs JavaScript in. Made,
/// used and destroyed on one thread (the pass's own); never shared.
///
/// The budgets are Duktape's, enforced in C (`CDuktape`): bytes live in the heap are counted by
/// its allocator against `memoryLimit`, and every `LAMINA_DUKTAPE_CHECK_INTERVAL` bytecode
/// instructions the executor adds the instructions run and asks whether the evaluation's budget
/// is spent, and if so throws a RangeError that unwinds every `try`. Counting instructions instead of reading a
/// clock keeps a result the same on a fast machine and a slow one.
final class DuktapeHeap {
    let context: OpaquePointer
    private let budget: UnsafeMutablePointer<LaminaDuktapeBudget>
    /// Instructions run by every evaluation so far.
    private(set) var totalInstructions = 0
    private let memoryLimit: Int
    /// What one evaluation may allocate, freed or not, as a share of what the heap may hold:
    /// an expression needs kilobytes, and native work (copying texts, joining lists) grows with
    /// what it allocates, so this keeps such work to a fraction of a second.
    static let allocationShare = 4

    /// A heap that may hold `memoryLimit` bytes; nil when even Duktape's own structures do not fit.
    init?(memoryLimit: Int) {
        budget = .allocate(capacity: 1)
        budget.initialize(to: LaminaDuktapeBudget(allocated: 0, memoryLimit: max(0, memoryLimit), allocatedByEvaluation: 0,
                                                  allocationLimit: .max, instructions: 0, instructionLimit: .max, context: nil,
                                                  exhaustedInstructions: 0, exhaustedMemory: 0))
        self.memoryLimit = max(0, memoryLimit)
        guard let context = lamina_duktape_create(budget) else {
            budget.deallocate()
            return nil
        }
        self.context = context
    }

    deinit {
        duk_destroy_heap(context)
        budget.deallocate()
    }

    /// How one evaluation ended when it did not return.
    enum Failure: Error {
        /// A JavaScript error: its "TypeError: ..." text.
        case thrown(String)
        /// The instruction budget ran out (a loop that does not end, or too much work).
        case outOfInstructions
        /// The heap's memory budget ran out.
        case outOfMemory
    }

    /// Starts an evaluation that may run `instructions` bytecode instructions (it is stopped at
    /// the first of Duktape's checks past them) and allocate a quarter of the heap's memory limit (or, when
    /// `setup`, as much as the heap holds: the file's description is read once).
    func begin(instructions: Int, setup: Bool = false) {
        lamina_duktape_begin(budget, UInt64(max(0, instructions)), setup ? .max : memoryLimit / Self.allocationShare)
    }

    /// Ends an evaluation begun with `begin`, counting its checks; the failure, if the value on
    /// top of the stack is an error `status` reports.
    func end(status: Int32) -> Failure? {
        totalInstructions += Int(clamping: lamina_duktape_end(budget))
        guard status != 0 else { return nil }
        let message = String(cString: lamina_duktape_string(context, -1))
        duk_pop(context)
        if budget.pointee.exhaustedInstructions != 0 { return .outOfInstructions }
        if budget.pointee.exhaustedMemory != 0 {
            duk_gc(context, 0)
            return .outOfMemory
        }
        return .thrown(message)
    }

    /// Runs `source` as a program, a setup step (see `begin`), under `instructions`.
    func run(_ source: String, instructions: Int) throws(Failure) {
        begin(instructions: instructions, setup: true)
        let status = source.utf8CString.withUnsafeBufferPointer { lamina_duktape_eval(context, $0.baseAddress, $0.count - 1) }
        if let failure = end(status: status) { throw failure }
        duk_pop(context)
    }

    /// Calls the global function `name` with `arguments` (numbers or strings) under a budget of
    /// `instructions`, and reads its result, a list of numbers.
    func call(_ name: String, _ arguments: [Argument], instructions: Int, setup: Bool = false) throws(Failure) -> [Double] {
        begin(instructions: instructions, setup: setup)
        duk_get_global_string(context, name)
        for argument in arguments {
            switch argument {
            case .number(let n): duk_push_number(context, n)
            case .string(let s): _ = s.utf8CString.withUnsafeBufferPointer { duk_push_lstring(context, $0.baseAddress, $0.count - 1) }
            }
        }
        let status = duk_pcall(context, Int32(arguments.count))
        if let failure = end(status: status) { throw failure }
        defer { duk_pop(context) }
        guard duk_is_array(context, -1) != 0 else { return [] }
        let count = Int(duk_get_length(context, -1))
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for i in 0..<count {
            duk_get_prop_index(context, -1, duk_uarridx_t(i))
            numbers.append(duk_get_number(context, -1))
            duk_pop(context)
        }
        return numbers
    }

    enum Argument {
        case number(Double)
        case string(String)
    }

    /// Makes `function` a global named `name` taking `arguments` arguments.
    func define(_ name: String, arguments: Int32, _ function: duk_c_function) {
        duk_push_c_function(context, function, arguments)
        duk_put_global_string(context, name)
    }

    /// Keeps `pointer` where native functions find it (`stashed(in:)`).
    func stash(_ pointer: UnsafeMutableRawPointer) {
        duk_push_global_stash(context)
        duk_push_pointer(context, pointer)
        duk_put_prop_string(context, -2, "lamina")
        duk_pop(context)
    }

    /// The pointer `stash` kept, from inside a native function.
    static func stashed(in context: OpaquePointer) -> UnsafeMutableRawPointer? {
        duk_push_global_stash(context)
        duk_get_prop_string(context, -1, "lamina")
        let pointer = duk_get_pointer(context, -1)
        duk_pop_2(context)
        return pointer
    }

    /// Pushes `numbers` as an array, for a native function to return.
    static func push(_ numbers: [Double], in context: OpaquePointer) {
        duk_push_array(context)
        for (i, n) in numbers.enumerated() {
            duk_push_number(context, n)
            duk_put_prop_index(context, -2, duk_uarridx_t(i))
        }
    }
}
