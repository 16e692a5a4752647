import { describe, expect, it } from 'vitest';
import { Announcer } from './Announcer';
import { answerAnnouncement } from './answer-announcement';

const said = (content: string) => {
  const announcer = new Announcer();
  announcer.say(answerAnnouncement(content));
  return announcer.message;
};

describe('the words said when an answer arrives', () => {
  it('says a short answer whole, without its Markdown marks', () => {
    expect(said('**Fast track** started: see [the run](https://x.test/run).\n\n- DV360')).toBe(
      'Sidekick answered: Fast track started: see the run. - DV360',
    );
  });

  it('cuts a long answer at a word, with an ellipsis', () => {
    const words = said(`${'word '.repeat(60)}end`);
    expect(words.startsWith('Sidekick answered: word word')).toBe(true);
    expect(words.endsWith('word…')).toBe(true);
    expect(words.length).toBeLessThanOrEqual('Sidekick answered: '.length + 201);
  });
});
