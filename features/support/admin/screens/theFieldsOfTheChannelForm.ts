import type { ChannelValues } from '../../../../src/ui/admin/channels/channel-config-form';
import type { EntityForm } from '../../../../src/ui/kit/form/EntityForm';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** How a field of the channel type is filled in: a switch, a number or text. */
type FieldKind = 'switch' | 'number' | 'text';

/**
 * The fields the open channel form asks for beyond its name and type, in order: each label as
 * shown (a required one ends with ' *') and how it is filled in.
 */
export const theFieldsOfTheChannelForm = () =>
  question(
    'the fields of the channel form',
    onTheAdmin({
      async viewModel(admin) {
        const { configs } = admin.dashboard.tab('channels');
        const form = configs.collection.form as EntityForm<ChannelValues> | null;
        if (!form) throw new Error('No channel form is open');
        const ownFields = (configs.view.fields?.(form as never) ?? []).filter(
          (field) => 'name' in field && field.name.startsWith('field:'),
        );
        return ownFields.map((field): [string, FieldKind] => {
          if (field.kind === 'checkbox') return [field.label, 'switch'];
          if (field.kind === 'text') return [field.label, field.type === 'number' ? 'number' : 'text'];
          throw new Error(`Unexpected ${field.kind} field`);
        });
      },
      async browser(admin) {
        const inputs = admin.dialog().locator('input:not([type="hidden"])');
        const shown = await inputs.evaluateAll((elements) =>
          elements.map((element) => {
            const input = element as HTMLInputElement;
            const kind = input.type === 'checkbox' ? 'switch' : input.type === 'number' ? 'number' : 'text';
            return [input.labels?.[0]?.textContent?.trim() ?? '', kind] as [string, FieldKind];
          }),
        );
        // The first input is the channel's Name.
        return shown.slice(1);
      },
    }),
  );
