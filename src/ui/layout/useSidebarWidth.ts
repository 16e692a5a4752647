import { useEffect, useState } from 'react';
import type { WidthBounds } from './ResizeHandle';

// Spec 3 §9: default 256 px, minimum 200 px, maximum 30% of the window width.
const DEFAULT_WIDTH = 256;
const MIN_WIDTH = 200;
const MAX_SHARE = 0.3;

function boundsFor(windowWidth: number): WidthBounds {
  return { min: MIN_WIDTH, max: Math.max(MIN_WIDTH, windowWidth * MAX_SHARE) };
}

function clamp(width: number, bounds: WidthBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, width));
}

/** The classic sidebar's width, kept within its limits as the window resizes. */
export function useSidebarWidth() {
  const [windowWidth, setWindowWidth] = useState(() => window.innerWidth);
  const [requested, setRequested] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const onResize = () => setWindowWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const bounds = boundsFor(windowWidth);
  return { width: clamp(requested, bounds), bounds, setWidth: (w: number) => setRequested(clamp(w, bounds)) };
}
