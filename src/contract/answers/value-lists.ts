/**
 * The value lists a backend must keep to. The contract imports neither the demo backend nor the
 * core, so they are written here; value-lists.test.ts holds them equal to the lists those use.
 */

/** Spec 2 §4.2: the list requests are held to as well. */
export { CAMPAIGN_STATUSES } from '../requests/value-lists';

/** The destination ids of spec 2 §1. */
export const DESTINATIONS = [
  'dv360',
  'ttd',
  'youtube-dv360',
  'facebook',
  'google-ads-search',
  'google-ads-pmax',
  'tiktok',
  'madhive',
  'amazon_dsp',
  'gam',
  'groundtruth',
  'reddit',
] as const;

/** A chat orchestration's run (spec 2 §4.1). */
export const RUN_STATUSES = ['in_progress', 'completed', 'failed', 'stopped'] as const;

/** One step of a run. */
export const STEP_STATUSES = ['pending', 'processing', 'completed', 'failed', 'skipped', 'stopped'] as const;

/** A message's result (spec 1 §4). */
export const MESSAGE_STATUSES = ['processing', 'completed', 'approved', 'rejected', 'failed'] as const;
