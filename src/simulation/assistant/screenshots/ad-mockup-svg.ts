import type { Screenshot } from '../shared/campaign-work-shapes';

/**
 * A screenshot of an ad as placed, drawn as SVG from its result entry: the same entry always
 * gives the same image, so the file can be rendered again whenever it is asked for. Every text
 * is escaped; the image holds no script, link or external reference.
 */
export function adMockupSvg(shot: Screenshot): string {
  const palette = paletteOf(`${shot.advertiser}|${shot.headline}`);
  const [width, height, body] = FRAMES[shot.frame](shot, palette);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(`${shot.placement}: ${shot.headline}`)}</title>`,
    `<rect width="${width}" height="${height}" fill="#f4f5f7"/>`,
    body,
    '</svg>',
  ].join('');
}

type Palette = { main: string; accent: string };
type Frame = (shot: Screenshot, palette: Palette) => [number, number, string];

const PALETTES: readonly Palette[] = [
  { main: '#1f6f5c', accent: '#f2b33d' },
  { main: '#23407a', accent: '#ff7a59' },
  { main: '#6a2c70', accent: '#f9d56e' },
  { main: '#8a3b12', accent: '#9fd8cb' },
  { main: '#134e6f', accent: '#ffa600' },
];

function paletteOf(seed: string): Palette {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length] as Palette;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

function text(x: number, y: number, words: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${escapeXml(words)}</text>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, radius = 0): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`;
}

/** Grey bars standing for the page's own text. */
function lines(x: number, y: number, width: number, count: number, gap = 16): string {
  return Array.from({ length: count }, (_, i) =>
    rect(x, y + i * gap, width - ((i * 37) % 90), 8, '#d9dce1', 4),
  ).join('');
}

/** The creative itself: the campaign's colours, its headline and the call to action. */
function creative(shot: Screenshot, p: Palette, x: number, y: number, w: number, h: number): string {
  const size = Math.max(9, Math.min(28, Math.floor(Math.min(w / 14, h / 3))));
  const cta =
    shot.call_to_action && h >= 60 && w >= 200
      ? rect(x + 12, y + h - size * 2 - 10, size * 7, size * 1.6, p.accent, 4) +
        text(x + 20, y + h - size - 6, shot.call_to_action, size * 0.8, '#111')
      : '';
  return (
    rect(x, y, w, h, p.main) +
    `<circle cx="${x + w - h / 4}" cy="${y + h / 3}" r="${Math.min(w, h) / 5}" fill="${p.accent}" opacity="0.35"/>` +
    text(x + 12, y + size + 8, shot.headline, size, '#fff', 'font-weight="bold"') +
    (h >= 40 ? text(x + 12, y + size * 2 + 12, shot.advertiser, size * 0.7, '#fff') : '') +
    cta
  );
}

function phone(content: string): string {
  return rect(10, 10, 340, 700, '#111', 28) + rect(20, 40, 320, 640, '#fff', 4) + content;
}

