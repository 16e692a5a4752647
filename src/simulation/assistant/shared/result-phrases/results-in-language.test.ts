import { describe, expect, it } from 'vitest';
import { type AssistantReply, createAssistant } from '../../index';
import { CLEAN_IO } from '../../testing/fixture-text';
import { request, TEST_NOW, withFixturePdf } from '../../testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });

const resultOf = (reply: AssistantReply) => reply.pending?.result;

describe('a result asked for in French or Spanish', async () => {
  const read = async (text: string) => resultOf(assistant.reply(await withFixturePdf(CLEAN_IO, { text })));
  const english = await read('Here is the insertion order');
  const french = await read('Voici mon ordre d’insertion');
  const spanish = await read('Aquí está mi orden de inserción');

  it('says what it read in the user’s language', () => {
    expect(english?.content).toBe("I've processed the insertion order. Here are the campaign details:");
    expect(french?.content).toBe('J’ai lu votre ordre d’insertion. Voici les détails de la campagne :');
    expect(spanish?.content).toBe('He leído tu orden de inserción. Estos son los detalles de la campaña:');
  });

  it('keeps its data, field names included, as in English', () => {
    expect(french?.jsonResponse).toEqual(english?.jsonResponse);
    expect(spanish?.jsonResponse).toEqual(english?.jsonResponse);
  });

  const io = { messageId: 'io', action: 'campaign-processor', jsonResponse: english?.jsonResponse };
  const chat = { latestResult: io, earlierResults: [io] };
  const asked = (text: string) => resultOf(assistant.reply(request({ text, ...chat })));

  it('creates the campaign with the answer in the language of the launch asked for', () => {
    const launched = asked('launch it on TikTok');
    const lanzada = asked('lanza la campaña en TikTok');
    const lancee = asked('lance la campagne sur TikTok');
    expect(lanzada?.content).toBe('Campaña creada. Estos son los detalles:');
    expect(lancee?.content).toBe('Campagne créée. Voici les détails :');
    expect(lanzada?.jsonResponse).toEqual(launched?.jsonResponse);
  });

  it('lists the platforms of a launch configuration the language’s way', () => {
    expect(asked('prépare la configuration de lancement')?.content).toBe(
      'Votre configuration de lancement pour Facebook, TikTok, DV360 et The Trade Desk est prête. Vérifiez-la :',
    );
    expect(asked('prepara la configuración de lanzamiento')?.content).toBe(
      'Tu configuración de lanzamiento para Facebook, TikTok, DV360 y The Trade Desk está lista. Revísala:',
    );
  });

  it('says in Spanish that there is no campaign to QA yet', () => {
    expect(asked('haz el QA de la campaña')?.content).toMatch(
      /^Todavía no hay ninguna campaña en este chat para revisarla\. Crea una primero/,
    );
  });

  it('analyses and allocates in French', () => {
    expect(asked('analyse la campagne')?.content).toBe(
      'Voici l’analyse des performances de votre campagne :',
    );
    expect(asked('répartis le budget')?.content).toBe('Voici la répartition du budget :');
  });

  it('regenerates in the language of the feedback', () => {
    const again = resultOf(assistant.regenerate(io, 'le budget total devrait être 200000', 3));
    expect(again?.content).toMatch(/^Voici une nouvelle version qui tient compte de vos remarques/);
  });
});

describe('a launch or a fast-track asked for with nothing to launch', () => {
  it('offers the demo’s sample IO, and reads it on a “sí” in Spanish', () => {
    const asked = assistant.reply(request({ text: 'lanza la campaña en TikTok' }));
    expect(asked.content).toBe(
      'Para lanzar en TikTok necesito la campaña: adjunta la orden de inserción (PDF), la leeré y prepararé la configuración de lanzamiento, ¿o leo primero la orden de inserción de ejemplo de la demo?',
    );
    expect(asked.offer).toEqual({ kind: 'sample-insertion-order' });
    const read = assistant.reply(request({ text: 'sí', pendingOffer: { kind: 'sample-insertion-order' } }));
    expect(read.action).toBe('campaign-processor');
    expect(resultOf(read)?.content).toBe(
      'He leído tu orden de inserción. Estos son los detalles de la campaña:',
    );
  });

  it('offers it for a fast-track too', () => {
    const asked = assistant.reply(request({ text: 'fast track it to DV360' }));
    expect(asked.content).toBe(
      'Attach the insertion order (PDF) and I’ll fast-track it to DV360 — or shall I read the demo’s sample IO first?',
    );
    expect(asked.offer).toEqual({ kind: 'sample-insertion-order' });
  });

  it('offers no sample where the demo holds none: a media plan is asked for', () => {
    const asked = assistant.reply(request({ text: 'read my media plan' }));
    expect(asked.content).toBe('Attach the media plan (.xlsx or .csv) and I’ll read and check it.');
    expect(asked.offer).toBeUndefined();
  });
});
