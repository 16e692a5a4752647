import type { CreativeResultJson } from '../shared/result-shapes';

/** "Show me the source data of the creatives": the files each creative was read from, as processed. */
export function creativesSourceAnswer(json: CreativeResultJson): string {
  const files = json.source_files.length > 0 ? json.source_files.join(', ') : 'no file name was given';
  const lines = json.creatives.map(
    (creative) =>
      `• ${creative.creative_name}: ${creative.file_name}, ${creative.file_type}, ${creative.dimensions}${
        creative.duration_seconds ? `, ${creative.duration_seconds} s` : ''
      }, ${creative.file_size_kb} KB, landing page ${creative.landing_url || 'not given'}`,
  );
  return [`The creatives were read from ${files}:`, ...lines].join('\n');
}
