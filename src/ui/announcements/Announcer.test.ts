import { describe, expect, it } from 'vitest';
import { Announcer } from './Announcer';

describe('the live region', () => {
  it('says the latest words, and the same words twice as a change', () => {
    const announcer = new Announcer();
    announcer.say('Sidekick answered: Done.');
    expect(announcer.message).toBe('Sidekick answered: Done.');
    announcer.say('Sidekick answered: Done.');
    expect(announcer.message).not.toBe('Sidekick answered: Done.');
    expect(announcer.message.trim()).toBe('Sidekick answered: Done.');
  });
});
