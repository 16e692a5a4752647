import { kindOfResult } from '../follow-ups/result-kind';
import type { PriorResult } from '../shared/assistant-contract';
import { campaignOfResult, campaignTitle } from '../shared/campaign-in-chat';
import { campaignFromJson, joinWords } from '../shared/campaign-result-json';
import { labelOf } from '../shared/platform-catalog';
import type { CreativeResultJson, LaunchResultJson } from '../shared/result-shapes';
import type { Language } from './language';
import { moneyIn } from './local-numbers';

const WORDS = {
  en: {
    none: 'Nothing has been done in this chat yet: attach an insertion order to start.',
    opening: 'So far in this chat:',
    read: 'read',
    creatives: (count: number) => `${count} creative${count === 1 ? '' : 's'} checked`,
    launch: 'launch configuration',
    created: 'created',
  },
  fr: {
    none: 'Rien n’a encore été fait dans cette conversation : joignez un ordre d’insertion pour commencer.',
    opening: 'Jusqu’ici dans cette conversation :',
    read: 'lu',
    creatives: (count: number) =>
      `${count} création${count === 1 ? '' : 's'} vérifiée${count === 1 ? '' : 's'}`,
    launch: 'configuration de lancement',
    created: 'créée',
  },
  es: {
    none: 'Todavía no se ha hecho nada en este chat: adjunta una orden de inserción para empezar.',
    opening: 'Hasta ahora en este chat:',
    read: 'leído',
    creatives: (count: number) =>
      `${count} creatividad${count === 1 ? '' : 'es'} revisada${count === 1 ? '' : 's'}`,
    launch: 'configuración de lanzamiento',
    created: 'creada',
  },
} as const;

/**
 * "Recap", "summarise this chat": every result of the chat, oldest first, one line each, in the
 * user's language (names and figures as the results hold them).
 */
export function chatRecap(results: readonly PriorResult[], language: Language): string {
  const words = WORDS[language];
  const lines = [...results]
    .reverse()
    .map((result) => recapLine(result, language))
    .filter((line): line is string => line !== undefined);
  return lines.length === 0 ? words.none : [words.opening, ...lines.map((line) => `• ${line}`)].join('\n');
}

function recapLine(result: PriorResult, language: Language): string | undefined {
  const words = WORDS[language];
  const campaign = campaignOfResult(result);
  if (campaign) return `${campaignTitle(campaign)}: ${words.created}, ${campaign.status.toLowerCase()}`;
  switch (kindOfResult(result)) {
    case 'campaign': {
      const draft = campaignFromJson(result.jsonResponse);
      const total =
        draft.totalBudget !== undefined
          ? `, ${moneyIn(language, draft.totalBudget, draft.currency ?? 'USD')}`
          : '';
      const advertiser = draft.advertiser ? ` (${draft.advertiser})` : '';
      return `"${draft.campaignName ?? draft.advertiser ?? '—'}"${advertiser}${total}: ${words.read}`;
    }
    case 'creative':
      return words.creatives((result.jsonResponse as CreativeResultJson).creatives?.length ?? 0);
    case 'launch': {
      const launch = result.jsonResponse as LaunchResultJson;
      return `${words.launch} "${launch.campaign_name}", ${joinWords(launch.platforms.map(labelOf))}`;
    }
    case 'other': {
      const json = result.jsonResponse as { summary?: unknown } | undefined;
      return typeof json?.summary === 'string' ? json.summary : undefined;
    }
  }
}
