import { describe, expect, it } from 'vitest';
import { promptTemplatesFor } from './prompt-templates';

const labels = (channels: Record<string, boolean>) => promptTemplatesFor(channels).map((t) => t.label);

describe('promptTemplatesFor', () => {
  it('offers only the generic templates when no channel is enabled', () => {
    const offered = labels({});
    expect(offered).toContain('Process an insertion order');
    expect(offered.some((label) => label.startsWith('Create the campaign on'))).toBe(false);
  });

  it('offers a channel template only when the account has that channel enabled', () => {
    const offered = labels({ facebook: true, tiktok: false });
    expect(offered).toContain('Create the campaign on Facebook');
    expect(offered).not.toContain('Create the campaign on TikTok');
  });

  it('offers analyses for the destinations that have them', () => {
    expect(labels({ dv360: true })).toContain('Analyze my DV360 campaign');
    expect(labels({ facebook: true })).not.toContain('Analyze my Facebook campaign');
  });

  it('fills the box with a prompt naming the destination', () => {
    const template = promptTemplatesFor({ ttd: true }).find((t) => t.channel === 'ttd');
    expect(template?.prompt).toBe('Create the campaign on The Trade Desk');
  });
});
