#ifndef LAMINA_CCAIRO_SHIM_H
#define LAMINA_CCAIRO_SHIM_H

// Cairo for drawing and Pango (through pangocairo) for text, as one module so that both see
// the same cairo_t.
//
// Cairo's header is found on the standard include path as <cairo/cairo.h>. Pango's headers are
// not: they need glib's and harfbuzz's include folders, which only pkg-config knows, and
// pkg-config's flags for pangocairo carry `-pthread`, which SwiftPM prohibits and warns about in
// this package and in every package that depends on it (and unsafeFlags would make the package
// unusable as a dependency). So the few Pango functions the renderer calls are declared here,
// from Pango's stable C API (pango 1.x), and linked by name in module.modulemap.
#include <cairo/cairo.h>

typedef int gboolean;
typedef void *gpointer;

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLanguage PangoLanguage;

typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef enum {
    PANGO_ALIGN_LEFT,
    PANGO_ALIGN_CENTER,
    PANGO_ALIGN_RIGHT
} PangoAlignment;

typedef enum {
    PANGO_WRAP_WORD,
    PANGO_WRAP_CHAR,
    PANGO_WRAP_WORD_CHAR
} PangoWrapMode;

typedef enum {
    PANGO_ELLIPSIZE_NONE,
    PANGO_ELLIPSIZE_START,
    PANGO_ELLIPSIZE_MIDDLE,
    PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

// Pango units per point (pango/pango-types.h).
#define PANGO_SCALE 1024

void g_object_unref(gpointer object);

// Walking a layout character by character (Lottie text animators place each character).
typedef struct _PangoLayoutIter PangoLayoutIter;
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_char(PangoLayoutIter *iter);
int pango_layout_iter_get_index(PangoLayoutIter *iter);
void pango_layout_iter_get_char_extents(PangoLayoutIter *iter, PangoRectangle *logical_rect);
// PangoDirection of the character at `index` (PANGO_DIRECTION_RTL is 1); pango 1.46 and later.
int pango_layout_get_direction(PangoLayout *layout, int index);

PangoFontMap *pango_cairo_font_map_get_default(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
PangoContext *pango_cairo_create_context(cairo_t *cr);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);

PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_free(PangoFontDescription *desc);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_font_features_new(const char *features);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
void pango_layout_index_to_pos(PangoLayout *layout, int index_, PangoRectangle *pos);
const PangoFontDescription *pango_layout_get_font_description(PangoLayout *layout);

// Font metrics, for decoration lines (SVG text-decoration).
PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc,
                                            PangoLanguage *language);
void pango_font_metrics_unref(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_thickness(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_thickness(PangoFontMetrics *metrics);

#endif
