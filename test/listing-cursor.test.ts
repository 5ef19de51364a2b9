import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingCursor } from '../src/core/listing-cursor.js';

describe('ListingCursor', () => {
  it('gives every index exactly once, front ones ascending and back ones descending, whatever the interleaving', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.array(fc.boolean(), { maxLength: 60 }), (n, turns) => {
        const cursor = new ListingCursor(n);
        const front: number[] = [];
        const back: number[] = [];
        for (const fromFront of [...turns, ...Array.from({ length: n }, () => true)]) {
          const i = fromFront ? cursor.claimFront() : cursor.claimBack();
          if (i >= 0) (fromFront ? front : back).push(i);
        }
        expect([...front, ...back.slice().reverse()]).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(cursor.front).toBe(front.length);
        expect(cursor.claimFront()).toBe(-1);
        expect(cursor.claimBack()).toBe(-1);
      }),
    );
  });

  it('shares its state through the buffer, as a worker sees it', () => {
    const a = new ListingCursor(3);
    const b = new ListingCursor(a.buffer);
    expect(a.claimFront()).toBe(0);
    expect(b.claimBack()).toBe(2);
    expect(b.claimFront()).toBe(1);
    expect(a.claimBack()).toBe(-1);
  });
});
