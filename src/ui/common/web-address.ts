/**
 * Whether an address from the backend (a file link, a spreadsheet) is a web address. Only these
 * become links or new tabs: a `javascript:` or `data:` address would run script in Sidekick's name.
 */
export function isWebAddress(url: string): boolean {
  try {
    // A relative address is one of this page's; outside a browser (view-model tests) any web base does.
    const { protocol } = new URL(url, globalThis.location?.href ?? 'http://localhost/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
