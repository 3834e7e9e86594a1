// Debian's amalgamated Duktape, compiled with an instruction budget: its duk_config.h goes first
// (its include guard then keeps duktape.h from including it again), then the two options it
// leaves out, then the engine itself. `Date.now()` is always the epoch: an expression's value
// must be a function of its time alone, never of the clock.
#define DUK_COMPILING_DUKTAPE
#define DUK_USE_DATE_GET_NOW(ctx) 0.0
#include "/usr/share/duktape/duk_config.h"

int lamina_duktape_timeout_check(void *udata);
#define DUK_USE_INTERRUPT_COUNTER
#define DUK_USE_EXEC_TIMEOUT_CHECK(udata) lamina_duktape_timeout_check(udata)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Weverything"
#include "/usr/share/duktape/duktape.c"
#pragma GCC diagnostic pop

#include "CDuktape.h"
#include <stdlib.h>
#include <string.h>

// Called by the executor every DUK_HTHREAD_INTCTR_DEFAULT instructions, and at once when C
// code calls into the heap (Duktape then starts the countdown at zero): `interrupt_init` is how
// many instructions the countdown that just ended ran, zero for that first call.
int lamina_duktape_timeout_check(void *udata) {
    LaminaDuktapeBudget *budget = (LaminaDuktapeBudget *)udata;
    if (budget == NULL || budget->context == NULL) return 0;
    duk_hthread *thread = (duk_hthread *)budget->context;
    if (thread->interrupt_init > 0) budget->instructions += (unsigned long long)thread->interrupt_init;
    if (budget->instructions > budget->instructionLimit) {
        budget->exhaustedInstructions = 1;
        return 1;
    }
    return 0;
}

// Each block carries its size in front of it, so frees and reallocations can be counted.
typedef union { size_t size; max_align_t align; } LaminaBlockHeader;

// Whether `size` more bytes fit both budgets: live bytes and bytes allocated this evaluation.
static int lamina_fits(LaminaDuktapeBudget *budget, size_t size) {
    if (size > budget->memoryLimit || budget->allocated > budget->memoryLimit - size ||
        size > budget->allocationLimit || budget->allocatedByEvaluation > budget->allocationLimit - size) {
        budget->exhaustedMemory = 1;
        return 0;
    }
    budget->allocatedByEvaluation += size;
    return 1;
}

static void *lamina_alloc(void *udata, duk_size_t size) {
    LaminaDuktapeBudget *budget = (LaminaDuktapeBudget *)udata;
    if (size == 0) return NULL;
    if (!lamina_fits(budget, size)) return NULL;
    LaminaBlockHeader *block = malloc(sizeof(LaminaBlockHeader) + size);
    if (block == NULL) return NULL;
    block->size = size;
    budget->allocated += size;
    return block + 1;
}

static void lamina_free(void *udata, void *pointer) {
    LaminaDuktapeBudget *budget = (LaminaDuktapeBudget *)udata;
    if (pointer == NULL) return;
    LaminaBlockHeader *block = (LaminaBlockHeader *)pointer - 1;
    budget->allocated -= block->size;
    free(block);
}

static void *lamina_realloc(void *udata, void *pointer, duk_size_t size) {
    LaminaDuktapeBudget *budget = (LaminaDuktapeBudget *)udata;
    if (pointer == NULL) return lamina_alloc(udata, size);
    if (size == 0) {
        lamina_free(udata, pointer);
        return NULL;
    }
    LaminaBlockHeader *block = (LaminaBlockHeader *)pointer - 1;
    size_t old = block->size;
    if (size > old && !lamina_fits(budget, size - old)) return NULL;
    LaminaBlockHeader *grown = realloc(block, sizeof(LaminaBlockHeader) + size);
    if (grown == NULL) return NULL;
    grown->size = size;
    budget->allocated = budget->allocated - old + size;
    return grown + 1;
}

// Reached only for an error outside every protected call, which Lamina never makes: there is no
// way to return to the caller, so stop as Duktape's default handler does.
static void lamina_fatal(void *udata, const char *message) {
    (void)udata;
    (void)message;
    abort();
}

duk_context *lamina_duktape_create(LaminaDuktapeBudget *budget) {
    budget->context = NULL;
    duk_context *context = duk_create_heap(lamina_alloc, lamina_realloc, lamina_free, budget, lamina_fatal);
    budget->context = context;
    return context;
}

void lamina_duktape_begin(LaminaDuktapeBudget *budget, unsigned long long instructionLimit, size_t allocationLimit) {
    budget->instructions = 0;
    budget->instructionLimit = instructionLimit;
    budget->allocatedByEvaluation = 0;
    budget->allocationLimit = allocationLimit;
    budget->exhaustedInstructions = 0;
    budget->exhaustedMemory = 0;
}

int lamina_duktape_eval(duk_context *ctx, const char *source, size_t length) {
    return duk_peval_lstring(ctx, source, length);
}

unsigned long long lamina_duktape_end(LaminaDuktapeBudget *budget) {
    duk_hthread *thread = (duk_hthread *)budget->context;
    if (thread != NULL && thread->interrupt_init > thread->interrupt_counter) {
        budget->instructions += (unsigned long long)(thread->interrupt_init - thread->interrupt_counter);
    }
    return budget->instructions;
}

const char *lamina_duktape_string(duk_context *ctx, duk_idx_t index) {
    return duk_safe_to_string(ctx, index);
}
