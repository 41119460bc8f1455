#include "CPNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* ---- memory: a budgeted allocator, so a hostile chunk cannot take 1 GiB ---- */

/* Each block carries its size in front, so frees can be counted. 16 bytes
   keep the alignment malloc gave. */
#define ISP_HEADER 16

typedef struct isp_allocator {
  uint64_t budget;
  uint64_t used;
  uint64_t peak;
  int refused;
} isp_allocator;

static png_voidp isp_malloc(png_structp png, png_alloc_size_t size) {
  isp_allocator *allocator = (isp_allocator *)png_get_mem_ptr(png);
  if (size > allocator->budget - allocator->used ||
      size > SIZE_MAX - ISP_HEADER) {
    allocator->refused = 1;
    return NULL;
  }
  unsigned char *block = (unsigned char *)malloc(size + ISP_HEADER);
  if (block == NULL) {
    allocator->refused = 1;
    return NULL;
  }
  memcpy(block, &size, sizeof size);
  allocator->used += size;
  if (allocator->used > allocator->peak) allocator->peak = allocator->used;
  return block + ISP_HEADER;
}

static void isp_free_fn(png_structp png, png_voidp pointer) {
  if (pointer == NULL) return;
  isp_allocator *allocator = (isp_allocator *)png_get_mem_ptr(png);
  unsigned char *block = (unsigned char *)pointer - ISP_HEADER;
  png_alloc_size_t size;
  memcpy(&size, block, sizeof size);
  allocator->used -= size;
  free(block);
}

/* ---- errors and warnings: copied as values, the error handler never returns ---- */

typedef struct isp_context {
  isp_decode_result *result;
  /* Set while libpng reads pixel data: a warning then means refuse. */
  int in_data_phase;
} isp_context;

static void isp_copy_message(char *destination, const char *message) {
  if (message == NULL) message = "(no message)";
  size_t length = strlen(message);
  if (length >= ISP_MESSAGE_MAX) length = ISP_MESSAGE_MAX - 1;
  memcpy(destination, message, length);
  destination[length] = '\0';
}

static void isp_error_fn(png_structp png, png_const_charp message) {
  isp_context *context = (isp_context *)png_get_error_ptr(png);
  isp_copy_message(context->result->message, message);
  png_longjmp(png, 1);
}

static void isp_warning_fn(png_structp png, png_const_charp message) {
  isp_context *context = (isp_context *)png_get_error_ptr(png);
  isp_decode_result *result = context->result;
  if (result->warning_count < ISP_WARNINGS_MAX)
    isp_copy_message(result->warnings[result->warning_count], message);
  result->warning_count++;
  if (context->in_data_phase) {
    if (result->data_warning_count < ISP_WARNINGS_MAX)
      isp_copy_message(result->data_warnings[result->data_warning_count], message);
    result->data_warning_count++;
  }
}

/* ---- input from memory ---- */

typedef struct isp_reader {
  const uint8_t *data;
  size_t size;
  size_t position;
} isp_reader;

static void isp_read_fn(png_structp png, png_bytep out, size_t count) {
  isp_reader *reader = (isp_reader *)png_get_io_ptr(png);
  if (count > reader->size - reader->position)
    png_error(png, "unexpected end of file");
  memcpy(out, reader->data + reader->position, count);
  reader->position += count;
}

/* ---- decode ---- */

/* Expands one row of palette indices, stored in the last `width` bytes of a
   4*width row, to RGBA in place. Writing pixel i touches bytes 4i..4i+3,
   which stay below the index of pixel i+1 at 3*width+i+1. */
static int isp_expand_palette_row(uint8_t *row, uint32_t width,
                                  const png_color *palette, int palette_size,
                                  const uint8_t *alpha, int alpha_size,
                                  uint32_t *bad_index) {
  const uint8_t *indices = row + (size_t)3 * width;
  for (uint32_t x = 0; x < width; x++) {
    uint8_t index = indices[x];
    if (index >= palette_size) {
      *bad_index = index;
      return 0;
    }
    uint8_t *pixel = row + (size_t)4 * x;
    pixel[0] = palette[index].red;
    pixel[1] = palette[index].green;
    pixel[2] = palette[index].blue;
    pixel[3] = index < alpha_size ? alpha[index] : 255;
  }
  return 1;
}

