import { isMessageProcessing } from '../../../src/core/domain/chat/message-status';
import type { Message } from '../../../src/core/domain/message';
import {
  workflowStepOfMessage,
  workflowStepText,
} from '../../../src/core/domain/orchestration-run/workflow-steps';
import { pickResultView, type ResultViewChoice } from '../../../src/ui/chat/results/pick-result-view';
import { hasResult } from '../../../src/ui/chat/thread/message-view';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { eventually } from '../chat/eventually';
import type { ViewModelChat } from '../chat/ViewModelChat';
import { type CampaignWorkAbility, VIEW_TITLES, type WorkResultSeen } from './CampaignWorkAbility';

const RUN_ACTIONS = ['fast-track', 'fast-track-shell', 'salesforce-orchestration'];
/** A run at simulation speed 1 ends within a few minutes. */
const LONGEST_RUN_S = 600;

/** The work on a campaign through the view models: the models the result viewer is given. */
export class ViewModelCampaignWork implements CampaignWorkAbility {
  constructor(
    private readonly driver: UseTheViewModels,
    private readonly chat: () => ViewModelChat,
  ) {}

  private async thread() {
    return (await this.chat().shownWorkspace()).thread;
  }

  async finishRuns(): Promise<void> {
    const thread = await this.thread();
    const running = () =>
      thread.messages.some((m) => RUN_ACTIONS.includes(m.action ?? '') && isMessageProcessing(m));
    // The run panel reads the run; once it ends, the chat reads the history again (ChatRunProgress).
    for (let waited = 0; running() && waited < LONGEST_RUN_S; waited += 5) {
      await this.driver.wait(5000);
      await thread.reloadHistory();
    }
    if (running()) throw new Error('A run is still going');
  }

  async latestResult(): Promise<WorkResultSeen> {
    const thread = await this.thread();
    const message = thread.messages.findLast((m) => m.type === 'bot');
    if (!message) throw new Error('Sidekick has not answered');
    const step = workflowStepOfMessage(message.action, message.subAction);
    return {
      agent: message.action ?? '',
      step: step ? workflowStepText(step) : null,
      view: hasResult(message) ? titleOf(this.choice(message)) : 'Answer',
    };
  }

  async screenshotImages(): Promise<string[]> {
    const thread = await this.thread();
    const images = () => {
      const message = thread.messages.findLast(hasResult);
      const choice = message && this.choice(message);
      return choice?.kind === 'screenshots' ? choice.model.shots.filter((shot) => shot.imageUrl) : [];
    };
    // The images' links come with the history the chat reads once the result is in.
    await eventually(() => images().length > 0);
    return images().map((shot) => shot.placement);
  }

  async impressionReport(): Promise<{ chart: boolean; weeks: number }> {
    const choice = this.choice(await this.latest());
    if (choice.kind !== 'delivery-report') return { chart: false, weeks: 0 };
    return { chart: choice.model.chart.planned.length > 0, weeks: choice.model.table.rows.length };
  }

  async auditFindings(): Promise<string[]> {
    const choice = this.choice(await this.latest());
    return choice.kind === 'audit'
      ? choice.model.findings.map((item) => `${item.severity} ${item.area}`)
      : [];
  }

  private async latest() {
    const thread = await this.thread();
    const message = thread.messages.findLast(hasResult);
    if (!message) throw new Error('The chat shows no result');
    return message;
  }

  private choice(message: Message): ResultViewChoice {
    return pickResultView(message.action, message.subAction, message.jsonResponse, message.files);
  }
}

function titleOf(choice: ResultViewChoice): string {
  return choice.kind === 'analysis' ? choice.model.title : (VIEW_TITLES[choice.kind] ?? 'Result');
}
