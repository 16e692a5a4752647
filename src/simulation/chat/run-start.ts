import type { AssistantReply, AssistantRequest } from '../assistant';
import { filesOfKind } from '../assistant/shared/attachment-kinds';
import { messageById } from '../data/indexes';
import type { DemoChat, DemoMessage } from '../data/types';
import type { RouteContext } from '../kernel/context';
import { runEngineOf } from '../kernel/run-engine';
import {
  acknowledgementOf,
  outagePlatformsOf,
  platformOfRun,
  repeatedRun,
  runAcknowledgementAnswer,
  workflowOfReply,
} from '../orchestration/chat-runs';
import type { RunInput } from '../orchestration/types';

const hasCreatives = (input: RunInput) => filesOfKind(input.attachments, 'creative').length > 0;

/**
 * When the assistant's reply is an orchestration (fast-track, shell, Salesforce): the answer of
 * a repeated send of an unfinished run (`repeated`), or `start`, which turns the acknowledgement
 * into a run's message and starts the run. Null for every other reply.
 */
export function runOfReply(
  ctx: RouteContext,
  chat: DemoChat | null,
  reply: AssistantReply,
  request: AssistantRequest,
) {
  const workflow = workflowOfReply(reply.action, request.text);
  if (!workflow) return null;
  const engine = runEngineOf(ctx);
  const existing = chat
    ? repeatedRun(engine, ctx.data, chat.id, request.text, request.attachments, ctx.now)
    : undefined;
  const existingMessage = existing && messageById(ctx.data, existing.messageId);
  if (existingMessage) return { repeated: runAcknowledgementAnswer(existingMessage) };

  const input: RunInput = {
    text: request.text,
    attachments: request.attachments,
    documentText: { ...request.documentText },
    references: request.references,
    ...(request.latestResult ? { latestResult: request.latestResult } : {}),
    enabledChannels: { ...request.enabledChannels },
    ...(request.currency ? { currency: request.currency } : {}),
    outagePlatforms: outagePlatformsOf(ctx.data, chat?.account_id ?? ''),
  };
  const platform =
    workflow === 'salesforce-orchestration' ? 'salesforce' : platformOfRun(reply.subAction, input);
  return {
    repeated: undefined,
    start(started: DemoChat, bot: DemoMessage) {
      input.outagePlatforms = outagePlatformsOf(ctx.data, started.account_id);
      bot.action = workflow;
      bot.status = 'processing';
      bot.content = acknowledgementOf(workflow, platform, bot.content);
      if (workflow !== 'salesforce-orchestration') bot.subAction = platform;
      delete bot.pending;
      delete bot.jsonResponse;
      const starting = runEngineOf(ctx);
      starting.start(
        {
          key: `message:${bot.id}`,
          messageId: bot.id,
          chatId: started.id,
          userId: started.user_id,
          accountId: started.account_id,
          workflow,
          platform,
          seed: request.seed,
          input,
          ...(hasCreatives(input) ? {} : { skippedSteps: ['creative'] }),
        },
        ctx.now,
      );
    },
  };
}
