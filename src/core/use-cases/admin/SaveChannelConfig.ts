import { type FieldDraft, fieldValuesToSend, missingFieldError } from '../../domain/admin/channel-fields';
import type { ChannelConfig, ChannelType } from '../../domain/admin/entities';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

export interface SaveChannelConfigRequest {
  userId: string;
  existing: ChannelConfig | null;
  name: string;
  type: ChannelType | null;
  fields: FieldDraft;
}

/**
 * Adds or edits a channel config (spec 3 §5): name and type required, each field's required flag
 * enforced, the type kept on edit, unchecked booleans sent as 'false'.
 */
export class SaveChannelConfig {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: SaveChannelConfigRequest): Promise<Outcome> {
    const name = request.name.trim();
    if (!name) return refusedByRule(ADMIN_TEXTS.channelNameRequired);
    const { type, existing } = request;
    if (!type) return refusedByRule(ADMIN_TEXTS.channelTypeRequired);
    const missing = missingFieldError(type, request.fields);
    if (missing) return refusedByRule(missing);
    const fieldValues = fieldValuesToSend(type, request.fields);
    return attempt(() =>
      existing
        ? this.admin.updateChannel(request.userId, existing.id, { name, fieldValues })
        : this.admin.createChannel(request.userId, { name, typeId: type.id, fieldValues }),
    );
  }
}
