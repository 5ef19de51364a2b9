/**
 * The manifest as Markdown for people: a table of the selected files with scores
 * and reasons, related tests, and the cycle log folded away. Every value taken
 * from the repository or the task is escaped so a file name cannot break the table
 * or open an HTML comment.
 */
import type { Manifest, ManifestFile } from './manifest.js';
import { renderMermaid } from './render-mermaid.js';
import type { CycleLog } from './types.js';

/** Text safe inside a table cell or a code element: no pipes, newlines, HTML, comment markers or Markdown emphasis. */
function escapeText(s: string): string {
  return s
    .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '&#124;')
    .replace(/`/g, '&#96;')
    .replace(/\\/g, '&#92;')
    .replace(/\*/g, '&#42;')
    .replace(/_/g, '&#95;')
    .replace(/~/g, '&#126;')
    .replace(/\[/g, '&#91;')
    .replace(/\]/g, '&#93;');
}

/**
 * Text safe inside a table cell: no pipes, newlines, HTML or comment markers, and
 * no live @mention or #reference (a word joiner after the sign), so an issue title
 * cannot make the comment notify people or teams, or cross-link other issues.
 */
export function escapeCell(s: string): string {
  return escapeText(s).replace(/(?<![A-Za-z0-9_&])([@#])(?=[A-Za-z0-9])/g, '$1\u2060');
}

/** A path or identifier shown as code, safe in a table cell (GitHub does not link mentions inside code). */
/** The file's best-matching symbols with their lines, so a reader opens the right function. */
function whereCell(f: ManifestFile): string {
  const top = f.symbols.filter((s) => s.score >= 0.2).slice(0, 2);
  return top.length === 0 ? '' : top.map((s) => `${codeCell(s.name)} L${s.startLine}–${s.endLine}`).join(', ');
}

/** What the file costs as given: its tokens when whole; else the part given, of the whole, and the form. */
function tokensCell(f: ManifestFile): string {
  return f.form === 'file' ? `${f.tokens}` : `${f.givenTokens} of ${f.tokens} (${f.form})`;
}

export function codeCell(s: string): string {
  return `<code>${escapeText(s)}</code>`;
}

/** Reasons carry `code` spans from the engine; keep those, escape the rest. */
function reasonCell(reason: string): string {
  return reason
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length >= 2 ? codeCell(part.slice(1, -1)) : escapeCell(part)))
    .join('');
}

function pct(x: number): string {
  return x.toFixed(2);
}

export function renderMarkdown(m: Manifest): string {
  const lines: string[] = [];
  lines.push(`### Context for: ${escapeCell(m.task.title || '(untitled task)')}`);
  lines.push('');
  const more = m.ranking.filter((r) => !m.files.some((f) => f.path === r.path)).slice(0, 10);
  if (m.files.length === 0) {
    lines.push(
      m.totals.droppedForBudget > 0
        ? `_No selected file fits the budget of ${m.totals.budgetTokens} tokens, not even as signatures. The ranking below lists them._`
        : more.length > 0
          ? '_No file scored high enough to select. The ranking below lists the closest matches._'
          : '_No file matched the task._',
    );
  } else {
    lines.push('| # | File | Relevance | Tokens | Where | Why |');
    lines.push('|---|---|---|---|---|---|');
    m.files.forEach((f, i) => lines.push(`| ${i + 1} | ${codeCell(f.path)} | ${pct(f.relevance)} | ${tokensCell(f)} | ${whereCell(f)} | ${reasonCell(f.reason)} |`));
  }
  const diagram = renderMermaid(m);
  if (diagram) lines.push('', diagram);
  lines.push('');
  const t = m.totals;
  lines.push(
    `${m.files.length} file(s), ${t.selectedTokens} tokens of ~${t.repoTokensEstimate} in the repository (${t.filesScanned} files scanned); ` +
      `${m.cycles.length} cycle(s), stopped: **${m.stopReason}**; ${t.elapsedMs} ms.`,
  );
  for (const note of m.notes) lines.push(`> ${escapeCell(note)}`);
  if (more.length > 0) {
    lines.push('');
    lines.push('<details><summary>Next in the ranking</summary>');
    lines.push('');
    for (const r of more) lines.push(`- ${codeCell(r.path)} ${pct(r.relevance)}`);
    lines.push('');
    lines.push('</details>');
  }
  if (m.tests.length > 0) {
    lines.push('');
    lines.push('<details><summary>Related tests</summary>');
    lines.push('');
    for (const r of m.tests.slice(0, 10)) lines.push(`- ${codeCell(r.path)} ${pct(r.relevance)}`);
    lines.push('');
    lines.push('</details>');
  }
  lines.push('');
  lines.push('<details><summary>Cycle log</summary>');
  lines.push('');
  for (const c of m.cycles) lines.push(...renderCycle(c));
  lines.push('</details>');
  lines.push('');
  return lines.join('\n');
}

function renderCycle(c: CycleLog): string[] {
  const out = [`**Cycle ${c.cycle}**: ${c.candidates} candidates, ${c.highRelevance} at ≥ 0.7; ${c.decision.action === 'stop' ? `stop (${c.decision.reason})` : 'refine and continue'}`];
  out.push('');
  out.push(`- query: ${c.query.keywords.length === 0 ? '(no searchable words)' : c.query.keywords.slice(0, 15).map(codeCell).join(' ')}${c.query.keywords.length > 15 ? ' …' : ''}`);
  if (c.top.length > 0) out.push(`- best: ${c.top.slice(0, 3).map((t) => `${codeCell(t.path)} ${pct(t.relevance)}`).join(', ')}`);
  if (c.criticalGaps.length > 0) out.push(`- gaps: ${c.criticalGaps.slice(0, 5).map(codeCell).join(', ')}`);
  for (const r of c.refinements.slice(0, 12)) out.push(`- ${r.kind} ${codeCell(r.value)}: ${escapeCell(r.why)}`);
  out.push('');
  return out;
}
