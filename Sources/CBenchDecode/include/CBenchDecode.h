#ifndef ICONSMITH_CBENCHDECODE_H
#define ICONSMITH_CBENCHDECODE_H

/*
 * The baseline for iconsmith-bench: the plainest libpng decode loop a C
 * programmer would write (default allocator, png_set_expand, RGBA 8-bit),
 * with none of iconsmith's checks. It exists only to be measured against.
 */

#include <stddef.h>
#include <stdint.h>

/* Decodes one PNG from memory to RGBA 8-bit into a buffer it reuses
   (*buffer, *capacity; grown with realloc). Returns the decoded byte count,
   or 0 when libpng refuses the file. */
size_t bench_decode_rgba8(const uint8_t *data, size_t size, uint8_t **buffer,
                          size_t *capacity);

#endif
