import { describe, expect, it } from 'vitest';
import type { Message } from '../message';
import { currentStep, stepsReached } from './story';

const bot = (action: string, status: Message['status'], subAction?: string): Message => ({
  id: action,
  chatId: 'c-1',
  messageId: action,
  type: 'bot',
  content: '',
  timestamp: '',
  action,
  status,
  ...(subAction ? { subAction } : {}),
});

describe('the demo story', () => {
  it('starts at dropping the IO', () => {
    expect(currentStep(stepsReached([]))?.title).toBe('Drop the IO');
  });

  it('moves to the fast-track once the IO has its answer', () => {
    const reached = stepsReached([bot('campaign-processor', 'completed')]);
    expect(currentStep(reached)?.title).toBe('Fast-track');
  });

  it('waits while the fast-track runs, and moves on when the run ended', () => {
    const io = bot('campaign-processor', 'approved');
    expect(currentStep(stepsReached([io, bot('fast-track', 'processing')]))?.title).toBe('Fast-track');
    expect(currentStep(stepsReached([io, bot('fast-track', 'completed')]))?.title).toBe('Screenshots');
  });

  it('counts a step only once the ones before it are done', () => {
    expect(stepsReached([bot('screenshot-builder', 'completed')])).toEqual([]);
  });

  it('is told whole after QA', () => {
    const all = [
      bot('campaign-processor', 'approved'),
      bot('fast-track', 'completed'),
      bot('screenshot-builder', 'completed'),
      bot('dv360-api', 'completed', 'enable_campaign_monitoring_dv360'),
      bot('dv360-api', 'completed', 'get_impression_reporting_dv360'),
      bot('qa-campaign', 'completed'),
    ];
    expect(currentStep(stepsReached(all))).toBeNull();
  });
});
