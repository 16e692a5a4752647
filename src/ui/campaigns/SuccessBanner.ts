/**
 * A success text handed from the creation screen to the campaigns list it opens next (spec 2
 * §2.5: the message shows there and clears after 5 seconds). Read once.
 */
export class SuccessBanner {
  private text: string | null = null;

  put(text: string): void {
    this.text = text;
  }

  take(): string | null {
    const text = this.text;
    this.text = null;
    return text;
  }
}
