import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import styles from './ResizeHandle.module.css';

export interface WidthBounds {
  min: number;
  max: number;
}

const KEY_STEP = 16;

/**
 * A draggable, keyboard-operable edge (WAI-ARIA window splitter): arrows move it, Home/End jump
 * to the limits. The owner clamps and keeps the width.
 */
export function ResizeHandle({
  label,
  width,
  bounds,
  onResize,
  edge = 'right',
}: {
  label: string;
  width: number;
  bounds: WidthBounds;
  onResize: (width: number) => void;
  /** Which edge of its panel the handle sits on: dragging away from the panel widens it. */
  edge?: 'right' | 'left';
}) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const direction = edge === 'right' ? 1 : -1;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onResize(start.current.width + direction * (event.clientX - start.current.x));
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: width + direction * KEY_STEP,
      ArrowLeft: width - direction * KEY_STEP,
      Home: bounds.min,
      End: bounds.max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable window splitter has no native element.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      aria-valuemin={Math.round(bounds.min)}
      aria-valuemax={Math.round(bounds.max)}
      tabIndex={0}
      className={`${styles.handle} ${edge === 'right' ? styles.right : styles.left}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
