import type { CorpusDocument } from './expected-reading';
import { INSERTION_ORDERS_A } from './insertion-orders-a';
import { INSERTION_ORDERS_B } from './insertion-orders-b';

/** The insertion orders the reading is measured on (issue 12): twelve layouts, none of the fixtures'. */
export const INSERTION_ORDER_CORPUS: readonly CorpusDocument[] = [
  ...INSERTION_ORDERS_A,
  ...INSERTION_ORDERS_B,
];
