import { isAccent } from './prospect';

/** The theme's brand colours for an accent: itself, a shade for text on white, the text on it. */
export interface BrandColours {
  accent: string;
  /** The accent darkened until text in it on white reaches WCAG AA (4.5:1). */
  strong: string;
  /** White or black, whichever reads better on the accent. */
  contrast: string;
}

const WHITE = '#ffffff';
// Black, not the theme's near-black: one of black and white always reaches 4.5:1 on any colour.
const DARK_TEXT = '#000000';
const AA = 4.5;

const channels = (hex: string): number[] => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The accent mixed with black, a tenth at a time, until it reads on white. */
function darkenedForWhite(accent: string): string {
  let shade = accent;
  for (let step = 1; contrastRatio(shade, WHITE) < AA && step <= 10; step++)
    shade = toHex(channels(accent).map((value) => value * (1 - step / 10)));
  return shade;
}

/** The brand colours of a prospect's accent; null for a value that is not a `#rrggbb` colour. */
export function brandColours(accent: string): BrandColours | null {
  if (!isAccent(accent)) return null;
  const colour = accent.toLowerCase();
  const contrast = contrastRatio(colour, WHITE) >= contrastRatio(colour, DARK_TEXT) ? WHITE : DARK_TEXT;
  return { accent: colour, strong: darkenedForWhite(colour), contrast };
}
