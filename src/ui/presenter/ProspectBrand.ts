import { computed, makeObservable, observable, runInAction } from 'mobx';
import { type BrandColours, brandColours } from '../../core/domain/demo/brand-colours';
import { DEFAULT_PROSPECT, type Prospect } from '../../core/domain/demo/prospect';
import type { DemoPort } from '../../core/ports/DemoPort';
import type { PortCalls } from '../../core/use-cases/port-calls';

/** Only images: a logo is shown as an <img>, where even an SVG runs no script. */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|svg\+xml)[;,]/;

/**
 * The prospect in the app's header (issue 29): the name, accent and logo the demo backend's pack
 * was made for, read once per page load (a switch loads the page again). Nothing shows for the
 * demo's own agency, whose name the account selector already shows.
 */
export class ProspectBrand {
  prospect: Prospect | null = null;
  private reading: Promise<void> | null = null;

  constructor(private readonly demo: PortCalls<DemoPort>) {
    makeObservable(this, { prospect: observable, name: computed, colours: computed, logo: computed });
  }

  /** The prospect's name; "" when the pack was made for the demo's own agency. */
  get name(): string {
    const prospect = this.prospect;
    if (!prospect) return '';
    const own = prospect.name === DEFAULT_PROSPECT.name && !prospect.accent && !prospect.logo;
    return own ? '' : prospect.name;
  }

  /** The theme's brand colours from the prospect's accent, if it gave one. */
  get colours(): BrandColours | null {
    const accent = this.name ? this.prospect?.accent : undefined;
    return accent ? brandColours(accent) : null;
  }

  /** The logo's data URL, if it is an image. */
  get logo(): string | null {
    const logo = this.name ? this.prospect?.logo : undefined;
    return logo && IMAGE_DATA_URL.test(logo) ? logo : null;
  }

  /** Reads the prospect, once; a failure leaves the app's own look (the header is no one's task). */
  read(): Promise<void> {
    this.reading ??= this.demo.execute('listPacks').then((outcome) => {
      if (!outcome.ok) console.warn('The demo prospect could not be read', outcome.message);
      else runInAction(() => (this.prospect = outcome.value.prospect ?? null));
    });
    return this.reading;
  }
}
