/** An account as offered for selection (spec 1 §3, spec 3 §3). */
export interface Account {
  id: string;
  name: string;
  description?: string;
  status?: 'active' | 'inactive';
}

/** Destination flags enabled for an account, e.g. `{ dv360: true, ttd: false }`. */
export type EnabledChannels = Readonly<Record<string, boolean>>;
