import { describe, expect, it } from 'vitest';
import { prospectBadge } from './prospect-badge';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

describe('prospectBadge', () => {
  it("shows the prospect's name, its logo and its accent as the theme's colours", () => {
    expect(prospectBadge({ name: 'Contoso Outdoor', accent: '#1F7A4D', logo: LOGO })).toEqual({
      name: 'Contoso Outdoor',
      logo: LOGO,
      colours: { accent: '#1f7a4d', strong: '#1f7a4d', contrast: '#ffffff' },
    });
  });

  it('shows nothing without a prospect or a name (a real backend, or the demo made for no one)', () => {
    expect(prospectBadge(undefined)).toBeNull();
    expect(prospectBadge({ name: '  ' })).toBeNull();
  });

  it('leaves out a logo that is no image and an accent that is no colour (a session edited by hand)', () => {
    const badge = prospectBadge({
      name: 'Contoso Outdoor',
      accent: 'red; background: url(x)',
      logo: 'javascript:alert(1)',
    });
    expect(badge).toEqual({ name: 'Contoso Outdoor', logo: null, colours: null });
  });
});