/* Counts opaque and transparent pixels of one RGBA row while it is in cache. */
static void isp_count_alpha(const uint8_t *row, uint32_t width, int sample_bits,
                            isp_decode_result *result) {
  uint64_t opaque = 0, transparent = 0;
  if (sample_bits == 16) {
    const uint16_t *samples = (const uint16_t *)(const void *)row;
    for (uint32_t x = 0; x < width; x++) {
      uint16_t alpha = samples[(size_t)4 * x + 3];
      opaque += alpha == 0xffff;
      transparent += alpha == 0;
    }
  } else {
    for (uint32_t x = 0; x < width; x++) {
      uint8_t alpha = row[(size_t)4 * x + 3];
      opaque += alpha == 0xff;
      transparent += alpha == 0;
    }
  }
  result->opaque_pixels += opaque;
  result->transparent_pixels += transparent;
}

/* What is needed to finish a row once libpng has delivered it. */
typedef struct isp_palette {
  png_colorp colors;
  int size;
  png_bytep alpha;
  int alpha_size;
} isp_palette;

/* Expands a palette row (when there is a palette) and counts its alpha when
   the image can have any (an image without alpha is opaque by definition).
   Returns 0 on an out-of-range index, recorded in `result`. */
static int isp_finish_row(uint8_t *row, png_uint_32 y, uint32_t width,
                          int sample_bits, const isp_palette *palette,
                          int has_alpha, isp_decode_result *result) {
  if (palette->colors != NULL &&
      !isp_expand_palette_row(row, width, palette->colors, palette->size,
                              palette->alpha, palette->alpha_size,
                              &result->bad_index)) {
    result->bad_index_row = y;
    return 0;
  }
  if (has_alpha)
    isp_count_alpha(row, width, sample_bits, result);
  else
    result->opaque_pixels += width;
  return 1;
}

