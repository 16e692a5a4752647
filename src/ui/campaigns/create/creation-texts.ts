import { confidencePercent } from '../../../core/domain/campaigns/analysis-confidence';
import type { FileAnalysis } from '../../../core/domain/orchestration';

/** Texts of the creation screen that are not validation rules (spec 2 §8). */
export const CREATE_TEXTS = {
  optionsFailed: 'Failed to load folders',
  folderFailed: 'Failed to create folder',
  createFailed: (message: string) => `Failed to create campaign: ${message}`,
} as const;

/**
 * The file analysis as the form shows it (spec 2 §3, §4.4): the recommended workflow, its
 * confidence when the backend gave one, and the reasoning (ours, docs/decisions.md).
 */
export function analysisText(analysis: FileAnalysis): string {
  const percent = confidencePercent(analysis.confidence);
  const confidence = percent === null ? '' : ` (${percent}% confidence)`;
  return `Recommended workflow: ${analysis.recommendedType}${confidence}. ${analysis.reasoning}`.trim();
}
