import { type RefObject, useEffect, useRef } from 'react';

/** Below this width the briefcase is a sheet over the whole screen (BriefcasePanel.module.css). */
const SHEET_SCREEN = '(max-width: 599.98px)';

/** A field where Escape is the field's own (a rename cancels, a search clears), not the sheet's. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== 'checkbox');

/**
 * On a phone the open briefcase covers the chat (issue 34), so it behaves as a sheet: it takes the
 * focus as it opens, Escape closes it, and the focus goes back to what opened it (the composer's
 * briefcase button) as it closes. Beside the chat, on a wider screen, the focus stays where it is.
 */
export function useBriefcaseSheet(
  shown: boolean,
  panel: RefObject<HTMLElement | null>,
  firstFocus: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  // The latest onClose, without opening the sheet again each time its owner draws a new one.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const sheet = panel.current;
    if (!shown || !sheet || !matchMedia(SHEET_SCREEN).matches) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstFocus.current?.focus();
    // On the sheet's own elements only: a file's menu is drawn outside it and closes by itself.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !typesText(event.target)) close.current();
    };
    sheet.addEventListener('keydown', onKeyDown);
    return () => {
      sheet.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [shown, panel, firstFocus]);
}
