/**
 * The selected files and the links between them as a Mermaid flowchart, which
 * GitHub draws in comments and job summaries. Node ids are generated (`f0`,
 * `f1`...), never taken from a path; labels are entity-encoded so that no file
 * name (quotes, brackets, pipes, backticks, `<`, newlines, any unicode) can break
 * the diagram or the Markdown fence around it.
 */
import type { Manifest } from './manifest.js';

/** Most files drawn: the diagram stays readable in a comment. */
export const MAX_DIAGRAM_FILES = 12;
/** Longest label; longer paths keep their head and tail. */
const MAX_LABEL = 60;

/**
 * A label safe inside `["..."]`: letters, digits and `/ . _ -` and space stay, every
 * other character becomes a Mermaid entity code `#<code point>;`.
 */
export function mermaidLabel(text: string): string {
  const chars = [...text.replace(/[\r\n\u2028\u2029\t]+/g, ' ')];
  const short = chars.length > MAX_LABEL ? [...chars.slice(0, 20), '…', ...chars.slice(-(MAX_LABEL - 21))] : chars;
  return short.map((c) => (/^[A-Za-z0-9/._ -]$/.test(c) ? c : `#${c.codePointAt(0)};`)).join('');
}

/**
 * A ```` ```mermaid ```` block with the selected files (best first, at most
 * MAX_DIAGRAM_FILES) and the links between them: `-->` imports, `-.->` uses a
 * name defined there. Empty when no two drawn files are linked.
 */
export function renderMermaid(m: Pick<Manifest, 'files' | 'links'>): string {
  const drawn = m.files.slice(0, MAX_DIAGRAM_FILES).map((f) => f.path);
  const id = new Map(drawn.map((p, i) => [p, `f${i}`] as const));
  const edges = m.links.filter((l) => id.has(l.from) && id.has(l.to));
  if (edges.length === 0) return '';
  const lines = ['```mermaid', 'flowchart LR'];
  drawn.forEach((p, i) => lines.push(`  f${i}["${mermaidLabel(p)}"]`));
  for (const l of edges) lines.push(`  ${id.get(l.from)} ${l.kind === 'imports' ? '-->' : '-.->'} ${id.get(l.to)}`);
  lines.push('```');
  return lines.join('\n');
}
