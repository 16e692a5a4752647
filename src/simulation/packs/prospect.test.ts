import { describe, expect, it } from 'vitest';
import { prospectFields } from '../../contract/requests/demo-packs';
import { PROSPECT_CURRENCIES, type Prospect } from '../../core/domain/demo/prospect';
import type { DemoData } from '../data/types';
import { SEED_REFERENCE_TIME } from '../seed/buildSeed';
import { RILEY_IO_CHAT } from './builders';
import { packById } from './packs';
import { buildPack } from './switch-pack';

const CONTOSO: Prospect = { name: 'Contoso Outdoor', currency: 'EUR', accent: '#1f7a4d' };

function build(id: string, prospect?: Prospect): Promise<DemoData> {
  const pack = packById(id);
  if (!pack) throw new Error(`no pack ${id}`);
  return buildPack(pack, SEED_REFERENCE_TIME, prospect);
}

describe('a pack made for a prospect', () => {
  it('built twice gives the same data, byte for byte', async () => {
    const first = JSON.stringify(await build('after-launch', CONTOSO));
    expect(JSON.stringify(await build('after-launch', CONTOSO))).toBe(first);
  });

  it('names the prospect wherever the demo agency was, and its currency wherever dollars were', async () => {
    const data = await build('after-launch', CONTOSO);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Acme Media');
    expect(text).not.toMatch(/(?<![\w$])\$\d/);
    expect(text).not.toMatch(/\bUSD\b/);
    expect(data.accounts.find((account) => account.id === 'acc-acme-media')?.name).toBe('Contoso Outdoor');
    expect(data.personas.map((persona) => persona.summary)).toContain(
      'Planner at Contoso Outdoor — every chat permission',
    );
    const setting = data.accountSettings.find((entry) => entry.setting_key === 'default-currency');
    expect(setting?.setting_value).toBe('EUR');
    const ioAnswer = data.messages.find(
      (message) => message.chat_id === RILEY_IO_CHAT && message.type === 'bot',
    );
    expect(JSON.stringify(ioAnswer)).toMatch(/total budget €\d/);
    expect(data.prospect).toEqual(CONTOSO);
  });

  it('keeps the figures: only names and currencies change', async () => {
    const plain = JSON.stringify(await build('fresh-start'));
    const { prospect, ...made } = await build('fresh-start', { name: 'Acme Media', currency: 'GBP' });
    expect(prospect).toEqual({ name: 'Acme Media', currency: 'GBP' });
    expect(JSON.stringify(made)).toContain('£');
    expect(JSON.stringify(made).replaceAll('£', '$').replaceAll('GBP', 'USD')).toBe(plain);
  });

  it('writes Canadian and Australian dollars as the assistant does', async () => {
    const data = await build('fresh-start', { name: 'Maple Media', currency: 'CAD' });
    expect(JSON.stringify(data)).toMatch(/total budget CA\$\d/);
  });

  it('takes the currencies the contract declares', () => {
    expect(prospectFields.shape.currency.options).toEqual([...PROSPECT_CURRENCIES]);
  });
});
