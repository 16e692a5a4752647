import { describe, expect, it } from 'vitest';
import type { PermissionMap } from '../permissions';
import {
  type ActionableMessage,
  type MessageAction,
  type MessageActionContext,
  type MessageActionId,
  messageActions,
} from './message-actions';

const everything: PermissionMap = {
  can_regenerate: true,
  can_ask_assistant: true,
  can_export_gsheet: true,
  can_approve: true,
};

const result = (overrides: Partial<ActionableMessage> = {}): ActionableMessage => ({
  type: 'bot',
  action: 'campaign-processor',
  status: 'completed',
  jsonResponse: { campaign_name: 'Acme Q4' },
  ...overrides,
});

const context = (overrides: Partial<MessageActionContext> = {}): MessageActionContext => ({
  permissions: everything,
  userEmail: 'riley.planner@example.com',
  referenced: false,
  ...overrides,
});

const ids = (actions: MessageAction[]) => actions.map((a) => a.id);
const find = (actions: MessageAction[], id: MessageActionId) => actions.find((a) => a.id === id);
const enabled = (message: ActionableMessage, ctx: MessageActionContext, id: MessageActionId) =>
  find(messageActions(message, ctx), id)?.enabled;

describe('which results have an action bar (spec 1 §2)', () => {
  it('shows one only on bot messages holding a JSON result', () => {
    expect(messageActions(result({ type: 'user' }), context())).toEqual([]);
    expect(messageActions(result({ jsonResponse: undefined }), context())).toEqual([]);
    expect(messageActions(result({ jsonResponse: null }), context())).toEqual([]);
  });
});

describe('which actions each result offers (spec 1 §2)', () => {
  it('offers everything but Reject on campaign and creative processors and augmentors', () => {
    for (const action of [
      'campaign-processor',
      'campaign-augmentor',
      'creative-processor',
      'creative-augmentor',
    ]) {
      expect(ids(messageActions(result({ action }), context()))).toEqual([
        'reference',
        'download-json',
        'open-json',
        'export-spreadsheet',
        'approve',
        'edit',
        'regenerate',
        'ask-assistant',
      ]);
    }
  });

  it('offers Reject and Edit, but not Regenerate, on a campaign-launcher result', () => {
    const actions = messageActions(result({ action: 'campaign-launcher' }), context());
    expect(ids(actions)).toEqual([
      'reference',
      'download-json',
      'open-json',
      'export-spreadsheet',
      'approve',
      'reject',
      'edit',
      'ask-assistant',
    ]);
    expect(find(actions, 'edit')?.dialog?.title).toBe('Update Launch Configuration Details');
  });

  it('offers Edit without Reject on a launch-augmentor result', () => {
    const actions = ids(messageActions(result({ action: 'launch-augmentor' }), context()));
    expect(actions).toContain('edit');
    expect(actions).not.toContain('reject');
    expect(actions).not.toContain('regenerate');
  });

  it('offers only the common actions on other results', () => {
    expect(ids(messageActions(result({ action: 'dv360-api' }), context()))).toEqual([
      'reference',
      'download-json',
      'open-json',
      'export-spreadsheet',
      'approve',
      'ask-assistant',
    ]);
  });

  it('names the Edit dialog after what the result holds', () => {
    const dialogOf = (action: string) =>
      find(messageActions(result({ action }), context()), 'edit')?.dialog?.title;
    expect(dialogOf('campaign-augmentor')).toBe('Update Campaign Details');
    expect(dialogOf('creative-processor')).toBe('Update Creative Details');
  });

  it('switches between Reference in chat and Remove reference', () => {
    expect(find(messageActions(result(), context()), 'reference')?.label).toBe('Reference in chat');
    expect(find(messageActions(result(), context({ referenced: true })), 'reference')?.label).toBe(
      'Remove reference',
    );
  });
});

describe('which actions are enabled (spec 1 §5, §6)', () => {
  it('enables every offered action for a user with every flag', () => {
    const actions = messageActions(result({ action: 'campaign-launcher' }), context());
    expect(actions.every((a) => a.enabled)).toBe(true);
  });

  it('greys out what the flags do not grant, but never reading the result', () => {
    const actions = messageActions(result({ action: 'campaign-launcher' }), context({ permissions: {} }));
    expect(actions.filter((a) => a.enabled).map((a) => a.id)).toEqual([
      'reference',
      'download-json',
      'open-json',
    ]);
  });

  it('gates Reject, Edit and Regenerate by can_regenerate', () => {
    const noRegenerate = context({ permissions: { ...everything, can_regenerate: false } });
    expect(enabled(result({ action: 'campaign-launcher' }), noRegenerate, 'reject')).toBe(false);
    expect(enabled(result(), noRegenerate, 'edit')).toBe(false);
    expect(enabled(result(), noRegenerate, 'regenerate')).toBe(false);
    expect(enabled(result(), noRegenerate, 'approve')).toBe(true);
  });

  it('gates Approve by can_approve and Ask Assistant by can_ask_assistant', () => {
    expect(
      enabled(result(), context({ permissions: { ...everything, can_approve: false } }), 'approve'),
    ).toBe(false);
    expect(
      enabled(
        result(),
        context({ permissions: { ...everything, can_ask_assistant: false } }),
        'ask-assistant',
      ),
    ).toBe(false);
  });

  it('needs can_export_gsheet and an email to export to a spreadsheet', () => {
    expect(
      enabled(
        result(),
        context({ permissions: { ...everything, can_export_gsheet: false } }),
        'export-spreadsheet',
      ),
    ).toBe(false);
    expect(enabled(result(), context({ userEmail: undefined }), 'export-spreadsheet')).toBe(false);
    expect(enabled(result(), context({ userEmail: ' ' }), 'export-spreadsheet')).toBe(false);
  });

  it('waits for a processing result before it can be changed', () => {
    for (const message of [result({ status: 'processing' })]) {
      const actions = messageActions(message, context());
      expect(actions.filter((a) => a.enabled).map((a) => a.id)).toEqual([
        'reference',
        'download-json',
        'open-json',
        'export-spreadsheet',
      ]);
    }
  });

  it('disables changes while a request about the result is in flight', () => {
    expect(enabled(result(), context({ busy: true }), 'regenerate')).toBe(false);
    expect(enabled(result(), context({ busy: true }), 'approve')).toBe(false);
    expect(enabled(result(), context({ busy: true }), 'download-json')).toBe(true);
  });
});

describe('approve and reject toggles (spec 1 §4)', () => {
  it('shows Approve pressed on an approved result, still enabled to toggle back', () => {
    const approve = find(messageActions(result({ status: 'approved' }), context()), 'approve');
    expect(approve).toMatchObject({ pressed: true, enabled: true });
  });

  it('shows Reject pressed on a rejected launch configuration, and Approve unavailable', () => {
    const actions = messageActions(result({ action: 'campaign-launcher', status: 'rejected' }), context());
    expect(find(actions, 'reject')).toMatchObject({ pressed: true, enabled: true });
    expect(find(actions, 'approve')).toMatchObject({ pressed: false, enabled: false });
  });

  it('does not let a failed result be approved or rejected', () => {
    const actions = messageActions(result({ action: 'campaign-launcher', status: 'failed' }), context());
    expect(find(actions, 'approve')?.enabled).toBe(false);
    expect(find(actions, 'reject')?.enabled).toBe(false);
    expect(find(actions, 'edit')?.enabled).toBe(true);
  });
});
