/** What the backend answered to a creation, read for the success texts of spec 2 §8. */
export type CreationSummary =
  | {
      kind: 'multi';
      total: number;
      created: number;
      failed: number;
      orchestrationsRunning: boolean;
      campaignIds: string[];
    }
  | {
      kind: 'single';
      id: string;
      name: string;
      orchestrationStarted: boolean;
      orchestrationError?: string;
      detectedFromTemplate: boolean;
      totalCampaigns: number;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Reads either answer shape of a campaign creation (spec 2 §7); null when it is neither. */
export function readCreationSummary(answer: unknown): CreationSummary | null {
  const body = isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
  if (!isRecord(body)) return null;
  if (body.multiPlatform === true || Array.isArray(body.campaigns)) {
    const campaigns = Array.isArray(body.campaigns) ? body.campaigns.filter(isRecord) : [];
    const summary = isRecord(body.summary) ? body.summary : {};
    const orchestrations = Array.isArray(body.orchestrations) ? body.orchestrations.filter(isRecord) : [];
    return {
      kind: 'multi',
      total: count(summary.total, campaigns.length),
      created: count(summary.created, campaigns.length),
      failed: count(summary.failed, 0),
      orchestrationsRunning: orchestrations.some((run) => run.triggered === true),
      campaignIds: campaigns.map((campaign) => String(campaign.id ?? '')).filter((id) => id !== ''),
    };
  }
  const source = isRecord(body.campaign) ? { ...body.campaign, ...body } : body;
  if (typeof source.id !== 'string' && typeof source.id !== 'number') return null;
  const orchestration = isRecord(source.orchestration) ? source.orchestration : {};
  const multiChannel = isRecord(source.multiChannel) ? source.multiChannel : {};
  return {
    kind: 'single',
    id: String(source.id),
    name: typeof source.name === 'string' ? source.name : '',
    orchestrationStarted: orchestration.triggered === true,
    ...(typeof orchestration.error === 'string' ? { orchestrationError: orchestration.error } : {}),
    detectedFromTemplate: multiChannel.detectedFromTemplate === true,
    totalCampaigns: count(multiChannel.totalCampaigns, 1),
  };
}

/** The success texts of spec 2 §8. */
export function creationSuccessText(summary: CreationSummary): string {
  if (summary.kind === 'multi') {
    const failed = summary.failed > 0 ? ` (${summary.failed} failed)` : '';
    const running = summary.orchestrationsRunning ? ' with orchestrations running' : '';
    return `Successfully created ${summary.created} campaign(s)${failed}${running}`;
  }
  if (summary.detectedFromTemplate && summary.totalCampaigns > 1)
    return `Multi-channel template detected: created ${summary.totalCampaigns} campaigns from "${summary.name}"`;
  return summary.orchestrationStarted
    ? `Campaign "${summary.name}" created and orchestration started!`
    : `Campaign "${summary.name}" created successfully!`;
}
