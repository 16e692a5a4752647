/** What every dialog acting on a bot result takes from the chat. */
export interface ResultDialogProps {
  open: boolean;
  /** Called with false on Escape, Cancel, a click outside, and after a successful submit. */
  onOpenChange(open: boolean): void;
  /**
   * Sends the (trimmed, validated) text. Answer false when it failed: the dialog then stays open
   * with the text as typed. Anything else closes it.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: lets callers pass a handler that returns nothing.
  onSubmit(text: string): Promise<boolean> | boolean | void;
  /** A request about this result is in flight: the dialog does not submit again. */
  busy?: boolean;
  /** The text the box starts with each time the dialog opens. */
  initialText?: string;
}
