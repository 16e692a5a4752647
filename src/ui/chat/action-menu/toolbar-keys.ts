import type { KeyboardEvent } from 'react';

const STEPS: Readonly<Record<string, 'previous' | 'next' | 'first' | 'last'>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/**
 * Left/Right/Home/End move the focus between a toolbar's buttons (WAI-ARIA toolbar pattern).
 * Buttons hidden by the layout cannot take the focus, so those are skipped by trying the next one.
 */
export function moveFocusInToolbar(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const current = buttons.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  event.preventDefault();
  for (const candidate of candidates(buttons, current, step)) {
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

function candidates(buttons: HTMLElement[], current: number, step: string): HTMLElement[] {
  switch (step) {
    case 'previous':
      return buttons.slice(0, current).reverse();
    case 'next':
      return buttons.slice(current + 1);
    case 'first':
      return buttons.slice(0, current);
    default:
      return buttons.slice(current + 1).reverse();
  }
}
