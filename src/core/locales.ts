/**
 * Human languages a task names, and the files of their translations. An issue says "German" where the
 * code says `de`: translations live in files and folders named by ISO 639-1 code (`locale/de.js`,
 * `src/locale/de/…`, `config/locales/de.yml`, `lang/pt_BR.php`), a convention of every i18n library.
 */

/** Each language's English name (and the name's common variants) -> its ISO 639-1 codes. */
const LANGUAGE_CODES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    afrikaans: ['af'], albanian: ['sq'], arabic: ['ar'], armenian: ['hy'], azerbaijani: ['az'], basque: ['eu'],
    belarusian: ['be'], bengali: ['bn'], bosnian: ['bs'], bulgarian: ['bg'], catalan: ['ca'], chinese: ['zh'],
    croatian: ['hr'], czech: ['cs'], danish: ['da'], dutch: ['nl'], english: ['en'], esperanto: ['eo'],
    estonian: ['et'], finnish: ['fi'], french: ['fr'], galician: ['gl'], georgian: ['ka'], german: ['de'],
    greek: ['el'], gujarati: ['gu'], hebrew: ['he'], hindi: ['hi'], hungarian: ['hu'], icelandic: ['is'],
    indonesian: ['id'], irish: ['ga'], italian: ['it'], japanese: ['ja'], kannada: ['kn'], kazakh: ['kk'],
    khmer: ['km'], korean: ['ko'], kurdish: ['ku'], kyrgyz: ['ky'], lao: ['lo'], latvian: ['lv'],
    lithuanian: ['lt'], luxembourgish: ['lb'], macedonian: ['mk'], malay: ['ms'], malayalam: ['ml'],
    maltese: ['mt'], marathi: ['mr'], mongolian: ['mn'], nepali: ['ne'], norwegian: ['nb', 'nn', 'no'],
    persian: ['fa'], farsi: ['fa'], polish: ['pl'], portuguese: ['pt'], brazilian: ['pt'], punjabi: ['pa'],
    romanian: ['ro'], russian: ['ru'], serbian: ['sr'], sinhala: ['si'], slovak: ['sk'], slovenian: ['sl'],
    spanish: ['es'], swahili: ['sw'], swedish: ['sv'], tajik: ['tg'], tamil: ['ta'], telugu: ['te'],
    thai: ['th'], turkish: ['tr'], ukrainian: ['uk'], urdu: ['ur'], uzbek: ['uz'], vietnamese: ['vi'],
    welsh: ['cy'],
  }),
);

const EVERY_CODE: ReadonlySet<string> = new Set([...LANGUAGE_CODES.values()].flat());

/** Names that are also common verbs ("Polish the docs"): a language only when capitalized inside a sentence. */
const HOMOGRAPHS = new Set(['polish']);

/** The codes of the languages a task names ("Fix German grammar" -> `de`), in the order first named. */
export function localesNamedIn(text: string): string[] {
  const codes = new Set<string>();
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const word = m[0].toLowerCase();
    if (HOMOGRAPHS.has(word) && !(/^\p{Lu}/u.test(m[0]) && !startsSentence(text, m.index))) continue;
    for (const code of LANGUAGE_CODES.get(word) ?? []) codes.add(code);
  }
  return [...codes];
}

/** Nothing but white space since the start, a line break or a sentence's end. */
function startsSentence(text: string, at: number): boolean {
  let i = at - 1;
  for (; i >= 0 && /\s/.test(text[i]!); i--) if (text[i] === '\n') return true;
  return i < 0 || '.!?:'.includes(text[i]!);
}

/** The language code a file or folder name stands for (`de`, `pt-BR`, `zh_Hans`, `de.yml`), if any. */
function codeOfName(name: string): string | undefined {
  const m = /^([a-z]{2})(?:[-_][a-z\d]{2,8})*(?:\.[\w.]+)?$/i.exec(name);
  const code = m?.[1]!.toLowerCase();
  return code !== undefined && EVERY_CODE.has(code) ? code : undefined;
}

/** Folders holding translations: at least this many of their entries are named by distinct language codes. */
const MIN_LOCALES = 3;

/**
 * The files of the named languages' translations: a file or folder named by one of `codes` inside a
 * folder of translations. Java's `src/it/` (integration tests) is no Italian: its siblings are not languages.
 */
export function filesOfLocales(paths: readonly string[], codes: readonly string[]): number[] {
  // folder -> the distinct codes its entries are named by; and each file's named entries, by folder.
  const localesOfFolder = new Map<string, Set<string>>();
  const named: { id: number; folder: string }[] = [];
  paths.forEach((path, id) => {
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const code = codeOfName(parts[i]!);
      if (code === undefined) continue;
      const folder = parts.slice(0, i).join('/');
      let codesHere = localesOfFolder.get(folder);
      if (codesHere === undefined) localesOfFolder.set(folder, (codesHere = new Set()));
      codesHere.add(code);
      if (codes.includes(code)) named.push({ id, folder });
    }
  });
  const ids = named.filter(({ folder }) => localesOfFolder.get(folder)!.size >= MIN_LOCALES).map(({ id }) => id);
  return [...new Set(ids)];
}
