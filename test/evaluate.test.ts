import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dispatch } from '../src/core/dispatch.js';
import { calibrate, DEFAULT_WEIGHTS, evaluate, isErrorTypePath, wordsOf } from '../src/core/evaluate.js';
import { buildQuery } from '../src/core/query.js';
import { buildIndex } from '../src/core/repo-index.js';
import { fixtureRepo, makeRepo } from './helpers/repo.js';

/** Ranks a task over `index` as EVALUATE does after DISPATCH, under weights `w`. */
const rankerOver = (index: ReturnType<typeof buildIndex>) => (task: string, w = DEFAULT_WEIGHTS) => evaluate(index, dispatch(index, buildQuery(task)), new Set(), w);
/** The evaluation of `path` in a ranking. */
const evaluationOf = (ev: ReturnType<typeof evaluate>, path: string) => ev.find((e) => e.path === path)!;

describe('evaluate', () => {
  const root = fixtureRepo('auth-token-expiry');
  const index = buildIndex(root);

  it('calibrates into [0, 1], monotonic in the score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), fc.boolean(), (a, b, strong) => {
        const best = Math.max(a, b);
        const ra = calibrate(a, best, strong);
        const rb = calibrate(b, best, strong);
        expect(ra).toBeGreaterThanOrEqual(0);
        expect(ra).toBeLessThanOrEqual(1);
        if (a <= b) expect(ra).toBeLessThanOrEqual(rb);
      }),
    );
  });
  it("names matched words as the task wrote them, not as stems", () => {
    const q = buildQuery('old tokens expiry');
    const reasons = evaluate(index, dispatch(index, q), new Set(), DEFAULT_WEIGHTS, wordsOf(q.keywords)).map((e) => e.reason).join('\n');
    expect(reasons).toMatch(/`expiry`/);
    expect(reasons).not.toMatch(/`expiri`|`token`/);
    // Without the words, the terms themselves.
    expect(evaluate(index, dispatch(index, q), new Set()).map((e) => e.reason).join('\n')).toMatch(/`expiri`/);
  });
  it('ranks a file defining a named identifier first, and says why', () => {
    const q = buildQuery('`isTokenExpired` returns false for old tokens');
    const ev = evaluate(index, dispatch(index, q), new Set());
    expect(ev[0]!.path).toBe('src/tokens.ts');
    expect(ev[0]!.reason).toContain('defines `isTokenExpired`');
  });
  it("weighs the definition of an identifier the title names more than one the example code uses, and says why", () => {
    const repo = makeRepo({
      'pkg/computation.py': 'def polyval(coord, coeffs):\n    return coord\n',
      'pkg/arrays.py': 'class DataArray:\n    def polyfit(self, dim):\n        return self\n',
      'pkg/units.py': 'def convert(value, unit):\n    return value\n',
    });
    const idx = buildIndex(repo);
    const q = buildQuery('polyval gives wrong results\n\n```python\nda = DataArray()\npolyval(da, da.polyfit("x"))\n```');
    const scoreOf = (path: string, w: Partial<typeof DEFAULT_WEIGHTS>) => evaluate(idx, dispatch(idx, q), new Set(), { ...DEFAULT_WEIGHTS, ...w }).find((e) => e.path === path)!;
    // One definition in three files: its idf, ln(1 + 2.5 / 1.5).
    const definitionIdf = Math.log(1 + 2.5 / 1.5);
    expect(scoreOf('pkg/computation.py', {}).score - scoreOf('pkg/computation.py', { titleDefinition: 0 }).score).toBeCloseTo(DEFAULT_WEIGHTS.titleDefinition * definitionIdf, 2);
    expect(scoreOf('pkg/arrays.py', {}).score).toBe(scoreOf('pkg/arrays.py', { titleDefinition: 0 }).score);
    expect(scoreOf('pkg/computation.py', {}).reason).toContain('defines `polyval` named in the title');
    expect(scoreOf('pkg/arrays.py', {}).reason).toContain('defines `DataArray`, `polyfit`');
  });
  it('raises the file where the error was raised by a share of its own score', () => {
    const repo = makeRepo({
      'pkg/runner.py': 'def run(settings):\n    schema = read_schema(settings)\n    load(settings)\n    validate_settings(schema, settings)\n',
      'pkg/loader.py': 'def load(path):\n    raise ValueError(path)\n',
    });
    const idx = buildIndex(repo);
    const text = 'run fails: the settings schema does not validate the settings\nTraceback (most recent call last):\n  File "pkg/runner.py", line 2, in run\n  File "pkg/loader.py", line 2, in load\nValueError';
    const q = buildQuery(text);
    const ranked = (w: Partial<typeof DEFAULT_WEIGHTS>) => evaluate(idx, dispatch(idx, q), new Set(), { ...DEFAULT_WEIGHTS, ...w }).map((e) => e.path);
    // Without the share the caller, which says more of the task's words, wins.
    expect(ranked({ innermostFrame: 0 })[0]).toBe('pkg/runner.py');
    expect(ranked({})[0]).toBe('pkg/loader.py');
    expect(evaluate(idx, dispatch(idx, q), new Set())[0]!.reason).toContain('innermost frame');
  });
  it('lists imported modules missing from the context', () => {
    const q = buildQuery('session refresh');
    const ev = evaluate(index, dispatch(index, q), new Set(['src/auth.ts']));
    const sm = ev.find((e) => e.path === 'src/session-manager.ts')!;
    expect(sm.missingContext).toEqual(['src/tokens.ts']);
  });
});

