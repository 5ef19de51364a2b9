/**
 * A listing read by two threads from opposite ends: this thread claims files
 * from the front, the worker from the back, one at a time, until they meet. A
 * slow-starting or slower thread simply claims fewer; neither waits for the
 * other. Both ends live in one 64-bit word, so a claim is one compare-and-swap.
 */
export class ListingCursor {
  private readonly word: BigInt64Array;

  /** A cursor over `count` files, or one sharing `buffer` with another thread. */
  constructor(source: number | SharedArrayBuffer) {
    if (typeof source === 'number') {
      this.word = new BigInt64Array(new SharedArrayBuffer(8));
      this.word[0] = BigInt(source) << 32n;
    } else {
      this.word = new BigInt64Array(source);
    }
  }

  get buffer(): SharedArrayBuffer {
    return this.word.buffer as SharedArrayBuffer;
  }

  /** The next file index from the front, or -1 when the ends have met. */
  claimFront(): number {
    return this.claim(true);
  }

  /** The next file index from the back, or -1 when the ends have met. */
  claimBack(): number {
    return this.claim(false);
  }

  /** Where the ends met (or are now): files before it were claimed from the front. */
  get front(): number {
    return Number(Atomics.load(this.word, 0) & 0xffffffffn);
  }

  private claim(fromFront: boolean): number {
    for (;;) {
      const old = Atomics.load(this.word, 0);
      const front = old & 0xffffffffn;
      const back = old >> 32n;
      if (front >= back) return -1;
      const next = fromFront ? (back << 32n) | (front + 1n) : ((back - 1n) << 32n) | front;
      if (Atomics.compareExchange(this.word, 0, old, next) === old) return Number(fromFront ? front : back - 1n);
    }
  }
}
