import type { CorpusDocument } from './expected-reading';
import { INSERTION_ORDERS_A } from './insertion-orders-a';
import { INSERTION_ORDERS_B } from './insertion-orders-b';
import { INSERTION_ORDERS_C } from './insertion-orders-c';
import { type CorpusTemplate, LAUNCH_TEMPLATES_A } from './launch-templates';
import { LAUNCH_TEMPLATES_B } from './launch-templates-b';

/** The insertion orders the reading is measured on (issue 12): its layouts, none of the fixtures'. */
export const INSERTION_ORDER_CORPUS: readonly CorpusDocument[] = [
  ...INSERTION_ORDERS_A,
  ...INSERTION_ORDERS_B,
  ...INSERTION_ORDERS_C,
];

/** The launch templates the launcher is measured on: one or more for each platform family. */
export const LAUNCH_TEMPLATE_CORPUS: readonly CorpusTemplate[] = [
  ...LAUNCH_TEMPLATES_A,
  ...LAUNCH_TEMPLATES_B,
];
