import type { BrowserEffects } from './BrowserEffects';

/** Long enough for the new tab or the download to have read the object URL. */
const OBJECT_URL_LIFETIME_MS = 60_000;

function objectUrl(text: string, mimeType: string): string {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  // The URL only has to outlive the hand-over to the tab or the download.
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

/** The page's new tabs and downloads. */
export const windowEffects: BrowserEffects = {
  openInNewTab(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  openTextInNewTab(text, mimeType) {
    window.open(objectUrl(text, mimeType), '_blank', 'noopener,noreferrer');
  },
  download(fileName, text, mimeType) {
    const link = document.createElement('a');
    link.href = objectUrl(text, mimeType);
    link.download = fileName;
    link.rel = 'noopener';
    link.click();
  },
};