describe('auxiliary code', () => {
  // The same code in the library and in an example, a playground and a script: the library ranks first.
  const body = 'export function parseDuration(text) { return Number(text.replace(/ms$/, "")); }\n';
  const root = makeRepo({ 'src/duration.js': body, 'examples/duration.js': body, 'website/playground/duration.js': body, 'scripts/duration.js': body });
  const index = buildIndex(root);

  it('ranks examples, sites and scripts below library code that matches as well', () => {
    const ev = evaluate(index, dispatch(index, buildQuery('parseDuration ignores the ms suffix')), new Set());
    expect(ev[0]!.path).toBe('src/duration.js');
    for (const e of ev.slice(1)) expect(e.relevance).toBeLessThan(ev[0]!.relevance);
  });
  it('does not discount the auxiliary folder the title names: "fix(examples)" is about the examples', () => {
    const plain = evaluate(index, dispatch(index, buildQuery('parseDuration ignores the ms suffix')), new Set());
    const scoped = evaluate(index, dispatch(index, buildQuery('fix(examples): parseDuration ignores the ms suffix')), new Set());
    const relevance = (ev: typeof plain, path: string): number => ev.find((e) => e.path === path)!.relevance;
    expect(relevance(plain, 'examples/duration.js')).toBeLessThan(relevance(plain, 'src/duration.js'));
    expect(relevance(scoped, 'examples/duration.js')).toBeGreaterThanOrEqual(relevance(scoped, 'src/duration.js'));
    expect(scoped.find((e) => e.path === 'examples/duration.js')!.score).toBeGreaterThanOrEqual(scoped.find((e) => e.path === 'src/duration.js')!.score);
    // Projects name that folder differently: a title's "sample" is about `examples/` too.
    const sampled = evaluate(index, dispatch(index, buildQuery('Fix the parseDuration sample: the ms suffix is ignored')), new Set());
    expect(relevance(sampled, 'examples/duration.js')).toBeGreaterThanOrEqual(relevance(sampled, 'src/duration.js'));
    // Only the folder named: scripts and the playground stay discounted.
    expect(relevance(scoped, 'scripts/duration.js')).toBeLessThan(relevance(scoped, 'src/duration.js'));
    expect(relevance(scoped, 'website/playground/duration.js')).toBeLessThan(relevance(scoped, 'src/duration.js'));
  });
  it("does not discount a script the title's scope names, nor a tool folder it names, but does below a folder it names", () => {
    const repo = makeRepo({
      'lib/duration.js': body,
      'scripts/tools/fix-duration.js': body,
      'pkg/tools/duration-format.js': body,
      'db/duration-store.js': body,
      'db/migrations/20230101120000_duration.js': body,
    });
    const rank = rankerOver(buildIndex(repo));
    const relevanceIn = (ev: ReturnType<typeof rank>, path: string): number => evaluationOf(ev, path).relevance;
    const plain = rank('parseDuration ignores the ms suffix');
    for (const aux of ['scripts/tools/fix-duration.js', 'pkg/tools/duration-format.js', 'db/migrations/20230101120000_duration.js']) {
      expect(relevanceIn(plain, aux)).toBeLessThan(relevanceIn(plain, 'lib/duration.js'));
    }
    // "fix-duration: …" is about the script of that name, "tools: …" about the tools folder.
    const script = rank('fix-duration: parseDuration ignores the ms suffix');
    expect(relevanceIn(script, 'scripts/tools/fix-duration.js')).toBeGreaterThanOrEqual(relevanceIn(script, 'lib/duration.js'));
    const tools = rank('tools: parseDuration ignores the ms suffix');
    expect(relevanceIn(tools, 'pkg/tools/duration-format.js')).toBeGreaterThanOrEqual(relevanceIn(tools, 'lib/duration.js'));
    // "fix(db): …" names the folder above the migrations, not them: they stay below the code in it.
    const db = rank('fix(db): parseDuration ignores the ms suffix');
    expect(relevanceIn(db, 'db/migrations/20230101120000_duration.js')).toBeLessThan(relevanceIn(db, 'db/duration-store.js'));
  });
  it('ranks a numbered migration script below the code using the schema, unless the title speaks of migrations', () => {
    const repo = makeRepo({
      'app/models/user.rb': 'class User < ApplicationRecord\n  validates :email, presence: true\n  def email_address\n    email.downcase\n  end\nend\n',
      'db/migrate/20230101120000_add_email_to_users.rb': 'class AddEmailToUsers < ActiveRecord::Migration[7.0]\n  def change\n    add_column :users, :email, :string\n  end\nend\n',
    });
    const rank = rankerOver(buildIndex(repo));
    expect(rank('User email is not saved: add email to users')[0]!.path).toBe('app/models/user.rb');
    expect(rank('Fix the migration: add email to users fails on MySQL')[0]!.path).toBe('db/migrate/20230101120000_add_email_to_users.rb');
  });
});

