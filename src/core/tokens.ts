/**
 * Token counts with the o200k_base encoding (GPT-4o family), the common yardstick of context tools.
 *
 * The encoding's 200,000 ranks are read when a count is first asked for, as JSON: beside the bundle
 * (`dist/o200k_base.json`, written by scripts/build.mjs), else from the installed package. Bundled as
 * JavaScript, the table cost every start ~0.2 s to compile, `--version` and a bad option's message
 * included (BENCHMARKS.md, session 36).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { GptEncoding } from 'gpt-tokenizer/GptEncoding';

const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

let o200k: GptEncoding | undefined;

/** Tokens of a text; special-token markers found in source files count as plain text. */
export function countTokens(text: string): number {
  o200k ??= GptEncoding.getEncodingApi('o200k_base', o200kRanks);
  return o200k.countTokens(text, PLAIN_TEXT);
}

/** The ranks as the package ships them: each a string, or the bytes of one that is not UTF-8. */
function o200kRanks(): (string | number[])[] {
  const beside = fileURLToPath(new URL('./o200k_base.json', import.meta.url));
  if (existsSync(beside)) return JSON.parse(readFileSync(beside, 'utf8')) as (string | number[])[];
  // Run from the sources (tests, tsx): the package's own table. Named in a variable, it stays out of the bundle.
  const table = 'gpt-tokenizer/cjs/bpeRanks/o200k_base';
  return (createRequire(import.meta.url)(table) as { default: (string | number[])[] }).default;
}
