import { FOLDERS } from '../../../contract/endpoints/folders';
import { FOLDER_TEXT_FIELDS } from '../../../contract/fields/folder-fields';
import { FOLDER_SORTS } from '../../../contract/requests/value-lists';
import { permitInAccount } from '../../access/resources/campaigns';
import { accountRows, campaignCountOf } from '../../campaigns/area';
import { areaCaller } from '../../campaigns/caller';
import { folderDto } from '../../campaigns/dto';
import { pageOf, readListRequest, sortRows } from '../../campaigns/listing';
import { removeFolder } from '../../campaigns/remove';
import type { DemoFolder } from '../../campaigns/types';
import { conflict } from '../../DemoError';
import { insertInArea } from '../../data/collections';
import { nextId } from '../../data/ids';
import { requiredBoolean, requiredName } from '../../kernel/input';
import { readTextFields } from '../../kernel/text-fields';
import { route } from '../route-kit';
import type { Route } from '../router';
import { changeAreaRecord, FOLDER_RECORD, removeAreaRecord } from './area-records';

/** Folders of spec 2 §2.4 and §7: listed, created, renamed, pinned and deleted in the caller's account. */
export const folderRoutes: Route[] = [
  route(FOLDERS.list, async (ctx) => {
    const caller = await areaCaller(ctx);
    permitInAccount(caller.acting, FOLDERS.list.rule, caller.accountId);
    const request = readListRequest(await ctx.input(), FOLDER_SORTS);
    const folders = accountRows(caller.area, caller.accountId).folders;
    const matching = request.search
      ? folders.filter((folder) => folder.name.toLowerCase().includes(request.search))
      : folders;
    const key = (folder: DemoFolder) =>
      request.sortBy === 'campaign_count'
        ? campaignCountOf(caller.area, folder.id)
        : request.sortBy === 'name'
          ? folder.name.toLowerCase()
          : folder[request.sortBy as 'created_at' | 'updated_at'];
    const { items, pagination } = pageOf(sortRows(matching, key, request.sortOrder), request);
    return { folders: items.map((folder) => folderDto(caller.area, folder)), pagination };
  }),
  route(FOLDERS.create, async (ctx) => {
    const caller = await areaCaller(ctx);
    permitInAccount(caller.acting, FOLDERS.create.rule, caller.accountId);
    const name = requiredName(await ctx.input());
    const at = new Date(ctx.now).toISOString();
    const folder: DemoFolder = ctx.commit(() => {
      const made: DemoFolder = {
        id: nextId(ctx.data, 'fld'),
        account_id: caller.accountId,
        name,
        is_pinned: false,
        created_by: caller.actor.id,
        created_at: at,
        updated_at: at,
      };
      insertInArea(ctx.data, 'folders', made);
      return made;
    });
    return new Response(JSON.stringify({ folder: folderDto(caller.area, folder) }), {
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }),
  changeAreaRecord(FOLDER_RECORD, FOLDERS.rename, (folder, input, _caller, ctx) => {
    folder.name = requiredName(input);
    folder.updated_at = new Date(ctx.now).toISOString();
    // Campaign rows sorted by folder name are cached with the index.
    return { reindex: true };
  }),
  changeAreaRecord(FOLDER_RECORD, FOLDERS.update, (folder, input) => {
    const fields = readTextFields(input, FOLDER_TEXT_FIELDS);
    if (input.is_pinned !== undefined) folder.is_pinned = requiredBoolean(input, 'is_pinned');
    Object.assign(folder, fields);
    return { reindex: false };
  }),
  removeAreaRecord(FOLDER_RECORD, FOLDERS.remove, (folder, caller, ctx) => {
    if (campaignCountOf(caller.area, folder.id) > 0)
      throw conflict(
        'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.',
      );
    removeFolder(ctx.data, folder);
  }),
];
