import { type Acting, accountOf } from '../access/acting';
import type { DemoUser } from '../data/types';
import type { RouteContext } from '../kernel/context';
import { campaignArea } from './area';
import { ensureCampaignSeed } from './seed';
import type { DemoCampaignArea } from './types';

/** The acting user of a campaign or folder call, in their account, with the stored area. */
export interface AreaCaller {
  acting: Acting;
  actor: DemoUser;
  accountId: string;
  area: DemoCampaignArea;
}

/** The acting user in their account (key, token, userId, membership checked), and the area. */
export async function areaCaller(ctx: RouteContext): Promise<AreaCaller> {
  const acting = await ctx.actingInAccount();
  const accountId = accountOf(acting);
  const area = campaignArea(ctx.data);
  ensureCampaignSeed(ctx.data, accountId, ctx.now);
  return { acting, actor: acting.user, accountId, area };
}
