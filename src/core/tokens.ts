/** Token counts with the o200k_base encoding (GPT-4o family), the common yardstick of context tools. */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Tokens of a text; special-token markers found in source files count as plain text. */
export function countTokens(text: string): number {
  return countO200k(text, PLAIN_TEXT);
}
