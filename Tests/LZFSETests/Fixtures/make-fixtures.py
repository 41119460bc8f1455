#!/usr/bin/env python3
"""Writes the LZFSE and LZVN fixtures of LZFSETests, once, with Apple's reference encoder.

    pip install pyliblzfse   # 0.4.1 bundles Apple's reference C (lzfse 1.0, BSD-3)
    python3 Tests/LZFSETests/Fixtures/make-fixtures.py

Each NAME.lzfse (a framed stream) or NAME.lzvn (raw LZVN, no block header) decodes to NAME.bin,
except version1.lzfse (to long-text.bin) and text.lzvn (to text.bin).
The plaintexts are made by a seeded generator, so running this again writes the same files;
every stream is checked against the reference decoder before it is written. The tests read
only the files written here: they need no Python.
"""

import os
import struct
import sys

import liblzfse

HERE = os.path.dirname(os.path.abspath(__file__))
MASK = (1 << 64) - 1


class Random:
    """xorshift64: the same bytes on every machine and Python version."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        x = self.state
        x ^= (x << 13) & MASK
        x ^= x >> 7
        x ^= (x << 17) & MASK
        self.state = x
        return x

    def below(self, n):
        return self.next() % n

    def bytes(self, n):
        return bytes(self.next() & 0xFF for _ in range(n))


WORDS = (
    "icon asset catalog render pixel alpha scale idiom appearance build archive bundle "
    "the of and a to in is for with that on as by it from this be are or at an was not "
    "compressed stream block literal match distance state table frequency symbol entropy"
).split()


def text(random, size):
    out = []
    length = 0
    while length < size:
        word = WORDS[random.below(len(WORDS))]
        if random.below(9) == 0:
            word = word.capitalize() + "."
        out.append(word)
        length += len(word) + 1
    return " ".join(out).encode()[:size]


def skewed(random, size):
    """Bytes from a small alphabet with very uneven odds: literals with a sharp FSE table."""
    alphabet = b"\x00\x00\x00\x00\x01\x01\x02\x7f\xff\x10"
    return bytes(alphabet[random.below(len(alphabet))] for _ in range(size))


def mixed(random, size):
    """Text, noise, short-period runs and long-distance copies, in random turns; with
    enough noise that the encoder's literal buffer fills several blocks."""
    out = bytearray()
    while len(out) < size:
        kind = random.below(5)
        if kind == 0:
            out += text(random, 1000 + random.below(6000))
        elif kind in (1, 4):
            out += random.bytes(200 + random.below(3000))
        elif kind == 2:
            period = random.bytes(1 + random.below(7))
            out += period * ((500 + random.below(8000)) // len(period))
        elif out:
            start = random.below(len(out))
            out += out[start:start + 100 + random.below(2000)]
    return bytes(out[:size])


def blocks(stream):
    """Splits a framed stream into (magic, bytes) blocks, without the end mark."""
    result = []
    at = 0
    while True:
        magic = stream[at:at + 4]
        if magic == b"bvx$":
            assert at + 4 == len(stream)
            return result
        if magic == b"bvx-":
            size = 8 + struct.unpack_from("<I", stream, at + 4)[0]
        elif magic == b"bvxn":
            size = 12 + struct.unpack_from("<I", stream, at + 8)[0]
        elif magic == b"bvx1":
            size = 772 + sum(struct.unpack_from("<II", stream, at + 20))
        elif magic == b"bvx2":
            v0, v1, v2 = struct.unpack_from("<QQQ", stream, at + 8)
            size = (v2 & 0xFFFFFFFF) + ((v0 >> 20) & 0xFFFFF) + ((v1 >> 40) & 0xFFFFF)
        else:
            raise ValueError(f"unexpected magic {magic!r} at {at}")
        result.append((magic, stream[at:at + size]))
        at += size


def frequencies_v2(header, end):
    """The 360 frequencies packed in a bvx2 header (the format's prefix code, LSB first)."""
    values = []
    accumulator, count, at = 0, 0, 32
    for _ in range(360):
        while at < end and count <= 24:
            accumulator |= header[at] << count
            count += 8
            at += 1
        if accumulator & 1 == 0:
            bits, value = 2, (accumulator >> 1) & 1
        elif accumulator & 2 == 0:
            bits, value = 3, 2 + ((accumulator >> 2) & 1)
        elif accumulator & 4 == 0:
            bits, value = 5, 4 + ((accumulator >> 3) & 3)
        elif accumulator & 8 == 0:
            bits, value = 8, 8 + ((accumulator >> 4) & 0xF)
        else:
            bits, value = 14, 24 + ((accumulator >> 4) & 0x3FF)
        values.append(value)
        accumulator >>= bits
        count -= bits
    return values


def to_version1(block):
    """The same bvx2 block with a bvx1 header: the fields unpacked, the tables as u16."""
    raw = struct.unpack_from("<I", block, 4)[0]
    v0, v1, v2 = struct.unpack_from("<QQQ", block, 8)
    field = lambda v, at, n: (v >> at) & ((1 << n) - 1)
    header_size = field(v2, 0, 32)
    literal_payload, lmd_payload = field(v0, 20, 20), field(v1, 40, 20)
    header = struct.pack(
        "<4sIIIIIIi4HiHHH",
        b"bvx1", raw, literal_payload + lmd_payload, field(v0, 0, 20), field(v0, 40, 20),
        literal_payload, lmd_payload, field(v0, 60, 3) - 7,
        field(v1, 0, 10), field(v1, 10, 10), field(v1, 20, 10), field(v1, 30, 10),
        field(v1, 60, 3) - 7, field(v2, 32, 10), field(v2, 42, 10), field(v2, 52, 10))
    header += struct.pack("<360H", *frequencies_v2(block, header_size)) + b"\0\0"
    assert len(header) == 772
    return header + block[header_size:]


def wrap_lzvn(raw, size):
    return b"bvxn" + struct.pack("<II", size, len(raw)) + raw + b"bvx$"


def lzvn_opcodes():
    """Raw LZVN that uses every kind of instruction, some of which the encoder rarely
    writes: large literal, small and large match, previous-distance, medium and large
    distance, and the no-op."""
    out = bytearray()
    plain = bytearray()

    def literal(data):
        nonlocal out, plain
        if len(data) < 16:
            out += bytes([0xE0 | len(data)])
        else:
            out += bytes([0xE0, len(data) - 16])
        out += data
        plain += data

    def copy(distance, length):
        for _ in range(length):
            plain.append(plain[-distance])

    literal(b"LZVN opcode tour: ")  # large literal (0xE0)
    literal(bytes(range(40, 48)))  # small literal (0xE8)
    # small distance (0..5 low bits): 2 literals, match 5 at distance 0x012
    out += bytes([(2 << 6) | (2 << 3) | 0x0, 0x12]) + b"xy"
    plain += b"xy"
    copy(0x12, 5)
    out += bytes([0xF3])  # small match, previous distance: 3
    copy(0x12, 3)
    out += bytes([0xF0, 20])  # large match, previous distance: 36
    copy(0x12, 36)
    out += bytes([0x0E])  # no-op
    # previous distance with literals: L=1, M=4
    out += bytes([(1 << 6) | (1 << 3) | 0x6]) + b"z"
    plain += b"z"
    copy(0x12, 4)
    literal(text(Random(7), 250))  # enough output for a far match
    # medium distance: L=1, M = ((opc & 7) << 2 | w & 3) + 3 = 17, D = 250
    w = (250 << 2) | 2
    out += bytes([0xA0 | (1 << 3) | 3, w & 0xFF, w >> 8]) + b"!"
    plain += b"!"
    copy(250, 17)
    # large distance (low bits 7): L=0, M=6, D=300
    out += bytes([(0 << 6) | (3 << 3) | 0x7, 300 & 0xFF, 300 >> 8])
    copy(300, 6)
    out += bytes([0xF1])  # a 1-byte match reusing 300
    copy(300, 1)
    out += bytes([0x06]) + bytes(7)  # end of stream
    return bytes(out), bytes(plain)


def write(name, extension, stream, plain, plain_name=None):
    """Writes NAME.EXTENSION, and its plaintext as NAME.bin unless it is another's."""
    with open(os.path.join(HERE, f"{name}.{extension}"), "wb") as f:
        f.write(stream)
    if plain_name is None:
        with open(os.path.join(HERE, f"{name}.bin"), "wb") as f:
            f.write(plain)
    kinds = [magic.decode() for magic, _ in blocks(stream)] if extension == "lzfse" else ["raw"]
    print(f"{name}.{extension}: {len(plain)} -> {len(stream)} bytes, blocks {kinds}")


def main():
    random = Random(0x1C0_5A17)
    plains = {
        "empty": b"",
        "tiny": b"a",
        "short-text": b"hello, hello, hello world",
        "text": text(random, 3000),
        "noise": random.bytes(3000),
        "repetitive": b"abc" * 30000,
        "skewed": skewed(random, 60000),
        "long-text": text(random, 50000),
        "mixed": mixed(random, 200_000),
    }
    encoded = {}
    for name, plain in plains.items():
        stream = liblzfse.compress(plain)
        # The binding reports an empty output as an error; that stream is checked by eye.
        assert liblzfse.decompress(stream) == plain if plain else stream == b"bvx-\0\0\0\0bvx$"
        encoded[name] = stream
        write(name, "lzfse", stream, plain)

    # Hand-built framings: two stored blocks; LZFSE, LZVN and stored blocks in one stream
    # (each encoder block refers only to its own bytes, so their concatenation is a stream).
    stored = b"bvx-" + struct.pack("<I", 7) + b"Hello, " + b"bvx-" + struct.pack("<I", 5)
    stored += b"world" + b"bvx$"
    assert liblzfse.decompress(stored) == b"Hello, world"
    write("stored", "lzfse", stored, b"Hello, world")

    parts = [encoded["long-text"], encoded["text"], encoded["noise"], encoded["skewed"]]
    chained = b"".join(block for part in parts for _, block in blocks(part)) + b"bvx$"
    chained_plain = plains["long-text"] + plains["text"] + plains["noise"] + plains["skewed"]
    assert liblzfse.decompress(chained) == chained_plain
    write("chained", "lzfse", chained, chained_plain)

    # bvx1: the long text's blocks with unpacked headers.
    version1 = b"".join(
        to_version1(block) if magic == b"bvx2" else block
        for magic, block in blocks(encoded["long-text"])) + b"bvx$"
    assert liblzfse.decompress(version1) == plains["long-text"]
    write("version1", "lzfse", version1, plains["long-text"], "long-text")

    # Raw LZVN, as deepmap2 stores it: an encoder-made bvxn block without its header.
    [(magic, block)] = blocks(encoded["text"])
    assert magic == b"bvxn"
    write("text", "lzvn", block[12:], plains["text"], "text")
    raw, plain = lzvn_opcodes()
    assert liblzfse.decompress(wrap_lzvn(raw, len(plain))) == plain
    write("opcodes", "lzvn", raw, plain)


if __name__ == "__main__":
    sys.exit(main())