isp_status isp_decode(const uint8_t *data, size_t size, int keep_16,
                      const isp_limits *limits, uint8_t *pixels,
                      size_t pixels_size, isp_decode_result *result) {
  memset(result, 0, sizeof *result);
  isp_context context = {result, 0};
  isp_allocator allocator = {limits->max_memory, 0, 0, 0};
  isp_reader reader = {data, size, 0};

  png_structp png = png_create_read_struct_2(
      PNG_LIBPNG_VER_STRING, &context, isp_error_fn, isp_warning_fn,
      &allocator, isp_malloc, isp_free_fn);
  if (png == NULL) {
    result->status = ISP_ERR_MEMORY_BUDGET;
    isp_copy_message(result->message, "libpng could not start");
    return result->status;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    result->status = ISP_ERR_MEMORY_BUDGET;
    isp_copy_message(result->message, "libpng could not start");
    return result->status;
  }

  /* Written after setjmp and read in the error branch: volatile (clang does
     not warn when this is forgotten). */
  png_bytepp volatile rows = NULL;
  volatile isp_status failure = ISP_ERR_LIBPNG;

  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    if (failure == ISP_ERR_LIBPNG && allocator.refused)
      failure = ISP_ERR_MEMORY_BUDGET;
    result->status = failure;
    result->peak_memory = allocator.peak;
    return result->status;
  }

  png_set_read_fn(png, &reader, isp_read_fn);
  png_set_user_limits(png, limits->max_width, limits->max_height);
  png_set_chunk_cache_max(png, 128);
  png_set_chunk_malloc_max(png, (png_alloc_size_t)limits->max_chunk_bytes);
  /* Policy: the caller refused any critical chunk with a bad CRC already, so
     libpng need not compute those again; an ancillary chunk with a bad CRC
     is dropped with a warning. */
  png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_WARN_DISCARD);

  png_read_info(png, info);

  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0, interlace = 0;
  png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace,
               NULL, NULL);
  result->width = width;
  result->height = height;
  if ((uint64_t)width * height > limits->max_pixels) {
    failure = ISP_ERR_PIXEL_BUDGET;
    isp_copy_message(result->message, "image is over the pixel budget");
    png_longjmp(png, 1);
  }

  int is_palette = color_type == PNG_COLOR_TYPE_PALETTE;
  int sample_bits = (bit_depth == 16 && keep_16) ? 16 : 8;
  if (is_palette) {
    /* Unexpanded, one index a byte: png_set_expand would turn a bad index
       into black without a word. */
    png_set_packing(png);
  } else {
    if (bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY ||
        color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
      png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) &&
        !png_get_valid(png, info, PNG_INFO_tRNS))
      png_set_filler(png, 0xffff, PNG_FILLER_AFTER);
    if (bit_depth == 16) {
      if (sample_bits == 16) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        png_set_swap(png);
#endif
      } else {
        png_set_scale_16(png);
      }
    }
  }
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);

  size_t row_size = (size_t)width * 4 * ((size_t)sample_bits / 8);
  size_t expected_rowbytes = is_palette ? (size_t)width : row_size;
  if (png_get_rowbytes(png, info) != expected_rowbytes) {
    isp_copy_message(result->message, "unexpected row layout after transforms");
    png_longjmp(png, 1);
  }
  if (height != 0 && row_size > SIZE_MAX / height) {
    failure = ISP_ERR_PIXEL_BUDGET;
    isp_copy_message(result->message, "image is over the pixel budget");
    png_longjmp(png, 1);
  }
  if (row_size * height != pixels_size || pixels == NULL) {
    isp_copy_message(result->message, "the pixel buffer does not fit the image");
    png_longjmp(png, 1);
  }
  result->sample_bits = sample_bits;

  isp_palette palette = {NULL, 0, NULL, 0};
  if (is_palette) {
    png_get_PLTE(png, info, &palette.colors, &palette.size);
    if (png_get_valid(png, info, PNG_INFO_tRNS))
      png_get_tRNS(png, info, &palette.alpha, &palette.alpha_size, NULL);
    result->palette_size = (uint32_t)palette.size;
  }
  /* Palette indices land in the tail of each RGBA row, to expand in place. */
  size_t row_offset = is_palette ? (size_t)3 * width : 0;

  int bad_palette_index = 0;
  int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) ||
                  png_get_valid(png, info, PNG_INFO_tRNS);
  context.in_data_phase = 1;
  if (passes == 1) {
    /* Row by row: each row is expanded and counted while still in cache. */
    for (png_uint_32 y = 0; y < height; y++) {
      uint8_t *row = pixels + row_size * y;
      png_read_row(png, row + row_offset, NULL);
      if (!isp_finish_row(row, y, width, sample_bits, &palette, has_alpha,
                          result)) {
        bad_palette_index = 1;
        break;
      }
    }
  } else {
    rows = (png_bytepp)malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
    if (rows == NULL) {
      failure = ISP_ERR_OUT_OF_MEMORY;
      isp_copy_message(result->message, "out of memory for the row table");
      png_longjmp(png, 1);
    }
    for (png_uint_32 y = 0; y < height; y++)
      rows[y] = pixels + row_size * y + row_offset;
    png_read_image(png, rows);
    for (png_uint_32 y = 0; y < height; y++) {
      if (!isp_finish_row(pixels + row_size * y, y, width, sample_bits,
                          &palette, has_alpha, result)) {
        bad_palette_index = 1;
        break;
      }
    }
  }
  if (bad_palette_index) {
    failure = ISP_ERR_PALETTE_INDEX;
    isp_copy_message(result->message, "palette index out of range");
    png_longjmp(png, 1);
  }
  png_read_end(png, NULL);
  context.in_data_phase = 0;

  free(rows);
  rows = NULL;
  png_destroy_read_struct(&png, &info, NULL);
  result->status = ISP_OK;
  result->peak_memory = allocator.peak;
  return ISP_OK;
}

const char *isp_warning_at(const isp_decode_result *result, int index) {
  if (index < 0 || index >= result->warning_count || index >= ISP_WARNINGS_MAX)
    return NULL;
  return result->warnings[index];
}

const char *isp_data_warning_at(const isp_decode_result *result, int index) {
  if (index < 0 || index >= result->data_warning_count ||
      index >= ISP_WARNINGS_MAX)
    return NULL;
  return result->data_warnings[index];
}

const char *isp_libpng_version(void) { return png_get_libpng_ver(NULL); }

