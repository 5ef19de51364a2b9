import { countTokens as packageCount } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { countTokens } from '../src/core/tokens.js';

const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

describe('countTokens', () => {
  it('counts as the tokenizer package does, from the ranks it loads on first use', () => {
    const texts = [
      '',
      'def authenticate(token):\n    return decode_jwt(token)["exp"] > now()\n',
      'Ünïcödé, 中文, עברית, emoji 🎉 and tabs\t\t between',
      ' '.repeat(300) + 'x'.repeat(500),
    ];
    for (const t of texts) expect(countTokens(t)).toBe(packageCount(t, PLAIN_TEXT));
    expect(countTokens('hello world')).toBe(2);
  });
  it('counts a special-token marker in a source file as plain text, not as one token', () => {
    const t = 'const END = "<|endoftext|>";';
    expect(countTokens(t)).toBe(packageCount(t, PLAIN_TEXT));
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
  });
});
