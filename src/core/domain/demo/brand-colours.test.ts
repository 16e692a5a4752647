import { describe, expect, it } from 'vitest';
import { brandColours, contrastRatio } from './brand-colours';

describe('brandColours', () => {
  it('writes white on a dark accent and keeps it as the text shade', () => {
    expect(brandColours('#1E5B3A')).toEqual({ accent: '#1e5b3a', strong: '#1e5b3a', contrast: '#ffffff' });
  });

  it('writes dark text on a light accent, and darkens it for text on white', () => {
    const colours = brandColours('#ffd23f');
    expect(colours?.contrast).toBe('#000000');
    expect(contrastRatio(colours?.strong ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the text on every accent at AA', () => {
    for (const accent of ['#ff0000', '#00ff00', '#0000ff', '#808080', '#3b4fd8', '#f58220', '#00a3e0']) {
      const colours = brandColours(accent);
      expect(contrastRatio(colours?.accent ?? '', colours?.contrast ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colours?.strong ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('takes nothing but a #rrggbb colour', () => {
    expect(brandColours('red; background: url(x)')).toBeNull();
  });
});
