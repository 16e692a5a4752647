import { recordCollection } from '../record-collection';

/** A plain admin collection for the kit's tests (no product tab is one yet): a title and a day. */
export const NOTICES = recordCollection({
  name: 'notices',
  one: 'notice',
  label: 'Notices',
  summary: 'a collection the tests declare',
  access: 'super-admin',
  fields: {
    title: { label: 'Title', required: true, maxLength: 20 },
    day: { label: 'Day', kind: 'date', required: true },
  },
  example: { title: 'Office closed', day: '2027-01-01' },
});

/** The records module as if NOTICES were declared: `vi.mock('…/contract/records', withNotices)`. */
export const withNotices = async () => ({
  RECORD_COLLECTIONS: [NOTICES],
  recordCollectionNamed: (name: string) => {
    if (name !== NOTICES.name) throw new Error(`No record collection is named ${name}`);
    return NOTICES;
  },
});
