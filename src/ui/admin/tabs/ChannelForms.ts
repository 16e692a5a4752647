import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { type FieldDraft, fieldDraftOf, isSecretField } from '../../../core/domain/admin/channel-fields';
import type { ChannelConfig, ChannelType } from '../../../core/domain/admin/entities';
import type { FormField } from '../common/form-field';

/** The channel config modal: fields follow the chosen type; the type is fixed on edit (spec 3 §5). */
export class ChannelConfigForm {
  name: string;
  typeId: string;
  fields: FieldDraft;
  /** Secret fields the user chose to show. */
  revealed: ReadonlySet<string> = new Set();
  error: string | null = null;
  saving = false;

  constructor(
    readonly existing: ChannelConfig | null,
    private readonly types: readonly ChannelType[],
  ) {
    this.name = existing?.name ?? '';
    this.typeId = existing?.channel_type_id ?? '';
    const type = types.find((candidate) => candidate.id === this.typeId);
    this.fields = type ? fieldDraftOf(type, existing?.field_values) : {};
    makeObservable(this, {
      changed: action,
      name: observable,
      typeId: observable,
      fields: observableRef,
      revealed: observableRef,
      error: observable,
      saving: observable,
      type: computed,
      typeChosen: action,
      fieldChanged: action,
      revealToggled: action,
    });
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Pick<ChannelConfigForm, FormField<ChannelConfigForm>>>): void {
    Object.assign(this, patch);
  }

  get type(): ChannelType | null {
    return this.types.find((candidate) => candidate.id === this.typeId) ?? null;
  }

  typeChosen(typeId: string): void {
    if (this.existing) return;
    this.typeId = typeId;
    const type = this.type;
    this.fields = type ? fieldDraftOf(type) : {};
  }

  fieldChanged(fieldName: string, value: string | boolean): void {
    this.fields = { ...this.fields, [fieldName]: value };
  }

  get typeOptions(): readonly ChannelType[] {
    return this.types;
  }

  isSecret(fieldName: string): boolean {
    return isSecretField(fieldName);
  }

  isMasked(fieldName: string): boolean {
    return isSecretField(fieldName) && !this.revealed.has(fieldName);
  }

  revealToggled(fieldName: string): void {
    const next = new Set(this.revealed);
    if (next.has(fieldName)) next.delete(fieldName);
    else next.add(fieldName);
    this.revealed = next;
  }
}

/** The assign-channel modal. */
export class AssignmentForm {
  accountId = '';
  channelId = '';
  isEnabled = true;
  error: string | null = null;
  saving = false;

  constructor() {
    makeObservable(this, {
      changed: action,
      accountId: observable,
      channelId: observable,
      isEnabled: observable,
      error: observable,
      saving: observable,
    });
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Pick<AssignmentForm, FormField<AssignmentForm>>>): void {
    Object.assign(this, patch);
  }
}
