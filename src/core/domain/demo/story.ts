import type { Message } from '../message';
import type { SampleKind } from './samples';

export type StoryStepId = 'drop-io' | 'fast-track' | 'screenshots' | 'monitoring' | 'reporting' | 'qa';

/** One step of the demo's story, as the presenter's panel shows it. */
export interface StoryStep {
  id: StoryStepId;
  title: string;
  /** What the presenter says while the app works. */
  say: string;
  /** The sample file to drag into the chat, if the step takes one. */
  sample?: SampleKind;
  /** The message "Do it for me" sends into the story's chat (with the sample, if the step takes one). */
  message?: string;
  /** Whether an answer of the chat is the one this step waits for. */
  answeredBy(message: Message): boolean;
}

const FINAL = (message: Message) =>
  message.type === 'bot' && message.status !== undefined && message.status !== 'processing';

/** The demo's story, in order (issue 29): each step is done once the chat holds its final answer. */
export const STORY: readonly StoryStep[] = [
  {
    id: 'drop-io',
    title: 'Drop the IO',
    say: 'Every value is read from their own insertion order, with the page and line it came from.',
    sample: 'insertion-order',
    message: 'Process this insertion order',
    // A fast-track sent with the IO attached reads it too (the fixtures' demo script does so).
    answeredBy: (message) => message.action === 'campaign-processor' || message.action === 'fast-track',
  },
  {
    id: 'fast-track',
    title: 'Fast-track',
    say: 'One sentence launches the whole run: watch each step, its percentage and the flow chart.',
    message: 'Fast track it to DV360',
    answeredBy: (message) => message.action === 'fast-track',
  },
  {
    id: 'screenshots',
    title: 'Screenshots',
    say: 'The ads as they will be placed, drawn with the campaign’s own name, before anything goes live.',
    message: 'Generate screenshots',
    answeredBy: (message) => message.action === 'screenshot-builder',
  },
  {
    id: 'monitoring',
    title: 'Monitoring',
    say: 'Rules that watch pacing, delivery and budget from the first flight day.',
    message: 'Add monitoring',
    answeredBy: (message) => message.subAction?.includes('monitoring') === true,
  },
  {
    id: 'reporting',
    title: 'Reporting',
    say: 'Delivery against the plan, week by week, as a chart and a table.',
    message: 'Get impression reporting for the campaign',
    answeredBy: (message) => message.subAction?.includes('reporting') === true,
  },
  {
    id: 'qa',
    title: 'QA',
    say: 'The plan against what is live, field by field: nothing slips through.',
    message: 'QA the campaign',
    answeredBy: (message) => message.action === 'qa-campaign',
  },
];

/**
 * The steps a chat has reached: each whose final answer (result arrived, run ended) it holds, in
 * the story's order; a step counts only once the ones before it are done.
 */
export function stepsReached(messages: readonly Message[]): StoryStepId[] {
  const answers = messages.filter(FINAL);
  const reached: StoryStepId[] = [];
  for (const step of STORY) {
    if (!answers.some((message) => step.answeredBy(message))) break;
    reached.push(step.id);
  }
  return reached;
}

/** The step the presenter is at: the first not reached, or null once the whole story is told. */
export function currentStep(reached: readonly StoryStepId[]): StoryStep | null {
  return STORY.find((step) => !reached.includes(step.id)) ?? null;
}
