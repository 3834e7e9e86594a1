#ifndef LAMINA_CIMAGECODECS_SHIM_H
#define LAMINA_CIMAGECODECS_SHIM_H

// JPEG (libjpeg-turbo), WebP (libwebp) and GIF (giflib) decoders from the system, for
// LaminaRender's `decodeImage(_:)`.
//
// libjpeg reports a corrupt file by calling its error handler, which must not return: the only
// way back is longjmp, which Swift cannot do. So the JPEG and GIF decoding lives here as small
// static inline functions that Clang compiles into the importing module: each returns 0 on
// success, or writes a message into `message` (at least 200 bytes) and returns -1. The caller
// reads the size first (`lamina_jpeg_size`, or from the bytes), checks it against Lamina's
// limits, and only then allocates the BGRA buffer the decoder fills.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <webp/decode.h>
#include <gif_lib.h>

// MARK: JPEG

struct lamina_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static void lamina_jpeg_error_exit(j_common_ptr info) {
    struct lamina_jpeg_error *error = (struct lamina_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (a truncated file, extraneous bytes) are not errors: libjpeg fills the rest grey.
static void lamina_jpeg_silence(j_common_ptr info, int level) { (void)info; (void)level; }

/// Decodes `data` as JPEG into `bgra` (premultiplied BGRA, opaque, `width` x `height` pixels,
/// `stride` bytes a row); with `bgra` NULL, only reads the size into `width` and `height`.
static inline int lamina_jpeg_decode(const unsigned char *data, size_t size, unsigned char *bgra, int *width,
                                     int *height, size_t stride, char *message) {
    struct jpeg_decompress_struct info;
    struct lamina_jpeg_error error;
    JSAMPROW row = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = lamina_jpeg_error_exit;
    error.manager.emit_message = lamina_jpeg_silence;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (bgra == NULL) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if ((int)info.image_width != *width || (int)info.image_height != *height) {
        snprintf(message, 200, "the image changed size while decoding");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    if (cmyk) row = (JSAMPROW)malloc((size_t)info.output_width * 4);
    while (info.output_scanline < info.output_height) {
        unsigned char *out = bgra + (size_t)info.output_scanline * stride;
        JSAMPROW target = cmyk ? row : out;
        jpeg_read_scanlines(&info, &target, 1);
        if (cmyk) {
            // Adobe writes inverted CMYK, which is what nearly every CMYK JPEG is.
            for (unsigned x = 0; x < info.output_width; x++) {
                unsigned k = row[x * 4 + 3];
                out[x * 4 + 0] = (unsigned char)(row[x * 4 + 2] * k / 255);
                out[x * 4 + 1] = (unsigned char)(row[x * 4 + 1] * k / 255);
                out[x * 4 + 2] = (unsigned char)(row[x * 4 + 0] * k / 255);
                out[x * 4 + 3] = 255;
            }
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    return 0;
}

// MARK: GIF

struct lamina_gif_source {
    const unsigned char *data;
    size_t size;
    size_t offset;
};

static int lamina_gif_read(GifFileType *file, GifByteType *bytes, int count) {
    struct lamina_gif_source *source = (struct lamina_gif_source *)file->UserData;
    size_t left = source->size - source->offset;
    size_t n = count < 0 ? 0 : ((size_t)count < left ? (size_t)count : left);
    memcpy(bytes, source->data + source->offset, n);
    source->offset += n;
    return (int)n;
}

static inline int lamina_gif_fail(GifFileType *file, int code, char *message) {
    const char *reason = GifErrorString(file ? file->Error : code);
    snprintf(message, 200, "%s", reason ? reason : "not a GIF, or a truncated one");
    if (file) DGifCloseFile(file, NULL);
    return -1;
}

/// Decodes the first frame of the GIF in `data` into `bgra` (premultiplied BGRA, zeroed by the
/// caller, the logical screen's `width` x `height` pixels, `stride` bytes a row): the frame at
/// its place on the screen, its transparent colour transparent.
static inline int lamina_gif_decode_first_frame(const unsigned char *data, size_t size, unsigned char *bgra,
                                                int width, int height, size_t stride, char *message) {
    struct lamina_gif_source source = { data, size, 0 };
    int code = 0;
    GifFileType *file = DGifOpen(&source, lamina_gif_read, &code);
    if (file == NULL) return lamina_gif_fail(NULL, code, message);
    int transparent = -1;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(file, &record) == GIF_ERROR) return lamina_gif_fail(file, 0, message);
        if (record == TERMINATE_RECORD_TYPE) {
            snprintf(message, 200, "the GIF holds no image");
            DGifCloseFile(file, NULL);
            return -1;
        }
        if (record == EXTENSION_RECORD_TYPE) {
            int extension = 0;
            GifByteType *block = NULL;
            if (DGifGetExtension(file, &extension, &block) == GIF_ERROR) return lamina_gif_fail(file, 0, message);
            while (block != NULL) {
                // A graphics control block: flags, delay (2 bytes), transparent index.
                if (extension == GRAPHICS_EXT_FUNC_CODE && block[0] >= 4 && (block[1] & 1)) transparent = block[4];
                if (DGifGetExtensionNext(file, &block) == GIF_ERROR) return lamina_gif_fail(file, 0, message);
            }
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(file) == GIF_ERROR) return lamina_gif_fail(file, 0, message);
        GifImageDesc *frame = &file->Image;
        ColorMapObject *colors = frame->ColorMap ? frame->ColorMap : file->SColorMap;
        if (colors == NULL || frame->Width <= 0 || frame->Height <= 0) {
            snprintf(message, 200, "the GIF's first frame has no colours or no pixels");
            DGifCloseFile(file, NULL);
            return -1;
        }
        GifPixelType *line = (GifPixelType *)malloc((size_t)frame->Width);
        if (line == NULL) return lamina_gif_fail(file, D_GIF_ERR_NOT_ENOUGH_MEM, message);
        // Interlaced images arrive in four passes of rows.
        static const int starts[4] = { 0, 4, 2, 1 }, steps[4] = { 8, 8, 4, 2 };
        int passes = frame->Interlace ? 4 : 1;
        for (int pass = 0; pass < passes; pass++) {
            int start = frame->Interlace ? starts[pass] : 0, step = frame->Interlace ? steps[pass] : 1;
            for (int y = start; y < frame->Height; y += step) {
                if (DGifGetLine(file, line, frame->Width) == GIF_ERROR) {
                    free(line);
                    return lamina_gif_fail(file, 0, message);
                }
                int row = frame->Top + y;
                if (row < 0 || row >= height) continue;
                unsigned char *out = bgra + (size_t)row * stride;
                for (int x = 0; x < frame->Width; x++) {
                    int column = frame->Left + x;
                    int index = line[x];
                    if (column < 0 || column >= width || index == transparent || index >= colors->ColorCount) continue;
                    GifColorType color = colors->Colors[index];
                    out[column * 4 + 0] = color.Blue;
                    out[column * 4 + 1] = color.Green;
                    out[column * 4 + 2] = color.Red;
                    out[column * 4 + 3] = 255;
                }
            }
        }
        free(line);
        DGifCloseFile(file, NULL);
        return 0;
    }
}

#endif
