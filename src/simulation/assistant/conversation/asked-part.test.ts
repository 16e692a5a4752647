import { describe, expect, it } from 'vitest';
import { askedPart, LONG_MESSAGE } from './asked-part';

const brief =
  'Our client Northwind Outdoor launches a spring campaign for hiking gear across the US, for adults 25-54 who enjoy the outdoors. ';

describe('what a long message asks', () => {
  it('is its questions, wherever they stand in it', () => {
    const text = `Can you explain how the fast-track works? ${brief.repeat(30)}What budget would you recommend for TikTok?`;
    expect(askedPart(text)).toBe(
      'Can you explain how the fast-track works? What budget would you recommend for TikTok?',
    );
  });

  it('is the whole message when it asks nothing', () => {
    const text = brief.repeat(30);
    expect(askedPart(text)).toBe(text);
  });

  it('is the whole message when it is short, questions or not', () => {
    const text = 'Read my IO. Which platforms do you support?';
    expect(text.length).toBeLessThan(LONG_MESSAGE);
    expect(askedPart(text)).toBe(text);
  });
});