const FRAMES: Readonly<Record<Screenshot['frame'], Frame>> = {
  feed: (shot, p) => [
    360,
    720,
    phone(
      text(32, 68, shot.placement.split(' ')[0] ?? '', 16, '#1c1e21', 'font-weight="bold"') +
        `<circle cx="44" cy="104" r="14" fill="${p.main}"/>` +
        text(66, 102, shot.advertiser, 13, '#1c1e21', 'font-weight="bold"') +
        text(66, 118, 'Sponsored', 11, '#65676b') +
        text(32, 146, shot.headline, 12, '#1c1e21') +
        creative(shot, p, 20, 160, 320, 320) +
        rect(20, 480, 320, 48, '#f0f2f5') +
        text(32, 509, shot.advertiser, 11, '#65676b') +
        rect(246, 490, 84, 28, '#e4e6eb', 4) +
        text(254, 509, shot.call_to_action, 11, '#1c1e21') +
        lines(32, 560, 280, 5),
    ),
  ],
  story: (shot, p) => [
    360,
    720,
    phone(
      creative({ ...shot, call_to_action: '' }, p, 20, 40, 320, 640) +
        rect(30, 52, 300, 3, '#ffffff', 1) +
        `<circle cx="46" cy="80" r="12" fill="${p.accent}"/>` +
        text(66, 85, `${shot.advertiser} · Sponsored`, 12, '#fff') +
        rect(90, 600, 180, 40, '#fff', 20) +
        text(112, 626, shot.call_to_action || 'Learn more', 14, '#111'),
    ),
  ],
  'web-page': (shot, p) => {
    const [w, h] = sizeOf(shot.ad_size, [300, 250]);
    const mobile = shot.device === 'Mobile';
    const width = mobile ? 360 : 1000;
    const scale = Math.min(1, (width - 60) / w);
    const [aw, ah] = [Math.round(w * scale), Math.round(h * scale)];
    const ax = mobile ? (width - aw) / 2 : w >= 700 ? (width - aw) / 2 : width - aw - 30;
    const ay = mobile ? 600 : w >= 700 ? 110 : 150;
    return [
      width,
      mobile ? 720 : 640,
      rect(0, 0, width, 40, '#dfe1e5') +
        rect(60, 10, width - 120, 20, '#fff', 10) +
        text(70, 25, 'news.example/article', 11, '#5f6368') +
        text(30, 80, 'The Daily Ledger', 24, '#202124', 'font-weight="bold"') +
        lines(30, ay + ah + 30 > 560 ? 120 : ay + ah + 30, mobile ? 300 : 560, 8, 20) +
        lines(30, 130, mobile ? 300 : width - aw - 90, mobile ? 20 : 14, 22) +
        rect(ax - 1, ay - 16, aw + 2, ah + 17, '#fff') +
        text(ax, ay - 4, 'Advertisement', 9, '#80868b') +
        creative(shot, p, ax, ay, aw, ah),
    ];
  },
  video: (shot, p) => [
    1000,
    640,
    rect(0, 0, 1000, 56, '#fff') +
      text(30, 36, 'YouTube', 22, '#ff0000', 'font-weight="bold"') +
      rect(40, 80, 640, 360, '#000') +
      creative({ ...shot, call_to_action: '' }, p, 40, 80, 640, 360) +
      rect(50, 400, 160, 28, 'rgba(0,0,0,0.6)', 4) +
      text(60, 419, `Ad · ${shot.advertiser}`, 12, '#fff') +
      rect(560, 392, 110, 36, 'rgba(0,0,0,0.7)', 2) +
      text(574, 415, shot.placement.includes('bumper') ? 'Ad · 0:06' : 'Skip ad ▸', 14, '#fff') +
      rect(40, 440, 640, 4, '#ffcc00') +
      rect(40, 460, 640, 64, '#f1f1f1', 8) +
      text(56, 490, shot.headline, 15, '#0f0f0f', 'font-weight="bold"') +
      rect(560, 476, 108, 32, '#065fd4', 16) +
      text(574, 497, shot.call_to_action, 13, '#fff') +
      lines(710, 80, 260, 14, 26),
  ],
  search: (shot) => [
    1000,
    640,
    text(30, 50, 'Google', 28, '#4285f4', 'font-weight="bold"') +
      rect(150, 24, 600, 40, '#fff', 20) +
      text(170, 50, shot.advertiser.toLowerCase(), 15, '#202124') +
      text(150, 100, 'Sponsored', 12, '#202124', 'font-weight="bold"') +
      text(150, 122, `www.${slug(shot.advertiser)}.example`, 13, '#202124') +
      text(150, 148, `${shot.headline} | ${shot.advertiser}`, 19, '#1a0dab') +
      text(150, 172, `${shot.call_to_action} – official site of ${shot.advertiser}.`, 13, '#4d5156') +
      lines(150, 220, 560, 4, 20) +
      lines(150, 320, 560, 4, 20) +
      lines(150, 420, 560, 4, 20),
  ],
  tv: (shot, p) => [
    1000,
    640,
    rect(60, 30, 880, 520, '#222', 12) +
      creative({ ...shot, call_to_action: '' }, p, 80, 50, 840, 480) +
      rect(820, 490, 80, 28, 'rgba(0,0,0,0.6)', 4) +
      text(836, 509, 'Ad 0:15', 13, '#fff') +
      rect(440, 550, 120, 40, '#333') +
      rect(380, 590, 240, 10, '#333', 5),
  ],
  map: (shot, p) => [
    360,
    720,
    phone(
      rect(20, 40, 320, 640, '#e8eddf') +
        Array.from({ length: 8 }, (_, i) => rect(20, 80 + i * 70, 320, 10, '#fff')).join('') +
        Array.from({ length: 4 }, (_, i) => rect(60 + i * 80, 40, 10, 640, '#fff')).join('') +
        `<circle cx="180" cy="330" r="16" fill="${p.main}"/>` +
        text(150, 370, shot.advertiser, 12, '#333', 'font-weight="bold"') +
        creative(shot, p, 20, 610, 320, 50),
    ),
  ],
};

function sizeOf(size: string, fallback: [number, number]): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? [Number(match[1]), Number(match[2])] : fallback;
}

function slug(words: string): string {
  return words.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'brand';
}
