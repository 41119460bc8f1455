#ifndef ICONSMITH_CPNGSHIM_H
#define ICONSMITH_CPNGSHIM_H

/*
 * The only C iconsmith owns. Every libpng call happens in here, inside a
 * setjmp of its own, so Swift never sees a longjmp. Each call creates and
 * destroys its own png_struct: calls are independent and thread-safe.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Budgets checked before anything large is allocated. */
typedef struct isp_limits {
  uint32_t max_width;
  uint32_t max_height;
  uint64_t max_pixels;
  /* Cap on everything libpng itself allocates (structs, rows, chunk data). */
  uint64_t max_memory;
  /* Largest ancillary chunk libpng may buffer; larger ones are skipped. */
  uint64_t max_chunk_bytes;
} isp_limits;

typedef enum isp_status {
  ISP_OK = 0,
  /* libpng raised an error: `message` holds its words. */
  ISP_ERR_LIBPNG = 1,
  /* libpng asked for more than `max_memory`. */
  ISP_ERR_MEMORY_BUDGET = 2,
  /* The image is over the pixel budget (checked before allocating). */
  ISP_ERR_PIXEL_BUDGET = 3,
  /* A palette index points past the end of PLTE. */
  ISP_ERR_PALETTE_INDEX = 4,
  /* The system allocator failed for the pixel buffer. */
  ISP_ERR_OUT_OF_MEMORY = 6,
} isp_status;

#define ISP_MESSAGE_MAX 192
#define ISP_WARNINGS_MAX 8

typedef struct isp_decode_result {
  isp_status status;
  char message[ISP_MESSAGE_MAX];
  /* Every warning counts here; the first ISP_WARNINGS_MAX are kept. */
  int warning_count;
  char warnings[ISP_WARNINGS_MAX][ISP_MESSAGE_MAX];
  /* The warnings raised while the pixels were read, counted and kept the same way. The
     shim does not judge them: PNGCodec's LibpngMessage says which mean damaged pixels. */
  int data_warning_count;
  char data_warnings[ISP_WARNINGS_MAX][ISP_MESSAGE_MAX];
  uint32_t width;
  uint32_t height;
  /* 8 or 16: bits per sample written (16 only when asked and the file is 16-bit). */
  int sample_bits;
  /* Pixels whose alpha is at its maximum, and pixels whose alpha is 0. */
  uint64_t opaque_pixels;
  uint64_t transparent_pixels;
  /* For ISP_ERR_PALETTE_INDEX: the index found, its row, the palette size. */
  uint32_t bad_index;
  uint32_t bad_index_row;
  uint32_t palette_size;
  /* Largest amount libpng held at once, for tests of the memory budget. */
  uint64_t peak_memory;
} isp_decode_result;

/*
 * Decodes a whole standard PNG held in memory to straight-alpha RGBA rows,
 * top first, into `pixels`, which the caller allocated: exactly
 * width * height * 4 samples of 8 bits, or of 16 bits in host byte order when
 * `keep_16` is set and the file is 16-bit (otherwise 16-bit samples are
 * scaled, rounded, to 8). A `pixels_size` that does not match the image is an
 * error. Palette indices are checked before they are expanded. The caller has
 * verified every chunk CRC already, so libpng does not recompute the CRCs of
 * critical chunks. Returns result->status.
 */
isp_status isp_decode(const uint8_t *data, size_t size, int keep_16,
                      const isp_limits *limits, uint8_t *pixels,
                      size_t pixels_size, isp_decode_result *result);

/* The message of warning `index` (0-based) kept in `result`, or NULL. */
const char *isp_warning_at(const isp_decode_result *result, int index);

/* The message of warning `index` (0-based) among those raised while the pixels were read,
   or NULL. */
const char *isp_data_warning_at(const isp_decode_result *result, int index);

/* The libpng version this shim runs against, e.g. "1.6.39". */
const char *isp_libpng_version(void);


#ifdef __cplusplus
}
#endif

#endif
