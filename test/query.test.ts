import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, cleanTaskText, compoundsOf, extractPaths, extractPhrases, lowerCaseNamesOf, MAX_LINE_CHARS, MAX_TASK_CHARS, MAX_WORD_CHARS, splitMarkdown, withoutChecklists, withoutContractionTails, withoutGeneratedIds, withoutGitLines, withoutSetupCommands, withoutVersionReports } from '../src/core/query.js';

/** A task's keywords as the cycle log shows them: each word once (its stem and its whole form are one word), sorted. */
function words(task: string): string[] {
  return [...new Set(buildQuery(task).keywords.map((k) => k.word ?? k.term))].sort();
}

describe('buildQuery', () => {
  it('reads Python stack frames as paths and functions', () => {
    const q = buildQuery('Crash\n```\nTraceback (most recent call last):\n  File "/env/lib/python3.7/site-packages/marshmallow/schema.py", line 628, in validate\n    x\nTypeError: \'NoneType\' object is not subscriptable\n```');
    expect(q.mentionedPaths).toContain('marshmallow/schema.py');
    expect(q.identifiers).toContain('validate');
    expect(q.phrases).toContain("'NoneType' object is not subscriptable");
  });
  it("keeps the stop words that name code's things when a task has few other words", () => {
    expect(words('Fix step being None')).toEqual(['none', 'step']);
    expect(words('Fix wrong import xxhash')).toEqual(['import', 'wrong', 'xxhash']);
    // Grammar and the words of fixing stay out even then.
    expect(words('Fixed a bug in the thing')).toEqual([]);
    // A one-line title has no template: its "version" is a subject, not a section heading; a report's filler stays out.
    expect(words('fix: strict version comparison')).toEqual(expect.arrayContaining(['comparison', 'strict', 'version']));
    expect(words('Fix retry not working')).toEqual(['retry']);
    // Over a body, its length is in search terms, a compound's forms among them: four words and `hostsstarting`, `hosts_starting` are six.
    expect(words('Fix line breaking for hosts starting with a digit\n\nSee the parser.')).not.toContain('line');
    expect(words('Fix line breaking for hosts\n\nSee the parser.')).toContain('line');
    expect(words('Parser crashes on empty input\n\n### Expected behavior\nIt parses.\n\n### Version\n1.2')).not.toContain('version');
    // A task of one line keeps them however many words it has: all it says is that line.
    expect(words('Fix line breaking for hosts starting with a digit')).toContain('line');
    expect(words('fixed file field settings variable name')).toEqual(expect.arrayContaining(['field', 'file', 'settings']));
    // A task with words enough over more than a line leaves them out as before.
    const long = words('Fix step parsing of cron entries\n\nThe scheduler reloads its timezone table and None is passed.');
    expect(long).toEqual(expect.arrayContaining(['cron', 'entries', 'parsing', 'scheduler', 'timezone']));
    expect(long).not.toContain('step');
    expect(long).not.toContain('none');
  });
  it("reads a contraction as one English word: neither its head nor its tail is a keyword", () => {
    // Split at the apostrophe, "isn't" gave `isn` and `sizing_isn`; "we're" and "you'll" gave `re` and `ll`.
    expect(words("Sizing isn't right when we're offline and you'll see the lexer won't stop")).toEqual(['lexer', 'offline', 'right', 'sizing', 'stop']);
    expect(words('Layout doesn’t wrap')).toEqual(['layout', 'wrap']);
    // A word of its own is kept: Python's `re` module.
    expect(words("don't use the re module's compile")).toEqual(expect.arrayContaining(['compile', 'module', 're']));
  });
  it('orders stack frames innermost first: last in a Python traceback, first in JS and Java', () => {
    const py = extractPaths('Traceback (most recent call last):\n  File "app/cli.py", line 3, in main\n  File "app/core/parse.py", line 9, in parse\nValueError: bad\nsee docs/notes.py');
    expect(py.frames).toEqual(['app/core/parse.py', 'app/cli.py']);
    // Every path, frames included, is still a mention, in the order written.
    expect(py.paths).toEqual(['app/cli.py', 'app/core/parse.py', 'docs/notes.py']);
    expect(extractPaths('Error\n    at parse (src/parse.ts:4:1)\n    at main (src/cli.ts:9:2)').frames).toEqual(['src/parse.ts', 'src/cli.ts']);
  });
  it('reads JS and Java frames', () => {
    const { paths, frameFunctions } = extractPaths('at refreshSession (src/auth/session.ts:12:5)\n at com.acme.auth.TokenStore.load(TokenStore.java:88)');
    expect(paths).toEqual(expect.arrayContaining(['src/auth/session.ts', 'com/acme/auth/TokenStore.java']));
    expect(frameFunctions).toEqual(expect.arrayContaining(['refreshSession', 'load']));
  });
  it("reads a goroutine's frames innermost first, and where Rust panicked", () => {
    const go = extractPaths(
      'panic: runtime error: invalid memory address or nil pointer dereference\n\ngoroutine 5 [running]:\ngithub.com/acme/rpc.(*balancerWrapper).handleAddrs(0x0, 0xc448770280)\n        /go/src/github.com/acme/rpc/balancer.go:182 +0x26\ngithub.com/acme/rpc.(*ClientConn).applyConfig(0xc43dc7ac00)\n\t/go/src/github.com/acme/rpc/clientconn.go:1046 +0x299\nmain.main()\n\t/home/me/app/main.go:12\n',
    );
    expect(go.frames).toEqual(['go/src/github.com/acme/rpc/balancer.go', 'go/src/github.com/acme/rpc/clientconn.go', 'home/me/app/main.go']);
    expect(go.frameFunctions).toEqual(['handleAddrs', 'applyConfig', 'main']);
    expect(extractPaths("thread 'main' panicked at src/buf/buf_impl.rs:9:5:\nassertion failed").frames).toEqual(['src/buf/buf_impl.rs']);
    expect(extractPaths("thread 'main' panicked at 'index out of bounds', src/bytes.rs:231:9\nnote: run with `RUST_BACKTRACE=1`").frames).toEqual(['src/bytes.rs']);
  });
  it("reads compilers' error lines as frames: GCC and Clang, MSVC, rustc; notes and warnings are not frames", () => {
    const gcc = extractPaths(
      "[build] C:/Cache/fmt/include/fmt/core.h:2740:40:   in 'constexpr' expansion of 'f()'\n[build] C:/Cache/fmt/include/fmt/chrono.h:894:52: error: 'unsupported()' called\nsrc/a.cpp:3:1: note: declared here\nsrc/b.cpp:9: warning: unused",
    );
    expect(gcc.frames).toEqual(['Cache/fmt/include/fmt/chrono.h']);
    expect(gcc.paths).toEqual(expect.arrayContaining(['Cache/fmt/include/fmt/core.h', 'src/a.cpp']));
    expect(extractPaths('D:\\lib\\include\\nlohmann\\json.hpp(4021,21): error C2440: cannot convert').frames).toEqual(['lib/include/nlohmann/json.hpp']);
    expect(extractPaths('error[E0277]: `T` cannot be sent\n  --> tokio/src/sync/mutex.rs:12:5\nwarning: unused\n  --> src/main.rs:1:1').frames).toEqual(['tokio/src/sync/mutex.rs']);
  });
  it("takes a path written inside a package's frame (Elixir's, Dart's) for that frame, not for a path named besides", () => {
    const ex = extractPaths('    (ecto 3.9.0) lib/ecto/repo/queryable.ex:164: Ecto.Repo.Queryable.one/3');
    expect(ex.paths).toEqual(['deps/ecto/lib/ecto/repo/queryable.ex']);
    const dart = extractPaths("'package:riverpod/src/framework/scheduler.dart': Failed assertion: line 29\n#1      _rootRunUnary (dart:async/zone.dart:1406:47)");
    expect(dart.paths).toEqual(['package:riverpod/src/framework/scheduler.dart', 'async/zone.dart']);
    // A .NET type's file name is where a frame without its file likely is, not a path the task wrote.
    expect(extractPaths('   at Polly.Retry.RetryEngine`1.Implementation[TResult](Func`3 action)')).toEqual({ paths: [], frames: ['RetryEngine.cs'], frameFunctions: ['Implementation'] });
  });
  it("keeps the task's own word for a term that is not that word", () => {
    const q = buildQuery('Fix mapping keys for `boolDiscriminator`');
    const word = (term: string) => q.keywords.find((k) => k.term === term)?.word;
    expect(word('kei')).toBe('keys');
    expect(word('map')).toBe('mapping');
    expect(word('booldiscriminator')).toBe('boolDiscriminator');
    expect(q.keywords.find((k) => k.term === 'bool')).not.toHaveProperty('word');
    // A compound of prose words, as the task joined them.
    const compound = buildQuery('Files over the budget-tokens limit and the lazy guard').keywords;
    expect(compound.find((k) => k.term === 'budgettokens')?.word).toBe('budget-tokens');
    expect(compound.find((k) => k.term === 'lazy_guard')?.word).toBe('lazy guard');
  });
  it('splits identifiers into sub-words and keeps them whole', () => {
    const q = buildQuery('`refreshToken` fails in `session_manager`');
    const terms = q.keywords.map((k) => k.term);
    expect(terms).toEqual(expect.arrayContaining(['refresh', 'token', 'refreshtoken', 'session', 'manag', 'session_manager']));
  });
  it('searches a lower-case word whole as well, as a compound name written in one word', () => {
    expect(lowerCaseNamesOf('Fix race condition in bsonmapper, see utils.helpers')).toEqual(['condition', 'bsonmapper']);
    // Short words, words that are their own stem, and parts of dotted, hyphenated or capitalized names are searched already.
    expect(lowerCaseNamesOf('parser reads the config of keep-alive and Gateway')).toEqual([]);
    const terms = buildQuery('Fix race condition in bsonmapper').keywords.map((k) => k.term);
    expect(terms).toEqual(expect.arrayContaining(['bsonmapp', 'bsonmapper']));
  });
  it('joins adjacent prose words the way code names join them', () => {
    expect([...compoundsOf('exclude range from lazy guard logic').keys()]).toEqual(['excluderange', 'exclude_range', 'lazyguard', 'lazy_guard', 'guardlogic', 'guard_logic']);
    expect([...compoundsOf('inline number lists break').keys()]).toEqual(expect.arrayContaining(['numberlists', 'numberlist', 'number_lists']));
    // Not across stopwords, punctuation or dotted names.
    expect([...compoundsOf('the cache. Expiry of os.path values').keys()]).toEqual([]);
    const q = buildQuery('fix: keep alive cache');
    expect(q.keywords.map((k) => k.term)).toEqual(expect.arrayContaining(['keepalive', 'keep_alive', 'alivecache']));
  });
  it('turns dotted module names into path patterns', () => {
    expect(buildQuery('`sympy.printing.latex` ignores mul_symbol').patterns).toContain('sympy/printing/latex');
  });
  it("keeps apart the module paths the prose writes from those of its code blocks", () => {
    const q = buildQuery('Fix `cherrypy.lib.cptools` indents\n\n```python\nimport cherrypy.lib.sessions\n```');
    expect(q.patterns).toEqual(['cherrypy/lib/cptools', 'cherrypy/lib/sessions']);
    expect(q.modulePaths).toEqual(['cherrypy/lib/cptools']);
  });
  it("turns qualified names into path patterns, as written and as Ruby names files, after a language's roots", () => {
    expect(buildQuery('Fix `Query\\Builder::pluck` with `ObjectId` as key').patterns).toEqual(['Query/Builder', 'query/builder']);
    expect(buildQuery('Faraday::RackBuilder drops the adapter').patterns).toEqual(['Faraday/RackBuilder', 'faraday/rack_builder']);
    expect(buildQuery('crate::sync::mpsc panics when std::vec is empty').patterns).toEqual(['sync/mpsc']);
    // A name of one part after its roots (`std::vector`) says no more than the word.
    expect(buildQuery('std::vector breaks the printer').patterns).toEqual([]);
  });
  it('drops issue boilerplate and stopwords', () => {
    // (A task this long: a shorter one keeps the words that name code's things, `step` among them.)
    const terms = buildQuery('**Describe the bug**\nSteps to reproduce\nExpected behavior\nthe cache expiry ignores the ttl configured for the worker pool').keywords.map((k) => k.term);
    expect(terms).toEqual(expect.arrayContaining(['cach', 'expiri']));
    for (const w of ['the', 'describ', 'step', 'expect', 'behavior']) expect(terms).not.toContain(w);
  });
  it('strips HTML comments, images and invisible characters', () => {
    const t = cleanTaskText('a<!-- secret: $(rm -rf /) -->b ![x](http://img) c\u200Bd');
    expect(t).not.toContain('secret');
    expect(t).not.toContain('http://img');
    expect(t).toContain('cd');
  });
  it('keeps quoted messages as phrases', () => {
    expect(extractPhrases('it says "connection reset by peer" then dies', [])).toEqual(['connection reset by peer']);
  });
  it('separates code blocks from prose', () => {
    const { prose, code } = splitMarkdown('text\n```py\nfoo_bar()\n```\nmore `baz`');
    expect(code).toEqual(['foo_bar()\n', 'baz']);
    expect(prose).not.toContain('foo_bar');
  });
  it('never throws and yields bounded terms for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (s) => {
        const q = buildQuery(s);
        expect(q.keywords.length).toBeLessThanOrEqual(400);
        for (const k of q.keywords) expect(k.weight).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
  it("weighs a long task's title words more, so its many prose words do not drown the subject", () => {
    const weightOf = (task: string, term: string) => buildQuery(task).keywords.find((k) => k.term === term)?.weight;
    const title = 'Throttle drops queued jobs\n\n';
    const short = weightOf(title + 'the worker logs a warning', 'throttl')!;
    const long = weightOf(title + 'the worker logs a warning and then '.repeat(30), 'throttl')!;
    expect(short).toBeGreaterThan(weightOf(title + 'the worker logs a warning', 'worker')!);
    expect(long).toBeGreaterThan(short);
  });
  it("marks the identifiers the title names, the task's subject", () => {
    const q = buildQuery('xr.polyval drops attrs in no-var mode\n\n```python\nda = xr.DataArray([1], attrs={"units": "m"})\nxr.polyval(da, da).attrs\n```\nThe `keep_attrs` option does not help.');
    expect(q.identifiers).toEqual(expect.arrayContaining(['DataArray', 'keep_attrs', 'polyval', 'attrs', 'no-var']));
    expect(q.titleIdentifiers.sort()).toEqual(['attrs', 'no-var', 'polyval']);
    expect(buildQuery('plain words only\n\n`parseConfig` fails').titleIdentifiers).toEqual([]);
  });
  it("reads a class's member as Ruby, Javadoc and JSDoc write it: the class and the member are identifiers", () => {
    expect(buildQuery('Fix Rule#inspect for conditions').titleIdentifiers).toEqual(['Rule', 'inspect']);
    expect(buildQuery('Detect errors\n\nnot detected by Mechanize::Page#encoding_error? since 2.12').identifiers).toEqual(
      expect.arrayContaining(['Mechanize', 'Page', 'encoding_error']),
    );
    // An issue reference, a link's anchor and C# are not members (`README` is read as a dotted name).
    expect(buildQuery('Fixes Bug#123, see README.md#usage and the C#compiler').identifiers).toEqual(['README']);
  });
  it('gives the auxiliary folders the title names, singular, and none the body names', () => {
    expect(buildQuery('fix(examples): use dash separator').auxiliaryScopes).toEqual(['example', 'sample', 'demo']);
    expect(buildQuery('Update the benchmarks and the demo').auxiliaryScopes).toEqual(['benchmark', 'demo', 'example', 'sample']);
    expect(buildQuery('Fix string quoting in json sample').auxiliaryScopes).toEqual(['sample', 'example', 'demo']);
    expect(buildQuery('Speed up the playground').auxiliaryScopes).toEqual(['playground']);
    expect(buildQuery('Fix the recalc migration on MySQL').auxiliaryScopes).toEqual(['migration', 'migrate']);
    expect(buildQuery("Decorated __init__ doesn't show up in docs; my script fails").auxiliaryScopes).toEqual([]);
    expect(buildQuery('Getting http://.example.com raises UnicodeError').auxiliaryScopes).toEqual([]);
    expect(buildQuery('Parser drops comments\n\nSee the examples folder and docs.').auxiliaryScopes).toEqual([]);
  });
  it("reads the module a title's prefix names: a conventional-commit scope, Go's and Rust's `pkg: …`, or a `[component]`", () => {
    const scope = (title: string) => buildQuery(`${title}\n\nbody words here`).titleScope;
    expect(scope('fix(clap_complete_nushell): set the argument type')).toBe('clapcompletenushell');
    expect(scope('fix(core/Router)!: keep the trailing slash')).toBe('router');
    expect(scope('globset: fix `matches_all` false positive')).toBe('globset');
    expect(scope('autodoc: `:meta public:` does not affect variables')).toBe('autodoc');
    // A leading `[component]`: Symfony's, fastlane's, a Flutter plugin's package.
    expect(scope('[Console] Fix the table style')).toBe('console');
    expect(scope('[flutter_local_notifications_windows] Fix `init` on Windows MSIX')).toBe('flutterlocalnotificationswindows');
    expect(scope('[ie/tiktok] Fix extraction')).toBe('tiktok');
    // A change kind, an issue label, a version, a ticket, a capitalized word or no prefix at all is no module.
    for (const title of ['fix: handle empty input', 'feat(deps): bump x', 'Bug: the parser hangs', 'Fix: a crash', 'Parser drops comments', 'http://example.com: fails', 'a: too short', '[Bug] the parser hangs', '[BUG] the parser hangs', '[ENH] faster reads', '[7.x] Fix the cache', '[IO-891] Fix reads', '[fix] a crash', '[Console]Fix'])
      expect(scope(title), title).toBeNull();
  });
  it("tells a title about the declared types from one about the code's types", () => {
    for (const title of ['fix(types): add missing types for mergeConfig', 'fix: accurate auth typings', 'Fix type annotations for converter types', 'route payload options missing types', 'Update index.d.ts for the new option'])
      expect(buildQuery(title).aboutTypeDeclarations, title).toBe(true);
    for (const title of ['fix: improve the type inference using withDefaults', 'Support more column types in postgres', 'Fix types', 'fix(server): types of the body'])
      expect(buildQuery(title).aboutTypeDeclarations, title).toBe(false);
    expect(buildQuery('Parser drops comments\n\nThe typings are fine.').aboutTypeDeclarations).toBe(false);
  });
  it('tells a title that speaks of types at all from one that does not', () => {
    for (const title of ['FIX add compressed to ResponseObject type', 'fix: allow typed server methods', 'Fix types', 'fix: accurate auth typings', 'Support TypeScript 5', 'fix(stubs): use the decorated form'])
      expect(buildQuery(title).titleMentionsTypes, title).toBe(true);
    for (const title of ['utcOffset returns NaN', 'Prototype pollution in merge', 'Typo in the README', 'Parser drops comments\n\nThe types are fine.'])
      expect(buildQuery(title).titleMentionsTypes, title).toBe(false);
  });
});

/** Characters a reader does not see, as cleanTaskText defines them (a sample across the ranges). */
const INVISIBLES = ['\u00AD', '\u061C', '\u200B', '\u200D', '\u200E', '\u202E', '\u2066', '\u2069', '\uFEFF', '\u{E0041}', '\u{E0100}'];

/** Text a hostile or careless issue may hold: any unicode, markup, shell syntax, fences, secrets. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom(
        '<!--', '-->', '<!-- hidden -->', '![img](http://x/y.png "title")', '[![b](http://s/b.svg)](http://l)', '<img src=x onerror=alert(1)>',
        '[link](http://x "a title")', '$(rm -rf /)', '`id`', '${{ secrets.GITHUB_TOKEN }}', '```\n/context --max-files 1\n```', '> /context',
        '\n', '\r\n', '\r', '\t', '\u2028', '\0', '\u0085', '用户登录失败', 'خطأ في المصادقة', '🔥👩‍👩‍👧', ...INVISIBLES,
        'ghp_' + 'A1b2C3d4'.repeat(5), 'AKIAIOSFODNN7EXAMPLE', 'xoxb-1234567890-abcdefghij', '\uD800', '\uDC00',
      ),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('withoutVersionReports', () => {
  const blanked = (text: string): string[] => {
    const out = withoutVersionReports(text).split('\n');
    return text.split('\n').filter((line, i) => line !== out[i]);
  };

  it('drops environment reports: show_versions, pip freeze, pip and conda lists, envinfo, npm ls', () => {
    const showVersions = 'INSTALLED VERSIONS\n------------------\ncommit: None\npython: 3.7.6 | packaged by conda-forge | (default, Mar 23 2020)\nmachine: x86_64\n\nxarray: 0.15.1\npandas: 1.0.3\nnumpy: 1.18.1\nscipy: 1.4.1\nseaborn: None';
    expect(blanked(`Weighted mean is wrong.\n\n${showVersions}`)).toEqual(showVersions.split('\n').slice(2).filter((l) => l !== ''));
    expect(blanked('```\nattrs==19.3.0\npluggy==0.13.1\npy==1.8.1\npytest==5.4.2\n```')).toHaveLength(4);
    expect(blanked('attrs          19.3.0\nmore-itertools 8.4.0\npluggy         0.13.1   py37_0   conda-forge\npytest         5.4.3')).toHaveLength(4);
    expect(blanked('  Binaries:\n    Node: 14.17.0 - /usr/local/bin/node\n    Yarn: 1.22.10 - /usr/local/bin/yarn\n    npm: 6.14.13 - /usr/local/bin/npm\n  Browsers:\n    Chrome: 91.0.4472.114')).toHaveLength(5);
    expect(blanked('my-app@1.0.0 /src/app\n├── react@17.0.2\n├─┬ react-dom@17.0.2\n│ └── scheduler@0.20.2\n└── @babel/core@7.14.6')).toHaveLength(4);
  });

  it('keeps what only looks like one: settings, tables of values, console sessions, a version or two in prose', () => {
    const kept = [
      'timeout: 30\nretries: 3\nport: 8080\nmaxSockets: 50\nkeepAlive: true',
      'ID0001     70.99200   38.51040\nID0001     13.05120   28.19240\nID0001     3.83610    10.98370\nID0001     1.99101    6.78822',
      'root@127.0.0.1 [19]> create table t(c int);\nroot@127.0.0.1 [20]> insert into t values (1);\nroot@127.0.0.1 [21]> delete from t;\nroot@127.0.0.1 [22]> drop table t;',
      'Sphinx version: 4.1.2\nPython version: 3.9.6\n\nThe needs_extensions check compares 0.6 and 0.10 as strings.',
    ];
    for (const text of kept) expect(withoutVersionReports(text)).toBe(text);
  });

  it('keeps the packages of a report out of the query, and the words of the task in', () => {
    const q = buildQuery('Boolean weights break weighted mean\n\n`dta.weighted(wgt).mean()`\n\nINSTALLED VERSIONS\nxarray: 0.15.1\npandas: 1.0.3\nnetCDF4: 1.5.3\nscipy: 1.4.1\ncftime: None\n');
    const terms = q.keywords.map((k) => k.term);
    expect(terms).toEqual(expect.arrayContaining(['weight', 'mean', 'boolean']));
    for (const t of ['panda', 'netcdf4', 'scipi', 'cftime']) expect(terms).not.toContain(t);
  });
});

describe('withoutSetupCommands', () => {
  it('drops the shell commands that set up a reproduction, and keeps those that run something', () => {
    const setup = ['$ git clone https://github.com/someone/sphinx-issue-9585', '$ cd sphinx-issue-9585/docs', '$ pip install -e .', '  $ sudo apt-get install graphviz', '$ . venv/bin/activate', '$ python -m venv env', '$ npm install', '$ make html', '$ # open _build/html/index.html', '% conda create -n demo'];
    const run = ['$ ./manage.py collectstatic --noinput', '$ pytest --pdb test_repro.py', '$ python -c "import astropy; print(astropy.__version__)"', '% cat books.json | ./manage.py loaddata --format json -', '$ npx eslint --fix --rule no-var src', '$ makemigrations', 'git clone is how I got it'];
    const text = [...setup, ...run].join('\n');
    expect(withoutSetupCommands(text).split('\n').filter((l) => l !== '')).toEqual(run);
  });
});

describe('withoutChecklists', () => {
  it("drops a template's task-list items with their wrapped lines, and keeps other lists and prose", () => {
    const checklist = [
      '- [x] I have updated the `CHANGELOG.md` of the relevant packages.',
      '      Changelog files must be edited under the form:',
      '- [ ] Feature',
      '* [X] The bug also occurs with the latest version from the `develop` branch',
      '  + [ ] nested item',
    ];
    const kept = ['  - a nested bullet under an item', 'The parser drops comments.', '1. run `parse("a")`', '- a plain bullet', '- [link](http://x) to the docs'];
    const text = [checklist[0], checklist[1], checklist[2], kept[0], kept[1], checklist[3], kept[2], checklist[4], kept[3], kept[4]].join('\n');
    expect(withoutChecklists(text).split('\n').filter((l) => l !== '')).toEqual(kept);
    expect(buildQuery(`Parser drops comments\n\n${checklist.join('\n')}`).keywords.map((k) => k.term)).not.toContain('changelog');
  });
});

describe('withoutGitLines', () => {
  it("drops git's cherry-pick line and attribution trailers, and keeps the title and the author's prose", () => {
    const git = ['(cherry picked from commit 1d32f53bdd3c146aead0450d5197ba1f67ce45dd)', 'Signed-off-by: Jane Roe <jane@example.org>', 'Co-authored-by: Bob Smith <bob@example.org>'];
    const kept = ['Fix chapters list not accessible', 'The list was picked from the wrong adapter.', 'Reviewers: see the picker by the list'];
    const text = [kept[0], '', kept[1], git[0], kept[2], git[1], git[2]].join('\n');
    expect(withoutGitLines(text).split('\n').filter((l) => l !== '')).toEqual(kept);
    expect(withoutGitLines('Signed-off-by: the title stays')).toBe('Signed-off-by: the title stays');
    const terms = buildQuery(`Fix crashes\n\n${git.join('\n')}`).keywords.map((k) => k.term);
    expect(terms).not.toContain('pick');
    expect(terms).not.toContain('cherri');
    expect(terms).not.toContain('jane');
    expect(terms).toContain('crash');
  });

  it('drops a last paragraph made only of trailers, and keeps a trailer-like line among prose, a sentence after a key, an issue key and the title', () => {
    const trailers = ['PiperOrigin-RevId: 512345678', 'git-svn-id:  e93f8b46-1217-0410-a6f0-8f06a7374b81', 'Claude-Session:'];
    const body = 'Fix the session cookie\n\nThe cookie lost its path.';
    expect(withoutGitLines(`${body}\n\n${trailers.join('\n')}\n`).trimEnd()).toBe(body);
    // Behind an attribution line, which goes first.
    expect(withoutGitLines(`${body}\nSigned-off-by: Jane Roe <jane@example.org>\nChange-Id: Iab12\n`).trimEnd()).toBe(body);
    const prose = `${body}\n\nRoot-Cause: the path was dropped\nwhen the cookie was renewed.`;
    expect(withoutGitLines(prose)).toBe(prose);
    const issueKey = `${body}\n\nJENKINS-63056: renew the cookie with its path`;
    expect(withoutGitLines(issueKey)).toBe(issueKey);
    const sentence = `${body}\n\nChangelog-Fixed: Fix the cookie losing its path on renewal`;
    expect(withoutGitLines(sentence)).toBe(sentence);
    expect(withoutGitLines('Pull-Request: the title stays')).toBe('Pull-Request: the title stays');
    const terms = buildQuery(`Fix the cookie path\n\n${trailers.join('\n')}`).keywords.map((k) => k.term);
    expect(terms).not.toContain('session');
    expect(terms).not.toContain('svn');
    expect(terms).toContain('cooki');
  });
});

describe('withoutContractionTails', () => {
  it("drops what follows a word's apostrophe in English contractions and possessives, nothing else", () => {
    expect(withoutContractionTails("we're sure it's the parser's fault, isn't it? I'd say so; I've seen it, I'M SURE")).toBe('we sure it the parser fault, isn it? I say so; I seen it, I SURE');
    expect(withoutContractionTails("the 're' flag, l'objet, rock'n'roll, it's_ok")).toBe("the 're' flag, l'objet, rock'n'roll, it's_ok");
  });
});

describe('withoutGeneratedIds', () => {
  it('drops commits, checksums and addresses, and keeps names and codes that look like hex', () => {
    const ids = ['fa4818ced582b8d656706b45108fe3b836eb9863', 'abc1234', '9d65a5c1', '0x7f8b8c0d0e10', '0X7FFE1234', '550e8400'];
    const names = ['ed25519', 'E0425', 'CA1063', 'deadbeef', '0xffffffff', '1234567', 'sha256', 'clusterfuzz_26b1464c0c18fac', 'v1.2.3'];
    expect(withoutGeneratedIds([...ids, ...names].join(' ')).split(/\s+/).filter((w) => w !== '')).toEqual(names);
    const terms = buildQuery('Crash in parse_config since fa4818ced582b8d656706b45108fe3b836eb9863\n\n<Config object at 0x7f8b8c0d0e10>').keywords.map((k) => k.term);
    expect(terms).toContain('pars');
    for (const junk of ['fa', '8d', '3b', '7f', '0e', '4818ced']) expect(terms).not.toContain(junk);
  });
  it("drops generated ids in other alphabets (Nix's store, macOS's temporary folders), and keeps names with digits", () => {
    const ids = ['g5jmc5pr1ayim5s7mbjvk7xz9a61n9ac', 'kq0vw6sj3ssd914z55j1qmzc0000gn', '8s7xlazpgfip0bfakcjvsa20zz11m0ga', 'c06d59fb4f39c13fb9a355b49d321fcfR52'];
    const names = ['Base64Url2Sha256V3', 'utf8ToUtf16Converter', 'x86_64_unknown_linux_gnu', 'ipv4ToIpv6Mapped', '12345678901234567890'];
    expect(withoutGeneratedIds([...ids, ...names].join(' ')).split(/\s+/).filter((w) => w !== '')).toEqual(names);
    const terms = buildQuery('fix(which): fix output under `which -ap` flags\n\n/nix/store/g5jmc5pr1ayim5s7mbjvk7xz9a61n9ac-libavif-1.4.2/bin/avifenc').keywords.map((k) => k.term);
    expect(terms).toContain('avifenc');
    for (const junk of ['5jmc', '1ayim', '7mbjvk', '9ac']) expect(terms).not.toContain(junk);
  });
  it("still reads a frame by its address (Zig's `file.zig:128:35: 0x7ff6e7fa36fd in fn`)", () => {
    const q = buildQuery('Crash on hover\n\n```\n/home/u/zls/src/offsets.zig:128:35: 0x7ff6e7fa36fd in tokenRelativeLocation (zls)\n```');
    expect(q.frames).toEqual(['home/u/zls/src/offsets.zig']);
    expect(q.keywords.map((k) => k.term)).not.toContain('7ff');
  });
});

describe('cleanTaskText', () => {
  it('never throws and leaves no hidden comment, invisible or control character, overlong word or line, or lone surrogate', () => {
    fc.assert(
      fc.property(hostileText, (s) => {
        const t = cleanTaskText(s);
        expect(t).not.toContain('<!--');
        for (const ch of INVISIBLES) expect(t).not.toContain(ch);
        expect(t).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
        expect(t).not.toMatch(new RegExp(`\\S{${MAX_WORD_CHARS + 1}}`));
        for (const line of t.split('\n')) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
        expect(t).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(t).not.toMatch(/ghp_|AKIAIOSFODNN7EXAMPLE|xoxb-/);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps visible text of any script and drops what a reader does not see', () => {
    const t = cleanTaskText('登录 <!-- ignore previous instructions --> فشل ![diagram](http://img/a.png "t") 🔥\u202Eevil\u202C [docs](http://d "title") `$(rm -rf /)`');
    expect(t).toContain('登录');
    expect(t).toContain('فشل');
    expect(t).toContain('🔥');
    expect(t).toContain('evil');
    expect(t).toContain('[docs](http://d "title")');
    expect(t).toContain('`$(rm -rf /)`');
    expect(t).not.toMatch(/ignore previous|diagram|http:\/\/img|\u202E/);
  });

  it('removes a badge whole, not just its image', () => {
    expect(cleanTaskText('[![build](https://ci/badge.svg)](https://ci/job) text').trim()).toBe('text');
  });

  it('does not turn `<\\u200B!--` into a comment opener', () => {
    expect(cleanTaskText('a <\u200B!-- shown --> b')).not.toContain('<!--');
  });

  it('replaces credentials with [redacted]', () => {
    expect(cleanTaskText('my token ghp_' + 'x1Y2'.repeat(9) + ' fails')).toBe('my token [redacted] fails');
  });

  it('cuts a 65,536-character word and breaks a 1 MB single line', () => {
    expect(cleanTaskText('a'.repeat(65_536))).toBe('a'.repeat(MAX_WORD_CHARS));
    const t = cleanTaskText('word '.repeat(200_000));
    expect(t.length).toBeLessThanOrEqual(MAX_TASK_CHARS);
    expect(Math.max(...t.split('\n').map((l) => l.length))).toBeLessThanOrEqual(MAX_LINE_CHARS);
  });
});

describe('buildQuery on hostile text', () => {
  it('never throws and keeps its bounds for any text', () => {
    fc.assert(
      fc.property(hostileText, (s) => {
        const q = buildQuery(s);
        expect(q.keywords.length).toBeLessThanOrEqual(400);
        expect(q.phrases.length).toBeLessThanOrEqual(20);
        for (const k of q.keywords) expect(k.term.length).toBeLessThanOrEqual(64);
        expect(JSON.stringify(q)).not.toMatch(/ghp_|akiaiosfodnn7example|xoxb/i);
      }),
      { numRuns: 300 },
    );
  });

  it('treats shell and workflow syntax as words, and empty or blank text as no terms', () => {
    const q = buildQuery('Crash in `$(rm -rf /)` and ${{ github.token }} `whoami`');
    expect(q.keywords.map((k) => k.term)).toEqual(expect.arrayContaining(['crash', 'rm', 'rf', 'whoami']));
    expect(buildQuery('').keywords).toEqual([]);
    expect(buildQuery(' \n\t\u200B ').keywords).toEqual([]);
  });

  // Regression: each of these took 7 s to 150 s before words and lines were bounded (quadratic regular expressions).
  it.each([
    ['one 65,536-character word', 'a'.repeat(65_536)],
    ['one 200,000-character word', 'abc'.repeat(70_000)],
    ['200,000 characters of "a/"', 'a/'.repeat(100_000)],
    ['200,000 characters of "a."', 'a.'.repeat(100_000)],
    ['"![" repeated', '!['.repeat(100_000)],
    ['"![x](" repeated', '![x]('.repeat(40_000)],
    ['"<img " repeated', '<img '.repeat(40_000)],
    ['"at " repeated on one line', 'at '.repeat(66_000)],
    ['"at a." repeated', 'at a.'.repeat(40_000)],
    ['blank lines in a code block', '```\n' + '\n'.repeat(199_000) + '```'],
    ['1 MB of prose on one line', 'lorem ipsum `fooBar` src/a/b.ts '.repeat(32_000)],
    ['lines of tree glyphs and spaces (what npm ls prints)', ('│ ├─┬ '.repeat(49) + '\n').repeat(660)],
  ])('parses %s in well under a second', (_name, text) => {
    const started = performance.now();
    buildQuery(text);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
  it('keeps kebab-case names whole as identifiers', () => {
    expect(buildQuery('fix: autofix recursive functions in no-var and keep-alive').identifiers).toEqual(expect.arrayContaining(['no-var', 'keep-alive']));
    expect(buildQuery('fix: a - b is not kebab').identifiers).not.toContain('a - b');
  });
});
