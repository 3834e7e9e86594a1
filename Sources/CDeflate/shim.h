#ifndef LAMINA_CDEFLATE_SHIM_H
#define LAMINA_CDEFLATE_SHIM_H

// zlib from the system (zlib1g-dev), for LaminaMedia's PNG and APNG encoder: deflate and crc32.
// `deflateInit2` is a macro Swift cannot call, so it is wrapped here.
#include <zlib.h>

/// Starts `stream` for zlib-wrapped deflate at `level` (0-9) with `strategy`: a 32 KiB window and
/// zlib's default memory level.
static inline int lamina_deflate_init(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

#endif
