import { type BrandColours, brandColours } from '../../core/domain/demo/brand-colours';
import { isLogo, type ProspectBrand } from '../../core/domain/demo/prospect';

/** What the app's header shows of the prospect a demo was made for. */
export interface ProspectBadgeView {
  name: string;
  /** The logo's data URL, only when it is an image's. */
  logo: string | null;
  /** The theme's brand colours from the prospect's accent, only when it is a `#rrggbb` colour. */
  colours: BrandColours | null;
}

/**
 * The badge for the signed-in user's prospect, or null for none. The stored session is read
 * loosely (it may be an older version's, or edited by hand), so every field is checked here.
 */
export function prospectBadge(prospect: ProspectBrand | undefined): ProspectBadgeView | null {
  const name = typeof prospect?.name === 'string' ? prospect.name.trim() : '';
  if (!prospect || !name) return null;
  const { accent, logo } = prospect;
  return {
    name,
    logo: typeof logo === 'string' && isLogo(logo) ? logo : null,
    colours: typeof accent === 'string' ? brandColours(accent) : null,
  };
}
