import { describe, expect, it } from 'vitest';
import { answerAnnouncement } from './answer-announcement';

describe('the words said when an answer arrives', () => {
  it('says a short answer whole, without its Markdown marks', () => {
    expect(answerAnnouncement('**Fast track** started: see [the run](https://x.test/run).\n\n- DV360')).toBe(
      'Sidekick answered: Fast track started: see the run. - DV360',
    );
  });

  it('cuts a long answer at a word, with an ellipsis', () => {
    const said = answerAnnouncement(`${'word '.repeat(60)}end`);
    expect(said.startsWith('Sidekick answered: word word')).toBe(true);
    expect(said.endsWith('word…')).toBe(true);
    expect(said.length).toBeLessThanOrEqual('Sidekick answered: '.length + 201);
  });
});
