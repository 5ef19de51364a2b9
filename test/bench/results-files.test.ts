import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InstanceResult, MethodRun } from '../../bench/metrics.js';
import { readResultsFile, runsBySet } from '../../bench/results-files.js';

const run = (ranking: string[]): MethodRun => ({ ranking, selected: [], seconds: 0, cycles: 1, stopReason: '' });
const result = (id: string, gold: string[], one: string[], full: string[]): InstanceResult => ({ id, repo: 'o/r', gold, methods: { one: run(one), full: run(full) } });

describe('runsBySet', () => {
  it("adds up a set's runs across files and pools sets under the group's match", () => {
    const dir = mkdtempSync(join(tmpdir(), 'loop-vs-one-'));
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    writeFileSync(a, JSON.stringify({ results: { heldout7_go: [result('1', ['g'], ['g'], ['g'])], lite: [result('2', ['g'], ['g'], ['g'])] } }));
    writeFileSync(b, JSON.stringify({ results: { heldout7_rust: [result('3', ['g'], ['g'], ['g'])], lite: [result('4', ['g'], ['g'], ['g'])] } }));
    const grouped = runsBySet([a, b].map(readResultsFile), /heldout\d+/);
    expect([...grouped.keys()].sort()).toEqual(['heldout7', 'lite']);
    expect(grouped.get('heldout7')!.map((r) => r.id)).toEqual(['1', '3']);
    expect(grouped.get('lite')!.map((r) => r.id)).toEqual(['2', '4']);
    expect([...runsBySet([a, b].map(readResultsFile)).keys()].sort()).toEqual(['heldout7_go', 'heldout7_rust', 'lite']);
  });
});
