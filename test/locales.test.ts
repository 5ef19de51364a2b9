import { describe, expect, it } from 'vitest';
import { filesOfLocales, localesNamedIn } from '../src/core/locales.js';

describe('localesNamedIn', () => {
  it("gives the codes of the languages a task names, in the order named, once each", () => {
    expect(localesNamedIn('Fix German grammar for "half a minute"')).toEqual(['de']);
    expect(localesNamedIn('Czech and Norwegian plurals; the czech one again')).toEqual(['cs', 'nb', 'nn', 'no']);
    expect(localesNamedIn('Brazilian Portuguese dates')).toEqual(['pt']);
  });
  it('reads whole words only, and nothing from a task naming no language', () => {
    expect(localesNamedIn('germane thailand polishing the output')).toEqual([]);
    expect(localesNamedIn('')).toEqual([]);
  });
  it('reads "Polish" as the language only where it is not the verb', () => {
    expect(localesNamedIn('Polish the error messages. polish them\n  Polish more: Polish all')).toEqual([]);
    expect(localesNamedIn('Fix the Polish plural forms')).toEqual(['pl']);
  });
});

describe('filesOfLocales', () => {
  const paths = [
    'src/locale/de/index.ts',
    'src/locale/de/_lib/formatDistance/index.ts',
    'src/locale/de-AT/index.ts',
    'src/locale/fr/index.ts',
    'src/locale/cs/index.ts',
    'src/formatDistance/index.ts',
    'config/locales/de.yml',
    'config/locales/pt_BR.yml',
    'config/locales/it.yml',
    'lang/de.php',
    'lang/fr.php',
    // Maven's integration tests: `it` is no Italian, its siblings are no languages.
    'src/it/java/AppIT.java',
    'src/main/java/App.java',
  ];
  const named = (codes: string[]) => filesOfLocales(paths, codes).map((id) => paths[id]);

  it("finds a named language's files and folders (with a region too) inside a folder of translations", () => {
    expect(named(['de'])).toEqual(['src/locale/de/index.ts', 'src/locale/de/_lib/formatDistance/index.ts', 'src/locale/de-AT/index.ts', 'config/locales/de.yml']);
    expect(named(['pt', 'it'])).toEqual(['config/locales/pt_BR.yml', 'config/locales/it.yml']);
  });
  it('leaves out a folder with fewer than three languages, and a code-named folder among other names', () => {
    // lang/ holds two languages only; src/ holds `it` beside `main`.
    expect(named(['fr'])).toEqual(['src/locale/fr/index.ts']);
    expect(named(['it'])).toEqual(['config/locales/it.yml']);
    expect(named([])).toEqual([]);
  });
});
