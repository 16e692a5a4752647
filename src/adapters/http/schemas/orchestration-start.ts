import * as z from 'zod/mini';
import type { FileAnalysis, StartedOrchestration, WorkflowType } from '../../../core/domain/orchestration';
import { count, text } from './fields';
import { flag, id, withoutUndefined, wrapped } from './lenient';

/* Starting a campaign's run: the recommended kind of run for its files, then where the run reports. */

const WORKFLOW_TYPES: readonly WorkflowType[] = [
  'fast-track',
  'fast-track-shell',
  'salesforce-orchestration',
];

/** POST /api/v2/orchestration/analyze-files: the recommended workflow, bare or under `analysis`/`data`. */
export const fileAnalysisAnswer = wrapped(
  z.pipe(
    z.looseObject({
      // Spec 2 §9: fast-track-shell is the default workflow type.
      recommendedType: z.pipe(
        z.catch(z.optional(z.string()), undefined),
        z.transform(
          (type): WorkflowType => WORKFLOW_TYPES.find((known) => known === type) ?? 'fast-track-shell',
        ),
      ),
      confidence: count,
      reasoning: text,
      multiPlatform: z.catch(
        z.optional(
          z.looseObject({
            isMultiPlatform: flag,
            platforms: z.optional(z.catch(z.array(z.string()), [])),
            platformCount: count,
          }),
        ),
        undefined,
      ),
    }),
    z.transform(
      (dto): FileAnalysis =>
        withoutUndefined({
          recommendedType: dto.recommendedType,
          confidence: dto.confidence,
          reasoning: dto.reasoning,
          multiPlatform: dto.multiPlatform && {
            isMultiPlatform: dto.multiPlatform.isMultiPlatform,
            platforms: dto.multiPlatform.platforms ?? [],
            platformCount: dto.multiPlatform.platformCount,
          },
        }),
    ),
  ),
  ['analysis'],
  null,
);

/** POST /api/v2/orchestration: where the started orchestration reports. */
export const startedOrchestrationAnswer = wrapped(
  z.pipe(
    z.looseObject({ chatId: id, messageId: id }),
    z.transform((dto): StartedOrchestration => ({ chatId: dto.chatId, messageId: dto.messageId })),
  ),
  ['orchestration'],
  null,
);
