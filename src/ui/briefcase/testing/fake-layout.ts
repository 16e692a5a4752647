/**
 * happy-dom lays nothing out: every element is 0 px tall, so a virtualised list would think it
 * shows nothing. This gives every element a plausible size (a 600 px view, 60 px rows) for the
 * duration of a test; call the answer to restore the DOM's own behaviour.
 */
export function fakeLayout(view = { width: 300, height: 600 }, rowHeight = 60): () => void {
  const sizes: Record<string, number> = {
    clientWidth: view.width,
    clientHeight: view.height,
    offsetWidth: view.width,
    offsetHeight: rowHeight,
  };
  const originals = Object.keys(sizes).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  for (const [name, size] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });
  }
  return () => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  };
}
