import { describe, expect, it } from 'vitest';
import { lastItemsOfList } from './list-tail';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m-${i}`, content: `text ${i}` }));
const bytes = (text: string) => new TextEncoder().encode(text);
const tail = (text: string, count: number, firstWindow?: number) => {
  const found = lastItemsOfList(bytes(text), count, firstWindow);
  return found === undefined ? undefined : JSON.parse(found);
};

describe('lastItemsOfList', () => {
  it('reads the last items of a bare list and of a list wrapped once or twice', () => {
    const list = items(10);
    for (const answer of [list, { messages: list }, { data: { messages: list } }]) {
      expect(tail(JSON.stringify(answer), 3)).toEqual(list.slice(7));
      expect(tail(JSON.stringify(answer, null, 2), 3)).toEqual(list.slice(7));
    }
  });

  it('is not fooled by brackets, braces, commas and escaped quotes inside strings', () => {
    const tricky = [
      { id: 'a', content: 'plain' },
      { id: 'b', content: 'a "quoted", [bracketed] {braced} text\\' },
      { id: 'c', content: '\\"},{"id":"forged"' },
      { id: 'd', nested: [{ x: [1, 2, { y: '],' }] }], content: '' },
    ];
    expect(tail(JSON.stringify({ messages: tricky }), 3)).toEqual(tricky.slice(1));
  });

  it('leaves a list no longer than asked for to the whole read', () => {
    expect(lastItemsOfList(bytes(JSON.stringify({ messages: items(3) })), 3)).toBeUndefined();
    expect(lastItemsOfList(bytes(JSON.stringify({ messages: [] })), 3)).toBeUndefined();
  });

  it('leaves an answer that does not end with the list to the whole read', () => {
    expect(lastItemsOfList(bytes(JSON.stringify({ messages: items(10), total: 10 })), 3)).toBeUndefined();
    expect(lastItemsOfList(bytes('{"error":"gone"}'), 3)).toBeUndefined();
    expect(lastItemsOfList(bytes(''), 3)).toBeUndefined();
    expect(lastItemsOfList(bytes('<html>'), 3)).toBeUndefined();
  });

  it('reads only as much of the end as the items need, whatever a window cuts through', () => {
    const list = [
      ...items(20),
      { id: 'x', content: 'ünïcödé ✓ 📎 "quoted", \\"escaped\\" [x] {y}' },
      ...items(5),
    ];
    const text = JSON.stringify({ messages: list });
    // Every window size from a few bytes up: cut inside strings, escapes and multi-byte characters.
    for (let firstWindow = 1; firstWindow < 400; firstWindow += 7)
      expect(tail(text, 8, firstWindow)).toEqual(list.slice(-8));
  });

  it("finds a short list's start inside a window as the whole read would", () => {
    expect(lastItemsOfList(bytes(JSON.stringify({ messages: items(3) })), 3, 8)).toBeUndefined();
    expect(lastItemsOfList(bytes('  \n  '), 3, 2)).toBeUndefined();
  });
});
