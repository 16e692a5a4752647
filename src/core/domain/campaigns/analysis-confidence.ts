/**
 * The file analysis's confidence as a whole percentage (spec 2 §3: `confidence` of the analysis
 * result). Backends send it as a fraction (0.92) or as a percentage (92); none, 0 or nonsense
 * reads as unknown (null) and is not shown.
 */
export function confidencePercent(confidence: number): number | null {
  if (!Number.isFinite(confidence) || confidence <= 0 || confidence > 100) return null;
  return Math.round(confidence <= 1 ? confidence * 100 : confidence);
}
