import { asRecord, isRecord, pickArray, pickText } from '../../../core/domain/json-value';
import type { StatusTone } from './status-tone';

export type Severity = 'high' | 'medium' | 'low';

export interface AuditModel {
  summary?: string;
  score?: string;
  /** '2 high, 1 medium, 3 low'. */
  counts: string;
  findings: { severity: Severity; area: string; finding: string; recommendation: string }[];
  passed: string[];
}

const SEVERITIES: readonly Severity[] = ['high', 'medium', 'low'];

/** How a severity reads at a glance; the word is always shown too. */
export const SEVERITY_TONES: Readonly<Record<Severity, StatusTone>> = {
  high: 'bad',
  medium: 'warn',
  low: 'neutral',
};

/**
 * A campaign auditor's result (AuditResultJson in src/simulation/assistant/shared/campaign-work-
 * shapes.ts): `findings: [{ severity, area, finding, recommendation }]`, `audit_score`,
 * `passed_checks`. Undefined without findings or checks; an unknown severity reads as low.
 */
export function readAudit(json: unknown): AuditModel | undefined {
  const record = asRecord(json);
  const findings = (pickArray(record, 'findings', 'issues') ?? []).filter(isRecord).map((item) => {
    const said = pickText(item, 'severity', 'priority')?.toLowerCase();
    return {
      severity: SEVERITIES.find((severity) => severity === said) ?? 'low',
      area: pickText(item, 'area', 'category') ?? '-',
      finding: pickText(item, 'finding', 'message', 'description') ?? '-',
      recommendation: pickText(item, 'recommendation', 'fix') ?? '-',
    };
  });
  const passed = (pickArray(record, 'passed_checks') ?? []).filter(
    (item): item is string => typeof item === 'string',
  );
  if (findings.length === 0 && passed.length === 0) return undefined;
  const count = (severity: Severity) => findings.filter((item) => item.severity === severity).length;
  const summary = pickText(record, 'summary');
  const score = pickText(record, 'audit_score', 'score');
  return {
    ...(summary ? { summary } : {}),
    ...(score ? { score: `${score}/100` } : {}),
    counts: SEVERITIES.map((severity) => `${count(severity)} ${severity}`).join(', '),
    findings,
    passed,
  };
}
