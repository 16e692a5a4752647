const LABELS: Record<string, string> = {
  draft: 'Draft',
  awaiting_creatives: 'Awaiting Creatives',
  ready_to_launch: 'Ready to Launch',
  awaiting_download: 'Awaiting Download',
  live: 'Live',
};

/** The badge of a campaign status (spec 2 §4.2): draft by default, named values, others capitalised. */
export function campaignStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim() || 'draft';
  const known = LABELS[value];
  if (known) return known;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The colour family a badge uses, so a screen can tell finished, running and failed at a glance. */
export function campaignStatusTone(status: string | null | undefined): 'neutral' | 'busy' | 'good' | 'bad' {
  const value = (status ?? '').trim() || 'draft';
  if (['failed', 'stopped', 'timeout'].includes(value)) return 'bad';
  if (['live', 'completed', 'ready_to_launch'].includes(value)) return 'good';
  if (['processing', 'awaiting_creatives', 'awaiting_download'].includes(value)) return 'busy';
  return 'neutral';
}
