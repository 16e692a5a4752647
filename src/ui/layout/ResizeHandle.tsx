import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import {
  maxPanelWidth,
  type PanelWidthRule,
  widthAfterDrag,
  widthAfterKey,
} from '../../core/domain/chat/panel-width';
import styles from './ResizeHandle.module.css';

/**
 * The draggable, keyboard-operable inner edge of a panel (WAI-ARIA window splitter). The width
 * rules (limits, steps, direction) are the panel's PanelWidthRule from the core.
 */
export function ResizeHandle({
  label,
  rule,
  width,
  windowWidth,
  onResize,
}: {
  label: string;
  rule: PanelWidthRule;
  width: number;
  windowWidth: number;
  onResize: (width: number) => void;
}) {
  const start = useRef<{ x: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onResize(widthAfterDrag(rule, start.current.width, start.current.x, event.clientX, windowWidth));
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthAfterKey(rule, width, event.key, event.shiftKey, windowWidth);
    if (next === null) return;
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
      aria-valuemin={rule.minWidth}
      aria-valuemax={maxPanelWidth(rule, windowWidth)}
      tabIndex={0}
      className={`${styles.handle} ${rule.side === 'left' ? styles.right : styles.left}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