describe('a language the task names', () => {
  // Every translation's distance words alike: the language's name says which file, by its code.
  const body = "export const formatDistance = (token: string) => ({ halfAMinute: 'half a minute' })[token];\n";
  const root = makeRepo({ 'src/locale/de/formatDistance.ts': body, 'src/locale/fr/formatDistance.ts': body, 'src/locale/cs/formatDistance.ts': body, 'src/locale/index.ts': "export * from './de';\n" });
  const index = buildIndex(root);
  const ranked = rankerOver(index);

  it("raises that language's translation by its share, and says why", () => {
    const task = 'Fix German wording of formatDistance for half a minute';
    const named = ranked(task);
    const unnamed = ranked(task, { ...DEFAULT_WEIGHTS, localeShare: 0 });
    expect(named[0]!.path).toBe('src/locale/de/formatDistance.ts');
    expect(evaluationOf(named, 'src/locale/fr/formatDistance.ts').score).toBe(evaluationOf(unnamed, 'src/locale/fr/formatDistance.ts').score);
    expect(evaluationOf(named, 'src/locale/de/formatDistance.ts').reason).toContain('a translation into a language the task names');
    expect(evaluationOf(named, 'src/locale/fr/formatDistance.ts').reason).not.toContain('translation');
  });
});

describe('a platform the task names', () => {
  // fastfetch's layout: a module's shared detector, one file per platform, and the module's printer, all matching "codec" alike.
  const shared = '#include "codec.h"\n// Detect the codec; a codec that crashes is skipped, and the crash logged.\nconst char* ffDetectCodec(FFCodecResult* result) { return ffDetectCodecImpl(result); }\n';
  const platform = (os: string) => `#include "codec.h"\n// ${os}: query each codec; a codec may crash the driver\nconst char* ffDetectCodecImpl(FFCodecResult* result) { result->codec = ${os.length}; return NULL; }\n`;
  const root = makeRepo({
    'src/codec/codec.h': 'typedef struct FFCodecResult { int codec; } FFCodecResult;\nconst char* ffDetectCodecImpl(FFCodecResult* result);\n',
    'src/codec/codec.c': shared,
    'src/codec/codec_linux.c': platform('linux'),
    'src/codec/codec_windows.c': platform('windows'),
    'src/codec/codec_apple.c': platform('apple'),
    'src/modules/codec/codec.h': 'void ffPrintCodec(void);\n',
    'src/modules/codec/codec.c': '#include "codec.h"\nvoid ffPrintCodec(void) { /* print each codec */ }\n',
    // Every other module has its Linux file too: "linux" alone says little.
    ...Object.fromEntries(['battery', 'bios', 'cpu', 'disk', 'gpu', 'memory', 'sound', 'wifi'].map((m) => [`src/${m}/${m}_linux.c`, `void ffDetect${m}(void) {}\n`])),
  });
  const index = buildIndex(root);
  const ranked = rankerOver(index);

  it("raises the files written for it by its share, and says why", () => {
    const task = 'Codec (Linux): fixes a crash';
    const named = ranked(task);
    const unnamed = ranked(task, { ...DEFAULT_WEIGHTS, platformShare: 0 });
    // The shared file matches as well and collects more links: without the share it comes first.
    expect(unnamed[0]!.path).toBe('src/codec/codec.c');
    expect(named[0]!.path).toBe('src/codec/codec_linux.c');
    expect(evaluationOf(named, 'src/codec/codec_linux.c').score).toBeGreaterThan(evaluationOf(unnamed, 'src/codec/codec_linux.c').score);
    expect(evaluationOf(named, 'src/codec/codec_windows.c').score).toBe(evaluationOf(unnamed, 'src/codec/codec_windows.c').score);
    expect(evaluationOf(named, 'src/codec/codec_linux.c').reason).toContain('written for Linux, which the task names');
    expect(evaluationOf(named, 'src/codec/codec.c').reason).not.toContain('written for');
  });
});

