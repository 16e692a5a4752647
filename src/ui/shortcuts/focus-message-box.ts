/** How long a new canvas may take to show its message box (the chat's code may still be loading). */
const MESSAGE_BOX_WAIT_MS = 5000;

/**
 * Puts the focus in the chat's message box once it is on the page. Here, in the lazy keyboard
 * layer, rather than in the composer: the composer is in /'s first load, which has no room.
 */
export function focusMessageBox(): void {
  const giveUpAt = Date.now() + MESSAGE_BOX_WAIT_MS;
  const attempt = () => {
    const box = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
    if (box && !box.disabled) box.focus();
    else if (Date.now() < giveUpAt) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
