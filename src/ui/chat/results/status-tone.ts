/** How a status word reads at a glance; the colour comes from CSS, the word itself is always shown too. */
export type StatusTone = 'good' | 'bad' | 'warn' | 'neutral';

// Warnings first: 'passed_with_warnings' is a warning, not a pass, and 'completed_with_errors' is not a failure.
const WARN = /\b(warn|warning|warnings|partial|partially|review|pending)\b|\bwith errors\b/;
const BAD = /\b(fail|failed|failure|invalid|error|errors|mismatch|mismatched|missing|rejected|false)\b/;
const GOOD =
  /\b(pass|passed|valid|ok|success|successful|succeeded|completed|match|matched|true|approved|compliant|extracted)\b/;

/** The tone of a status as backends write it ('PASSED', 'needs_review', 'mismatch' …). */
export function statusTone(status: string | boolean | undefined): StatusTone {
  if (status === undefined) return 'neutral';
  const words = String(status).toLowerCase().replace(/[_-]+/g, ' ').trim();
  if (WARN.test(words)) return 'warn';
  if (BAD.test(words)) return 'bad';
  if (GOOD.test(words)) return 'good';
  return 'neutral';
}