describe("the title's scope", () => {
  // The same words in two crates of a workspace: the scope says which.
  const body = 'pub fn render_synopsis(usage: &str) -> String { usage.to_string() }\n';
  const root = makeRepo({ 'clap_mangen/src/render.rs': body, 'clap_builder/src/render.rs': body, 'src/synopsis/mod.rs': body });
  const index = buildIndex(root);
  const ranked = rankerOver(index);

  it('raises the files of the module it names (a folder, or a crate folder ending with it), and says why', () => {
    const title = 'fix(mangen): render the synopsis from the usage';
    const scoped = ranked(title);
    const unscoped = ranked(title, { ...DEFAULT_WEIGHTS, titleScope: 0 });
      expect(evaluationOf(scoped, 'clap_mangen/src/render.rs').score).toBeCloseTo(evaluationOf(unscoped, 'clap_mangen/src/render.rs').score * (1 + DEFAULT_WEIGHTS.titleScope), 2);
    expect(evaluationOf(scoped, 'clap_builder/src/render.rs').score).toBe(evaluationOf(unscoped, 'clap_builder/src/render.rs').score);
    expect(scoped[0]!.path).toBe('clap_mangen/src/render.rs');
    expect(evaluationOf(scoped, 'clap_mangen/src/render.rs').reason).toContain("in the module the title's scope names");
    expect(evaluationOf(scoped, 'clap_builder/src/render.rs').reason).not.toContain('scope');
    // A module folder named exactly: `synopsis:` is src/synopsis/, not the crates.
    const bare = ranked('synopsis: render it from the usage');
    expect(evaluationOf(bare, 'src/synopsis/mod.rs').reason).toContain("in the module the title's scope names");
    expect(evaluationOf(bare, 'clap_mangen/src/render.rs').reason).not.toContain('scope');
  });
});

