import type { PriorResult } from '../shared/assistant-contract';

/** The families of results that edits, regenerations and questions treat alike. */
export type ResultKind = 'campaign' | 'creative' | 'launch' | 'other';

export function kindOfResult(result: PriorResult): ResultKind {
  switch (result.action) {
    case 'campaign-processor':
    case 'campaign-augmentor':
      return 'campaign';
    case 'creative-processor':
    case 'creative-augmentor':
      return 'creative';
    case 'campaign-launcher':
    case 'launch-augmentor':
      return 'launch';
  }
  const json = result.jsonResponse;
  if (!json || typeof json !== 'object') return 'other';
  if ('platform_configurations' in json) return 'launch';
  if ('creatives' in json) return 'creative';
  if ('line_items' in json && 'advertiser' in json) return 'campaign';
  return 'other';
}
