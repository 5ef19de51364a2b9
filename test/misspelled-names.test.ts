import { describe, expect, it } from 'vitest';
import { misspelledNames, oneTypoApart, withNamesMeant } from '../src/core/misspelled-names.js';

describe('oneTypoApart', () => {
  it('holds for a letter added, dropped or changed, and for two adjacent letters swapped', () => {
    expect(oneTypoApart('datpicker.js', 'datepicker.js')).toBe(true);
    expect(oneTypoApart('datepickker.js', 'datepicker.js')).toBe(true);
    expect(oneTypoApart('reponse.js', 'response.js')).toBe(true);
    expect(oneTypoApart('resopnse.js', 'response.js')).toBe(true);
    expect(oneTypoApart('respomse.js', 'response.js')).toBe(true);
  });
  it('does not hold for the same name, two typos, or a changed or added digit', () => {
    expect(oneTypoApart('response.js', 'response.js')).toBe(false);
    expect(oneTypoApart('repnse.js', 'response.js')).toBe(false);
    expect(oneTypoApart('handler2.go', 'handler3.go')).toBe(false);
    expect(oneTypoApart('handler.go', 'handler2.go')).toBe(false);
  });
});

describe('misspelledNames', () => {
  const files = (...paths: string[]) => paths.map((path) => ({ path }));
  const tree = files('ui/widgets/datepicker.js', 'ui/widgets/tooltip.js', 'lib/response.js', 'src/locale/da.js', 'src/plugin/utc/index.js', 'newsfragments/2670.bugfix.rst');
  it('reads a name no file has as the one file name a typo away, whatever folders the task wrote', () => {
    expect(misspelledNames(['datpicker.js', 'lib/reponse.js'], tree)).toEqual([
      { written: 'datpicker.js', meant: 'datepicker.js' },
      { written: 'reponse.js', meant: 'response.js' },
    ]);
  });
  it('leaves a name alone when a file or folder has it, when it is short or numbered, or when the extension differs', () => {
    expect(misspelledNames(['datepicker.js', 'tooltip.js'], tree)).toEqual([]);
    expect(misspelledNames(['Day.js'], tree)).toEqual([]);
    expect(misspelledNames(['2673.bugfix.rst'], tree)).toEqual([]);
    expect(misspelledNames(['datpicker.ts'], tree)).toEqual([]);
    // `plugin/customparse.js` may be the folder's entry file, `plugin/customparse/index.js`.
    expect(misspelledNames(['src/plugin/customparse.js'], files('src/plugin/customparse/index.js', 'src/customparser.js'))).toEqual([]);
    expect(misspelledNames(['src/plugin/customparse.js'], files('src/customparser.js'))).toEqual([{ written: 'customparse.js', meant: 'customparser.js' }]);
  });
  it('leaves a name alone when two file names are a typo away', () => {
    expect(misspelledNames(['parserr.py'], files('a/parser.py', 'b/parsers.py'))).toEqual([]);
    expect(misspelledNames(['parserr.py'], files('a/parser.py', 'b/parser.py'))).toEqual([{ written: 'parserr.py', meant: 'parser.py' }]);
  });
});

describe('withNamesMeant', () => {
  it('writes each misspelled name as meant where it stands whole, and nowhere else', () => {
    const text = 'Adapt datpicker.js for a11y\n\nsee ui/widgets/datpicker.js, not mydatpicker.js or datpicker.json';
    expect(withNamesMeant(text, [{ written: 'datpicker.js', meant: 'datepicker.js' }])).toBe(
      'Adapt datepicker.js for a11y\n\nsee ui/widgets/datepicker.js, not mydatpicker.js or datpicker.json',
    );
  });
});
