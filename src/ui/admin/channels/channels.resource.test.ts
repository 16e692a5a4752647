import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { aChannelAssignment, aChannelConfig, TIKTOK_TYPE } from '../../../core/testing/admin-fixtures';
import type { EntityForm } from '../../kit/form/EntityForm';
import { adminHarness } from '../testing/admin-harness';
import { type ChannelValues, fieldChanged, isMasked } from './channel-config-form';
import { ChannelsTabViewModel } from './channels.resource';

const SEAT = aChannelConfig({ id: 'ch-1', name: 'TikTok — main seat', typeId: TIKTOK_TYPE.id });
const ASSIGNED = aChannelAssignment({ channelId: SEAT.id, channelName: SEAT.name, accountName: 'Globex' });

async function openChannels() {
  const harness = adminHarness(
    {},
    {
      listChannels: [SEAT],
      listChannelTypes: [TIKTOK_TYPE],
      listAccountChannels: [ASSIGNED],
      listManagedAccounts: [],
      listAllAccounts: [],
    },
  );
  return { ...harness, tab: await harness.opened((deps) => new ChannelsTabViewModel(deps)) };
}

describe('the Channel Config tab', () => {
  it('reads the channel lists once for both tables', async () => {
    const { tab, admin } = await openChannels();
    expect(tab.configs.collection.rows.map((channel) => channel.name)).toEqual([SEAT.name]);
    expect(tab.assignments.collection.rows).toHaveLength(1);
    expect(admin.callsOf('listChannels')).toHaveLength(1);
  });

  it("draws the type's fields, masks secrets, and saves typed values", async () => {
    const { tab, admin } = await openChannels();
    const form = tab.addPressed();
    form.changed({ typeId: 'ct-1', name: 'Second seat' });
    expect(isMasked(form, 'api_key')).toBe(true);
    expect(isMasked(form, 'cap')).toBe(false);
    const labels = tab.configs.view.fields?.(form).map((field) => ('label' in field ? field.label : ''));
    expect(labels).toEqual(['Name', 'Channel Type', 'API key *', 'Cap', 'Sandbox']);
    fieldChanged(form, 'api_key', 's3cret');
    fieldChanged(form, 'cap', '7');
    expect(await tab.configs.collection.formSubmitted()).toBe(true);
    expect(admin.callsOf('createChannel')).toEqual([
      [
        'u-alex',
        { name: 'Second seat', typeId: 'ct-1', fieldValues: { api_key: 's3cret', cap: 7, sandbox: 'false' } },
      ],
    ]);
  });

  it('keeps the type of a config being edited', async () => {
    const { tab } = await openChannels();
    tab.configs.view.buttons?.find((button) => button.label === 'Edit')?.pressed(SEAT);
    const form = tab.configs.collection.form as EntityForm<ChannelValues>;
    form.changed({ typeId: 'other' });
    expect(form.values.typeId).toBe('ct-1');
  });

  it('switches an assignment once the server agreed, and says why when it did not', async () => {
    const { tab, admin } = await openChannels();
    const toggle = tab.assignments.view.columns.find((column) => column.toggle)?.toggle;
    toggle?.toggled(ASSIGNED);
    await Promise.resolve();
    await Promise.resolve();
    expect(admin.callsOf('setChannelAssignmentEnabled')).toEqual([['u-alex', 'as-1', true]]);
    await Promise.resolve();
    expect(tab.assignments.collection.rows[0]?.isEnabled).toBe(true);
    admin.failing.add('setChannelAssignmentEnabled');
    toggle?.toggled(tab.assignments.collection.rows[0] as typeof ASSIGNED);
    for (let i = 0; i < 4; i++) await Promise.resolve();
    expect(tab.assignments.collection.rows[0]?.isEnabled).toBe(true);
    expect(tab.assignments.collection.error).toBe(
      `${ADMIN_TEXTS.toggleChannelFailed}setChannelAssignmentEnabled failed`,
    );
  });
});
