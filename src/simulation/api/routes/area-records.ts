import type { MatrixKey } from '../../access/matrix';
import { campaignOf, folderOf } from '../../access/resources/campaigns';
import { areaChanged } from '../../campaigns/area';
import { type AreaCaller, areaCaller } from '../../campaigns/caller';
import { campaignRowDto, folderDto } from '../../campaigns/dto';
import type { DemoCampaign, DemoCampaignArea, DemoFolder } from '../../campaigns/types';
import type { ChangedCollection } from '../../data/changes';
import { replaceContent } from '../../data/transaction';
import type { Input, RouteContext } from '../../kernel/context';
import { type DeclaredEndpoint, route } from '../route-kit';
import type { Route } from '../router';

/**
 * Campaigns and folders are changed and removed the same way: the record the path names, reached
 * as the caller may (access/resources/campaigns), changed, noted for the journal and answered as
 * its row. Declared once here so each route says only what it changes.
 */
interface AreaRecordKind<T> {
  /** The path parameter naming the record. */
  param: string;
  collection: ChangedCollection;
  answerKey: string;
  reach(caller: AreaCaller, rule: MatrixKey, id: string): T;
  row(area: DemoCampaignArea, record: T): unknown;
}

export const CAMPAIGN_RECORD: AreaRecordKind<DemoCampaign> = {
  param: 'campaignId',
  collection: 'campaignArea.campaigns',
  answerKey: 'campaign',
  reach: (caller, rule, id) => campaignOf(caller.acting, rule, id),
  row: campaignRowDto,
};

export const FOLDER_RECORD: AreaRecordKind<DemoFolder> = {
  param: 'folderId',
  collection: 'campaignArea.folders',
  answerKey: 'folder',
  reach: (caller, rule, id) => folderOf(caller.acting, rule, id),
  row: folderDto,
};

/**
 * What a change does to a copy of the record (the record takes the copy's content in one commit,
 * once the change returned); `reindex` when it moves the record in the campaign list's sorted index.
 */
type AreaChange<T> = (record: T, input: Input, caller: AreaCaller, ctx: RouteContext) => { reindex: boolean };

export function changeAreaRecord<T extends object>(
  kind: AreaRecordKind<T>,
  declared: DeclaredEndpoint,
  change: AreaChange<T>,
): Route {
  const { rule } = declared;
  return route(declared, async (ctx) => {
    const caller = await areaCaller(ctx);
    const record = kind.reach(caller, rule, ctx.params[kind.param] ?? '');
    const draft = structuredClone(record);
    const { reindex } = change(draft, await ctx.input(), caller, ctx);
    return ctx.commit(() => {
      replaceContent(record, draft);
      if (reindex) areaChanged(caller.area);
      ctx.changed(kind.collection, record);
      return { [kind.answerKey]: kind.row(caller.area, record) };
    });
  });
}

export function removeAreaRecord<T>(
  kind: AreaRecordKind<T>,
  declared: DeclaredEndpoint,
  remove: (record: T, caller: AreaCaller, ctx: RouteContext) => void,
): Route {
  const { rule } = declared;
  return route(declared, async (ctx) => {
    const caller = await areaCaller(ctx);
    const record = kind.reach(caller, rule, ctx.params[kind.param] ?? '');
    ctx.commit(() => remove(record, caller, ctx));
    return { success: true };
  });
}
