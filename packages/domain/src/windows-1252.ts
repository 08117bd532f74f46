// Windows-1252 by table. Node's TextDecoder('windows-1252') decodes 0x80–0x9F as
// ISO-8859-1 control characters (the euro sign becomes U+0080) while browsers follow the
// WHATWG table; decoding here gives the same text in a worker, a test and a benchmark.

// 0x80–0x9F; the five bytes Windows-1252 leaves undefined map to the same code point, as WHATWG says.
const HIGH_CONTROLS = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

const CHUNK = 8192;

/** The text of Windows-1252 bytes. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes = new Uint16Array(Math.min(CHUNK, bytes.length));
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    for (let index = start; index < end; index += 1) {
      const byte = bytes[index] ?? 0;
      codes[index - start] =
        (byte >= 0x80 && byte <= 0x9f ? HIGH_CONTROLS[byte - 0x80] : byte) ?? byte;
    }
    parts.push(String.fromCharCode(...codes.subarray(0, end - start)));
  }
  return parts.join('');
}
