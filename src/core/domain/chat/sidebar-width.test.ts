import { describe, expect, it } from 'vitest';
import { clampPanelWidth, initialPanelWidth, widthAfterKey } from './panel-width';
import { SIDEBAR_WIDTH } from './sidebar-width';

describe('classic sidebar width (spec 3 §9)', () => {
  it('opens at 256 px', () => {
    expect(initialPanelWidth(SIDEBAR_WIDTH, 1440)).toBe(256);
  });

  it('is at least 200 px and at most 30% of the window', () => {
    expect(clampPanelWidth(SIDEBAR_WIDTH, 150, 1440)).toBe(200);
    expect(clampPanelWidth(SIDEBAR_WIDTH, 600, 1440)).toBe(432);
  });

  it('sits on the left, so ArrowRight widens it', () => {
    expect(widthAfterKey(SIDEBAR_WIDTH, 256, 'ArrowRight', false, 1440)).toBe(266);
  });
});
