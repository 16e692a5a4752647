import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../../core/domain/agents/agent-catalogue';
import { ACKNOWLEDGEMENT_TRANSLATIONS } from './acknowledgement-translations';
import { acknowledgementWords } from './acknowledgement-words';
import { acknowledgement } from './acknowledgements';

describe("the demo backend's acknowledgements", () => {
  it('gives every polled agent of the catalogue the words shown while it works', () => {
    const silent = AGENTS.filter(
      (agent) => agent.reply === 'polled' && !acknowledgementWords(agent.name, agent.family),
    );
    expect(silent.map((agent) => agent.name)).toEqual([]);
  });

  it('has every English acknowledgement in French and Spanish', () => {
    const english = AGENTS.flatMap((agent) => {
      const words = acknowledgementWords(agent.name, agent.family);
      return words ? [words.text, words.onPlatform, ...Object.values(words.bySubAction ?? {})] : [];
    }).filter((text): text is string => text !== undefined);
    expect(english.filter((text) => !ACKNOWLEDGEMENT_TRANSLATIONS[text])).toEqual([]);
  });

  it('speaks the user’s language, the platform named as in English', () => {
    expect(acknowledgement('fast-track', 'tiktok', 'fr')).toBe(
      'Fast-track de votre campagne vers TikTok en cours…',
    );
    expect(acknowledgement('campaign-processor', undefined, 'es')).toBe('Leyendo tu orden de inserción…');
    expect(acknowledgement('analyze-campaign', 'ttd', 'en')).toBe('Analysing your Trade Desk campaign…');
  });
});
