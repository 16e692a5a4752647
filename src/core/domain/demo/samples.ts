/** The sample files the demo backend makes for its prospect, as the presenter's panel offers them. */
export const SAMPLE_KINDS = ['insertion-order', 'media-plan', 'launch-template', 'creatives'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/** What the presenter's panel calls each sample. */
export const SAMPLE_TITLES: Record<SampleKind, string> = {
  'insertion-order': 'the sample insertion order',
  'media-plan': 'the sample media plan',
  'launch-template': 'the sample launch template',
  creatives: 'the sample creatives',
};
