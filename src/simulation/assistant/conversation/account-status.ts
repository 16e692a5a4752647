import type { AccountSnapshot } from '../shared/assistant-contract';
import { type Language, listOf } from './language';

/** "Acme Media has 12 campaigns: 3 active (…), 2 paused (…)": the account's campaigns by status. */
export function accountStatusAnswer(account: AccountSnapshot | undefined, language: Language): string {
  const words = WORDS[language];
  if (!account) return words.unknown;
  const total = account.campaigns.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return words.empty(account.name);
  const groups = account.campaigns.map((group) => {
    const more = group.count > group.names.length ? ', …' : '';
    return `${group.count} ${group.status.replace(/_/g, ' ')} (${group.names.join(', ')}${more})`;
  });
  return `${words.has(account.name, total)}: ${listOf(groups, language)}. ${words.more}`;
}

const WORDS = {
  en: {
    unknown:
      'I can’t see the account’s campaigns from here: the Campaigns page lists them with their status.',
    empty: (name: string) =>
      `${name} has no campaigns yet. Attach an insertion order to create the first one.`,
    has: (name: string, total: number) => `${name} has ${total} campaign${total === 1 ? '' : 's'}`,
    more: 'The Campaigns page has each one’s details.',
  },
  fr: {
    unknown: 'Je ne vois pas les campagnes du compte d’ici : la page Campagnes les liste avec leur statut.',
    empty: (name: string) =>
      `${name} n’a pas encore de campagne. Joignez un ordre d’insertion pour créer la première.`,
    has: (name: string, total: number) => `${name} a ${total} campagne${total === 1 ? '' : 's'}`,
    more: 'La page Campagnes donne le détail de chacune.',
  },
  es: {
    unknown: 'No veo las campañas de la cuenta desde aquí: la página Campañas las lista con su estado.',
    empty: (name: string) =>
      `${name} todavía no tiene campañas. Adjunta una orden de inserción para crear la primera.`,
    has: (name: string, total: number) => `${name} tiene ${total} campaña${total === 1 ? '' : 's'}`,
    more: 'La página Campañas tiene el detalle de cada una.',
  },
} as const;
