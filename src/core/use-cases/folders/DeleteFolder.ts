import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/**
 * Delete of a folder's menu, after the confirmation (spec 2 §2.4). A folder holding campaigns is
 * refused ('rejected'); the screen then shows the spec's text for it.
 */
export class DeleteFolder {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; folderId: string }): Promise<Outcome> {
    return attempt(() => this.campaigns.deleteFolder(request.ctx, request.folderId));
  }
}

export const DeleteFolderToken = Symbol.for('DeleteFolder');
