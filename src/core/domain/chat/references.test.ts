import { describe, expect, it } from 'vitest';
import { aReference } from '../../testing/builders';
import {
  addReference,
  clearReferences,
  isReferenced,
  referenceFromMessage,
  referencePreview,
  removeReference,
  toggleReference,
} from './references';

const ref = (messageId: string) => aReference({ messageId });

describe('reference preview (spec 1 §2, §9)', () => {
  it('shows short texts whole', () => {
    expect(referencePreview('Launch on TikTok')).toBe('Launch on TikTok');
    expect(referencePreview('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts at 40 characters and marks the cut', () => {
    const text = 'Campaign details extracted from the Acme Q4 insertion order';
    expect(referencePreview(text)).toBe('Campaign details extracted from the Acme...');
    expect(referencePreview('y'.repeat(41))).toBe(`${'y'.repeat(40)}...`);
  });
});

describe('building a reference from a message (spec 1 §3)', () => {
  it('carries the message id, type and the fields the message has', () => {
    expect(
      referenceFromMessage({
        messageId: 'm-7',
        timestamp: '2026-11-23T10:00:00Z',
        sourceMessageId: 'm-6',
        action: 'campaign-processor',
        subAction: 'io',
      }),
    ).toEqual({
      messageId: 'm-7',
      type: 'message',
      timestamp: '2026-11-23T10:00:00Z',
      sourceMessageId: 'm-6',
      action: 'campaign-processor',
      subAction: 'io',
    });
  });

  it('leaves out fields the message does not have', () => {
    expect(referenceFromMessage({ messageId: 'm-7', timestamp: '' })).toEqual({
      messageId: 'm-7',
      type: 'message',
    });
  });
});

describe('the references of the next message', () => {
  it('adds a message once only', () => {
    const once = addReference([ref('a')], ref('b'));
    expect(once.map((r) => r.messageId)).toEqual(['a', 'b']);
    expect(addReference(once, ref('a')).map((r) => r.messageId)).toEqual(['a', 'b']);
  });

  it('removes one reference, or clears them all', () => {
    expect(removeReference([ref('a'), ref('b')], 'a').map((r) => r.messageId)).toEqual(['b']);
    expect(removeReference([ref('a')], 'zzz').map((r) => r.messageId)).toEqual(['a']);
    expect(clearReferences()).toEqual([]);
  });

  it('toggles between Reference in chat and Remove reference', () => {
    const referenced = toggleReference([], ref('a'));
    expect(isReferenced(referenced, 'a')).toBe(true);
    expect(isReferenced(toggleReference(referenced, ref('a')), 'a')).toBe(false);
  });

  it('never changes the list it was given', () => {
    const list = [ref('a')];
    addReference(list, ref('b'));
    removeReference(list, 'a');
    expect(list.map((r) => r.messageId)).toEqual(['a']);
  });
});
