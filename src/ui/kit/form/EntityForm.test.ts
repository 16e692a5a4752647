import { describe, expect, it } from 'vitest';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { EntityForm } from './EntityForm';

interface Values {
  roleId: string;
  accountIds: readonly string[];
}

function form(answer: Outcome = succeeded()) {
  const saved: Values[] = [];
  const entity = new EntityForm<Values>({
    title: 'Edit User',
    submitLabel: 'Save Changes',
    initial: { roleId: 'admin', accountIds: ['a', 'b'] },
    // A role other than admin keeps one account only.
    adjusted: (next, previous) =>
      next.roleId !== previous.roleId && next.roleId !== 'admin'
        ? { ...next, accountIds: next.accountIds.slice(0, 1) }
        : next,
    save: async (values) => {
      saved.push(values);
      return answer;
    },
    failed: 'Failed to update user. Please try again.',
  });
  return { entity, saved };
}

describe('EntityForm (an add/edit dialog)', () => {
  it('keeps its values coherent as the user changes them, and toggles list fields', () => {
    const { entity } = form();
    entity.toggled('accountIds', 'c', true);
    entity.toggled('accountIds', 'a', false);
    expect(entity.values.accountIds).toEqual(['b', 'c']);
    entity.changed({ roleId: 'user' });
    expect(entity.values).toEqual({ roleId: 'user', accountIds: ['b'] });
  });

  it('saves what was typed; a failure keeps the values and says why in the screen words or the rule words', async () => {
    const { entity, saved } = form(failed('unavailable', 'timeout'));
    expect(await entity.submitted()).toBe(false);
    expect(entity.error).toBe('Failed to update user. Please try again.');
    expect(saved).toEqual([{ roleId: 'admin', accountIds: ['a', 'b'] }]);
    const rule = form(failed('not-allowed', 'Please select a role for the user'));
    await rule.entity.submitted();
    expect(rule.entity.error).toBe('Please select a role for the user');
    expect(rule.entity.saving).toBe(false);
  });

  it('shows a secret once asked, and hides it again', () => {
    const { entity } = form();
    entity.revealToggled('api_key');
    expect(entity.isRevealed('api_key')).toBe(true);
    entity.revealToggled('api_key');
    expect(entity.isRevealed('api_key')).toBe(false);
  });
});
