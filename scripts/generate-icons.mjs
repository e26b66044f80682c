// Renders the shield-and-check logo (public/favicon.svg) to the PNG icons in public/, with no
// image library: a polygon fill and a thick polyline, 4x4 supersampled. Run: node scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1c, 0x7e, 0xd6];
const WHITE = [255, 255, 255];

function cubic(p0, p1, p2, p3, steps = 24) {
  const out = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps,
      u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}
// M32 4 8 13v17c0 15 10 26 24 30 14-4 24-15 24-30V13L32 4Z (64x64 box)
const SHIELD = [
  [32, 4],
  [8, 13],
  [8, 30],
  ...cubic([8, 30], [8, 45], [18, 56], [32, 60]),
  ...cubic([32, 60], [46, 56], [56, 45], [56, 30]),
  [56, 13],
];
const CHECK = [
  [21, 32],
  [29, 40],
  [44, 24],
];

function inPolygon(x, y, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i],
      [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function segDist(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax,
    dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}
const onCheck = (x, y) =>
  segDist(x, y, CHECK[0], CHECK[1]) <= 3 || segDist(x, y, CHECK[1], CHECK[2]) <= 3;

/** opts.maskable: full blue square, white shield scaled to the safe zone. opts.bg: opaque background. */
function render(size, opts = {}) {
  const px = new Uint8Array(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let pxi = 0; pxi < size; pxi++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          let x = ((pxi + (sx + 0.5) / S) / size) * 64,
            y = ((py + (sy + 0.5) / S) / size) * 64;
          let color = opts.bg ?? null;
          if (opts.maskable) {
            color = BLUE;
            x = (x - 12.8) / 0.6;
            y = (y - 12.8) / 0.6;
            if (inPolygon(x, y, SHIELD)) color = onCheck(x, y) ? BLUE : WHITE;
          } else if (inPolygon(x, y, SHIELD)) color = onCheck(x, y) ? WHITE : BLUE;
          if (color) {
            r += color[0];
            g += color[1];
            b += color[2];
            a += 1;
          }
        }
      }
      const o = (py * size + pxi) * 4;
      const n = S * S;
      if (a > 0) {
        px[o] = r / a;
        px[o + 1] = g / a;
        px[o + 2] = b / a;
      }
      px[o + 3] = Math.round((a / n) * 255);
    }
  }
  return png(size, px);
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(buf) {
  let c = -1;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/', import.meta.url);
writeFileSync(new URL('favicon-32.png', out), render(32));
writeFileSync(new URL('icon-192.png', out), render(192));
writeFileSync(new URL('icon-512.png', out), render(512));
writeFileSync(new URL('apple-touch-icon.png', out), render(180, { bg: WHITE }));
writeFileSync(new URL('icon-maskable-512.png', out), render(512, { maskable: true }));
console.log('icons written to public/');
