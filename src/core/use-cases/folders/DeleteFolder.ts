import type { Folder } from '../../domain/campaign';
import { FOLDER_HOLDS_CAMPAIGNS } from '../../domain/campaigns/list-rules';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, failed, type Outcome } from '../outcome';

/**
 * Delete of a folder's menu, after the confirmation (spec 2 §2.4, §4.5). A folder that holds
 * campaigns is kept, in the spec's words, without asking the server; should the server still
 * find campaigns in it, it refuses ('rejected') and the screen says the same.
 */
export class DeleteFolder {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: {
    ctx: ActingContext;
    folder: Pick<Folder, 'id' | 'campaignCount'>;
  }): Promise<Outcome> {
    if (request.folder.campaignCount > 0) return failed('not-allowed', FOLDER_HOLDS_CAMPAIGNS);
    return attempt(() => this.campaigns.deleteFolder(request.ctx, request.folder.id));
  }
}

export const DeleteFolderToken = Symbol.for('DeleteFolder');
