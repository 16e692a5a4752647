import { describe, expect, it } from 'vitest';
import { everyPairWalk } from './pack-switch';

describe('the walk the pack-switch bench times', () => {
  it('switches between every ordered pair of packs exactly once, and between nothing else', () => {
    const packs = ['fresh', 'launch', 'after', 'rough', 'scale'];
    const walk = everyPairWalk(packs);
    const steps = walk.slice(1).map((to, index) => `${walk[index]}→${to}`);
    const pairs = packs.flatMap((from) => packs.filter((to) => to !== from).map((to) => `${from}→${to}`));
    expect([...steps].sort()).toEqual([...pairs].sort());
  });
});
