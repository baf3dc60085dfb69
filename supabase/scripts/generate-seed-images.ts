// Draws the demo images the seed points at (flat facades, leisure scenes, news banners, avatars)
// into supabase/seed/storage/seed-images/. Deterministic: re-running produces the same files.
// Run: npx tsx supabase/scripts/generate-seed-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

type Rgb = [number, number, number];

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'storage', 'seed-images');

class Canvas {
  readonly png: PNG;
  constructor(readonly width: number, readonly height: number) {
    this.png = new PNG({ width, height, colorType: 2 });
  }
  set(px: number, py: number, [r, g, b]: Rgb) {
    const x = Math.round(px);
    const y = Math.round(py);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) << 2;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }
  verticalGradient(top: Rgb, bottom: Rgb, y0 = 0, y1 = this.height) {
    for (let y = y0; y < y1; y++) {
      const t = (y - y0) / Math.max(1, y1 - y0 - 1);
      const c = mix(top, bottom, t);
      for (let x = 0; x < this.width; x++) this.set(x, y, c);
    }
  }
  rect(x0: number, y0: number, w: number, h: number, c: Rgb) {
    const [left, top] = [Math.round(x0), Math.round(y0)];
    for (let y = Math.max(0, top); y < Math.min(this.height, top + Math.round(h)); y++)
      for (let x = Math.max(0, left); x < Math.min(this.width, left + Math.round(w)); x++) this.set(x, y, c);
  }
  circle(cx: number, cy: number, r: number, c: Rgb) {
    for (let y = Math.floor(cy - r); y <= cy + r; y++)
      for (let x = Math.floor(cx - r); x <= cx + r; x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.set(x, y, c);
  }
  /** Isosceles triangle pointing up, apex at (cx, top), base from cx-half to cx+half at bottom. */
  triangle(cx: number, top: number, half: number, bottom: number, c: Rgb) {
    for (let y = top; y <= bottom; y++) {
      const w = ((y - top) / Math.max(1, bottom - top)) * half;
      for (let x = Math.floor(cx - w); x <= cx + w; x++) this.set(x, y, c);
    }
  }
  write(relativePath: string) {
    const file = join(OUT, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, PNG.sync.write(this.png, { colorType: 2 }));
  }
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;
const shade = (c: Rgb, f: number): Rgb => c.map((v) => Math.max(0, Math.min(255, Math.round(v * f)))) as Rgb;

const PALETTES: Rgb[] = [
  [231, 111, 81], [244, 162, 97], [233, 196, 106], [42, 157, 143], [38, 70, 83], [131, 56, 236],
  [58, 134, 255], [255, 0, 110], [251, 86, 7], [106, 153, 78], [188, 108, 37], [96, 108, 56],
];
const SKY_TOP: Rgb = [120, 180, 235];
const SKY_BOTTOM: Rgb = [214, 234, 248];

function flat(index: number) {
  const c = new Canvas(640, 400);
  c.verticalGradient(SKY_TOP, SKY_BOTTOM, 0, 300);
  c.verticalGradient([148, 160, 120], [110, 120, 90], 300, 400);
  c.circle(540 - index * 17, 70, 34, [255, 214, 102]);
  const wall = PALETTES[index % PALETTES.length]!;
  const floors = 3 + (index % 4);
  const width = 260 + (index % 3) * 50;
  const x0 = 320 - width / 2;
  const floorHeight = 200 / floors;
  const top = 310 - floors * floorHeight;
  c.rect(x0, top, width, 310 - top, wall);
  if (index % 2 === 0) c.triangle(320, top - 60, width / 2 + 20, top, shade(wall, 0.6));
  else c.rect(x0 - 10, top - 12, width + 20, 12, shade(wall, 0.6));
  for (let f = 0; f < floors; f++) {
    for (let w = 0; w < 4; w++) {
      const wx = x0 + 22 + w * ((width - 44) / 4);
      const wy = top + f * floorHeight + floorHeight * 0.25;
      c.rect(wx, wy, (width - 44) / 4 - 18, floorHeight * 0.5, (f + w + index) % 3 === 0 ? [255, 236, 179] : [200, 225, 245]);
    }
  }
  c.rect(320 - 22, 310 - 56, 44, 56, shade(wall, 0.45));
  c.write(`accommodations/flat-${String(index + 1).padStart(2, '0')}.png`);
}

const LEISURE: Record<string, Rgb> = {
  bares_pubs: [188, 108, 37], discotecas: [131, 56, 236], restaurantes: [231, 111, 81],
  cafeterias_heladerias: [244, 162, 97], cines: [38, 70, 83], deporte: [42, 157, 143],
  parques_playas: [106, 153, 78], centros_comerciales: [58, 134, 255],
};

function leisure(category: string, base: Rgb, variant: number) {
  const c = new Canvas(640, 400);
  c.verticalGradient(shade(base, 0.5), mix(base, [255, 255, 255], 0.55));
  for (let i = 0; i < 9; i++) {
    const x = ((i * 137 + variant * 61) % 600) + 20;
    const y = ((i * 89 + variant * 43) % 260) + 40;
    c.circle(x, y, 18 + ((i + variant) % 4) * 12, mix(base, [255, 255, 255], 0.2 + (i % 3) * 0.2));
  }
  c.rect(0, 330, 640, 70, shade(base, 0.35));
  c.write(`leisure/${category}-${variant + 1}.png`);
}

function newsBanner(slug: string, index: number) {
  const c = new Canvas(640, 360);
  const a = PALETTES[(index * 5) % PALETTES.length]!;
  const b = PALETTES[(index * 5 + 3) % PALETTES.length]!;
  c.verticalGradient(a, b);
  for (let i = 0; i < 6; i++) c.rect(40 + i * 95, 240 - i * 25, 70, 120 + i * 25, mix(a, [255, 255, 255], 0.25 + i * 0.08));
  c.circle(520, 90, 50, mix(b, [255, 255, 255], 0.6));
  c.write(`news/${slug}.png`);
}

function avatar(index: number) {
  const c = new Canvas(256, 256);
  const bg = PALETTES[(index * 7) % PALETTES.length]!;
  c.verticalGradient(mix(bg, [255, 255, 255], 0.35), bg);
  const skins: Rgb[] = [[241, 194, 125], [224, 172, 105], [198, 134, 66], [141, 85, 36], [255, 219, 172]];
  const skin = skins[index % skins.length]!;
  const shirt = PALETTES[(index * 3 + 4) % PALETTES.length]!;
  c.circle(128, 300, 110, shirt);
  c.circle(128, 100, 64, shade(PALETTES[(index + 10) % PALETTES.length]!, 0.45));
  c.circle(128, 116, 56, skin);
  c.circle(106, 112, 6, [40, 40, 40]);
  c.circle(150, 112, 6, [40, 40, 40]);
  c.rect(112, 142, 32, 5, shade(skin, 0.6));
  c.write(`avatars/avatar-${String(index + 1).padStart(2, '0')}.png`);
}

for (let i = 0; i < 12; i++) flat(i);
for (const [category, base] of Object.entries(LEISURE)) for (let v = 0; v < 2; v++) leisure(category, base, v);
['anuncio', 'empleo', 'formacion', 'producto', 'expansion', 'becas', 'eventos', 'consejos'].forEach(newsBanner);
for (let i = 0; i < 16; i++) avatar(i);
console.log(`seed images written to ${OUT}`);
