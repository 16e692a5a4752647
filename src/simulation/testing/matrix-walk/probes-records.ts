import { RECORD_COLLECTIONS } from '../../../contract/records';
import type { RecordCollection } from '../../../contract/records/record-collection';
import { type Probe, probeOf } from './probe';

const noAccount = { accountIds: [] };

/** Each plain admin collection's four calls, with its declaration's example, as every persona. */
export const RECORD_PROBES: readonly Probe[] = (RECORD_COLLECTIONS as readonly RecordCollection[]).flatMap(
  ({ endpoints, name, one }) => [
    probeOf(endpoints.list, { about: `the ${name}`, acting: 'anywhere', target: noAccount }),
    probeOf(endpoints.create, { about: `a new ${one}`, acting: 'anywhere', target: noAccount }),
    probeOf(endpoints.update, { about: `the seeded ${one}`, acting: 'anywhere', target: noAccount }),
    probeOf(endpoints.remove, { about: `the seeded ${one}`, acting: 'anywhere', target: noAccount }),
  ],
);
