/**
 * Draws the install icons of the web manifest (the favicon's four-circle mark) as PNGs into `public/icons/`.
 * Run by hand when the mark changes: `node --import tsx scripts/pwa-icons.ts`. No image library: a plain
 * RGBA raster, 4×4 supersampled, written with zlib.
 */
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

type Rgb = [number, number, number];
const BACKGROUND: Rgb = [0x0d, 0x0b, 0x1e];
const GOLD: Rgb = [0xff, 0xc8, 0x3d];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** The mark in a 32-unit square: which colour covers point (x, y), or null outside the rounded tile. */
function colourAt(x: number, y: number, rounded: boolean): Rgb | null {
  if (rounded) {
    const r = 8;
    const cx = Math.min(Math.max(x, r), 32 - r);
    const cy = Math.min(Math.max(y, r), 32 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  if ((x - 16) ** 2 + (y - 16) ** 2 <= 3.2 ** 2) return BACKGROUND;
  for (const [ox, oy] of [[11, 11], [21, 11], [11, 21], [21, 21]] as const) {
    if ((x - ox) ** 2 + (y - oy) ** 2 <= 36) return GOLD;
  }
  return BACKGROUND;
}

/** `maskable`: full-bleed background, the mark inside the 80% safe zone. */
function png(size: number, maskable: boolean): Buffer {
  const rows: Buffer[] = [];
  const samples = 4;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          let x = ((px + (sx + 0.5) / samples) / size) * 32;
          let y = ((py + (sy + 0.5) / samples) / size) * 32;
          if (maskable) {
            x = (x - 16) / 0.7 + 16;
            y = (y - 16) / 0.7 + 16;
          }
          const inside = x >= 0 && x <= 32 && y >= 0 && y <= 32;
          const colour = inside ? colourAt(x, y, !maskable) : BACKGROUND;
          if (!colour) continue;
          sum[0]! += colour[0];
          sum[1]! += colour[1];
          sum[2]! += colour[2];
          sum[3]! += 255;
        }
      }
      const n = samples * samples;
      const alpha = sum[3]! / n;
      const offset = 1 + px * 4;
      // Colour averaged over the covered samples only, so the tile's rounded edge does not darken.
      const covered = sum[3]! / 255 || 1;
      row[offset] = Math.round(sum[0]! / covered);
      row[offset + 1] = Math.round(sum[1]! / covered);
      row[offset + 2] = Math.round(sum[2]! / covered);
      row[offset + 3] = Math.round(alpha);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
] as const) {
  writeFileSync(new URL(`../public/icons/${name}`, import.meta.url), png(size, maskable));
}
