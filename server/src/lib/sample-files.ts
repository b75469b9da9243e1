/**
 * Small, valid files of every accepted kind, made in code: the demo documents of the seed (so their
 * previews work) and the upload tests. Each is the smallest well-formed file of its format.
 */
import { crc32, deflateSync } from 'node:zlib';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16le = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** A PNG of one colour (RGB, 8 bits). */
export function samplePng(width = 8, height = 8, rgb: [number, number, number] = [0x2a, 0x9d, 0x8f]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([ascii(type), data]);
    return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
  };
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A baseline JPEG of one 8×8 grey block: one quantisation table, one-symbol Huffman tables (DC
 * difference 0, end of block), so the whole scan is the two codes "0" "0" padded with ones.
 */
export function sampleJpeg(): Buffer {
  const segment = (marker: number, data: Buffer) =>
    Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);
  const huffman = (tableClass: number, symbol: number) =>
    segment(
      0xc4,
      Buffer.concat([
        Buffer.from([tableClass << 4]),
        Buffer.from([1, ...Array(15).fill(0)]),
        Buffer.from([symbol]),
      ]),
    );
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(
      0xe0,
      Buffer.concat([ascii('JFIF\0'), Buffer.from([1, 1, 0]), u16be(1), u16be(1), Buffer.from([0, 0])]),
    ),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, Buffer.concat([Buffer.from([8]), u16be(8), u16be(8), Buffer.from([1, 1, 0x11, 0])])),
    huffman(0, 0),
    huffman(1, 0),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * A one-page PDF showing `text`, with a correct cross-reference table. `size` pads it with comment
 * lines after the header to exactly that many bytes (for the size-limit tests).
 */
export function samplePdf(text = 'Dokumen contoh', size?: number): Buffer {
  const content = `BT /F1 18 Tf 40 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const build = (padding: string) => {
    let body = `%PDF-1.4\n%\xe2\xe3\xcf\xd3\n${padding}`;
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(body.length);
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return body;
  };
  const plain = build('');
  if (size === undefined || size <= plain.length) return ascii(plain);
  // Comment lines of up to 1000 characters. The padding moves the offsets, which can lengthen the
  // "startxref" line by a digit or two: measure and adjust until the file is exactly `size` long.
  const padding = (length: number) => {
    let text = '';
    for (let left = length; left > 0; left -= 1000) {
      const line = Math.min(left, 1000);
      text += line === 1 ? '\n' : `%${'0'.repeat(line - 2)}\n`;
    }
    return text;
  };
  let length = size - plain.length;
  let pdf = build(padding(length));
  while (pdf.length !== size && length > 0) {
    length += size - pdf.length;
    pdf = build(padding(length));
  }
  return ascii(pdf);
}

/** MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz, mono) behind an empty ID3v2 tag. */
export function sampleMp3(frames = 4): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame)]);
}

/** An MPEG-4 audio file's boxes: `ftyp` of brand "M4A " and an empty `mdat`. */
export function sampleM4a(): Buffer {
  const box = (type: string, data: Buffer) => Buffer.concat([u32be(data.length + 8), ascii(type), data]);
  return Buffer.concat([
    box('ftyp', Buffer.concat([ascii('M4A '), u32be(0), ascii('M4A mp42isom')])),
    box('mdat', Buffer.alloc(0)),
  ]);
}

// Ogg's CRC: polynomial 0x04c11db7, no reflection, initial value 0.
function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
    crc >>>= 0;
  }
  return crc;
}

/** An Ogg page opening a Vorbis stream (the identification header, mono, 44.1 kHz). */
export function sampleOgg(): Buffer {
  const packet = Buffer.concat([
    Buffer.from([1]),
    ascii('vorbis'),
    u32le(0),
    Buffer.from([1]),
    u32le(44_100),
    u32le(0),
    u32le(96_000),
    u32le(0),
    Buffer.from([0xb8, 1]),
  ]);
  const page = Buffer.concat([
    ascii('OggS'),
    Buffer.from([0, 0x02]),
    Buffer.alloc(8),
    u32le(0x414d414c),
    u32le(0),
    u32le(0),
    Buffer.from([1, packet.length]),
    packet,
  ]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** A PCM WAV (mono, 8 kHz, 16 bits) of silence, `size` bytes long in all (at least 44). */
export function sampleWav(size = 44 + 1600): Buffer {
  const data = Math.max(0, size - 44);
  return Buffer.concat([
    ascii('RIFF'),
    u32le(36 + data),
    ascii('WAVE'),
    ascii('fmt '),
    u32le(16),
    u16le(1),
    u16le(1),
    u32le(8000),
    u32le(16_000),
    u16le(2),
    u16le(16),
    ascii('data'),
    u32le(data),
    Buffer.alloc(data),
  ]);
}
