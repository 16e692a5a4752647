import type { EnabledChannels } from '../../../core/domain/account';
import type { AccountSnapshot } from '../shared/assistant-contract';
import { PLATFORMS, platformMentioned } from '../shared/platform-catalog';
import { type Language, listOf } from './language';

/** Ad platforms people ask about that the product does not launch on (spec 1 §1 lists those it does). */
const OTHER_PLATFORMS: readonly { words: RegExp; label: string }[] = [
  { words: /\bsnap(?:chat)?\b/i, label: 'Snapchat' },
  { words: /\blinked ?in\b/i, label: 'LinkedIn' },
  { words: /\bpinterest\b/i, label: 'Pinterest' },
  { words: /\btwitter\b|\bx ads\b/i, label: 'X (Twitter)' },
  { words: /\bspotify\b/i, label: 'Spotify' },
  { words: /\bbing\b|\bmicrosoft ads?\b/i, label: 'Microsoft Ads' },
  { words: /\broku\b/i, label: 'Roku' },
  { words: /\bhulu\b/i, label: 'Hulu' },
];

/**
 * Whether a platform is supported, from the catalogue and the account's enabled channels:
 * "Amazon DSP is supported but not enabled for Acme Media — an admin can enable it."
 */
export function platformSupportAnswer(
  text: string,
  enabledChannels: EnabledChannels,
  account: AccountSnapshot | undefined,
  language: Language,
): string {
  const accountName = account?.name ?? WORDS[language].thisAccount;
  const enabled = PLATFORMS.filter((platform) => enabledChannels[platform.id] === true).map((p) => p.label);
  const words = WORDS[language];
  const platform = platformMentioned(text);
  if (platform) {
    return enabledChannels[platform.id] === true
      ? words.enabled(platform.label, accountName)
      : words.notEnabled(platform.label, accountName);
  }
  const other = OTHER_PLATFORMS.find((candidate) => candidate.words.test(text));
  const all = listOf(
    PLATFORMS.map((p) => p.label),
    language,
  );
  const enabledPart = words.enabledList(
    accountName,
    enabled.length > 0 ? listOf(enabled, language) : words.none,
  );
  return other ? `${words.unsupported(other.label, all)} ${enabledPart}` : `${words.all(all)} ${enabledPart}`;
}

const WORDS = {
  en: {
    thisAccount: 'this account',
    none: 'none yet',
    enabled: (label: string, account: string) =>
      `Yes: ${label} is supported and enabled for ${account}. Attach the insertion order and say "launch on ${label}".`,
    notEnabled: (label: string, account: string) =>
      `${label} is supported but not enabled for ${account} — an admin can enable it in the admin settings.`,
    unsupported: (label: string, all: string) =>
      `${label} isn’t a platform I can launch on. I support ${all}.`,
    all: (all: string) => `I can launch campaigns on ${all}.`,
    enabledList: (account: string, list: string) => `Enabled for ${account}: ${list}.`,
  },
  fr: {
    thisAccount: 'ce compte',
    none: 'aucune pour l’instant',
    enabled: (label: string, account: string) =>
      `Oui : ${label} est pris en charge et activé pour ${account}. Joignez l’ordre d’insertion et dites « lance sur ${label} ».`,
    notEnabled: (label: string, account: string) =>
      `${label} est pris en charge mais n’est pas activé pour ${account} — un administrateur peut l’activer.`,
    unsupported: (label: string, all: string) =>
      `${label} ne fait pas partie des plateformes où je peux lancer. Je prends en charge ${all}.`,
    all: (all: string) => `Je peux lancer des campagnes sur ${all}.`,
    enabledList: (account: string, list: string) => `Activées pour ${account} : ${list}.`,
  },
  es: {
    thisAccount: 'esta cuenta',
    none: 'ninguna por ahora',
    enabled: (label: string, account: string) =>
      `Sí: ${label} está soportado y activado para ${account}. Adjunta la orden de inserción y di «lanza en ${label}».`,
    notEnabled: (label: string, account: string) =>
      `${label} está soportado pero no activado para ${account}; un administrador puede activarlo.`,
    unsupported: (label: string, all: string) =>
      `${label} no es una plataforma en la que pueda lanzar. Soporto ${all}.`,
    all: (all: string) => `Puedo lanzar campañas en ${all}.`,
    enabledList: (account: string, list: string) => `Activadas para ${account}: ${list}.`,
  },
} as const;
