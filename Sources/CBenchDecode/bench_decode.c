#include "CBenchDecode.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t position;
} bench_reader;

static void bench_read(png_structp png, png_bytep out, size_t count) {
  bench_reader *reader = (bench_reader *)png_get_io_ptr(png);
  if (count > reader->size - reader->position) png_error(png, "truncated");
  memcpy(out, reader->data + reader->position, count);
  reader->position += count;
}

static void bench_silent(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

size_t bench_decode_rgba8(const uint8_t *data, size_t size, uint8_t **buffer,
                          size_t *capacity) {
  png_structp png =
      png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, bench_silent);
  if (png == NULL) return 0;
  png_infop info = png_create_info_struct(png);
  png_bytepp volatile rows = NULL;
  if (info == NULL || setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  bench_reader reader = {data, size, 0};
  png_set_read_fn(png, &reader, bench_read);
  png_read_info(png, info);
  png_set_expand(png);
  png_set_gray_to_rgb(png);
  png_set_scale_16(png);
  png_set_filler(png, 0xff, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  size_t row_size = png_get_rowbytes(png, info);
  size_t total = row_size * height;
  if (total > *capacity) {
    uint8_t *grown = (uint8_t *)realloc(*buffer, total);
    if (grown == NULL) png_error(png, "out of memory");
    *buffer = grown;
    *capacity = total;
  }
  rows = (png_bytepp)malloc(sizeof(png_bytep) * (height ? height : 1));
  if (rows == NULL) png_error(png, "out of memory");
  for (png_uint_32 y = 0; y < height; y++) rows[y] = *buffer + row_size * y;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  (void)width;
  return total;
}
