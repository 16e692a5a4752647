import { describeAll } from '../described';
import { DEMO_PACKS } from '../endpoints/demo-packs';
import { switchPackBody } from '../requests/demo-packs';

const tag = 'Demo backend';

export const DEMO_PACK_CALLS = describeAll(DEMO_PACKS, {
  list: {
    tag,
    summary: 'The demo packs and the one the demo backend holds',
    description: 'Demo mode only: answers 404 where the backend does not run in demo mode.',
    errors: [404],
  },
  switch: {
    tag,
    summary: 'Replaces the whole demo data with a pack, made for a prospect, without a restart',
    description:
      'Calls under way finish first and new ones wait for the switch; an unknown pack answers 404 naming the packs; 409 while another switch runs; 400 names a faulty prospect field. The prospect’s name replaces the demo agency (Acme Media) and its currency the dollars; none given: the demo’s own agency.',
    body: switchPackBody,
    errors: [400, 404, 409],
    example: {
      params: { packId: 'fresh-start' },
      body: { prospect: { name: 'Contoso Outdoor', currency: 'EUR', accent: '#1f7a4d' } },
    },
  },
});
