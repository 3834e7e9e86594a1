#ifndef LAMINA_CCAIRO_SHIM_H
#define LAMINA_CCAIRO_SHIM_H

// Cairo for drawing and Pango (through pangocairo) for text, as one module so that both see
// the same cairo_t.
#include <cairo.h>
#include <pango/pangocairo.h>

// PANGO_SCALE is a macro Swift imports, but keep a typed constant for clarity.
static const int lamina_pango_scale = PANGO_SCALE;

#endif