describe('declaration files', () => {
  // The same words in the implementation and in its hand-written declarations.
  const root = makeRepo({
    'lib/merge-config.js': 'export function mergeConfig(a, b) { return { ...a, ...b }; }\n',
    'index.d.ts': 'export function mergeConfig(a: Config, b: Config): Config;\nexport interface Config { url?: string }\n',
  });
  const index = buildIndex(root);
  const scoreOf = (title: string, path: string): number => evaluate(index, dispatch(index, buildQuery(title)), new Set()).find((e) => e.path === path)!.score;

  it('weighs a declaration file more when the title is about the declared types, and only then', () => {
    const about = scoreOf('fix(types): mergeConfig returns the wrong Config', 'index.d.ts');
    const plain = scoreOf('fix: mergeConfig returns the wrong Config', 'index.d.ts');
    expect(about).toBeCloseTo(plain * (1 + DEFAULT_WEIGHTS.declarationShare), 2);
    const reasonOf = (title: string): string => evaluate(index, dispatch(index, buildQuery(title)), new Set()).find((e) => e.path === 'index.d.ts')!.reason;
    expect(reasonOf('fix(types): mergeConfig returns the wrong Config')).toContain('declares types, which the title is about');
    expect(reasonOf('fix: mergeConfig returns the wrong Config')).not.toContain('declares types');
    expect(scoreOf('fix(types): mergeConfig returns the wrong Config', 'lib/merge-config.js')).toBe(scoreOf('fix: mergeConfig returns the wrong Config', 'lib/merge-config.js'));
  });

  // A plugin and its declarations, which repeat its names and document them in the words.
  const plugin = makeRepo({
    'src/plugin/utc/index.js': '// The UTC offset of a parsed date, in minutes\nexport function utcOffset() { return this.$offset }\nexport default function utcPlugin(o, c) { c.prototype.utcOffset = utcOffset }\n',
    'types/plugin/utc.d.ts': '/** The offset from UTC in minutes of a parsed date; NaN when the offset is unknown. */\nexport function utcOffset(): number\n',
    'src/index.js': 'export function parse(date) { return new Date(date) }\n',
    'index.js': "export { parse } from './src/index.js'\n",
    'index.d.ts': '/** Parse a date and read its UTC offset in minutes. */\nexport function parse(date: string): Dayjs\nexport function utcOffset(): number\n',
  });
  const pluginIndex = buildIndex(plugin);
  const rank = (title: string) => evaluate(pluginIndex, dispatch(pluginIndex, buildQuery(title)), new Set());
  const place = (ranked: ReturnType<typeof rank>, path: string) => ranked.findIndex((e) => e.path === path);

  it('ranks a declaration file just behind the code of its module, unless the title speaks of types', () => {
    const behaviour = rank('utcOffset returns NaN for the UTC offset in minutes of a parsed date');
    expect(place(behaviour, 'types/plugin/utc.d.ts')).toBe(place(behaviour, 'src/plugin/utc/index.js') + 1);
    const code = behaviour.find((e) => e.path === 'src/plugin/utc/index.js')!;
    expect(behaviour.find((e) => e.path === 'types/plugin/utc.d.ts')!.relevance).toBeCloseTo(code.relevance - 0.001, 3);
    // The same words with "type" in the title: the declarations keep the place their words give them.
    const types = rank('utcOffset type: NaN for the UTC offset in minutes of a parsed date');
    expect(place(types, 'types/plugin/utc.d.ts')).toBeLessThan(place(types, 'src/plugin/utc/index.js'));
  });

  it('leaves a declaration file above code of its module name that scores under half as much', () => {
    // The root index.d.ts declares the whole package; the root index.js only re-exports it.
    const ranked = rank('utcOffset returns NaN for the UTC offset in minutes of a parsed date');
    const declaration = ranked.find((e) => e.path === 'index.d.ts')!;
    const entry = ranked.find((e) => e.path === 'index.js')!;
    expect(entry.relevance).toBeLessThan(declaration.relevance / 2);
    expect(place(ranked, 'index.d.ts')).toBeLessThan(place(ranked, 'index.js'));
  });

  // An Objective-C class: its header declares what its `.m` implements, and repeats the names in the words.
  const objc = makeRepo({
    'Masonry/MASConstraint.h': '/** Sets the constraint offset (the constant of the layout constraint), in points. */\n- (MASConstraint * (^)(CGFloat offset))offset;\n@interface MASConstraint : NSObject\n@end\n',
    'Masonry/MASConstraint.m': '#import "MASConstraint.h"\n@implementation MASConstraint\n- (MASConstraint * (^)(CGFloat))offset {\n    return ^id(CGFloat offset) { self.offset = offset; return self; };\n}\n@end\n',
    // A C header with its source: the header may hold the code (inline functions), so it keeps its place.
    'src/offset.h': '/* The constraint offset, in points. */\nstatic inline double constraint_offset(double offset) { return offset; }\n',
    'src/offset.c': '#include "offset.h"\nint unused(void) { return 0; }\n',
    // A C++ header whose templates an inline file beside it implements (glm's layout).
    'glm/ext/matrix_transform.hpp': '/// Builds a shear matrix from the given shear factors.\ntemplate<typename T> mat<4, 4, T> shear(mat<4, 4, T> const& m, T factor);\n#include "matrix_transform.inl"\n',
    'glm/ext/matrix_transform.inl': 'template<typename T> mat<4, 4, T> shear(mat<4, 4, T> const& m, T factor) {\n  return m * factor;\n}\n',
  });
  const objcIndex = buildIndex(objc);
  const rankObjc = (title: string) => evaluate(objcIndex, dispatch(objcIndex, buildQuery(title)), new Set());

  it("ranks an Objective-C or C++ header just behind its implementation, and a C header where its words put it", () => {
    const ranked = rankObjc('MASConstraint offset in points is ignored by the layout constraint');
    const at = (path: string) => ranked.findIndex((e) => e.path === path);
    expect(at('Masonry/MASConstraint.h')).toBe(at('Masonry/MASConstraint.m') + 1);
    const glm = rankObjc('the shear matrix built from the given shear factors is inverted');
    const glmAt = (path: string) => glm.findIndex((e) => e.path === path);
    expect(glmAt('glm/ext/matrix_transform.hpp')).toBe(glmAt('glm/ext/matrix_transform.inl') + 1);
    const c = rankObjc('constraint_offset returns the wrong offset in points');
    expect(c.findIndex((e) => e.path === 'src/offset.h')).toBeLessThan(c.findIndex((e) => e.path === 'src/offset.c'));
  });
});

