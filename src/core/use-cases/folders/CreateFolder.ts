import type { Folder } from '../../domain/campaign';
import { FOLDER_NAME_REQUIRED } from '../../domain/campaigns/list-rules';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, failed, type Outcome } from '../outcome';

/** Add Folder (spec 2 §2.4) and the creation form's create-new-folder: a non-blank, trimmed name. */
export class CreateFolder {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: { ctx: ActingContext; name: string }): Promise<Outcome<Folder>> {
    const name = request.name.trim();
    if (name === '') return failed('not-allowed', FOLDER_NAME_REQUIRED);
    return attempt(() => this.campaigns.createFolder(request.ctx, name));
  }
}

export const CreateFolderToken = Symbol.for('CreateFolder');
