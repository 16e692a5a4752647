import type { CampaignFacts } from '../shared/campaign-in-chat';
import { labelOf } from '../shared/platform-catalog';
import type { Language } from './language';
import { needsInputReply } from './needs-input';

export type CampaignControl = 'pause' | 'activate' | 'stop';

/**
 * "Pause it", "activate it", "stop the campaign": the chat's campaign was created paused, and
 * switching it on or off spends (or stops spending) real money, so the assistant says where it
 * stands and where to do it rather than claiming a change it did not make.
 */
export function campaignControlReply(
  control: CampaignControl,
  campaign: CampaignFacts | undefined,
  language: Language,
): string {
  if (!campaign) return needsInputReply('campaign-to-change', language);
  const name = campaign.campaign_name || campaign.campaign_id;
  const platform = labelOf(campaign.platform);
  const paused = /paus/i.test(campaign.status);
  const words = WORDS[language];
  if (control === 'activate') return words.activate(name, platform);
  return paused ? words.alreadyPaused(name, platform) : words.changeOnPlatform(name, platform);
}

const WORDS = {
  en: {
    alreadyPaused: (name: string, platform: string) =>
      `“${name}” is already paused on ${platform}: it was created paused, so it isn’t spending.`,
    changeOnPlatform: (name: string, platform: string) =>
      `I can’t change “${name}” from the chat: pause or stop it on ${platform}, or from its campaign page.`,
    activate: (name: string, platform: string) =>
      `“${name}” was created paused on ${platform}. Activating it starts spending, so switch it on in ${platform} once you have checked it.`,
  },
  fr: {
    alreadyPaused: (name: string, platform: string) =>
      `« ${name} » est déjà en pause sur ${platform} : elle a été créée en pause et ne dépense rien.`,
    changeOnPlatform: (name: string, platform: string) =>
      `Je ne peux pas modifier « ${name} » depuis la conversation : mettez-la en pause ou arrêtez-la sur ${platform} ou depuis sa page de campagne.`,
    activate: (name: string, platform: string) =>
      `« ${name} » a été créée en pause sur ${platform}. L’activer engage des dépenses : activez-la dans ${platform} après l’avoir vérifiée.`,
  },
  es: {
    alreadyPaused: (name: string, platform: string) =>
      `«${name}» ya está en pausa en ${platform}: se creó en pausa y no está gastando.`,
    changeOnPlatform: (name: string, platform: string) =>
      `No puedo cambiar «${name}» desde el chat: páusala o detenla en ${platform} o desde su página de campaña.`,
    activate: (name: string, platform: string) =>
      `«${name}» se creó en pausa en ${platform}. Activarla empieza a gastar, así que actívala en ${platform} cuando la hayas revisado.`,
  },
} as const;
