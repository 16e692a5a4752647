import { describe, expect, it } from 'vitest';
import { clampPanelWidth, initialPanelWidth, widthAfterDrag, widthAfterKey } from '../chat/panel-width';
import { BRIEFCASE_WIDTH } from './width';

describe('briefcase width (spec 1 §9)', () => {
  it('opens at 300 px', () => {
    expect(initialPanelWidth(BRIEFCASE_WIDTH, 1440)).toBe(300);
  });

  it('is at least 250 px and at most 30% of the window', () => {
    expect(clampPanelWidth(BRIEFCASE_WIDTH, 100, 1440)).toBe(250);
    expect(clampPanelWidth(BRIEFCASE_WIDTH, 800, 1440)).toBe(432);
    expect(clampPanelWidth(BRIEFCASE_WIDTH, 800, 2000)).toBe(600);
  });

  it('sits on the right, so dragging its edge left or pressing ArrowLeft widens it', () => {
    expect(widthAfterDrag(BRIEFCASE_WIDTH, 300, 1140, 1100, 1440)).toBe(340);
    expect(widthAfterKey(BRIEFCASE_WIDTH, 300, 'ArrowLeft', false, 1440)).toBe(310);
    expect(widthAfterKey(BRIEFCASE_WIDTH, 300, 'ArrowRight', true, 1440)).toBe(250);
  });
});
