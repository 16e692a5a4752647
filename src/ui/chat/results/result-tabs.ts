/** The views of a result that carries validation data (spec 1 §2 "Message list"). */
export type ResultTab = 'response' | 'validation';

/** The tabs in the order the viewer offers them, with the names a user reads. */
export const RESULT_TABS: readonly { value: ResultTab; label: string }[] = [
  { value: 'response', label: 'Response' },
  { value: 'validation', label: 'Validation' },
];
