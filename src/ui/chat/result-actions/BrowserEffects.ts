/**
 * What a result's actions do outside the page's own state: new tabs and downloads. The
 * component supplies the browser's implementation, so the view model stays free of the DOM
 * and tests (and the Gherkin view-model driver) can record the effects instead.
 */
export interface BrowserEffects {
  /** Opens an address in a new tab (the exported spreadsheet). */
  openInNewTab(url: string): void;
  /** Shows a text in a new tab ('Open JSON in a new tab'). */
  openTextInNewTab(text: string, mimeType: string): void;
  /** Offers a text as a file to save ('Download JSON'). */
  download(fileName: string, text: string, mimeType: string): void;
}
