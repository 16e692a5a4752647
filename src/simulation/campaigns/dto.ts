import { FOLDER_TEXT_FIELDS } from '../../contract/fields/folder-fields';
import { textFieldValues } from '../../contract/fields/text-fields';
import { linkExpiry, publicUrlOf } from '../files/fileLinks';
import type { RouteContext } from '../kernel/context';
import { campaignCountOf, folderNameOf } from './area';
import type { DemoCampaign, DemoCampaignArea, DemoFolder } from './types';

/** A folder as spec 2 §3 names its fields. */
export function folderDto(area: DemoCampaignArea, folder: DemoFolder) {
  return {
    id: folder.id,
    name: folder.name,
    is_pinned: folder.is_pinned,
    campaign_count: campaignCountOf(area, folder.id),
    created_at: folder.created_at,
    updated_at: folder.updated_at,
    ...textFieldValues(FOLDER_TEXT_FIELDS, folder),
  };
}

/** A campaign row of the list (spec 2 §3 Campaign without its files). */
export function campaignRowDto(area: DemoCampaignArea, campaign: DemoCampaign) {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    status: campaign.status,
    destination: campaign.destination,
    folder_id: campaign.folder_id,
    folder_name: folderNameOf(area, campaign.folder_id),
    advertiser_id: campaign.advertiser_id,
    profile_id: campaign.profile_id,
    is_pinned: campaign.is_pinned,
    created_at: campaign.created_at,
    updated_at: campaign.updated_at,
    orchestration_chat_id: campaign.orchestration_chat_id,
    orchestration_message_id: campaign.orchestration_message_id,
  };
}

/** The detail answer: the row plus its files, each behind a fresh signed link. */
export async function campaignDetailDto(ctx: RouteContext, area: DemoCampaignArea, campaign: DemoCampaign) {
  const expiresAt = linkExpiry(ctx.now);
  const files = await Promise.all(
    campaign.files.map(async (file) => ({
      id: file.id,
      original_name: file.originalName,
      file_size: file.size,
      type: file.type,
      publicUrl: await publicUrlOf(ctx, file.gcsPath, expiresAt),
      expiresAt,
    })),
  );
  return { ...campaignRowDto(area, campaign), platform_account_id: campaign.platform_account_id, files };
}