describe('error types', () => {
  // The exception is named for the failure; the fix is in the code that throws it.
  const exception = 'namespace Runner;\npublic class ProcessStartException : System.Exception {\n  public ProcessStartException(string message) : base(message) {}\n}\n';
  const runner = 'namespace Runner;\npublic static class ProcessRunner {\n  public static void Run(string path) {\n    var process = System.Diagnostics.Process.Start(path);\n    if (process == null) throw new ProcessStartException("the process could not start");\n  }\n}\n';
  const root = makeRepo({ 'src/Exceptions/ProcessStartException.cs': exception, 'src/ProcessRunner.cs': runner });
  const index = buildIndex(root);
  const first = (task: string, w = DEFAULT_WEIGHTS): string => evaluate(index, dispatch(index, buildQuery(task)), new Set(), w)[0]!.path;

  it('ranks a file named for an exception or error type below the code that raises it', () => {
    const task = "Fix exception thrown when the process runner can't start";
    expect(first(task, { ...DEFAULT_WEIGHTS, errorTypePrior: 1 })).toBe('src/Exceptions/ProcessStartException.cs');
    expect(first(task)).toBe('src/ProcessRunner.cs');
    for (const p of ['src/Exception/OAuthServerException.php', 'Sources/FluentKit/FluentError.swift', 'src/CommandLine/Error.cs', 'Sources/SQLite/Core/Errors.swift', 'core/common/src/Exceptions.kt'])
      expect(isErrorTypePath(p), p).toBe(true);
    // Lower-case modules hold conversions and handling, not one type: `error.rs`, `exceptions.py`.
    for (const p of ['src/error.rs', 'lib/rubygems/exceptions.rb', 'src/ErrorBoundary.tsx', 'docs/errors.md', 'src/error_handler.go']) expect(isErrorTypePath(p), p).toBe(false);
  });
  it('does not discount an error type the task names', () => {
    const relevance = (task: string, w = DEFAULT_WEIGHTS): number => evaluate(index, dispatch(index, buildQuery(task)), new Set(), w).find((e) => e.path === 'src/Exceptions/ProcessStartException.cs')!.relevance;
    const named = 'ProcessStartException loses the message it was given';
    expect(relevance(named)).toBe(relevance(named, { ...DEFAULT_WEIGHTS, errorTypePrior: 1 }));
    const unnamed = "Fix exception thrown when the process runner can't start";
    expect(relevance(unnamed)).toBeLessThan(relevance(unnamed, { ...DEFAULT_WEIGHTS, errorTypePrior: 1 }));
  });
});

