import { isAccent, isLogo, type ProspectBrand } from '../../core/domain/demo/prospect';
import type { DemoData } from '../data/types';

/** The account settings a pack made for a prospect gives the prospect's account (packs/personalise.ts). */
export const PROSPECT_SETTING_KEYS = {
  name: 'prospect-name',
  accent: 'prospect-accent',
  logo: 'prospect-logo',
} as const;

/**
 * The prospect an account stands for, from its settings: what the user answer carries for the
 * header. None without a `prospect-name` (every account of a pack made for no one); an accent or
 * logo an admin edited into something else is left out.
 */
export function accountProspectOf(data: DemoData, accountId: string): ProspectBrand | undefined {
  const setting = (key: string) =>
    data.accountSettings.find((entry) => entry.account_id === accountId && entry.setting_key === key)
      ?.setting_value || undefined;
  const name = setting(PROSPECT_SETTING_KEYS.name);
  if (!name) return undefined;
  const accent = setting(PROSPECT_SETTING_KEYS.accent);
  const logo = setting(PROSPECT_SETTING_KEYS.logo);
  return {
    name,
    ...(accent && isAccent(accent) && { accent }),
    ...(logo && isLogo(logo) && { logo }),
  };
}
