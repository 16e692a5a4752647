import { DEMO_PACKS_ANSWER } from '../answers/identity';
import { describeAll } from '../described';
import { DEMO_PACKS } from '../endpoints/demo-packs';

const tag = 'Demo backend';

export const DEMO_PACK_CALLS = describeAll(DEMO_PACKS, {
  list: {
    answer: DEMO_PACKS_ANSWER,
    tag,
    summary: 'The demo packs and the one the demo backend holds',
    description: 'Demo mode only: answers 404 where the backend does not run in demo mode.',
    errors: [404],
  },
  switch: {
    answer: DEMO_PACKS_ANSWER,
    tag,
    summary: 'Replaces the whole demo data with a pack, without a restart',
    description:
      'Calls under way finish first and new ones wait for the switch; an unknown pack answers 404 naming the packs; 409 while another switch runs.',
    errors: [404, 409],
    example: { params: { packId: 'fresh-start' } },
  },
});
