import { notFound } from '../../DemoError';
import type { DemoRun } from '../../orchestration/types';
import type { Acting } from '../acting';
import { decide, type TargetFacts } from '../decide';
import { rowOf } from '../matrix';
import { permit, type ResourceRule } from '../reach';
import { CAMPAIGN } from './campaigns';

/** A chat's orchestration is its owner's: to anyone else it does not exist (spec 2 §2.1). */
export const CHAT_RUN: ResourceRule<DemoRun> = {
  resource: 'run',
  find: (data, messageId) => data.runs.find((run) => run.messageId === messageId),
  facts: (_data, run) => ({ ownerId: run.userId, accountIds: [run.accountId] }),
  notFound: 'Orchestration not found',
  refused: 'Access denied to this orchestration',
  hideFromOutsiders: true,
};

/** A campaign's run is the campaign's: its account sees it, the create permission stops it. */
function campaignRunFacts(run: DemoRun): TargetFacts {
  return { accountIds: [run.accountId] };
}

/** The run behind a message id, if the acting user may see it (`see`) or stop it (`stop`). */
export function runOf(
  acting: Acting,
  action: 'see' | 'stop',
  messageId: string,
  missing = CHAT_RUN.notFound,
): DemoRun {
  const run = messageId === '' ? undefined : CHAT_RUN.find(acting.data, messageId);
  if (!run) {
    acting.consulted(action === 'see' ? 'run:see' : 'run:stop');
    throw notFound(missing);
  }
  if (run.campaignId) {
    permit(acting, CAMPAIGN, action === 'see' ? 'campaign:see' : 'campaign:run', campaignRunFacts(run));
  } else {
    permit(acting, CHAT_RUN, action === 'see' ? 'run:see' : 'run:stop', CHAT_RUN.facts(acting.data, run));
  }
  return run;
}

/** The runs of an account the status page lists to this user (spec 2 §2.2). */
export function listedRuns(acting: Acting, runs: readonly DemoRun[]): DemoRun[] {
  acting.consulted('run:list');
  const list = rowOf('run:list');
  const seeCampaign = rowOf('campaign:see');
  return runs.filter((run) =>
    run.campaignId
      ? decide(seeCampaign, acting.facts, campaignRunFacts(run)).allowed
      : decide(list, acting.facts, CHAT_RUN.facts(acting.data, run)).allowed,
  );
}
