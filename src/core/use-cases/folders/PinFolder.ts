import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** Pin or Unpin of a folder's menu (spec 2 §2.4); pinned folders list first. */
export class PinFolder {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; folderId: string; pinned: boolean }): Promise<Outcome> {
    return attempt(() => this.campaigns.setFolderPinned(request.ctx, request.folderId, request.pinned));
  }
}

export const PinFolderToken = Symbol.for('PinFolder');
