import { describe, expect, it } from 'vitest';
import { packById } from '../packs/packs';
import { buildPack } from '../packs/switch-pack';
import { SEED_REFERENCE_TIME } from '../seed/buildSeed';
import { PERSONA_IDS } from '../seed/personas';
import { toUserDto } from './userDto';

const LOGO = 'data:image/svg+xml;base64,PHN2Zy8+';

async function freshStartFor(prospect?: Parameters<typeof buildPack>[2]) {
  const pack = packById('fresh-start');
  if (!pack) throw new Error('no Fresh start pack');
  return buildPack(pack, SEED_REFERENCE_TIME, prospect);
}

function userAnswer(data: Awaited<ReturnType<typeof freshStartFor>>, userId: string) {
  const user = data.users.find((candidate) => candidate.id === userId);
  if (!user) throw new Error(`no user ${userId}`);
  return toUserDto(data, user);
}

describe("the prospect in the user's answer", () => {
  it("names it, with its accent and logo, to the users of the prospect's account only", async () => {
    const data = await freshStartFor({
      name: 'Contoso Outdoor',
      currency: 'EUR',
      accent: '#1f7a4d',
      logo: LOGO,
    });
    expect(userAnswer(data, PERSONA_IDS.riley).prospect).toEqual({
      name: 'Contoso Outdoor',
      accent: '#1f7a4d',
      logo: LOGO,
    });
    expect(userAnswer(data, PERSONA_IDS.val).prospect).toBeUndefined();
  });

  it('names none when the pack was made for no one, or for the demo agency as it is', async () => {
    expect(userAnswer(await freshStartFor(), PERSONA_IDS.riley).prospect).toBeUndefined();
    const own = await freshStartFor({ name: 'Acme Media', currency: 'GBP' });
    expect(userAnswer(own, PERSONA_IDS.riley).prospect).toBeUndefined();
  });

  it('leaves out an accent an admin changed into something that is no colour', async () => {
    const data = await freshStartFor({ name: 'Contoso Outdoor', currency: 'EUR', accent: '#1f7a4d' });
    const accent = data.accountSettings.find((setting) => setting.setting_key === 'prospect-accent');
    if (accent) accent.setting_value = 'green';
    expect(userAnswer(data, PERSONA_IDS.riley).prospect).toEqual({ name: 'Contoso Outdoor' });
  });
});
