import { SAMPLE_TITLES, type SampleKind } from '../../domain/demo/samples';
import type { StoryStep } from '../../domain/demo/story';
import type { MessageFile } from '../../domain/message';
import type { AppEventsPort } from '../../ports/AppEventsPort';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import type { DemoPort } from '../../ports/DemoPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

/**
 * "Do it for me": sends the step's message into the story's chat as the presenter would type it,
 * with the step's sample file (made for the prospect) attached, then has the page load again so
 * that the chat shows it and watches its answer.
 */
export class DoStoryStep {
  constructor(
    private readonly chat: ChatPort,
    private readonly demo: DemoPort,
    private readonly events: AppEventsPort,
  ) {}

  async execute(request: { ctx: ActingContext; chatId: string; step: StoryStep }): Promise<Outcome> {
    const { ctx, chatId, step } = request;
    const message = step.message;
    if (!message) return failed('not-allowed', `${step.title}: there is nothing to send for you`);
    const attached = step.sample ? await this.uploadedSample(ctx, chatId, step.sample) : succeeded([]);
    if (!attached.ok) return attached;
    const files = attached.value;
    const sent = await attempt(() =>
      this.chat.sendMessage(ctx, { chatId, message, ...(files.length ? { files } : {}) }),
    );
    if (!sent.ok) return sent;
    this.events.emit('demoChanged', { reason: 'story' });
    return succeeded();
  }

  /** The sample made for the prospect, uploaded to the chat; the in-page backend makes none. */
  private async uploadedSample(
    ctx: ActingContext,
    chatId: string,
    kind: SampleKind,
  ): Promise<Outcome<MessageFile[]>> {
    const sample = await attempt(() => this.demo.fetchSample(kind));
    if (!sample.ok && sample.kind === 'not-found')
      return failed(
        'not-allowed',
        `This demo backend makes no sample files: drag ${SAMPLE_TITLES[kind]} of mock-server/fixtures/ into the chat.`,
      );
    if (!sample.ok) return sample;
    const uploaded = await attempt(() => this.chat.uploadFile(ctx, sample.value, chatId));
    return uploaded.ok ? succeeded([uploaded.value]) : uploaded;
  }
}
