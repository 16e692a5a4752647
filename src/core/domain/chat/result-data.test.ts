import { describe, expect, it } from 'vitest';
import { resultData, resultFileName, resultJsonText } from './result-data';

describe('result JSON files', () => {
  it('parses a result that arrives as JSON text', () => {
    expect(resultData('{"budget":100}')).toEqual({ budget: 100 });
    expect(resultData('not json')).toBe('not json');
  });

  it('writes readable, indented JSON', () => {
    expect(resultJsonText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('names the file after the action and the message', () => {
    expect(resultFileName({ action: 'campaign-processor', messageId: 'm/1' })).toBe(
      'campaign-processor-m-1.json',
    );
    expect(resultFileName({ messageId: 'm-2' })).toBe('result-m-2.json');
  });
});
