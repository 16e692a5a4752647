import type { StoryStep } from '../../domain/demo/story';
import type { AppEventsPort } from '../../ports/AppEventsPort';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

/**
 * "Do it for me": sends the step's message into the story's chat as the presenter would type it,
 * then has the page load again so that the chat shows it and watches its answer.
 */
export class DoStoryStep {
  constructor(
    private readonly chat: ChatPort,
    private readonly events: AppEventsPort,
  ) {}

  async execute(request: { ctx: ActingContext; chatId: string; step: StoryStep }): Promise<Outcome> {
    const { ctx, chatId, step } = request;
    if (!step.message) return failed('not-allowed', `${step.title}: drag the sample file into the chat`);
    const sent = await attempt(() => this.chat.sendMessage(ctx, { chatId, message: step.message ?? '' }));
    if (!sent.ok) return sent;
    this.events.emit('demoChanged', { reason: 'story' });
    return succeeded();
  }
}
