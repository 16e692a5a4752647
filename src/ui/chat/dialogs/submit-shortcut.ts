/** Ctrl+Enter submits every dialog (spec 1 §2); Cmd+Enter is its macOS equivalent. */
export function isSubmitShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
