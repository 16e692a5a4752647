import type { ChannelValues } from '../../../../src/ui/admin/channels/channel-config-form';
import { fieldChanged } from '../../../../src/ui/admin/channels/channel-config-form';
import type { EntityForm } from '../../../../src/ui/kit/form/EntityForm';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Fills the channel form started last and saves it. */
export const saveTheChannel = (name: string, fields: Record<string, string>) =>
  interaction(
    `save the channel ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const channels = admin.dashboard.tab('channels');
        const form = channels.configs.collection.form as EntityForm<ChannelValues> | null;
        if (!form) throw new Error('No channel form is open');
        form.changed({ name });
        const type = channels.types.get().find((candidate) => candidate.id === form.values.typeId);
        for (const field of type?.fields ?? []) {
          const value = fields[field.label];
          if (value !== undefined)
            fieldChanged(form, field.name, field.type === 'boolean' ? value === 'yes' : value);
        }
        await channels.configs.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        const dialog = admin.dialog();
        await dialog.getByLabel('Name', { exact: true }).fill(name);
        for (const [label, value] of Object.entries(fields)) {
          const field = dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
          if ((await field.getAttribute('type')) === 'checkbox') await field.setChecked(value === 'yes');
          else await field.fill(value);
        }
        await dialog.getByRole('button', { name: 'Create Channel' }).click();
        await admin.saved();
      },
    }),
  );
