// Duktape (Debian's duktape-dev 2.7) built into Lamina with two budgets the distribution's
// library cannot enforce: bytecode instructions per evaluation (its duk_config.h leaves
// DUK_USE_EXEC_TIMEOUT_CHECK out, so a prebuilt heap never stops a `while (true) {}`) and bytes
// allocated by one heap. Lamina's Lottie expression evaluator is the only user.
#ifndef LAMINA_CDUKTAPE_H
#define LAMINA_CDUKTAPE_H

#include "/usr/share/duktape/duk_config.h"
#include "/usr/share/duktape/duktape.h"

/// The budgets of one heap, and what it has used: its allocator and the instruction check read it.
typedef struct LaminaDuktapeBudget {
    /// Bytes live in the heap now, and the most it may hold.
    size_t allocated;
    size_t memoryLimit;
    /// Bytes allocated since `lamina_duktape_begin`, freed or not, and the most one evaluation
    /// may allocate: native functions (string concatenation, `join`) do work in proportion to
    /// what they allocate without running bytecode, so this bounds the work the instruction
    /// count cannot see.
    size_t allocatedByEvaluation;
    size_t allocationLimit;
    /// Bytecode instructions run since `lamina_duktape_begin` (counted at each of the executor's
    /// interrupts, every `LAMINA_DUKTAPE_CHECK_INTERVAL` instructions, and by
    /// `lamina_duktape_end`), and the most allowed before a RangeError stops the code.
    unsigned long long instructions;
    unsigned long long instructionLimit;
    /// The heap's thread, whose interrupt countdown says how many instructions ran.
    void *context;
    /// Whether the last evaluation was stopped by a budget (instructions or bytes).
    int exhaustedInstructions;
    int exhaustedMemory;
} LaminaDuktapeBudget;

/// Duktape's interrupt interval: the executor checks the budget once every this many instructions.
#define LAMINA_DUKTAPE_CHECK_INTERVAL (256L * 1024L)

/// A heap whose allocations count against `budget->memoryLimit` (NULL when even the heap's own
/// structures do not fit). `budget` must outlive the heap.
duk_context *lamina_duktape_create(LaminaDuktapeBudget *budget);

/// Starts an evaluation's instruction and allocation budgets.
void lamina_duktape_begin(LaminaDuktapeBudget *budget, unsigned long long instructionLimit, size_t allocationLimit);

/// Ends an evaluation: adds the instructions run since the executor's last interrupt, and
/// returns all the evaluation ran.
unsigned long long lamina_duktape_end(LaminaDuktapeBudget *budget);

/// Compiles and runs `source` (as a program) in a protected call: 0 and the completion value on
/// the stack, or non-zero and the error.
int lamina_duktape_eval(duk_context *ctx, const char *source, size_t length);

/// The value at `index` as text, never throwing (an error's "TypeError: ..." message).
const char *lamina_duktape_string(duk_context *ctx, duk_idx_t index);

#endif
