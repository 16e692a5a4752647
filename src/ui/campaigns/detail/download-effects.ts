/** What the campaign page does with a download in the browser. */
export interface DownloadEffects {
  /** Opens a download address in a new tab (a file the campaign holds). */
  openUrl(url: string): void;
  /** Saves a fetched file under its name, as a download the browser does not block. */
  saveFile(file: Blob, filename: string): void;
}

/**
 * The page's downloads: a new tab for an address, and a link with `download` for a fetched file,
 * clicked from script. Such a link is a download, not a pop-up, so successive files all arrive.
 */
export const browserDownloads: DownloadEffects = {
  openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
  saveFile(file, filename) {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the object URL; give the browser a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
