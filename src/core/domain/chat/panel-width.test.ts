import { describe, expect, it } from 'vitest';
import {
  clampPanelWidth,
  initialPanelWidth,
  maxPanelWidth,
  type PanelWidthRule,
  widthAfterDrag,
  widthAfterKey,
} from './panel-width';

const leftPanel: PanelWidthRule = { defaultWidth: 250, minWidth: 200, maxShareOfWindow: 0.3, side: 'left' };
const rightPanel: PanelWidthRule = { ...leftPanel, side: 'right' };

describe('resizable panel width', () => {
  it('keeps the width between the minimum and the share of the window', () => {
    expect(clampPanelWidth(leftPanel, 260.4, 1000)).toBe(260);
    expect(clampPanelWidth(leftPanel, 120, 1000)).toBe(200);
    expect(clampPanelWidth(leftPanel, 900, 1000)).toBe(300);
    expect(clampPanelWidth(leftPanel, Number.NaN, 1000)).toBe(250);
  });

  it('lets the minimum win in a window too narrow for it', () => {
    expect(maxPanelWidth(leftPanel, 500)).toBe(200);
    expect(initialPanelWidth(leftPanel, 500)).toBe(200);
  });

  it('opens at the default width when it fits', () => {
    expect(initialPanelWidth(leftPanel, 1440)).toBe(250);
  });

  it('widens a left panel when its right edge is dragged right, and a right panel when dragged left', () => {
    expect(widthAfterDrag(leftPanel, 250, 250, 280, 1440)).toBe(280);
    expect(widthAfterDrag(rightPanel, 250, 1190, 1160, 1440)).toBe(280);
    expect(widthAfterDrag(rightPanel, 250, 1190, 1400, 1440)).toBe(200);
  });

  it('moves the edge with the arrow keys, further with Shift', () => {
    expect(widthAfterKey(leftPanel, 250, 'ArrowRight', false, 1440)).toBe(260);
    expect(widthAfterKey(leftPanel, 250, 'ArrowLeft', true, 1440)).toBe(200);
    expect(widthAfterKey(rightPanel, 250, 'ArrowLeft', false, 1440)).toBe(260);
    expect(widthAfterKey(rightPanel, 250, 'ArrowRight', false, 1440)).toBe(240);
  });

  it('jumps to the narrowest and widest with Home and End, and ignores other keys', () => {
    expect(widthAfterKey(leftPanel, 250, 'Home', false, 1440)).toBe(200);
    expect(widthAfterKey(leftPanel, 250, 'End', false, 1440)).toBe(432);
    expect(widthAfterKey(leftPanel, 250, 'Enter', false, 1440)).toBeNull();
  });
});
