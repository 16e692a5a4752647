import { agentResultOf } from '../../../core/domain/agents/agent-results';
import { asRecord, pickText } from '../../../core/domain/json-value';
import type { MessageFile } from '../../../core/domain/message';
import { type AnalysisModel, type AnalysisVariant, readAnalysis } from './analysis-model';
import { type AuditModel, readAudit } from './audit-model';
import { type DeliveryReportModel, readDeliveryReport } from './delivery-report-model';
import { type ExecutorModel, readExecutorResult } from './executor-model';
import { type QaModel, readQaComparison } from './qa-model';
import { readScreenshots, type ScreenshotsModel } from './screenshots-model';

/** Which view draws a result: one of the specialised views of spec 1 §2, or the generic table. */
export type ResultViewChoice =
  | { kind: 'analysis'; model: AnalysisModel }
  | { kind: 'qa-comparison'; model: QaModel }
  | { kind: 'optimization-executor'; model: ExecutorModel }
  | { kind: 'screenshots'; model: ScreenshotsModel }
  | { kind: 'delivery-report'; model: DeliveryReportModel }
  | { kind: 'audit'; model: AuditModel }
  | { kind: 'table' };

const TABLE: ResultViewChoice = { kind: 'table' };

/**
 * Chooses by the message's action (and, for analyses, the sub-action or the result's platform),
 * then checks that the result has the shape the view needs: a result the view cannot read falls
 * back to the generic table, so an unexpected shape never breaks the message.
 */
export function pickResultView(
  action: string | undefined,
  subAction: string | undefined,
  json: unknown,
  files: readonly MessageFile[] = [],
): ResultViewChoice {
  const work = campaignWorkView(action, subAction, json, files);
  if (work) return work;
  const kind = actionKind(action);
  if (kind === 'executor') {
    const model = readExecutorResult(json);
    return model ? { kind: 'optimization-executor', model } : TABLE;
  }
  if (kind === 'qa') {
    const model = readQaComparison(json);
    return model ? { kind: 'qa-comparison', model } : TABLE;
  }
  if (kind === 'analysis') {
    const record = asRecord(json);
    // A backend may name the optimizer in the action itself ('ttd-optimizer').
    const scopes = [
      subAction,
      action,
      ...['analysis_type', 'scope', 'platform', 'optimizer'].map((key) => pickText(record, key)),
    ];
    const variant = scopes.map(analysisVariant).find((found) => found !== undefined);
    const model = variant && readAnalysis(json, variant);
    return model ? { kind: 'analysis', model } : TABLE;
  }
  return TABLE;
}

/** Screenshots, impression reports, audits and the analysis-shaped work on a created campaign (issue 20). */
function campaignWorkView(
  action: string | undefined,
  subAction: string | undefined,
  json: unknown,
  files: readonly MessageFile[],
): ResultViewChoice | undefined {
  const view = agentResultOf(action)?.resultView;
  // A result the view cannot read falls back to the generic table.
  if (view?.kind === 'screenshots') {
    const model = readScreenshots(json, files);
    return model ? { kind: 'screenshots', model } : TABLE;
  }
  if (subAction?.startsWith('get_impression_reporting_')) {
    const model = readDeliveryReport(json);
    return model ? { kind: 'delivery-report', model } : TABLE;
  }
  if (view?.kind === 'audit') {
    const model = readAudit(json);
    return model ? { kind: 'audit', model } : TABLE;
  }
  const variant =
    (view?.kind === 'analysis' ? view.variant : undefined) ??
    (subAction?.startsWith('enable_campaign_monitoring_') ? 'monitoring' : undefined);
  if (!variant) return undefined;
  const model = readAnalysis(json, variant);
  return model ? { kind: 'analysis', model } : TABLE;
}

type ActionKind = 'executor' | 'qa' | 'analysis' | 'other';

/** The agent's result view (agents/agent-results), plus the step words (spec 1 §3 workflow steps) a backend may use instead. */
function actionKind(action: string | undefined): ActionKind {
  const view = agentResultOf(action)?.resultView?.kind;
  const name = action?.toLowerCase() ?? '';
  if (view === 'optimization-executor' || /execut\w*[-_ ]optimi[sz]|optimi[sz]ation[-_ ]execut/.test(name)) {
    return 'executor';
  }
  if (view === 'qa-comparison' || /(^|[-_ ])qa([-_ ]|$)/.test(name)) return 'qa';
  if (view === 'analysis' || /analy[sz]|optimi[sz]e/.test(name)) {
    return 'analysis';
  }
  return 'other';
}

/** Only the three analyses spec 1 names have a view; other platforms' analyses show as a table. */
function analysisVariant(scope: string | undefined): AnalysisVariant | undefined {
  const words = scope?.toLowerCase() ?? '';
  if (/cross[-_ ]?platform|all[-_ ]platforms/.test(words)) return 'cross-platform';
  if (/(^|[^a-z])ttd([^a-z]|$)|trade[-_ ]?desk/.test(words)) return 'ttd';
  if (/dv[-_ ]?360/.test(words)) return 'dv360';
  return undefined;
}