describe('headers', () => {
  // A header repeats the names its source implements, in a comment as well; the fix is more often in the source.
  const stun = {
    'src/stun_attribute.h': '/* Parses one STUN attribute of a payload. */\nint stun_parse_attribute(const unsigned char *payload, int len);\n',
    'src/stun.c': '#include "stun_attribute.h"\n/* Parses one attribute. */\nint stun_parse_attribute(const unsigned char *payload, int len) {\n  if (len < 4) return -1;\n  return payload[0];\n}\n',
  };
  const root = makeRepo(stun);
  const rank = rankerOver(buildIndex(root));
  const noPrior = { ...DEFAULT_WEIGHTS, headerPrior: 1 };

  it('ranks a header below a source file that matches nearly as well', () => {
    const task = 'Fix STUN attribute parsing of a short payload';
    expect(rank(task, noPrior)[0]!.path).toBe('src/stun_attribute.h');
    expect(rank(task)[0]!.path).toBe('src/stun.c');
    expect(evaluationOf(rank(task), 'src/stun_attribute.h').relevance).toBeCloseTo(DEFAULT_WEIGHTS.headerPrior, 3);
  });
  it('does not discount the headers of a header-only library, whose code is in them', () => {
    // Fewer source files than half the headers: the headers are the code (nlohmann/json's, CLI11's layout).
    const library = makeRepo({
      ...stun,
      'include/stun/message.hpp': 'struct stun_message { int type; };\n',
      'include/stun/transport.hpp': 'struct stun_transport { int socket; };\n',
    });
    const rankLibrary = rankerOver(buildIndex(library));
    const task = 'Fix STUN attribute parsing of a short payload';
    expect(rankLibrary(task)[0]!.path).toBe('src/stun_attribute.h');
    expect(evaluationOf(rankLibrary(task), 'src/stun_attribute.h').relevance).toBe(1);
  });
  it('does not discount a header the task names', () => {
    const task = 'stun_attribute.h: the STUN attribute parser takes a short payload';
    expect(evaluationOf(rank(task), 'src/stun_attribute.h').relevance).toBe(evaluationOf(rank(task, noPrior), 'src/stun_attribute.h').relevance);
    expect(rank(task)[0]!.path).toBe('src/stun_attribute.h');
  });
});

describe('Ruby loaders', () => {
  // `lib/<gem>.rb` requires and configures its folder's files, so it names what they implement; the fix is more often in those.
  const loader = "require 'crawler/page'\nrequire 'crawler/agent'\n\n# Crawler fetches pages, retries on errors and follows their links.\nmodule Crawler\n  # On charset errors a page is retried with the next charset.\n  CHARSETS = %w[utf-8 latin1].freeze\nend\n";
  const page = "module Crawler\n  # A fetched page.\n  class Page\n    def bad_charset?(error)\n      error.message.include?('charset')\n    end\n  end\nend\n";
  const agent = 'module Crawler\n  class Agent\n    def fetch(uri)\n      uri\n    end\n  end\nend\n';
  const rank = rankerOver(buildIndex(makeRepo({ 'lib/crawler.rb': loader, 'lib/crawler/page.rb': page, 'lib/crawler/agent.rb': agent })));
  const noPrior = { ...DEFAULT_WEIGHTS, loaderPrior: 1 };
  const task = 'Retry on charset errors';

  it("ranks a gem's loader below a file of its folder that matches nearly as well", () => {
    expect(rank(task, noPrior)[0]!.path).toBe('lib/crawler.rb');
    expect(rank(task)[0]!.path).toBe('lib/crawler/page.rb');
    expect(evaluationOf(rank(task), 'lib/crawler.rb').relevance).toBeCloseTo(evaluationOf(rank(task, noPrior), 'lib/crawler.rb').relevance * DEFAULT_WEIGHTS.loaderPrior, 2);
  });
  it('does not discount a loader the task names, nor a file under lib/ with no folder of its name', () => {
    const named = 'crawler.rb: retry on charset errors';
    expect(rank(named)[0]!.path).toBe('lib/crawler.rb');
    expect(evaluationOf(rank(named), 'lib/crawler.rb').relevance).toBe(evaluationOf(rank(named, noPrior), 'lib/crawler.rb').relevance);
    const flat = rankerOver(buildIndex(makeRepo({ 'lib/crawler.rb': loader, 'lib/page.rb': page, 'lib/agent.rb': agent })));
    expect(evaluationOf(flat(task), 'lib/crawler.rb').relevance).toBe(evaluationOf(flat(task, noPrior), 'lib/crawler.rb').relevance);
  });
});
