/**
 * A suggestion under a bot result: clicking it sends `prompt` as the next message, or, with
 * `runs`, does what the result's own action of that id does (Edit opens the edit dialog, Export
 * exports): "update the details" and "export" are things the result already knows how to do.
 */
export interface Suggestion {
  label: string;
  prompt: string;
  /** Ids of the result's own actions (message-actions.ts), written out so the agent catalogue can name suggestions without reaching the actions. */
  runs?: 'edit' | 'export-spreadsheet';
}

/** Suggestions keyed by `action` or by `action__subAction` (the more specific key wins). */
export type NextStepsTable = Readonly<Record<string, readonly Suggestion[]>>;

export const step = (label: string, prompt: string, runs?: Suggestion['runs']): Suggestion => ({
  label,
  prompt,
  ...(runs ? { runs } : {}),
});
