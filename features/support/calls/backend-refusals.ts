/**
 * The backend's answers to the page's API calls outside 200–299, oldest first, written
 * "422 GET /api/chat-history": the page may take a refusal quietly (Chromium's own "Failed to
 * load resource" is not counted as the page's error), so a scenario about whether a backend
 * serves the app reads them here.
 */
export class BackendRefusals {
  private readonly refusals: string[] = [];

  record(status: number, method: string, url: string): void {
    const { pathname } = new URL(url);
    if (status >= 200 && status < 300) return;
    if (!pathname.startsWith('/api/')) return;
    this.refusals.push(`${status} ${method} ${pathname}`);
  }

  get all(): readonly string[] {
    return this.refusals;
  }
}
