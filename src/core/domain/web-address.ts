/**
 * Whether an address from the backend (a file link, a spreadsheet) may become a link or a new
 * tab: web addresses, and blob addresses (only script of the origin they name can create them:
 * the in-page demo backend's files). A `javascript:` or `data:` address would run script in
 * Sidekick's name and is refused.
 */
export function isWebAddress(url: string): boolean {
  try {
    // A relative address is one of this page's; outside a browser (view-model tests) any web base does.
    const { protocol } = new URL(url, globalThis.location?.href ?? 'http://localhost/');
    return protocol === 'https:' || protocol === 'http:' || protocol === 'blob:';
  } catch {
    return false;
  }
}
