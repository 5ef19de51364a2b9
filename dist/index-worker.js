import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "";
    var TRAILING_DOUBLESTAR = "";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match2) => `\\${match2}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match2, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match2,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match2, range2, close) => `\\[${range2}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix2 = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix2}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match2, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix2) => {
      if (body[body.length - 1] === SLASH) {
        prefix2 = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix2.slice(0, -1);
      const last = prefix2[prefix2.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path2) => {
      const end = path2.length - 1;
      const index = path2.lastIndexOf(
        SLASH,
        path2[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path2 : path2.slice(index + 1);
    };
    var parentOf = (path2) => {
      if (path2.charCodeAt(0) === SLASH_CODE || path2.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path2.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path2.length - 1;
      const cut = path2.lastIndexOf(
        SLASH,
        path2.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path2.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix2) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix2);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count = 0;
      while (str[str.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path2) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path2)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path2, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename = shortcut ? basenameOf(path2) : path2;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename : path2
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path2, originalPath, doThrow) => {
      if (!isString(path2)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path2) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path2)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path2) => {
      const first = path2.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path2.length === 1) {
        return true;
      }
      const second = path2.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path2.length === 2 || path2.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache2, path2) {
        checkPath(
          path2,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path2 ? this._t(path2, cache2) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path2 = convertPath(target);
        if (!path2 || path2.charCodeAt(path2.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path2);
        }
        const dir = this._t(path2, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal2 = this._rules.testLiteral(path2);
        return literal2.ignored || literal2.unignored ? literal2 : dir;
      }
      _t(path2, cache2) {
        const cached = cache2[path2];
        if (cached) {
          return cached;
        }
        const parentPath = parentOf(path2);
        const parent = parentPath ? this._t(parentPath, cache2) : UNDEFINED;
        return cache2[path2] = parent && parent.ignored ? parent : this._rules.test(path2, MODE_IGNORE);
      }
      ignores(path2) {
        return this._test(path2, this._ignoreCache, convertPath(path2)).ignored;
      }
      createFilter() {
        return (path2) => !this.ignores(path2);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path2) {
        return this._test(path2, this._testCache, convertPath(path2));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path2) => checkPath(convertPath(path2), path2, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path2) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path2) || isNotRelative(path2);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// src/index-worker.ts
import { parentPort } from "node:worker_threads";

// src/core/code-facts.ts
var LANGUAGE_BY_EXT = new Map(Object.entries({
  py: "python",
  pyi: "python",
  pyx: "python",
  ts: "js",
  tsx: "js",
  mts: "js",
  cts: "js",
  js: "js",
  jsx: "js",
  mjs: "js",
  cjs: "js",
  vue: "js",
  svelte: "js",
  go: "go",
  rs: "rust",
  java: "java",
  kt: "java",
  kts: "java",
  cs: "java",
  swift: "java",
  scala: "scala",
  sc: "scala",
  dart: "dart",
  ex: "elixir",
  exs: "elixir",
  lua: "lua",
  rb: "ruby",
  php: "php",
  hs: "haskell",
  lhs: "haskell",
  ml: "ocaml",
  mli: "ocaml",
  zig: "zig",
  jl: "julia",
  clj: "clojure",
  cljs: "clojure",
  cljc: "clojure",
  erl: "erlang",
  hrl: "erlang",
  r: "r",
  pl: "perl",
  pm: "perl",
  groovy: "groovy",
  gvy: "groovy",
  tf: "hcl",
  hcl: "hcl",
  fs: "fsharp",
  fsi: "fsharp",
  fsx: "fsharp",
  sol: "solidity",
  nim: "nim",
  nims: "nim",
  elm: "elm",
  bzl: "starlark",
  el: "elisp",
  vim: "vim",
  nix: "nix",
  cr: "crystal",
  gd: "gdscript",
  gleam: "gleam",
  f90: "fortran",
  f95: "fortran",
  f03: "fortran",
  f08: "fortran",
  f: "fortran",
  for: "fortran",
  fpp: "fortran",
  d: "d",
  di: "d",
  hx: "haxe",
  pas: "pascal",
  pp: "pascal",
  lpr: "pascal",
  dpr: "pascal",
  coffee: "coffee",
  rkt: "racket",
  c: "c",
  h: "c",
  cc: "c",
  cpp: "c",
  cxx: "c",
  hpp: "c",
  hh: "c",
  m: "c",
  mm: "c",
  // C++'s other spellings: inline and template implementation files a header includes, modules, CUDA, Arduino sketches.
  hxx: "c",
  "c++": "c",
  "h++": "c",
  inl: "c",
  ipp: "c",
  tpp: "c",
  txx: "c",
  ixx: "c",
  cppm: "c",
  cu: "c",
  cuh: "c",
  ino: "c",
  astro: "js",
  lean: "lean",
  proto: "proto",
  lisp: "lisp",
  asd: "lisp",
  adb: "ada",
  ads: "ada",
  ada: "ada",
  sv: "verilog",
  svh: "verilog",
  v: "verilog",
  vhd: "vhdl",
  vhdl: "vhdl",
  scm: "scheme",
  sld: "scheme",
  ss: "scheme",
  sls: "scheme",
  sch: "scheme",
  // Vala reads as C# does (classes, methods after modifiers).
  vala: "java",
  vapi: "java",
  // PureScript reads as Haskell does (signatures, `data`, `import A.B` → `A/B.purs`).
  purs: "haskell",
  cls: "apex",
  trigger: "apex",
  tcl: "tcl",
  tm: "tcl",
  res: "rescript",
  resi: "rescript",
  odin: "odin",
  move: "move",
  cairo: "cairo",
  raku: "raku",
  rakumod: "raku",
  pm6: "raku",
  p6: "raku",
  pl6: "raku",
  // Mojo reads as Python does (its `fn`, `struct` and `trait` among Python's definitions).
  mojo: "python",
  "🔥": "python",
  jsonnet: "jsonnet",
  libsonnet: "jsonnet",
  st: "smalltalk",
  cbl: "cobol",
  cob: "cobol",
  cpy: "cobol",
  cobol: "cobol",
  pco: "cobol",
  graphql: "graphql",
  gql: "graphql",
  graphqls: "graphql",
  thrift: "thrift",
  cmake: "cmake",
  sql: "sql",
  idr: "idris",
  lidr: "idris",
  agda: "agda",
  fnl: "fennel",
  janet: "janet",
  // Shaders read as C does (functions by their return type, structs, `#define`s, `#include "lighting.glsl"`): GLSL's, HLSL's, Metal's.
  glsl: "c",
  vert: "c",
  frag: "c",
  comp: "c",
  geom: "c",
  tesc: "c",
  tese: "c",
  hlsl: "c",
  hlsli: "c",
  metal: "c",
  // Rails views: ERB's, and Haml's and Slim's (their partials are rendered alike).
  wgsl: "wgsl",
  razor: "razor",
  cshtml: "razor",
  erb: "erb",
  haml: "erb",
  slim: "erb",
  pug: "pug",
  jade: "pug",
  ejs: "ejs",
  // Templates: Liquid (Shopify's themes), Handlebars (Ghost's themes, Ember's components), and Jinja's family (Jinja,
  // Twig, Nunjucks: one syntax of blocks, macros, includes and extends).
  liquid: "liquid",
  hbs: "handlebars",
  handlebars: "handlebars",
  j2: "jinja",
  jinja: "jinja",
  jinja2: "jinja",
  njk: "jinja",
  twig: "jinja",
  md: "doc",
  mdx: "doc",
  rst: "doc",
  txt: "doc",
  adoc: "doc",
  json: "doc",
  yml: "doc",
  yaml: "doc",
  toml: "doc",
  ini: "doc",
  cfg: "doc",
  csv: "doc",
  lock: "doc",
  xml: "doc",
  html: "doc",
  css: "doc",
  scss: "doc",
  snap: "doc",
  // Property lists, Xcode's project file among them (written by Xcode, it matched every word of a Swift task).
  plist: "doc",
  pbxproj: "doc"
}));
var MAN_PAGE_SECTION = /^[1-8]$/;
var PROSE_NAME = /^(licen[cs]e|copying|changes|changelog|news|authors|contributors|maintainers|notice|history|readme|thanks|todo)$/i;
function extensionOf(path2) {
  const dot = path2.lastIndexOf(".");
  return dot < 0 || dot < path2.lastIndexOf("/") ? null : path2.slice(dot + 1).toLowerCase();
}
function languageOf(path2) {
  const ext2 = extensionOf(path2);
  if (ext2 === null) return PROSE_NAME.test(path2.slice(path2.lastIndexOf("/") + 1)) ? "doc" : "other";
  return LANGUAGE_BY_EXT.get(ext2) ?? (MAN_PAGE_SECTION.test(ext2) ? "doc" : "other");
}
var OBJC_MARK = /^[ \t]*(?:#[ \t]*(?:import|include|define|if|pragma)\b|@(?:interface|implementation|protocol|end|class|import)\b)/m;
var VERILOG_MARK = /\bendmodule\b|^[ \t]*(?:module|primitive|`timescale|`define|`include)\b/m;
var COQ_MARK = /^[ \t]*(?:(?:From[ \t]+\S+[ \t]+)?Require\b|Theorem|Lemma|Definition|Inductive|Fixpoint|Module|Section|Proof\.|Set[ \t]+Implicit)/m;
var PROLOG_DIRECTIVE = /^:-[ \t]*(?:module|use_module|ensure_loaded|dynamic|multifile|discontiguous|set_prolog_flag|initialization|license)\b/m;
var PERL_MARK = /^[ \t]*(?:use|my|our|sub|package|require)\b|^#!.*\bperl\b|\$[A-Za-z_{]/m;
var PROLOG_CLAUSE = /^[a-z]\w*(?:\([^\n]*\))?[ \t]*(?::-|-->)/m;
var SNIFF_BYTES = 8192;
function languageOfFile(path2, text) {
  const lang = languageOf(path2);
  const ext2 = extensionOf(path2);
  if (ext2 !== "m" && ext2 !== "v" && ext2 !== "pl") return lang;
  const head = text.length > SNIFF_BYTES ? text.slice(0, SNIFF_BYTES) : text;
  if (ext2 === "m") return OBJC_MARK.test(head) ? lang : "matlab";
  if (ext2 === "v") return !VERILOG_MARK.test(head) && COQ_MARK.test(head) ? "coq" : lang;
  return PROLOG_DIRECTIVE.test(head) || PROLOG_CLAUSE.test(head) && !PERL_MARK.test(head) ? "prolog" : lang;
}
function isCodeLanguage(lang) {
  return lang !== "doc" && lang !== "other";
}
function isTestPath(path2) {
  const p = path2.toLowerCase();
  return (
    // Type tests too: tsd's `test-d/` and `index.test-d.ts`, Vitest's `*.test-d.ts`, `test-dts/`, `type-tests/`;
    // and Go's `testdata/`, the fixtures its tools skip, as others spell it (`test_data/`, `test-data/`).
    /(^|\/)(tests?|__tests__|spec|specs|testing|e2e|fixtures?|__mocks__|__snapshots__|test-d|test-dts|test-tsd|type-?tests?|testdata|test[_-]data)\//.test(p) || // Test projects and source sets named for what they test: .NET's `Newtonsoft.Json.Tests/` and
    // `Polly.Core.UnitTests/`, `integration-tests/`, Xcode's `AppTests/` and `AppUITests/`, Gradle's `src/jvmTest/`.
    // Not a `-test` folder: in JVM builds that is a library for tests (`kotlinx-coroutines-test`).
    /(^|\/)[^/]*[._-](unit|integration|functional|acceptance|ui|e2e)?(tests|specs)\//.test(p) || /(^|\/)[^/]+\.(unit|integration|functional|acceptance)?(test|spec)\//.test(p) || /(^|\/)[A-Za-z0-9]*(?:[a-z0-9]|UI)(Tests|Specs)\//.test(path2) || /(^|\/)src\/(?:[a-z][A-Za-z0-9]*Test|testFixtures)\//.test(path2) || /(^|\/)test_[^/]*$/.test(p) || // A module named for its tests: Django's `tests.py`. Not `test.py` (werkzeug's test client) nor `spec.py`.
    /(^|\/)tests\.[a-z0-9]+$/.test(p) || /[._-](test|spec)(-d)?\.[a-z0-9]+$/.test(p) || // Chromium's and LevelDB's `_unittest.cc`; not Python's (astroid's `brain_unittest.py` models the module).
    /_unittest\.(c|cc|cpp|cxx|m|mm)$/.test(p) || /_test\.(py|go|rb|exs?|dart)$/.test(p) || /(^|\/)conftest\.py$/.test(p) || // Test scripts by their extension: Perl's (`t/basic.t`), Tcl's tcltest (`modules/struct/list.test`), Raku's
    // (`t/basic.rakutest`); Perl's helpers in `t/lib/`, and Pester's tests (`Get-Thing.Tests.ps1`).
    /\.(?:t|test|rakutest)$/.test(p) || /(^|\/)t\/.*\.p[lm]$/.test(p) || // Gherkin scenarios, the specifications Cucumber, Behat, SpecFlow and behave run (`features/login.feature`).
    /\.feature$/.test(p) || /\.tests\.ps1$/.test(p) || /tests?\.(java|kt|cs|php|swift|cls)$/.test(path2) || /[a-z0-9]Tests?\.(java|kt|cs|php|swift|cls)$/.test(path2) || // ScalaTest's and MUnit's suites.
    /[a-z0-9](Tests?|Spec|Suite)\.scala$/.test(path2)
  );
}
var KEYWORDS = /* @__PURE__ */ new Set([
  "if",
  "for",
  "while",
  "switch",
  "catch",
  "return",
  "function",
  "new",
  "typeof",
  "await",
  "super",
  "constructor",
  "else",
  "do",
  "try",
  "with",
  "import",
  "export",
  "from",
  "case",
  "throw",
  "delete",
  "void",
  "yield",
  "in",
  "of"
]);
var SOUGHT = /* @__PURE__ */ new Map();
function atNeedle(re, needles) {
  SOUGHT.set(re, { sticky: new RegExp(re.source, re.flags + "y"), needles, lineStart: false });
  return re;
}
function atLineOf(re, needles) {
  SOUGHT.set(re, { sticky: new RegExp(re.source, re.flags + "y"), needles, lineStart: true });
  return re;
}
function hasOddLineBreak(text) {
  return text.includes("\r") && /\r(?!\n)/.test(text) || text.includes("\u2028") || text.includes("\u2029");
}
function matchesOf(text, patterns) {
  const out = [];
  let plain;
  for (const re of patterns) {
    const sought = SOUGHT.get(re);
    if (sought && !(sought.lineStart && (plain ??= hasOddLineBreak(text)))) {
      matchSought(text, sought, out);
      continue;
    }
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out.push(m);
      if (m[0] === "") re.lastIndex++;
    }
  }
  return out;
}
function matchSought(text, { sticky, needles, lineStart }, out) {
  const next = needles.map((needle) => text.indexOf(needle));
  let from = 0;
  let resume = 0;
  for (; ; ) {
    let at = -1;
    for (let k = 0; k < next.length; k++) {
      let p = next[k];
      if (p >= 0 && p < from) next[k] = p = text.indexOf(needles[k], from);
      if (p >= 0 && (at < 0 || p < at)) at = p;
    }
    if (at < 0) return;
    let start = at;
    from = at + 1;
    if (lineStart) {
      start = text.lastIndexOf("\n", at) + 1;
      const end = text.indexOf("\n", at);
      from = end < 0 ? text.length + 1 : end + 1;
    }
    if (start < resume) continue;
    sticky.lastIndex = start;
    const m = sticky.exec(text);
    if (m) {
      out.push(m);
      resume = sticky.lastIndex;
    }
  }
}
var DEFINITION_JAVA_METHOD = /^[ \t]*(?:(?:public|private|protected|internal|static|final|abstract|override|virtual|async|synchronized|open|suspend|fun|func)[ \t]+){1,8}[\w<>\[\],.? \t]{0,200}?\b([A-Za-z_]\w{0,255})[ \t]*\(/gm;
var DEFINITION_PATTERNS = {
  python: [
    // Mojo's too (read as Python): `fn f(`, `struct S[T](Trait):`, `trait T:`; the name's `(`, `[` or `:` tells them
    // from a docstring's line ("fn is a function that…").
    atLineOf(
      /^[ \t]*(?:async[ \t]+)?(?:def|class|(?:fn|struct|trait)(?=[ \t]+[A-Za-z_]\w*[ \t]*[(\[:]))[ \t]+([A-Za-z_]\w*)/gm,
      ["def", "class", "fn", "struct", "trait"]
    ),
    atLineOf(/^([A-Za-z_]\w*)[ \t]*(?::[^=\n]+)?=(?!=)/gm, ["="])
  ],
  js: [
    /\b(?:function\*?|class|interface|enum|namespace|module)[ \t]+([A-Za-z_$][\w$]*)/g,
    atNeedle(/\b(?:type)[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?:<[^=]*>)?[ \t]*=/g, ["type"]),
    atLineOf(/^[ \t]*(?:export[ \t]+)?(?:declare[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)/gm, ["const", "let", "var"]),
    atLineOf(
      /^[ \t]+(?:(?:public|private|protected|static|async|readonly|override|abstract|get|set)[ \t]+)*\*?([A-Za-z_$][\w$]*)[ \t]*(?:<[^>\n]*>)?\([^)\n]*\)?[^;\n]*\{[ \t]*$/gm,
      ["{"]
    ),
    atLineOf(
      /^[ \t]*([A-Za-z_$][\w$]*)[ \t]*:[ \t]*(?:async[ \t]+)?(?:function\b|\([^)\n]*\)[ \t]*=>)/gm,
      ["function", "=>"]
    )
  ],
  go: [/^func[ \t]+(?:\([^)]*\)[ \t]*)?([A-Za-z_]\w*)/gm, /^type[ \t]+([A-Za-z_]\w*)/gm, /^[ \t]*(?:const|var)[ \t]+([A-Za-z_]\w*)/gm],
  rust: [/\b(?:fn|struct|enum|trait|type|mod|union|macro_rules!)[ \t]+([A-Za-z_]\w*)/g, /\b(?:const|static)[ \t]+([A-Z_][A-Z0-9_]*)/g],
  java: [/\b(?:class|interface|enum|record|struct|object|trait|protocol|extension)[ \t]+([A-Za-z_]\w*)/g, DEFINITION_JAVA_METHOD],
  // Scala's methods are `def`s. Not its `val`s: a member's and a body's local look alike (measured: BENCHMARKS.md, session 18).
  scala: [
    /\b(?:class|object|trait|enum)[ \t]+([A-Za-z_]\w*)/g,
    /^[ \t]*(?:(?:private|protected|override|final|implicit|lazy|inline|transparent|abstract|sealed|case|open|infix)(?:\[[\w.]*\])?[ \t]+)*(?:def|type)[ \t]+([A-Za-z_]\w*)/gm
  ],
  // Dart declares a function by its return type alone (`Future<void> fetch(`, `Widget build(`): a type, a name and `(`
  // at the start of a line, where a statement's first word (`return`, `await`, `final`…) is never a type.
  dart: [
    /\b(?:class|mixin|enum|typedef)[ \t]+(?!class\b)([A-Za-z_$][\w$]*)/g,
    /\bextension[ \t]+(?!on\b)([A-Za-z_$][\w$]*)/g,
    /^[ \t]*(?:(?:static|external|factory|abstract|covariant)[ \t]+)*(?!(?:return|await|throw|else|new|yield|case|assert|const|final|var|late)\b)[A-Za-z_$][\w$]*(?:<[^>\n]*>)?\??[ \t]+(?:(?:get|set|operator)[ \t]+)?(?!Function\b)([A-Za-z_$][\w$]*)[ \t]*(?:<[^>\n]*>)?\(/gm,
    /^[ \t]*(?:(?:static|external|abstract)[ \t]+)*(?:[A-Za-z_$][\w$]*(?:<[^>\n]*>)?\??[ \t]+)?get[ \t]+([A-Za-z_$][\w$]*)/gm,
    /^(?:final|const|var|late)[ \t]+(?:[A-Za-z_$][\w$<>?,]*[ \t]+)?([A-Za-z_$][\w$]*)[ \t]*=/gm
  ],
  // A module by its last name (`defmodule Plug.Conn.Adapter` defines `Adapter`), and its functions, macros and guards.
  elixir: [
    /^[ \t]*(?:defmodule|defprotocol)[ \t]+(?:[A-Z]\w*\.)*([A-Z]\w*)/gm,
    /^[ \t]*(?:def|defp|defmacro|defmacrop|defguard|defguardp|defdelegate)[ \t]+([a-z_]\w*[?!]?)/gm
  ],
  // `function M.find(`, `function M:find(`, `local function find(` and `M.find = function`: the name after the table's.
  lua: [
    /^[ \t]*(?:local[ \t]+)?function[ \t]+(?:[A-Za-z_][\w]*[.:])*([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:local[ \t]+)?(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)[ \t]*=[ \t]*function\b/gm
  ],
  ruby: [/^[ \t]*(?:def)[ \t]+(?:self\.)?([A-Za-z_]\w*[?!=]?)/gm, /^[ \t]*(?:class|module)[ \t]+([A-Z]\w*)/gm],
  php: [/\b(?:function|class|interface|trait|enum)[ \t]+([A-Za-z_]\w*)/g, /\bconst[ \t]+([A-Z_][A-Z0-9_]*)/g],
  c: [
    /^(?:[A-Za-z_][\w \t*&:<>,]*?[ \t*&])?([A-Za-z_][\w:~]*)[ \t]*\([^;]*$/gm,
    /\b(?:struct|class|enum|union|typedef[^;]*?)[ \t]+([A-Za-z_]\w*)[ \t]*[{;]/g,
    /^#define[ \t]+([A-Za-z_]\w*)/gm,
    // Objective-C's classes and protocols, and the methods an `@implementation` defines (`- (void)setImageWithURL:(NSURL *)url {`:
    // the selector's first part); a header's declarations end in `;` and are left out, as its prototypes are.
    atLineOf(/^@(?:interface|implementation|protocol)[ \t]+([A-Za-z_]\w*)/gm, ["@interface", "@implementation", "@protocol"]),
    atLineOf(/^[-+][ \t]*\([^)\n]*\)[ \t]*([A-Za-z_]\w*)[^;\n]*$/gm, ["- (", "-(", "+ (", "+("])
  ],
  // Top-level type signatures (`name :: Type`, one per function by convention) and type declarations.
  haskell: [
    /^([a-z_][\w']*)[ \t]*::/gm,
    // PureScript's FFI (`foreign import fetchImpl :: …`, `foreign import data Element :: Type`).
    /^foreign[ \t]+import[ \t]+(?:data[ \t]+)?([A-Za-z_][\w']*)[ \t]*::/gm,
    /^(?:data|newtype|type(?:[ \t]+family)?|class)[ \t]+(?:[^=\n]*=>[ \t]*)?([A-Z][\w']*)/gm
  ],
  // Top-level `let`s (a body's locals are indented), signatures of `.mli` files, types, modules, exceptions.
  ocaml: [
    /^(?:let|and)(?:[ \t]+rec)?[ \t]+([a-z_][\w']*)/gm,
    /^[ \t]*val[ \t]+([a-z_][\w']*)/gm,
    /^[ \t]*type(?:[ \t]+nonrec)?[ \t]+(?:(?:'\w+|\([^)\n]*\))[ \t]+)?([a-z_][\w']*)/gm,
    /^[ \t]*(?:module(?:[ \t]+type)?(?:[ \t]+rec)?|exception)[ \t]+([A-Z][\w']*)/gm
  ],
  // Functions, and containers bound to a name (`const Parser = struct {`).
  zig: [
    /\bfn[ \t]+([A-Za-z_]\w*)[ \t]*\(/g,
    /^[ \t]*(?:pub[ \t]+)?const[ \t]+([A-Za-z_]\w*)[ \t]*=[ \t]*(?:(?:packed|extern)[ \t]+)?(?:struct|enum|union|opaque|error)\b/gm
  ],
  // `function Base.show(`, the short form `area(r) = π * r^2` at a line's start, types, macros and modules.
  julia: [
    /^[ \t]*(?:function|macro)[ \t]+(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*!?)/gm,
    /^(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*!?)(?:\{[^}\n]*\})?\([^)\n]*\)[ \t]*(?:where[^=\n]*)?=(?!=)/gm,
    /^[ \t]*(?:(?:mutable[ \t]+)?struct|abstract[ \t]+type|primitive[ \t]+type|module|baremodule)[ \t]+([A-Za-z_]\w*)/gm
  ],
  clojure: [/\((?:defn-?|defmacro|defmulti|defmethod|defprotocol|defrecord|deftype|definterface|defonce|def)[ \t]+(?:\^\S+[ \t]+)*([A-Za-z_*+!?<>=-][\w*+!?<>=.-]*)/g],
  // A function's clauses start at a line's start; records, types, specs and macros are attributes.
  erlang: [/^([a-z][\w]*)\(/gm, /^-(?:record|type|opaque|callback|spec)\(?[ \t]*([a-z][\w]*)/gm, /^-define\([ \t]*([A-Za-z_]\w*)/gm],
  r: [/^[ \t]*([A-Za-z.][\w.]*)[ \t]*(?:<-|<<-|=)[ \t]*function\b/gm],
  // Subroutines (`sub Foo::bar` defines `bar`), packages by their last name, Moose's and Mojo's attributes, constants.
  perl: [
    /^[ \t]*sub[ \t]+(?:\w+::)*([A-Za-z_]\w*)/gm,
    /^[ \t]*package[ \t]+(?:\w+::)*([A-Za-z_]\w*)/gm,
    /^has[ \t]+['"]?\+?([A-Za-z_]\w*)/gm,
    /^[ \t]*use[ \t]+constant[ \t]+([A-Z_][A-Z0-9_]*)/gm
  ],
  // Java's types; methods by a return type or `def` alone (Groovy needs no modifier): a statement never starts so.
  groovy: [
    /\b(?:class|interface|enum|trait|record)[ \t]+([A-Za-z_]\w*)/g,
    /^[ \t]*(?:(?:public|private|protected|static|final|abstract|synchronized|@\w+(?:\([^)\n]*\))?)[ \t]+)*(?:def|void|boolean|int|long|double|float|char|byte|short|[A-Z][\w.]*(?:<[^>\n]*>)?(?:\[\])*)[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm
  ],
  // Terraform's blocks by their labels: variables, outputs, modules, providers; resources and data by type and name.
  hcl: [
    /^[ \t]*(?:variable|output|module|provider)[ \t]+"([\w-]+)"/gm,
    /^[ \t]*(?:resource|data)[ \t]+"([\w-]+)"/gm,
    /^[ \t]*(?:resource|data)[ \t]+"[\w-]+"[ \t]+"([\w-]+)"/gm
  ],
  // `let`s at most one indent deep (a nested module's; deeper ones are a body's locals), members, types, modules, exceptions.
  fsharp: [
    /^(?:  |    )?let[ \t]+(?:(?:rec|inline|private|internal|public|mutable)[ \t]+)*([A-Za-z_][\w']*)/gm,
    /^[ \t]*(?:static[ \t]+)?(?:member|override|default|abstract(?:[ \t]+member)?)[ \t]+(?:(?:inline|private|internal)[ \t]+)?(?:[a-z_]\w*\.)?([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:type|and|exception)[ \t]+(?:(?:private|internal|public)[ \t]+)?(?:\[<[^>\n]*>\][ \t]*)?([A-Za-z_][\w']*)/gm,
    /^[ \t]*module[ \t]+(?:(?:private|internal|public|rec)[ \t]+)*(?:\w+\.)*([A-Za-z_]\w*)/gm
  ],
  // Contracts, libraries, interfaces and their members: functions, modifiers, events, errors, types, state variables.
  solidity: [
    /^[ \t]*(?:abstract[ \t]+)?(?:contract|interface|library|struct|enum|event|error|modifier)[ \t]+([A-Za-z_$][\w$]*)/gm,
    /^[ \t]*function[ \t]+([A-Za-z_$][\w$]*)/gm,
    /^[ \t]*(?:mapping[ \t]*\([^;\n]*\)|[\w$.\[\]]+)[ \t]+(?:(?:public|private|internal|constant|immutable|override)[ \t]+)+([A-Za-z_$][\w$]*)[ \t]*[=;]/gm
  ],
  // Routines (an exported one marks its name with `*`) and the object, enum and tuple types of a `type` section.
  nim: [
    /^[ \t]*(?:proc|func|method|iterator|template|macro|converter)[ \t]+`?([A-Za-z_]\w*)/gm,
    /^[ \t]*([A-Z]\w*)\*?(?:\[[^\]\n]*\])?(?:[ \t]*\{\.[^}\n]*\.\})?[ \t]*=[ \t]*(?:(?:ref|ptr)[ \t]+)?(?:object|enum|tuple|concept|distinct)\b/gm
  ],
  // Top-level type annotations (one per function, as elm-format writes them), types, ports and the module.
  elm: [
    /^([a-z][\w']*)[ \t]*:/gm,
    /^type[ \t]+(?:alias[ \t]+)?([A-Z]\w*)/gm,
    /^port[ \t]+([a-z]\w*)/gm,
    /^(?:port[ \t]+|effect[ \t]+)?module[ \t]+(?:[A-Z]\w*\.)*([A-Z]\w*)/gm
  ],
  // Bazel's extensions: top-level functions, and the rules, providers and constants bound at the top level.
  starlark: [/^def[ \t]+([A-Za-z_]\w*)/gm, /^([A-Za-z_]\w*)[ \t]*=(?!=)/gm],
  // Top-level `def` forms, a package's own among them (`cl-defmethod`, `transient-define-prefix`, `evil-define-command`):
  // the name after the form's head, quoted or not (`(defalias 'name`, `(cl-defstruct (name ...)`). Not `define-key`,
  // nor a bare `(defvar other-package-var)`, a declaration that silences the byte compiler.
  elisp: [/^\((?![\w-]*define-key)(?:[a-z][\w-]*-)?def[\w-]*\*?[ \t]+['(]?(?![^\s()'"\[\];#]+[ \t]*\))([^\s()'"\[\];#]+)/gm],
  // Functions by their last name (`ale#path#GetAbsPath`, `s:Run`, `dict.method`) and user commands.
  vim: [
    /^[ \t]*(?:export[ \t]+)?(?:fu|fun|func|funct|functi|functio|function|def)!?[ \t]+(?:[gslbwt]:|<SID>)?(?:\w+[#.:])*(\w+)[ \t]*\(/gm,
    /^[ \t]*com(?:m|ma|man|mand)?!?[ \t]+(?:-[\w=*%+-]+[ \t]+)*([A-Z]\w*)/gm
  ],
  // Functions bound to a name (`mkFoo = { lib, ... }:`, `toINI = attrs:`) and the options a module declares.
  nix: [
    /^[ \t]*([A-Za-z_][\w'-]*)[ \t]*=[ \t]*(?:\{[^}\n]*\}|[a-z_][\w'-]*)[ \t]*:/gm,
    /^[ \t]*(?:[\w'-]+\.)*([A-Za-z_][\w'-]*)[ \t]*=[ \t]*(?:lib\.)?mk(?:Option|EnableOption|PackageOption)\b/gm
  ],
  // Ruby's methods, its types (and `struct`, `lib`, `enum`, `annotation`, `alias`), macros and generated accessors.
  crystal: [
    /^[ \t]*(?:(?:private|protected|abstract)[ \t]+)*def[ \t]+(?:self\.)?([A-Za-z_]\w*[?!=]?)/gm,
    /^[ \t]*(?:(?:private|abstract)[ \t]+)*(?:class|struct|module|enum|lib|annotation|alias)[ \t]+(?:[A-Z]\w*::)*([A-Z]\w*)/gm,
    /^[ \t]*macro[ \t]+([a-z_]\w*)/gm,
    /^[ \t]*(?:class_)?(?:getter|setter|property)[?!]?[ \t]+([a-z_]\w*)/gm
  ],
  // Godot's scripts: functions, classes (`class_name` gives a script a global name), signals, enums, constants and a
  // script's own variables (at a line's start, after annotations such as `@export`; a function's are indented).
  gdscript: [
    /^[ \t]*(?:static[ \t]+)?func[ \t]+([A-Za-z_]\w*)/gm,
    /^(?:class_name|class|signal|enum|const)[ \t]+([A-Za-z_]\w*)/gm,
    /^(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:static[ \t]+)?var[ \t]+([A-Za-z_]\w*)/gm
  ],
  gleam: [
    /^[ \t]*(?:pub[ \t]+)?fn[ \t]+([a-z_]\w*)/gm,
    /^(?:pub[ \t]+)?(?:opaque[ \t]+)?type[ \t]+([A-Z]\w*)/gm,
    /^(?:pub[ \t]+)?const[ \t]+([a-z_]\w*)/gm
  ],
  // Keywords in any case: procedures (after their prefixes and result type), modules, programs, submodules,
  // named interfaces and derived types; not `module procedure`, `end subroutine` or `type(t) :: x`.
  fortran: [
    /^[ \t]*(?:(?:pure|elemental|recursive|impure|non_recursive|module|integer|real|logical|character|complex|double[ \t]+precision|(?:type|class)[ \t]*\([^)\n]*\))(?:[ \t]*\([^)\n]*\)|[ \t]*\*[ \t]*\d+)?[ \t]+)*(?:subroutine|function)[ \t]+([a-z_]\w*)/gim,
    /^[ \t]*(?:module(?![ \t]+(?:procedure|subroutine|function)\b)|program|submodule[ \t]*\([^)\n]*\)|(?:abstract[ \t]+)?interface)[ \t]+([a-z_]\w*)/gim,
    /^[ \t]*type[ \t]*(?:,[^:\n]*)?::[ \t]*([a-z_]\w*)/gim,
    /^[ \t]*type[ \t]+(?!is\b)([a-z_]\w*)[ \t]*$/gim
  ],
  // Types and templates; functions by a return type (or attribute) before the name and a parameter list not
  // ended by `;` (a declaration or a call statement is); aliases.
  d: [
    /^[ \t]*(?:(?:public|private|protected|package|export|static|final|abstract|shared|immutable|const|extern\([^)\n]*\)|@\w+)[ \t]+)*(?:class|struct|interface|union|enum|template|mixin[ \t]+template)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:(?:public|private|protected|package|export|static|final|override|abstract|pure|nothrow|ref|auto|const|immutable|inout|shared|scope|extern\([^)\n]*\)|@\w+(?:\([^)\n]*\))?)[ \t]+)*[A-Za-z_][\w.\[\]*]*(?:!\([^)\n]*\)|![\w.]+)?[ \t]+([A-Za-z_]\w*)[ \t]*\([^;\n]*$/gm,
    /^[ \t]*(?:(?:public|private|protected|package)[ \t]+)?alias[ \t]+([A-Za-z_]\w*)[ \t]*=/gm
  ],
  // Functions and types after their modifiers and metadata (`@:noCompletion`); fields only with a modifier (a local has none).
  haxe: [
    /^[ \t]*(?:(?:public|private|static|override|inline|macro|extern|final|dynamic|abstract|@:[\w.]+(?:\([^)\n]*\))?)[ \t]+)*function[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:(?:private|extern|final|@:[\w.]+(?:\([^)\n]*\))?)[ \t]+)*(?:enum[ \t]+abstract|class|interface|enum|abstract|typedef)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:(?:public|private|static|override|inline|@:[\w.]+(?:\([^)\n]*\))?)[ \t]+)+(?:var|final)[ \t]+([A-Za-z_]\w*)/gm
  ],
  // Keywords in any case: routines by their own name (`procedure TForm1.Button1Click` defines `Button1Click`),
  // types (`TFoo = class(TObject)`, records, enumerations) and the unit.
  pascal: [
    /^[ \t]*(?:class[ \t]+)?(?:procedure|function|constructor|destructor|operator)[ \t]+(?:\w+(?:<[^>\n]*>)?\.)*(\w+)/gim,
    /^[ \t]*(\w+)(?:<[^>\n]*>)?[ \t]*=[ \t]*(?:packed[ \t]+)?(?:class|record|object|interface|dispinterface|\()/gim,
    /^[ \t]*(?:unit|program|library)[ \t]+(?:\w+\.)*(\w+)/gim
  ],
  // Functions bound to a name or a class's key (`parse = (text) ->`, `render: ->`, `@create: =>`) and classes.
  coffee: [
    /^[ \t]*(?:@|this\.)?([A-Za-z_$][\w$]*)[ \t]*[:=][ \t]*(?:\([^)\n]*\)[ \t]*)?[-=]>/gm,
    /^[ \t]*class[ \t]+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)/gm
  ],
  // Top-level `define` forms and structs (`(define (f x)`, `(define-syntax-rule (m`), and Typed Racket's `(: name Type)`.
  racket: [
    /^\((?:define(?:-[\w/-]+)?|struct)\*?[ \t]+[(\[]*([^\s()\[\]]+)/gm,
    /^\(:[ \t]+([^\s()\[\]]+)/gm
  ],
  // Declarations after their attributes and modifiers, by their own name (`theorem List.length_append` defines
  // `length_append`); an anonymous `instance : Monad M` has none.
  lean: [
    /^[ \t]*(?:@\[[^\]\n]*\][ \t]*)?(?:(?:private|protected|public|noncomputable|partial|unsafe|nonrec|scoped|local)[ \t]+)*(?:theorem|lemma|def|abbrev|structure|inductive|class(?:[ \t]+inductive)?|instance(?:[ \t]*\([^)\n]*\))?|opaque|axiom)[ \t]+(?:[A-Za-z_][\w'!?]*\.)*([A-Za-z_][\w'!?]*)/gm
  ],
  // Protocol Buffers: messages, enums, services and their methods (fields measured no different: BENCHMARKS.md, session 33).
  proto: [
    /^[ \t]*(?:message|enum|service)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*rpc[ \t]+([A-Za-z_]\w*)/gm
  ],
  // Common Lisp: every top-level `def` form, a library's own among them (`define-command`), by its name;
  // `(defmethod (setf name) …)` defines `name`.
  lisp: [/^\((?:[a-z][\w-]*:{1,2})?def[\w-]*\*?[ \t]+['(]?(?:setf[ \t]+)?([^\s()'"\[\];#|]+)/gim],
  // Ada (keywords in any case): subprograms and entries, packages by their own name (`package body Alire.Utils`
  // defines `Utils`), types and subtypes, tasks and protected objects.
  ada: [
    /^[ \t]*(?:(?:not[ \t]+)?overriding[ \t]+)?(?:procedure|function|entry)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:private[ \t]+)?(?:generic[ \t]+)?package[ \t]+(?:body[ \t]+)?(?:[A-Za-z]\w*\.)*([A-Za-z]\w*)/gim,
    /^[ \t]*(?:sub)?type[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:task|protected)[ \t]+(?:(?:type|body)[ \t]+)?([A-Za-z]\w*)/gim
  ],
  // (System)Verilog: modules, interfaces, packages, classes; functions and tasks by the name before their
  // `(` or `;` (after a return type); typedefs; macros. Bounded: a long line without `(` must not cost quadratic time.
  verilog: [
    /^[ \t]*(?:(?:virtual|static|automatic)[ \t]+)*(?:module|macromodule|interface|program|package|class|checker|primitive)[ \t]+(?:(?:automatic|static)[ \t]+)?([A-Za-z_]\w{0,127})/gm,
    /^[ \t]*(?:(?:virtual|pure|extern|static|protected|local)[ \t]+)*(?:function|task)[ \t]+(?:[^;(\n]{0,200}?[ \t\]])?([A-Za-z_]\w{0,127})[ \t]*[;(]/gm,
    /^[ \t]*typedef[ \t]+(?:[^;{\n]{0,200}\{[^}\n]{0,2000}\}|[^;{\n]{0,400}?[ \t\]])[ \t]*([A-Za-z_]\w{0,127})[ \t]*;/gm,
    /^[ \t]*\}[ \t]*([A-Za-z_]\w{0,127})[ \t]*;/gm,
    // a multi-line `typedef struct packed { … } req_t;`
    /^[ \t]*`define[ \t]+([A-Za-z_]\w*)/gm
  ],
  // VHDL (keywords in any case): entities, packages, components, subprograms and types.
  vhdl: [
    /^[ \t]*(?:entity|component)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*package[ \t]+(?:body[ \t]+)?([A-Za-z]\w*)[ \t]+is\b/gim,
    /^[ \t]*(?:(?:pure|impure)[ \t]+)?(?:function|procedure)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:sub)?type[ \t]+([A-Za-z]\w*)[ \t]+is\b/gim
  ],
  // Scheme: top-level `define` forms (`define-record-type`, `define-syntax`, `define-library`…) by their name.
  scheme: [/^\(define[\w*-]*[ \t]+[(\[]*([^\s()\[\]]+)/gm],
  // Apex (keywords in any case): classes, interfaces and enums after their modifiers and sharing; methods and
  // properties after at least one modifier (as Java's, bounded as Java's); triggers.
  apex: [
    /^[ \t]*(?:(?:@\w+(?:\([^)\n]*\))?|public|private|protected|global|static|virtual|abstract|(?:with|without|inherited)[ \t]+sharing)[ \t]+)*(?:class|interface|enum)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|private|protected|global|static|final|abstract|virtual|override|webservice|testmethod)[ \t]+){1,8}(?!(?:class|interface|enum)\b)[\w<>\[\],.? \t]{0,200}?\b([A-Za-z]\w{0,255})[ \t]*(?:\(|\{[ \t]*(?:get|set)\b)/gim,
    /^[ \t]*trigger[ \t]+([A-Za-z]\w*)[ \t]+on\b/gim
  ],
  // Tcl: procs and methods by their own name (`proc ::struct::list::Lmap` defines `Lmap`), namespaces, and the
  // classes of TclOO, Itcl, snit and NX.
  tcl: [
    /^[ \t]*(?:(?:public|private|protected)[ \t]+)?(?:proc|method|classmethod|typemethod)[ \t]+[{"]?(?:[^\s:{}"\[\]]*::)*([^\s:{}"\[\]]+)/gm,
    /^[ \t]*namespace[ \t]+eval[ \t]+(?:[^\s:{}\[\]]*::)*([^\s:{}\[\]]+)/gm,
    /^[ \t]*(?:::)?(?:oo::class[ \t]+create|itcl::class|itcl::type|snit::(?:type|widget|widgetadaptor)|nx::Class[ \t]+create)[ \t]+(?:[^\s:{}\[\]]*::)*([^\s:{}\[\]]+)/gm
  ],
  // ReScript: top-level `let`s (a nested module's look like a function's locals: left out), types, modules and externals.
  rescript: [
    /^(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*(?:export[ \t]+)?(?:let|and)[ \t]+(?:rec[ \t]+)?([a-z_][\w']*)/gm,
    /^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*(?:export[ \t]+)?(?:type|and)[ \t]+(?:rec[ \t]+)?([a-z_][\w']*)(?=[ \t]*(?:[=<]|$))/gm,
    /^[ \t]*module[ \t]+(?:type[ \t]+)?([A-Z][\w']*)/gm,
    /^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*external[ \t]+([a-z_][\w']*)/gm
  ],
  // Odin: every constant declaration (`document_get :: proc(`, `Document :: struct {`, `MAX :: 8`), after its attributes.
  odin: [/^[ \t]*(?:@(?:\([^)\n]*\)|\w+)[ \t]*)*([A-Za-z_]\w*)[ \t]*::/gm],
  // Move: modules by their own name (`module deepbook::pool;` defines `pool`), functions after their visibility, structs,
  // enums and constants.
  move: [
    /^[ \t]*module[ \t]+(?:\w+::)*(\w+)/gm,
    /^[ \t]*(?:public(?:\([\w]+\))?[ \t]+)?(?:(?:entry|native|inline|macro)[ \t]+)*fun[ \t]+(\w+)/gm,
    /^[ \t]*(?:public[ \t]+)?(?:struct|enum)[ \t]+(\w+)/gm,
    /^[ \t]*const[ \t]+(\w+)/gm
  ],
  // Cairo: functions, modules, traits, impls, types and constants after their visibility (Cairo 0's `func` too).
  cairo: [
    /^[ \t]*(?:pub(?:\([\w]+\))?[ \t]+)?(?:(?:extern|const|unsafe)[ \t]+)?(?:fn|func|mod|trait|impl|struct|enum|type|const|namespace)[ \t]+([A-Za-z_]\w*)/gm
  ],
  // Raku: subs, methods, grammar rules (names may hold `-` and `'`: `find-column-name`) and packages by their own
  // name (`unit role Red::AST` defines `AST`).
  raku: [
    /^[ \t]*(?:(?:my|our|multi|proto|only|unit)[ \t]+)*(?:sub|method|submethod|token|rule|regex|macro)[ \t]+[!^.]?([A-Za-z_][\w'-]*)/gm,
    /^[ \t]*(?:(?:my|our|unit)[ \t]+)?(?:class|role|grammar|module|package|enum|subset)[ \t]+(?:[\w'-]+::)*([A-Za-z_][\w'-]*)/gm
  ],
  // Jsonnet: locals, and an object's functions and hidden fields (`withTitle(value)::`, `_config::`); a plain field
  // (`title: 'x'`) is data.
  jsonnet: [
    /^[ \t]*local[ \t]+([A-Za-z_]\w*)[ \t]*(?:\([^)\n]*\))?[ \t]*=/gm,
    /^[ \t]*['"]?([A-Za-z_]\w*)['"]?[ \t]*(?:\([^)\n]*\)[ \t]*\+?:{1,3}|\+?::)/gm
  ],
  // Smalltalk in Pharo's Tonel files: the class (`#name : #SpPresenter` or `'SpPresenter'`) and each method by its
  // selector's first part (`SpPresenter >> adapter [`, `SpPresenter class >> on: aModel [`).
  smalltalk: [/^[ \t]*#name[ \t]*:[ \t]*#?'?([A-Za-z_]\w*)/gm, /^[A-Za-z_]\w*(?:[ \t]+class)?[ \t]*>>[ \t]*([A-Za-z_]\w*)/gm],
  // COBOL (any case, fixed or free format): programs, and paragraphs and sections (a name alone on its line, in
  // area A: after the sequence area and indicator, before column 12).
  cobol: [
    /\bprogram-id\.?[ \t]+['"]?([a-z0-9][\w-]*)/gi,
    /^(?:[0-9 ]{6}[ \t])?[ \t]{0,3}([a-z0-9][\w-]{1,30})(?:[ \t]+section)?[ \t]*\.[ \t]*$/gim
  ],
  // GraphQL: types, inputs, interfaces, enums, unions, scalars and directives; named operations and fragments.
  graphql: [
    /^[ \t]*(?:extend[ \t]+)?(?:type|input|interface|enum|union|scalar)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*directive[ \t]+@([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:query|mutation|subscription|fragment)[ \t]+([A-Za-z_]\w*)/gm
  ],
  // Thrift: structs, unions, exceptions, enums, services and their (indented) functions, typedefs and constants.
  // Bounded: a long line without `(` must not cost quadratic time.
  thrift: [
    /^[ \t]*(?:struct|union|exception|enum|senum|service)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]{1,32}(?:oneway[ \t]+)?[\w.<>, ]{1,200}?[ \t]([A-Za-z_]\w{0,127})[ \t]*\(/gm,
    /^[ \t]*typedef[ \t]+[^\n;]{1,200}?[ \t]([A-Za-z_]\w{0,127})[ \t]*;?[ \t]*$/gm,
    /^[ \t]*const[ \t]+[\w.<>, ]{1,200}?[ \t]([A-Za-z_]\w{0,127})[ \t]*=/gm
  ],
  // CMake's scripts and modules (commands in any case): functions, macros, and the targets they add. Not its
  // `CMakeLists.txt`, a doc as `.txt`: read as code, a project's root list (naming every source) rose above the code
  // of C, C++ and Fortran fixes (BENCHMARKS.md, session 34).
  cmake: [
    /^[ \t]*(?:function|macro)[ \t]*\([ \t]*([A-Za-z_][\w.+-]*)/gim,
    /^[ \t]*add_(?:library|executable|custom_target)[ \t]*\([ \t]*([A-Za-z_][\w.+-]*)/gim
  ],
  // SQL (any case): what a script creates (`CREATE OR REPLACE FUNCTION auth.uid()` defines `uid`), and dbt's macros.
  sql: [
    /\bcreate[ \t]+(?:or[ \t]+replace[ \t]+)?(?:(?:temp|temporary|materialized|unique|recursive)[ \t]+)?(?:table|view|function|procedure|trigger|type|index|sequence|schema|macro)[ \t]+(?:if[ \t]+not[ \t]+exists[ \t]+)?(?:["`\[]?\w{1,128}["`\]]?\.){0,3}["`\[]?(\w{1,128})/gi,
    /\{%-?[ \t]*(?:macro|test|materialization)[ \t]+(\w+)/g
  ],
  // Idris 2: top-level signatures (`length : List a -> Nat`, after `export`, `public export`, `total`…), and data types,
  // records and interfaces.
  idris: [
    /^(?:(?:public[ \t]+export|export|private|partial|total|covering)[ \t]+)*([a-z_][\w']*)[ \t]*:(?!:)/gm,
    /^[ \t]*(?:(?:public[ \t]+export|export|private)[ \t]+)?(?:data|record|interface)[ \t]+([A-Z][\w']*)/gm
  ],
  // Agda: signatures (names are any run of non-space, `_++_` and `≤-refl` among them; a data type's constructors and a
  // record's fields too), data types and records.
  agda: [
    /^[ \t]*([^\s:;(){}.@"\\]+)[ \t]+:[ \t]/gm,
    /^[ \t]*(?:data|record)[ \t]+([^\s:;(){}.@"\\]+)/gm
  ],
  // Fennel: top-level functions, macros and bindings, by their last name (`(fn M.setup [opts]` defines `setup`).
  fennel: [/^\((?:fn|lambda|λ|macro|local|global|var|defn|defmacro)[ \t]+(?:[\w-]+[.:])*([^\s()\[\]{}.:]+)/gm],
  // Janet: top-level `def` forms (`defn-` private), variables and macros.
  janet: [/^\((?:defn-?|defmacro-?|def-?|var-?|varfn|defglobal)[ \t]+([^\s()\[\]{}]+)/gm],
  // WGSL: functions after their attributes (`@vertex fn vs_main(`), structs, and module-scope constants, overrides,
  // aliases and variables (`var<uniform> config: Config;`).
  wgsl: [
    /^[ \t]*(?:@\w+(?:\([^)\n]{0,200}\))?[ \t]*){0,8}fn[ \t]+(\w+)/gm,
    /^[ \t]*struct[ \t]+(\w+)/gm,
    /^(?:@\w+(?:\([^)\n]{0,200}\))?[ \t]*){0,8}(?:const|override|alias|var(?:<[^>\n]{0,100}>)?)[ \t]+(\w+)/gm
  ],
  // Razor: the C# of a component's `@code { }` block (methods as C#'s), and its properties (a Blazor component's
  // `[Parameter] public bool Dense { get; set; }` is what an issue names).
  razor: [
    DEFINITION_JAVA_METHOD,
    /^[ \t]*(?:\[[^\]\n]{0,200}\][ \t]*){0,4}(?:(?:public|private|protected|internal|static|override|virtual|required)[ \t]+){1,6}[\w<>\[\],.?]{1,200}[ \t]+(\w{1,255})[ \t]*\{[ \t]*(?:get|set|init)\b/gm
  ],
  erb: [],
  liquid: [],
  // Pug's mixins (`mixin postCard(post)`).
  pug: [/^[ \t]*mixin[ \t]+([\w-]+)/gm],
  ejs: [],
  // Inline partials (`{{#*inline "post-card"}}`).
  handlebars: [/\{\{#\*inline[ \t]+["']([\w.\/-]+)["']/g],
  // Macros and blocks (`{% macro render_field(field) %}`, `{%- block body %}`).
  jinja: [/\{%-?[ \t]*(?:macro|block)[ \t]+(\w+)/g],
  // MATLAB: functions (`function [a, b] = name(x)`, a nested or local one too) and classes.
  matlab: [
    /^[ \t]*function\b[ \t]*(?:(?:\[[^\]\n]{0,200}\]|\w+)[ \t]*=[ \t]*)?([A-Za-z]\w*)/gm,
    /^[ \t]*classdef\b[ \t]*(?:\([^)\n]{0,200}\)[ \t]*)?([A-Za-z]\w*)/gm
  ],
  // Coq: definitions, proofs' statements, types, classes, tactics and modules, after their attributes and flags.
  coq: [
    /^[ \t]*(?:#\[[^\]\n]{0,200}\][ \t]*)?(?:(?:Local|Global|Polymorphic|Monomorphic|Program|Private|Declare)[ \t]+){0,3}(?:Theorem|Lemma|Fact|Remark|Corollary|Proposition|Definition|Fixpoint|CoFixpoint|Inductive|CoInductive|Variant|Record|Structure|Class|Instance|Let|Ltac|Axiom|Parameter|Canonical|Module(?:[ \t]+Type)?|Section|Equations|Hypothesis|Variable)[ \t]+([A-Za-z_][\w']*)/gm
  ],
  // Prolog: the predicates a file's clauses define (each head at a line's start), and a module's name.
  prolog: [/^([a-z]\w*)(?=[ \t]*(?:\(|:-|-->|\.))/gm, /^:-[ \t]*module\([ \t]*([a-z]\w*)/gm],
  other: [],
  doc: []
};
function extractDefinitions(text, lang) {
  const names = /* @__PURE__ */ new Set();
  for (const m of matchesOf(text, DEFINITION_PATTERNS[lang])) {
    const name = m[1];
    if (name.length >= 2 && !KEYWORDS.has(name)) names.add(name);
  }
  return [...names];
}
var JVM_IMPORTS = [/^[ \t]*import[ \t]+(?:static[ \t]+)?([\w.]+)/gm];
var IMPORT_PATTERNS = {
  python: [
    atLineOf(/^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(?:\(([^)]*)\)|([^\n#]*))/gm, ["from"]),
    atLineOf(/^[ \t]*import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)/gm, ["import"])
  ],
  js: [
    // V8 finds its two words as fast as indexOf; a scan stops at the next `import` or `export`, so a run of them
    // without a `from` costs linear time, not quadratic.
    /\b(?:import|export)(?:(?!\b(?:import|export)\b)[^'"`;])*?from[ \t]*['"]([^'"]+)['"]/g,
    atNeedle(/\bimport[ \t]*\(?[ \t]*['"]([^'"]+)['"]/g, ["import"]),
    atNeedle(/\brequire[ \t]*\([ \t]*['"]([^'"]+)['"][ \t]*\)/g, ["require"])
  ],
  go: [/^[ \t]*(?:import[ \t]+)?(?:[\w.]+[ \t]+)?"([\w./-]+)"$/gm],
  rust: [/^[ \t]*(?:pub[ \t]+)?(?:use|mod)[ \t]+([\w:]+)/gm],
  java: JVM_IMPORTS,
  scala: [/^[ \t]*import[ \t]+([\w.]+)/gm],
  dart: [/^[ \t]*(?:import|export|part)[ \t]+['"]([^'"]+)['"]/gm],
  // `alias Foo.{Bar, Baz}` gives `Foo.` and its braces' names (see extractImports).
  elixir: [/^[ \t]*(?:alias|import|use|require)[ \t]+([A-Z][\w.]*)(?:\{([^}\n]*)\})?/gm],
  lua: [/\brequire[ \t]*\(?[ \t]*['"]([\w./-]+)['"]/g],
  ruby: [/\brequire(?:_relative)?[ \t(]+['"]([^'"]+)['"]/g],
  php: [/^[ \t]*use[ \t]+([\w\\]+)/gm, /\b(?:require|include)(?:_once)?[ \t(]+['"]([^'"]+)['"]/g],
  c: [/^#(?:include|import)[ \t]+"([^"]+)"/gm],
  haskell: [/^import[ \t]+(?:qualified[ \t]+)?([A-Z][\w.]*)/gm],
  // `use Mojo::Base -base;` (a pragma such as `strict` is lower-case).
  perl: [/^[ \t]*(?:use|require)[ \t]+([A-Z]\w*(?:::\w+)*)/gm],
  groovy: JVM_IMPORTS,
  solidity: [/^[ \t]*import[ \t]+(?:[^'";]*?[ \t]from[ \t]+)?["']([^"']+)["']/gm],
  nim: [/^[ \t]*(?:import|include|from)[ \t]+([\w./]+)/gm],
  elm: [/^import[ \t]+([A-Z][\w.]*)/gm],
  starlark: [/\bload\([ \t]*"([^"]+)"/g],
  // `(require 'magit-core)`, and the file a `declare-function` names (`(declare-function magit-git-string "magit-git")`).
  elisp: [/\(require[ \t]+'([\w.+/-]+)/g, /\(declare-function[ \t]+[^\s()]+[ \t]+"(?:ext:)?([\w.+/-]+)"/g],
  // A call into an autoload script names its file: `ale#path#GetAbsPath(` is `autoload/ale/path.vim`'s.
  // Bounded, and started at a name's first part only: `a#a#a#…` without a call must not cost quadratic time.
  vim: [/(?<![\w#])([A-Za-z_]\w{0,63}(?:#\w{1,64}){0,8})#\w{1,64}[ \t]*\(/g],
  // A path literal (`imports = [ ./git.nix ]`, `import ../lib { }`, `callPackage ./pkg { }`).
  nix: [/(?:^|[\s\[(=])(\.{1,2}\/[\w.\/+-]+)/g],
  crystal: [/^[ \t]*require[ \t]+"([^"]+)"/gm],
  gleam: [/^import[ \t]+([a-z][\w/]*)/gm],
  // `use fpm_strings, only: string_t` names a module (usually its file's name); `include 'x.inc'` a file.
  fortran: [/^[ \t]*use[ \t]*(?:,[ \t]*(?:non_)?intrinsic[ \t]*)?(?:::)?[ \t]*([a-z_]\w*)/gim, /^[ \t]*#?include[ \t]+["']([^"'\n]+)["']/gim],
  d: [/^[ \t]*(?:(?:public|private|static|package)[ \t]+)*import[ \t]+(?:[A-Za-z_]\w*[ \t]*=[ \t]*)?([\w.]+)/gm],
  haxe: [/^[ \t]*(?:import|using)[ \t]+(\w+(?:\.\w+)*)/gm],
  // A `uses` clause's units (see extractImports), up to its `;`.
  pascal: [/^[ \t]*uses\b([^;]{1,4000});/gim],
  coffee: [/\brequire[ \t(]+['"]([^'"]+)['"]/g, /^[ \t]*import\b[^'"\n]*['"]([^'"]+)['"]/gm],
  // Files a module requires by path (`"private/utils.rkt"`) and collection paths (`typed-racket/utils/tc-utils`).
  racket: [/"((?:\.\.?\/)?[\w./-]+\.rkt)"/g, /(?<=[\s(\[])([a-z][\w-]*(?:\/[\w.-]+)+)(?=[\s)\]])/g],
  // `import Mathlib.Data.List.Basic` (and the module system's `public import`, `import all`).
  lean: [/^(?:(?:public|private|meta)[ \t]+)*import[ \t]+(?:all[ \t]+)?([A-Za-z_][\w.']*)/gm],
  proto: [/^[ \t]*import[ \t]+(?:(?:public|weak)[ \t]+)?"([^"\n]+)"/gm],
  // `with Alire.Utils, Ada.Text_IO;` names units (see extractImports).
  ada: [/^[ \t]*(?:limited[ \t]+)?(?:private[ \t]+)?with[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)[ \t]*;/gim],
  // `` `include "axi_typedef.svh" `` names a file; `import axi_pkg::*;` a package, by convention its file's name.
  verilog: [/^[ \t]*`include[ \t]+"([^"\n]+)"/gm, /\bimport[ \t]+([A-Za-z_]\w{0,127})::/g],
  // `use work.neorv32_package.all;` names a package, `entity work.neorv32_cpu` an entity: each by convention its file's name.
  vhdl: [/^[ \t]*use[ \t]+\w+\.(\w+)/gim, /\bentity[ \t]+work\.(\w+)/gi],
  // `(include "sort.scm")`, from the including file's folder.
  scheme: [/\(include(?:-ci)?[ \t]+"([^"\n]+)"/g],
  // `package require struct::list` names a package (tcllib's `modules/struct/list.tcl`); `source [file join $dir x.tcl]` a file.
  tcl: [
    /^[ \t]*package[ \t]+require[ \t]+(?:-exact[ \t]+)?([A-Za-z_][\w:]*)/gm,
    /\bsource[ \t]+(?:\[file[ \t]+join[ \t]+[^\]\n]{0,200}?[ \t])?["{]?([\w.\/-]+\.tcl)\b/g
  ],
  // `use deepbook::pool;`, `use deepbook::{math, order_info::OrderInfo};`, `friend deepbook::vault;`: modules (see extractImports).
  move: [/^[ \t]*(?:public[ \t]+)?(?:use|friend)[ \t]+\w+::(?:(\w+)|\{([^}]{0,2000})\})/gm],
  // `use Red::AST;` → `lib/Red/AST.rakumod`.
  raku: [/^[ \t]*(?:use|need|require)[ \t]+([A-Z][\w'-]*(?:::[\w'-]+)*)/gm],
  // `import 'lib/utils.libsonnet'` (and `importstr`, `importbin`).
  jsonnet: [/\bimport(?:str|bin)?[ \t]+['"]([^'"\n]+)['"]/g],
  // `COPY CUSTREC.` names a copybook, `CALL 'SUBPGM'` a program: each by convention its file's name.
  cobol: [/\bcopy[ \t]+['"]?([a-z0-9][\w-]*)/gi, /\bcall[ \t]+['"]([a-z0-9][\w-]*)['"]/gi],
  // `include "shared.thrift"`.
  thrift: [/^[ \t]*(?:include|cpp_include)[ \t]+["']([^"'\n]+)["']/gm],
  // `include(CompilerWarnings)` → `cmake/CompilerWarnings.cmake`, `include(${CMAKE_CURRENT_LIST_DIR}/deps.cmake)`.
  cmake: [/^[ \t]*include[ \t]*\([ \t]*"?(?:\$\{\w+\}\/)?([\w.\/-]+?)"?[ \t]*[)\s]/gim],
  // dbt's `{{ ref('stg_orders') }}` (or `ref('package', 'stg_orders')`): a model is its file.
  sql: [/\bref\([ \t]*(?:['"][\w-]+['"][ \t]*,[ \t]*)?['"]([\w.-]+)['"]/g],
  // `import public Data.List` (Idris), `open import Data.Nat.Base` (Agda): modules, each a path (as Haskell's).
  idris: [/^import[ \t]+(?:public[ \t]+)?([A-Z][\w.]*)/gm],
  agda: [/^[ \t]*(?:open[ \t]+)?import[ \t]+([^\s;(){}]+)/gm],
  // `(require :conjure.client)`, `(import-macros {: def} :conjure.macros)`: Lua's module paths. Bounded: a long line of
  // `(import-macros {` must not cost quadratic time.
  fennel: [/\((?:require|include|require-macros)[ \t]+[:"]([\w.\/-]+)/g, /\(import-macros[ \t]+(?:\{[^}\n]{0,200}\}|[\w-]+)[ \t]+[:"]([\w.\/-]+)/g],
  // `(import ./util)` beside the importer, `(use spork/json)` a collection's module.
  janet: [/\((?:import|use)[ \t]+"?([\w.\/-]+)/g],
  // naga_oil's `#import bevy_pbr::mesh_functions` and `#import bevy_pbr::{mesh_view_bindings::view, pbr_types}`, vello's
  // `#import bbox`: modules, each its file (see extractImports).
  wgsl: [/^[ \t]*#import[ \t]+"?([\w./-]+(?:::\w+)*)(?:::\{([^}\n]{0,2000})\})?/gm],
  // A component is its file: the components a Razor file renders (`<MudButton`), inherits (`@inherits MudBaseInput`) or
  // lays out in; an MVC view's partials (`<partial name="_LoginPartial" />`, `Html.PartialAsync("_Nav")`).
  razor: [
    // Two letters at least: a generic's `<T>` is not a component.
    /<([A-Z]\w{1,63})(?=[\s/>])/g,
    /^@(?:inherits|layout)[ \t]+(?:[\w.]*\.)?(\w+)/gm,
    /<partial[ \t]+name=["'](?:~\/)?([\w.\/-]+)["']/g,
    /\bPartial(?:Async)?\([ \t]*["'](?:~\/)?([\w.\/-]+)["']/g
  ],
  // Rails partials: `render 'form'`, `render partial: "users/row"`, `render(:partial => 'shared/nav')`.
  erb: [/\brender[ \t(]+(?:(?::partial[ \t]*=>|partial:)[ \t]*)?["']([\w\/.-]+)["']/g],
  // `include includes/head.pug`, `extends ../layout` (from the including file, or from the root when written `/x`).
  pug: [/^[ \t]*(?:include|extends)(?::[\w-]+)?[ \t]+([^\s]+)/gm],
  // `<%- include('partials/header') %>`, Hexo's `<%- partial('_partial/header') %>`, EJS 1's `<% include header %>`.
  ejs: [/\b(?:include|partial)\([ \t]*["']([^"'\n]+)["']/g, /<%-?[ \t]*include[ \t]+([\w.\/-]+)/g],
  // A Shopify theme's snippets, sections and layout (`{% render 'card-product' %}` → `snippets/card-product.liquid`),
  // a Jekyll include (`{% include head.html %}`), and the assets a template links (`'base.css' | asset_url`).
  liquid: [
    /\{%-?[ \t]*(?:render|include|section|sections|layout)[ \t]+["']?([\w.\/-]+)/g,
    /["']([\w.-]+\.(?:css|js))["'][ \t]*\|[ \t]*asset_url/g
  ],
  // Partials (`{{> post-card}}`, `{{#> layout}}`), a Ghost layout (`{{!< default}}`), and Ember's components by their
  // angle-bracket names (`<PowerSelect::Trigger` is `power-select/trigger`; see extractImports).
  handlebars: [/\{\{(?:#?>|!<)[ \t]*["']?([\w.\/-]+)/g, /<([A-Z][A-Za-z0-9]{0,63}(?:::[A-Z][A-Za-z0-9]{0,63}){0,8})(?=[\s/>])/g],
  // Templates a template includes, extends, embeds or imports (`{% extends 'base.html.twig' %}`,
  // `{% from "macros.j2" import field %}`, Twig's `@EasyAdmin/crud/index.html.twig`).
  jinja: [/\{%-?[ \t]*(?:include|extends|embed|import|from|use)[ \t]+["'](@?[\w.\/-]+)["']/g],
  // `Require Import Coq.Lists.List.`, `From mathcomp Require Import ssreflect ssrbool.`: modules (see extractImports).
  // Bounded, up to the sentence's closing dot: nested repeats of names and spaces cost exponential time on a long line.
  coq: [/^[ \t]*(?:From[ \t]+[\w.]{1,200}[ \t]+)?Require[ \t]+(?:(?:Import|Export)[ \t]+)?([\w'. \t]{1,1000}?)\.(?=\s|$)/gm],
  // `:- use_module(library(http/json)).`, `:- ensure_loaded('util.pl').`, `:- include(x).`
  prolog: [/\b(?:use_module|ensure_loaded|include|consult|reexport)\([ \t]*(?:library\([ \t]*)?['"]?([\w\/.-]+)/g],
  // A module is its file (`Button.res` is `Button`): the modules a file opens, uses (`Button.make`) or renders (`<Button`).
  rescript: [
    /^[ \t]*(?:open|include)!?[ \t]+([A-Z]\w{0,63})/gm,
    /(?<![\w.])([A-Z]\w{0,63})\.(?=[A-Za-z_])/g,
    /<([A-Z]\w{0,63})(?=[\s/>.])/g
  ]
};
function extractImports(text, lang) {
  const out = /* @__PURE__ */ new Set();
  for (const m of matchesOf(text, IMPORT_PATTERNS[lang] ?? [])) {
    if (lang === "wgsl" && m[2] !== void 0) {
      for (const item of m[2].split(",")) if (/^\w+(?:::\w+)*$/.test(item.trim())) out.add(`${m[1]}::${item.trim()}`);
      continue;
    }
    if (lang === "coq") {
      for (const name of m[1].split(/[ \t]+/)) if (name !== "") out.add(name);
      continue;
    }
    if (lang === "handlebars" && /^[A-Z]/.test(m[1])) {
      out.add(m[1].split("::").map((part) => part.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-").toLowerCase()).join("/"));
      continue;
    }
    if (lang === "move" && m[2] !== void 0) {
      for (const item of m[2].split(",")) {
        const name = item.trim().split("::")[0];
        if (/^[a-z_]\w*$/.test(name)) out.add(name);
      }
      continue;
    }
    const spec = m[1];
    const names = m[2] ?? m[3];
    if (lang === "python" && names !== void 0) {
      out.add(spec);
      for (const name of names.split(/[\s,\\()]+/)) {
        if (/^\w+$/.test(name) && name !== "as") out.add(spec.endsWith(".") ? spec + name : `${spec}.${name}`);
      }
    } else if (lang === "python" || lang === "ada") {
      for (const s of spec.split(",")) out.add(s.trim());
    } else if (lang === "pascal") {
      for (const unit of spec.replace(/\{[^}]*\}|\(\*[\s\S]*?\*\)|\/\/[^\n]*|\bin[ \t]+'[^']*'/g, "").split(",")) {
        const name = unit.trim();
        if (/^\w+(?:\.\w+)*$/.test(name)) out.add(name);
      }
    } else if (lang === "elixir" && names !== void 0) {
      for (const name of names.split(/[\s,]+/)) if (/^[A-Z][\w.]*$/.test(name)) out.add(spec + name);
    } else {
      out.add(spec);
    }
  }
  return [...out].filter((s) => s.length > 0 && s.length < 200).slice(0, 300);
}

// src/core/repo-files.ts
var import_ignore = __toESM(require_ignore(), 1);
import { accessSync, closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync } from "node:fs";
import { join } from "node:path";

// node_modules/balanced-match/dist/esm/index.js
var range = (a, b, str) => {
  let begs, beg, left, right = void 0, result;
  let ai = str.indexOf(a);
  let bi = str.indexOf(b, ai + 1);
  let i = ai;
  if (ai >= 0 && bi > 0) {
    if (a === b) {
      return [ai, bi];
    }
    begs = [];
    left = str.length;
    while (i >= 0 && !result) {
      if (i === ai) {
        begs.push(i);
        ai = str.indexOf(a, i + 1);
      } else if (begs.length === 1) {
        const r = begs.pop();
        if (r !== void 0)
          result = [r, bi];
      } else {
        beg = begs.pop();
        if (beg !== void 0 && beg < left) {
          left = beg;
          right = bi;
        }
        bi = str.indexOf(b, i + 1);
      }
      i = ai < bi && ai >= 0 ? ai : bi;
    }
    if (begs.length && right !== void 0) {
      result = [left, right];
    }
  }
  return result;
};

// node_modules/brace-expansion/dist/esm/index.js
var escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0";
var escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0";
var escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0";
var escComma = "\0COMMA" + Math.random().toFixed(16) + "\0";
var escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0";
var escSlashPattern = new RegExp(escSlash, "g");
var escOpenPattern = new RegExp(escOpen, "g");
var escClosePattern = new RegExp(escClose, "g");
var escCommaPattern = new RegExp(escComma, "g");
var escPeriodPattern = new RegExp(escPeriod, "g");
var slashPattern = /\\\\/g;
var openPattern = /\\{/g;
var closePattern = /\\}/g;
var commaPattern = /\\,/g;
var periodPattern = /\\\./g;
var EXPANSION_MAX = 1e5;
var EXPANSION_MAX_LENGTH = 4e6;
var EXPANSION_MAX_DEPTH = 1e3;
var EXPANSION_MAX_REWRITES = 1e3;
var EXPANSION_MAX_STEPS = 2e7;
var CALL_STEPS = 16;
function numeric(str) {
  return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
}
function escapeBraces(str) {
  return str.replace(slashPattern, escSlash).replace(openPattern, escOpen).replace(closePattern, escClose).replace(commaPattern, escComma).replace(periodPattern, escPeriod);
}
function unescapeBraces(str) {
  return str.replace(escSlashPattern, "\\").replace(escOpenPattern, "{").replace(escClosePattern, "}").replace(escCommaPattern, ",").replace(escPeriodPattern, ".");
}
function pushAll(target, items) {
  for (let i = 0; i < items.length; i++) {
    target.push(items[i]);
  }
}
function balancedWithBudget(str, masked, budget) {
  if (budget.remaining < 0) {
    return void 0;
  }
  const r = range("{", "}", masked);
  const unmatched = r !== void 0 && masked.indexOf("{") < r[0];
  budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
  if (!r || budget.remaining < 0) {
    return void 0;
  }
  return {
    end: r[1],
    pre: str.slice(0, r[0]),
    body: str.slice(r[0] + 1, r[1]),
    post: str.slice(r[1] + 1),
    unmatched
  };
}
function maskUnmatchedOpens(masked, budget) {
  budget.remaining -= masked.length;
  const open = [];
  for (let i = 0; i < masked.length; i++) {
    const c = masked.charCodeAt(i);
    if (c === 123) {
      open.push(i);
    } else if (c === 125 && open.length) {
      open.pop();
    }
  }
  let out = "";
  let last = 0;
  for (let i = 0; i < open.length; i++) {
    const at = open[i];
    out += masked.slice(last, at) + "\0";
    last = at + 1;
  }
  return out + masked.slice(last);
}
function commaSetFollows(str, budget) {
  budget.remaining -= str.length;
  if (budget.remaining < 0) {
    return false;
  }
  let close = false;
  for (let i = str.length - 1; i >= 0; i--) {
    const c = str.charCodeAt(i);
    if (c === 125) {
      close = true;
    } else if (c === 10 || c === 13 || c === 8232 || c === 8233) {
      close = false;
    } else if (c === 44 && close && str.charCodeAt(i + 1) !== 44) {
      return true;
    }
  }
  return false;
}
function parseCommaParts(str, budget) {
  const parts = [];
  let carry = "";
  for (; ; ) {
    const m = balancedWithBudget(str, str, budget);
    if (budget.remaining < 0) {
      return void 0;
    }
    if (!m) {
      const tail = str.split(",");
      tail[0] = carry + tail[0];
      pushAll(parts, tail);
      return parts;
    }
    const { pre, body, post } = m;
    const p = pre.split(",");
    p[0] = carry + p[0];
    p[p.length - 1] += "{" + body + "}";
    if (!post.length) {
      pushAll(parts, p);
      return parts;
    }
    carry = p.pop();
    pushAll(parts, p);
    str = post;
  }
}
function bound(value, fallback) {
  return value === void 0 || isNaN(value) ? fallback : value;
}
function expand(str, options = {}) {
  if (!str) {
    return [];
  }
  const max = bound(options.max, EXPANSION_MAX);
  const maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH);
  const maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH);
  const maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES);
  const maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
  if (str.slice(0, 2) === "{}") {
    str = "\\{\\}" + str.slice(2);
  }
  return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
}
function embrace(str) {
  return "{" + str + "}";
}
function isPadded(el) {
  return /^-?0\d/.test(el);
}
function lte(i, y) {
  return i <= y;
}
function gte(i, y) {
  return i >= y;
}
function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
  const out = [];
  let length = 0;
  let nonEmpty;
  outer: for (let a = 0; a < acc.length; a++) {
    const prefix2 = acc[a] + pre;
    let vs = values;
    if (dropEmpties && !prefix2) {
      if (!nonEmpty)
        nonEmpty = values.filter((v) => v);
      vs = nonEmpty;
    }
    for (let v = 0; v < vs.length; v++) {
      if (out.length >= max)
        break outer;
      const expansion = prefix2 + vs[v];
      if (length + expansion.length > maxLength)
        break outer;
      out.push(expansion);
      length += expansion.length;
    }
  }
  budget.remaining -= out.length;
  return out;
}
function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
  const n = body.split(/\.\./);
  const N = [];
  if (n[0] === void 0 || n[1] === void 0) {
    return N;
  }
  const x = numeric(n[0]);
  const y = numeric(n[1]);
  const width = Math.max(n[0].length, n[1].length);
  let incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1;
  let test = lte;
  const reverse = y < x;
  if (reverse) {
    incr *= -1;
    test = gte;
  }
  const pad = n.some(isPadded);
  const cost = pad ? width : 1;
  let length = 0;
  for (let i = x; test(i, y) && N.length < max; i += incr) {
    budget.remaining -= cost;
    if (budget.remaining < 0) {
      return void 0;
    }
    let c;
    if (isAlphaSequence) {
      c = String.fromCharCode(i);
      if (c === "\\") {
        c = "";
      }
    } else {
      c = String(i);
      if (pad) {
        const need = width - c.length;
        if (need > 0) {
          const z = new Array(need + 1).join("0");
          if (i < 0) {
            c = "-" + z + c.slice(1);
          } else {
            c = z + c;
          }
        }
      }
    }
    if (length + c.length > maxLength)
      break;
    N.push(c);
    length += c.length;
  }
  return N;
}
function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
  budget.remaining -= CALL_STEPS;
  if (depth > maxDepth) {
    return [str];
  }
  let acc = [""];
  let rewrites = 0;
  let dropEmpties = false;
  let firstGroup = true;
  let masked = str;
  for (; ; ) {
    const m = balancedWithBudget(str, masked, budget);
    if (!m) {
      return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
    }
    if (m.unmatched) {
      masked = maskUnmatchedOpens(masked, budget);
    }
    const pre = m.pre;
    const literal2 = () => combine(acc, pre + "{" + m.body + "}" + m.post, [""], max, maxLength, dropEmpties, budget);
    if (/\$$/.test(pre)) {
      acc = combine(acc, pre + "{" + m.body + "}", [""], max, maxLength, dropEmpties && !m.post.length, budget);
      firstGroup = false;
      if (!m.post.length)
        break;
      str = m.post;
      masked = masked.slice(m.end + 1);
      continue;
    }
    const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
    const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
    const isSequence = isNumericSequence || isAlphaSequence;
    const isOptions = m.body.indexOf(",") >= 0;
    if (!isSequence && !isOptions) {
      if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
        rewrites++;
        str = m.pre + "{" + m.body + escClose + m.post;
        masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
        isTop = true;
        continue;
      }
      return literal2();
    }
    if (firstGroup) {
      dropEmpties = isTop && !isSequence;
      firstGroup = false;
    }
    let values;
    if (isSequence) {
      values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
      if (!values) {
        return literal2();
      }
    } else {
      let n = parseCommaParts(m.body, budget);
      if (!n) {
        return literal2();
      }
      if (n.length === 1 && n[0] !== void 0) {
        n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
        if (budget.remaining < 0) {
          return literal2();
        }
        if (n.length === 1) {
          const next2 = combine(acc, pre + n[0], [""], max, maxLength, dropEmpties && !m.post.length, budget);
          if (budget.remaining < 0) {
            return literal2();
          }
          acc = next2;
          if (!m.post.length)
            break;
          str = m.post;
          masked = masked.slice(m.end + 1);
          continue;
        }
      }
      let dropsEmpties = dropEmpties && !m.post.length && !pre;
      for (let d = 0; dropsEmpties && d < acc.length; d++) {
        if (acc[d]) {
          dropsEmpties = false;
        }
      }
      values = [];
      let valuesLength = 0;
      outer: for (let j = 0; j < n.length; j++) {
        const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
        if (budget.remaining < 0) {
          return literal2();
        }
        for (let k = 0; k < expanded.length; k++) {
          const v = expanded[k];
          if (dropsEmpties && !v)
            continue;
          if (values.length >= max || valuesLength + v.length > maxLength) {
            break outer;
          }
          values.push(v);
          valuesLength += v.length;
        }
      }
    }
    const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
    if (budget.remaining < 0) {
      return literal2();
    }
    acc = next;
    if (!m.post.length)
      break;
    str = m.post;
    masked = masked.slice(m.end + 1);
  }
  return acc;
}

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/numeric-range.js
var digit = (a, b) => a === b ? { t: "lit", ch: String(a) } : { t: "class", re: new RegExp(`^[${a}-${b}]$`) };
var prefix = (d, alts) => alts.map((s) => [digit(d, d), ...s]);
var fixed = (a, b) => {
  if (!a)
    return [[]];
  let lo = +a[0];
  let hi = +b[0];
  const ra = a.slice(1);
  const rb = b.slice(1);
  if (lo === hi)
    return prefix(lo, fixed(ra, rb));
  const zeros = "0".repeat(ra.length);
  const nines = "9".repeat(ra.length);
  const out = [];
  if (ra !== zeros)
    out.push(...prefix(lo++, fixed(ra, nines)));
  const last = rb === nines ? [] : prefix(hi--, fixed(zeros, rb));
  if (lo <= hi) {
    out.push([digit(lo, hi), ...Array.from(ra, () => digit(0, 9))]);
  }
  out.push(...last);
  return out;
};
var nonneg = (a, b, width) => {
  if (width) {
    return fixed(String(a).padStart(width, "0"), String(b).padStart(width, "0"));
  }
  const out = [];
  for (let len = String(a).length; len <= String(b).length; len++) {
    const lo = Math.max(a, len === 1 ? 0 : 10 ** (len - 1));
    const hi = Math.min(b, 10 ** len - 1);
    out.push(...fixed(String(lo), String(hi)));
  }
  return out;
};
var numericRange = (loStr, hiStr) => {
  let lo = Number(loStr);
  let hi = Number(hiStr);
  if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
    return;
  if (lo > hi)
    [lo, hi] = [hi, lo];
  const padded = /^-?0\d/.test(loStr) || /^-?0\d/.test(hiStr);
  const width = padded ? Math.max(loStr.length, hiStr.length) : 0;
  const out = [];
  if (lo < 0) {
    const neg = nonneg(Math.max(-hi, 1), -lo, width && width - 1);
    out.push(...neg.map((s) => [{ t: "lit", ch: "-" }, ...s]));
  }
  if (hi >= 0)
    out.push(...nonneg(Math.max(lo, 0), hi, width));
  return out;
};

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/parse-class.js
var posixClasses = {
  "[:alnum:]": ["\\p{L}\\p{Nl}\\p{Nd}"],
  "[:alpha:]": ["\\p{L}\\p{Nl}"],
  "[:ascii:]": ["\\x00-\\x7f"],
  "[:blank:]": ["\\p{Zs}\\t"],
  "[:cntrl:]": ["\\p{Cc}"],
  "[:digit:]": ["\\p{Nd}"],
  "[:graph:]": ["\\p{Z}\\p{C}", true],
  "[:lower:]": ["\\p{Ll}"],
  "[:print:]": ["\\p{C}", true],
  "[:punct:]": ["\\p{P}\\p{S}"],
  "[:space:]": ["\\p{Z}\\t\\r\\n\\v\\f"],
  "[:upper:]": ["\\p{Lu}"],
  "[:word:]": ["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}"],
  "[:xdigit:]": ["A-Fa-f0-9"]
};
var braceEscape = (s) => s.replace(/[[\]\\-]/g, "\\$&");
var noMatch = /$./;
var parseClass = (glob, position, nocase = false, form) => {
  const norm = (c) => {
    const n = form ? c.normalize(form) : c;
    return [...n].length === 1 ? n : c;
  };
  const pos = position;
  if (glob.charAt(pos) !== "[") {
    throw new Error("not in a brace expression");
  }
  const ranges = [];
  const negs = [];
  let i = pos + 1;
  let sawStart = false;
  let escaping = false;
  let negate = false;
  let endPos = pos;
  let rangeStart = "";
  WHILE: while (i < glob.length) {
    const c = String.fromCodePoint(glob.codePointAt(i));
    if ((c === "!" || c === "^") && i === pos + 1) {
      negate = true;
      i++;
      continue;
    }
    if (c === "]" && sawStart && !escaping) {
      endPos = i + 1;
      break;
    }
    sawStart = true;
    if (c === "\\") {
      if (!escaping) {
        escaping = true;
        i++;
        continue;
      }
    }
    if (c === "[" && !escaping) {
      for (const [cls, [unip, neg]] of Object.entries(posixClasses)) {
        if (glob.startsWith(cls, i)) {
          if (rangeStart) {
            return [noMatch, glob.length - pos];
          }
          i += cls.length;
          if (neg)
            negs.push(unip);
          else
            ranges.push(unip);
          continue WHILE;
        }
      }
    }
    escaping = false;
    const n = norm(c);
    if (rangeStart) {
      if (n.codePointAt(0) > rangeStart.codePointAt(0)) {
        ranges.push(braceEscape(rangeStart) + "-" + braceEscape(n));
      } else if (n === rangeStart) {
        ranges.push(braceEscape(n));
      }
      rangeStart = "";
      i += c.length;
      continue;
    }
    if (glob.startsWith("-]", i + c.length)) {
      ranges.push(braceEscape(n + "-"));
      i += c.length + 1;
      continue;
    }
    if (glob.startsWith("-", i + c.length)) {
      rangeStart = n;
      i += c.length + 1;
      continue;
    }
    ranges.push(braceEscape(n));
    i += c.length;
  }
  if (endPos < i) {
    return [noMatch, 0];
  }
  if (!ranges.length && !negs.length) {
    return [noMatch, glob.length - pos];
  }
  const sranges = "[" + (negate ? "^" : "") + ranges.join("") + "]";
  const snegs = "[" + (negate ? "" : "^") + negs.join("") + "]";
  const comb = "^" + (ranges.length && negs.length ? "(" + sranges + "|" + snegs + ")" : ranges.length ? sranges : snegs);
  return [new RegExp(comb, nocase ? "iu" : "u"), endPos - pos];
};

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/index.js
var MATCH = { t: "match", id: 0 };
var extTypes = "!?+*@";
var lit = (ch) => ({ t: "lit", ch });
var reEscape = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
var newFoldRe = (s) => new RegExp(`^${reEscape(s)}$`, "iu");
var foldCache = /* @__PURE__ */ new Map();
var foldRe = (ch) => {
  let re = foldCache.get(ch);
  if (!re) {
    re = newFoldRe(ch);
    if (foldCache.size >= 1e3)
      foldCache.clear();
    foldCache.set(ch, re);
  }
  return re;
};
var litMatch = (l, c) => {
  if (c === l.ch)
    return true;
  if (!l.re)
    return false;
  const code = c.charCodeAt(0);
  if (code >= 128)
    return l.re.test(c);
  const ascii = l.ascii ??= new Uint8Array(128);
  ascii[code] ||= l.re.test(c) ? 1 : 2;
  return ascii[code] === 1;
};
var tokenize = (p, nocase, noext, form, mark) => {
  const toks = [];
  for (let i = 0; i < p.length; ) {
    const c = String.fromCodePoint(p.codePointAt(i));
    if (mark) {
      const m = c === "\\" && p.startsWith(mark, i + 1) ? 1 : 0;
      if (m || c === mark) {
        const start = i + m + mark.length;
        const end = p.indexOf(mark, start);
        const r = /^(-?\d+)\.\.(-?\d+)$/.exec(p.slice(start, end));
        const alts = end !== -1 && r && numericRange(r[1], r[2]);
        if (alts) {
          toks.push({ t: "ext", type: "@", alts });
          i = end + mark.length;
          continue;
        }
      }
    }
    if (c === "\\") {
      const e = p.codePointAt(i + 1);
      const ch = e === void 0 ? c : String.fromCodePoint(e);
      toks.push(lit(ch));
      i += 1 + ch.length;
      continue;
    }
    if (c === "[") {
      const [re, consumed] = parseClass(p, i, nocase, form);
      if (consumed) {
        toks.push({ t: "class", re });
        i += consumed;
        continue;
      }
    }
    if (!noext && extTypes.includes(c) && p[i + 1] === "(") {
      toks.push({ t: "open", type: c });
      i += 2;
      continue;
    }
    toks.push(!noext && c === "|" ? { t: "bar" } : !noext && c === ")" ? { t: "close" } : c === "*" ? { t: "star" } : c === "?" ? { t: "any" } : lit(c));
    i += c.length;
  }
  return toks;
};
var pair = (toks) => {
  const pairs = /* @__PURE__ */ new Map();
  const stack = [];
  toks.forEach((tok, i) => {
    if (tok.t === "open")
      stack.push(i);
    else if (tok.t === "close" && stack.length)
      pairs.set(stack.pop(), i);
  });
  return pairs;
};
var build = (toks, pairs, start, end, top) => {
  let seq = [];
  const alts = [seq];
  for (let i = start; i < end; i++) {
    const tok = toks[i];
    const close = pairs.get(i);
    if (tok.t === "open" && close !== void 0) {
      const sub = build(toks, pairs, i + 1, close, false);
      seq.push({ t: "ext", type: tok.type, alts: sub });
      i = close;
    } else if (tok.t === "bar" && !top) {
      alts.push(seq = []);
    } else if (tok.t === "open") {
      seq.push(lit(tok.type), lit("("));
    } else if (tok.t === "bar") {
      seq.push(lit("|"));
    } else if (tok.t === "close") {
      seq.push(lit(")"));
    } else {
      seq.push(tok);
    }
  }
  return alts;
};
var normalize = (items, form) => {
  const out = [];
  let run = "";
  const flush = () => {
    for (const ch of run.normalize(form))
      out.push(lit(ch));
    run = "";
  };
  for (const it of items) {
    if (it.t === "lit") {
      run += it.ch;
      continue;
    }
    flush();
    out.push(it.t === "ext" ? { ...it, alts: it.alts.map((a) => normalize(a, form)) } : it);
  }
  flush();
  return out;
};
var compile = (items, nocase) => {
  let id = 1;
  const split = (out) => ({ t: "split", id: id++, out });
  const seq = (items2, next) => items2.reduceRight((next2, it) => item(it, next2), next);
  const item = (it, next) => {
    switch (it.t) {
      case "lit":
        const re = nocase ? foldRe(it.ch) : void 0;
        return { t: "lit", id: id++, ch: it.ch, re, next };
      case "any":
      case "star":
        return { t: it.t, id: id++, next };
      case "class":
        return { t: "class", id: id++, re: it.re, next };
    }
    const alts = (next2) => it.alts.map((a) => seq(a, next2));
    switch (it.type) {
      case "@":
        return split(alts(next));
      case "?":
        return split([next, ...alts(next)]);
      case "!":
        return { t: "neg", id: id++, sub: split(alts(MATCH)), next };
    }
    const after = split([]);
    const entry = split(alts(after));
    after.out.push(next, entry);
    return it.type === "*" ? after : entry;
  };
  const start = seq(items, MATCH);
  return [start, id];
};
var show = (start) => {
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  const ref = (n) => n.t === "match" ? "match" : String(n.id);
  const walk = (n, indent) => {
    if (n.t === "match" || seen.has(n))
      return;
    seen.add(n);
    const line = (desc) => lines.push(`${indent}${n.id}: ${desc}`);
    switch (n.t) {
      case "split":
        line(`split -> ${n.out.map(ref).join(", ")}`);
        for (const o of n.out)
          walk(o, indent);
        return;
      case "neg":
        line(`!(${ref(n.sub)}) -> ${ref(n.next)}`);
        walk(n.sub, indent + "  ");
        return walk(n.next, indent);
      case "lit":
        line(`${JSON.stringify(n.ch)} -> ${ref(n.next)}`);
        break;
      case "class":
        line(`${n.re} -> ${ref(n.next)}`);
        break;
      default:
        line(`${n.t === "any" ? "?" : "*"} -> ${ref(n.next)}`);
    }
    walk(n.next, indent);
  };
  walk(start, "");
  return [`start -> ${ref(start)}`, ...lines].join("\n");
};
var State = class {
  // set by the Sim, to mark the nodes that this state has
  gen;
  threads = [];
  match = false;
  runs = [];
  // the sorted ids of the threads, with 0 for a match, once the
  // state is done
  ids = [];
  constructor(gen) {
    this.gen = gen;
  }
  // no threads, so nothing more can match
  get dead() {
    return !this.threads.length && !this.match && !this.runs.length;
  }
};
var sameState = (a, b) => {
  if (a.ids.length !== b.ids.length)
    return false;
  if (a.runs.length !== b.runs.length)
    return false;
  if (a.ids.some((id, i) => id !== b.ids[i]))
    return false;
  return a.runs.every((r) => b.runs.some((o) => o.neg === r.neg && sameState(o.state, r.state)));
};
var marks = (size) => ({
  has: new Float64Array(size),
  seen: new Float64Array(size),
  gen: 0
});
var Sim = class {
  // `.` and `..` only match literal dots, even with `dot:true`
  dots;
  // the string starts with `.`, and `dot:true` is not set
  dotStart;
  #marks;
  constructor(dots, dotStart, marks2) {
    this.dots = dots;
    this.dotStart = dotStart;
    this.#marks = marks2;
  }
  state() {
    return new State(++this.#marks.gen);
  }
  // sort the ids of a state, once it has all of its threads
  done(state) {
    state.ids = state.threads.map((n) => n.id).sort((a, b) => a - b);
    if (state.match)
      state.ids.unshift(MATCH.id);
    return state;
  }
  // true the first time that the state walks through the node, so
  // that loops in the graph stop
  #visit(state, node) {
    const { seen } = this.#marks;
    if (seen[node.id] === state.gen)
      return false;
    seen[node.id] = state.gen;
    return true;
  }
  #addThread(state, node) {
    const { has } = this.#marks;
    if (has[node.id] === state.gen)
      return false;
    has[node.id] = state.gen;
    state.threads.push(node);
    return true;
  }
  // wildcards only match a leading dot if `dot:true`. In a negated
  // sub-pattern, this does not apply, because the negation itself
  // can not match a leading dot.
  restricted(i, top) {
    return top && (this.dots || this.dotStart && i === 0);
  }
  add(state, node, i, top) {
    switch (node.t) {
      case "split":
        if (!this.#visit(state, node))
          return;
        for (const o of node.out)
          this.add(state, o, i, top);
        return;
      case "neg":
        if (!this.#visit(state, node))
          return;
        const sub = this.state();
        this.add(sub, node.sub, i, false);
        this.done(sub);
        return this.addRun(state, { t: "run", neg: node, state: sub }, i, top);
      case "star":
        if (this.restricted(i, top))
          return;
        if (this.#addThread(state, node))
          this.add(state, node.next, i, top);
        return;
      case "match":
        state.match = true;
        return;
      default:
        this.#addThread(state, node);
    }
  }
  addRun(state, run, i, top) {
    for (const r of state.runs) {
      if (r.neg === run.neg && sameState(r.state, run.state))
        return;
    }
    state.runs.push(run);
    if (!run.state.match) {
      this.add(state, run.neg.next, i, top);
    }
  }
  // the threads after char `c`, at index `i`
  step(state, c, i, top) {
    const next = this.state();
    for (const th of state.threads) {
      switch (th.t) {
        case "lit":
          if (litMatch(th, c)) {
            this.add(next, th.next, i + 1, top);
          }
          break;
        case "any":
          if (!this.restricted(i, top))
            this.add(next, th.next, i + 1, top);
          break;
        case "class":
          if (!this.restricted(i, top) && th.re.test(c)) {
            this.add(next, th.next, i + 1, top);
          }
          break;
        case "star":
          if (!this.restricted(i, top))
            this.add(next, th, i + 1, top);
      }
    }
    if (!this.restricted(i, top)) {
      for (const run of state.runs) {
        if (run.state.dead) {
          this.addRun(next, run, i + 1, top);
          continue;
        }
        const sub = this.step(run.state, c, i, false);
        this.addRun(next, { t: "run", neg: run.neg, state: sub }, i + 1, top);
      }
    }
    return this.done(next);
  }
};
var stateKey = (state) => {
  const ids = state.ids.join();
  if (!state.runs.length)
    return ids;
  const runs = state.runs.map((r) => `${r.neg.id}(${stateKey(r.state)})`);
  return `${ids}|${runs.sort().join("|")}`;
};
var DFA_BUDGET = 1 << 18;
var Dfa = class {
  #start;
  #states = /* @__PURE__ */ new Map();
  #size = 0;
  #plain;
  #dotStart;
  #sim;
  #dotSim;
  constructor(start, marks2) {
    this.#start = start;
    this.#sim = new Sim(false, false, marks2);
    this.#dotSim = new Sim(false, true, marks2);
  }
  #make(state) {
    return {
      state,
      match: state.match,
      dead: state.dead,
      next: /* @__PURE__ */ new Map()
    };
  }
  #intern(state) {
    const key = stateKey(state);
    const found = this.#states.get(key);
    if (found)
      return found;
    if (this.#size > DFA_BUDGET)
      this.#clear();
    const d = this.#make(state);
    this.#states.set(key, d);
    this.#size += key.length + 1;
    return d;
  }
  #clear() {
    this.#states.clear();
    this.#size = 0;
    this.#plain = void 0;
    this.#dotStart = void 0;
  }
  start(dotStart) {
    if (dotStart) {
      if (this.#dotStart)
        return this.#dotStart;
      const state2 = this.#dotSim.state();
      this.#dotSim.add(state2, this.#start, 0, true);
      return this.#dotStart = this.#make(this.#dotSim.done(state2));
    }
    if (this.#plain)
      return this.#plain;
    const state = this.#sim.state();
    this.#sim.add(state, this.#start, 0, true);
    return this.#plain = this.#intern(this.#sim.done(state));
  }
  // the next state, after a miss in `d.ascii`
  next(d, c) {
    const code = c.charCodeAt(0);
    const found = code < 128 ? void 0 : d.next.get(c);
    if (found)
      return found;
    const n = d === this.#dotStart ? this.#intern(this.#dotSim.step(d.state, c, 0, true)) : this.#intern(this.#sim.step(d.state, c, 1, true));
    if (code < 128) {
      if (!d.ascii) {
        d.ascii = new Array(128);
        this.#size += 128;
      }
      d.ascii[code] = n;
    } else {
      d.next.set(c, n);
    }
    this.#size++;
    return n;
  }
};
var linear = (start) => {
  const nodes = [];
  for (let n = start; n.t !== "match"; n = n.next) {
    if (n.t === "split" || n.t === "neg")
      return void 0;
    nodes.push(n);
  }
  return nodes;
};
var testLinear = (nodes, chars, start, end) => {
  let ni = 0;
  let ci = start;
  let starNi = -1;
  let starCi = 0;
  while (ci < end) {
    const n = nodes[ni];
    if (n?.t === "star") {
      starNi = ni++;
      starCi = ci;
      continue;
    }
    const c = chars[ci];
    if (n && (n.t === "any" || n.t === "lit" && litMatch(n, c) || n.t === "class" && n.re.test(c))) {
      ni++;
      ci++;
      continue;
    }
    if (starNi === -1)
      return false;
    ni = starNi + 1;
    ci = ++starCi;
  }
  while (nodes[ni]?.t === "star")
    ni++;
  return ni === nodes.length;
};
var lengths = (items) => {
  let min = 0;
  let max = 0;
  for (const it of items) {
    const [lo, hi] = itemLengths(it);
    min += lo;
    max += hi;
  }
  return [min, max];
};
var itemLengths = (it) => {
  if (it.t === "star")
    return [0, Infinity];
  if (it.t !== "ext")
    return [1, 1];
  if (it.type === "!")
    return [0, Infinity];
  const alts = it.alts.map(lengths);
  const min = Math.min(...alts.map((a) => a[0]));
  const max = Math.max(...alts.map((a) => a[1]));
  const loop = max === 0 ? 0 : Infinity;
  return it.type === "@" ? [min, max] : it.type === "?" ? [0, max] : it.type === "*" ? [0, loop] : [min, loop];
};
var hasAffix = (lits, chars, start) => {
  for (let j = 0; j < lits.length; j++) {
    if (!litMatch(lits[j], chars[start + j]))
      return false;
  }
  return true;
};
var slashOrSurrogate = /[/\ud800-\udfff]/;
var surrogate = /[\ud800-\udfff]/;
var codePoints = (s) => surrogate.test(s) ? [...s] : s;
var noSlash = (s) => {
  if (s.includes("/")) {
    throw new Error("can only match a single path portion, got: " + s);
  }
};
var Matcher = class {
  pattern;
  options;
  #start;
  // the number of node ids
  #size;
  #marks;
  // the Sim for strings that are only `.` or `..`
  #dotsSim;
  // the string to compare, if the pattern has no magic. With
  // `nocase:true`, the RegExp that folds case is made when it is
  // first used.
  #literal;
  #literalFold = false;
  #literalRe;
  // the nodes between the prefix and suffix, if the graph is a
  // single chain
  #linear;
  // the linear nodes are only `*` and `?`, so the length bounds and
  // the prefix and suffix decide the match
  #wild = false;
  // the least and most chars that a match can have
  #min = 0;
  #max = Infinity;
  // the literals that a match must start and end with. Each one
  // matches exactly one char, and they are distinct items in the
  // pattern, so a string that does not have them can not match.
  #prefix = [];
  #suffix = [];
  // the prefix and suffix as strings, if they do not fold case
  #prefixStr;
  #suffixStr;
  // there is a prefix or suffix to check
  #affix = false;
  #dfa;
  #form;
  constructor(pattern, options = {}) {
    if (pattern.includes("/")) {
      throw new Error("can only match a single path portion, got pattern: " + pattern);
    }
    this.pattern = pattern;
    this.options = options;
    const { nocase = false, noext = false, normalize: n } = options;
    this.#form = n === true ? "NFC" : n || void 0;
    const literal2 = /^[?*+@]\(\)$/.test(pattern);
    const toks = tokenize(pattern, nocase, noext || literal2, this.#form, options.rangeMark);
    let [items] = build(toks, pair(toks), 0, toks.length, true);
    if (this.#form)
      items = normalize(items, this.#form);
    const [start, size] = compile(items, nocase);
    this.#start = start;
    this.#size = size;
    if (items.every((it) => it.t === "lit")) {
      this.#literal = items.map((it) => it.ch).join("");
      this.#literalFold = nocase;
    } else {
      const lit2 = (it) => it.t !== "lit" ? void 0 : nocase ? { ch: it.ch, re: foldRe(it.ch) } : { ch: it.ch };
      for (const it of items) {
        const l = lit2(it);
        if (!l)
          break;
        this.#prefix.push(l);
      }
      for (let j = items.length - 1; j >= 0; j--) {
        const l = lit2(items[j]);
        if (!l)
          break;
        this.#suffix.unshift(l);
      }
      this.#affix = !!(this.#prefix.length || this.#suffix.length);
      if (!nocase) {
        this.#prefixStr = this.#prefix.map((l) => l.ch).join("");
        this.#suffixStr = this.#suffix.map((l) => l.ch).join("");
      }
      this.#linear = linear(this.#start)?.slice(this.#prefix.length, -this.#suffix.length || void 0);
      this.#wild = !!this.#linear?.every((n2) => n2.t === "star" || n2.t === "any");
      const [min, max] = lengths(items);
      this.#min = min;
      this.#max = max;
    }
  }
  test(s) {
    if (this.#form) {
      noSlash(s);
      return this.#test(s.normalize(this.#form));
    }
    if (slashOrSurrogate.test(s)) {
      noSlash(s);
      return this.#test(s, [...s]);
    }
    return this.#test(s, s);
  }
  /**
   * The same as {@link Matcher#test}, but the string is not checked
   * for `/` chars, so the result for a string that has one is not
   * defined. Only use it for a string that is known to be one path
   * portion, such as a part of a path that was split on `/`. It can
   * be faster, because some patterns do not need to look at each char
   * of the string.
   */
  testUnchecked(s) {
    return this.#test(this.#form ? s.normalize(this.#form) : s);
  }
  // Test a string that has no `/`. `chars` indexes it by code point.
  // If it is not given, it is only found if a step needs it.
  #test(s, chars) {
    if (this.#literal !== void 0) {
      return this.#literalFold ? (this.#literalRe ??= newFoldRe(this.#literal)).test(s) : s === this.#literal;
    }
    const min = this.#min;
    const max = this.#max;
    if (chars === void 0) {
      const most = s.length;
      const least = most + 1 >> 1;
      if (most < min || least > max)
        return false;
      if (least < min || most > max)
        chars = codePoints(s);
    }
    if (chars !== void 0 && (chars.length < min || chars.length > max)) {
      return false;
    }
    const prefix2 = this.#prefix.length;
    if (this.#affix) {
      if (this.#prefixStr !== void 0 && this.#suffixStr !== void 0) {
        if (!s.startsWith(this.#prefixStr) || !s.endsWith(this.#suffixStr)) {
          return false;
        }
      } else {
        chars ??= codePoints(s);
        const end = chars.length - this.#suffix.length;
        if (!hasAffix(this.#prefix, chars, 0) || !hasAffix(this.#suffix, chars, end)) {
          return false;
        }
      }
    }
    const dotStart = !this.options.dot && s.startsWith(".");
    if (this.#linear) {
      if (s === "." || s === "..")
        return false;
      if (dotStart && !prefix2)
        return false;
      if (this.#wild)
        return true;
      chars ??= codePoints(s);
      const end = chars.length - this.#suffix.length;
      return testLinear(this.#linear, chars, prefix2, end);
    }
    chars ??= codePoints(s);
    if (s === "." || s === "..") {
      this.#marks ??= marks(this.#size);
      const sim = this.#dotsSim ??= new Sim(true, false, this.#marks);
      const start = sim.state();
      sim.add(start, this.#start, 0, true);
      let state = sim.done(start);
      for (let i = 0; i < chars.length; i++) {
        state = sim.step(state, chars[i], i, true);
      }
      return state.match;
    }
    this.#marks ??= marks(this.#size);
    const dfa = this.#dfa ??= new Dfa(this.#start, this.#marks);
    let d = dfa.start(dotStart);
    const str = chars === s;
    for (let i = 0; i < chars.length; i++) {
      if (d.dead)
        return false;
      const code = str ? s.charCodeAt(i) : chars[i].charCodeAt(0);
      d = d.ascii?.[code] ?? dfa.next(d, chars[i]);
    }
    return d.match;
  }
  /** a readable listing of the state machine */
  toString() {
    return show(this.#start);
  }
};

// node_modules/minimatch/dist/esm/assert-valid-pattern.js
var MAX_PATTERN_LENGTH = 1024 * 64;
var assertValidPattern = (pattern) => {
  if (typeof pattern !== "string") {
    throw new TypeError("invalid pattern");
  }
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new TypeError("pattern is too long");
  }
};

// node_modules/minimatch/dist/esm/escape.js
var escape = (s, { windowsPathsNoEscape = false, magicalBraces = false } = {}) => {
  const e = magicalBraces ? windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, "[$&]") : s.replace(/[?*()[\]\\{}]/g, "\\$&") : windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, "[$&]") : s.replace(/[?*()[\]\\]/g, "\\$&");
  const c = e.charAt(0);
  if (c === "#") {
    return (windowsPathsNoEscape ? "[#]" : "\\#") + e.slice(1);
  }
  if (c === "!") {
    return (windowsPathsNoEscape ? "@(!)" : "\\!") + e.slice(1);
  }
  return e;
};

// node_modules/minimatch/dist/esm/unescape.js
var unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true } = {}) => {
  if (windowsPathsNoEscape && s.startsWith("@(!)")) {
    return "!" + unescape(s.slice(4), { windowsPathsNoEscape, magicalBraces });
  }
  if (magicalBraces) {
    return windowsPathsNoEscape ? s.replace(/\[([^/\\])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1");
  }
  return windowsPathsNoEscape ? s.replace(/\[([^/\\{}])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");
};

// node_modules/minimatch/dist/esm/index.js
var DEFAULT_BRACE_EXPAND_MAX = 1e5;
var DEFAULT_GLOB_STAR_RECURSION_MAX = 200;
var AWE_KEY = "allowWindowsEscape";
var minimatch = (p, pattern, options) => {
  assertValidPattern(pattern);
  if (!options?.nocomment && pattern.charAt(0) === "#") {
    return false;
  }
  return cachedMinimatch(pattern, options).match(p);
};
var cache = /* @__PURE__ */ new Map();
var oldCache = /* @__PURE__ */ new Map();
var cacheSize = 0;
var cacheTotalWeight = 0;
var cacheMax = 256;
var cacheMaxWeight = 1 << 15;
var cacheMaxEntryWeight = 1 << 12;
var cacheWeight = (mm) => {
  let w = mm.pattern.length;
  for (const s of mm.globSet) {
    w += s.length + 1;
    if (w > cacheMaxEntryWeight)
      break;
  }
  return w;
};
var tri = (v) => v === void 0 ? 0 : v ? 2 : 1;
var booleanWeights = new Map(Object.keys({
  nobrace: 0,
  nocomment: 0,
  nonegate: 0,
  noglobstar: 0,
  noext: 0,
  nonull: 0,
  partial: 0,
  dot: 0,
  nocase: 0,
  nocaseMagicOnly: 0,
  magicalBraces: 0,
  matchBase: 0,
  flipNegate: 0,
  preserveMultipleSlashes: 0,
  windowsNoMagicRoot: 0
}).map((k, i) => [k, 24 * 3 ** i]));
var optionsKey = (o) => {
  let n = 0;
  let wpe = false;
  for (const k in o) {
    const v = o[k];
    switch (k) {
      // the same test as the Minimatch constructor
      case "windowsPathsNoEscape":
        if (v)
          wpe = true;
        break;
      case AWE_KEY:
        if (v === false)
          wpe = true;
        break;
      case "platform": {
        const p = v || defaultPlatform;
        if (p === defaultPlatform)
          break;
        if (p === "darwin")
          n += 3;
        else if (p === "win32")
          n += 6;
        else if (p === "linux")
          n += 9;
        else
          return JSON.stringify(o);
        break;
      }
      case "optimizationLevel":
        if (v === void 0)
          break;
        n += v >= 2 ? 1 : v >= 1 ? 0 : 2;
        break;
      case "braceExpandMax":
        if (v !== void 0 && v !== DEFAULT_BRACE_EXPAND_MAX) {
          return JSON.stringify(o);
        }
        break;
      case "maxGlobstarRecursion":
        if (v !== void 0 && v !== DEFAULT_GLOB_STAR_RECURSION_MAX) {
          return JSON.stringify(o);
        }
        break;
      case "normalize":
        if (v !== void 0)
          return JSON.stringify(o);
        break;
      default:
        n += (booleanWeights.get(k) ?? 0) * tri(v);
    }
  }
  return wpe ? n + 12 : n;
};
var copyOptions = (o) => {
  const copy = {};
  for (const k in o)
    copy[k] = o[k];
  return copy;
};
var cachedMinimatch = (pattern, options) => {
  const key = options ? optionsKey(options) : 0;
  let mm = cache.get(key)?.get(pattern);
  if (mm)
    return mm;
  mm = oldCache.get(key)?.get(pattern) ?? new Minimatch(pattern, copyOptions(options));
  const weight = cacheWeight(mm);
  if (weight > cacheMaxEntryWeight)
    return mm;
  if (cacheSize >= cacheMax || cacheTotalWeight + weight > cacheMaxWeight) {
    oldCache = cache;
    cache = /* @__PURE__ */ new Map();
    cacheSize = 0;
    cacheTotalWeight = 0;
  }
  let byPattern = cache.get(key);
  if (!byPattern)
    cache.set(key, byPattern = /* @__PURE__ */ new Map());
  byPattern.set(pattern, mm);
  cacheSize++;
  cacheTotalWeight += weight;
  return mm;
};
var defaultPlatform = typeof process === "object" && process ? process.env?.__MINIMATCH_TESTING_PLATFORM__ || process.platform : "posix";
var path = {
  win32: { sep: "\\" },
  posix: { sep: "/" }
};
var sep = defaultPlatform === "win32" ? path.win32.sep : path.posix.sep;
minimatch.sep = sep;
var GLOBSTAR = /* @__PURE__ */ Symbol("globstar **");
minimatch.GLOBSTAR = GLOBSTAR;
var filter = (pattern, options) => {
  let mm;
  return (p) => (mm ??= cachedMinimatch(pattern, options)).match(p);
};
minimatch.filter = filter;
var ext = (a, b = {}) => Object.assign({}, a, b);
var defaults = (def) => {
  if (!def || typeof def !== "object" || !Object.keys(def).length) {
    return minimatch;
  }
  const orig = minimatch;
  const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
  return Object.assign(m, {
    Minimatch: class Minimatch extends orig.Minimatch {
      constructor(pattern, options = {}) {
        super(pattern, ext(def, options));
      }
      static defaults(options) {
        return orig.defaults(ext(def, options)).Minimatch;
      }
    },
    unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
    escape: (s, options = {}) => orig.escape(s, ext(def, options)),
    filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
    defaults: (options) => orig.defaults(ext(def, options)),
    braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
    match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
    sep: orig.sep,
    GLOBSTAR
  });
};
minimatch.defaults = defaults;
var braceExpand = (pattern, options = {}) => {
  assertValidPattern(pattern);
  if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
    return [pattern];
  }
  let p = pattern.replace(/\\\\/g, "\\\\\\\\");
  if (options.windowsPathsNoEscape || options[AWE_KEY] === false) {
    p = p.replace(/\[([{}])\]/g, "[\\$1]");
  }
  return expand(p, { max: options.braceExpandMax });
};
minimatch.braceExpand = braceExpand;
var RANGE_MIN = 100;
var rangeRe = /(?<![\\$])\{(-?\d+)\.\.(-?\d+)\}/g;
var inRepeatOrNegExt = (portion, mark) => {
  const stack = [];
  for (let i = 0; i < portion.length; i++) {
    const c = portion.charAt(i);
    if (c === "\\") {
      i++;
    } else if (c === mark) {
      if (stack.some((t) => t !== "@" && t !== "?"))
        return true;
    } else if (portion.charAt(i + 1) === "(" && "!?+*@".includes(c)) {
      stack.push(c);
      i++;
    } else if (c === ")") {
      stack.pop();
    }
  }
  return false;
};
var match = (list, pattern, options = {}) => {
  const mm = new Minimatch(pattern, options);
  list = list.filter((f) => mm.match(f));
  if (mm.options.nonull && !list.length) {
    list.push(pattern);
  }
  return list;
};
minimatch.match = match;
var globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
var classEnd = (pattern, start) => {
  let i = start + 1;
  if (pattern.charAt(i) === "!" || pattern.charAt(i) === "^")
    i++;
  let sawStart = false;
  for (; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === "]" && sawStart)
      return i;
    sawStart = true;
    if (c === "\\")
      i++;
  }
  return -1;
};
var literal = (pattern, noext) => {
  if (!noext && (pattern === "+()" || pattern === "@()"))
    return pattern;
  let lit2 = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === "\\") {
      lit2 += pattern.charAt(++i) || c;
    } else if (c === "*" || c === "?") {
      return void 0;
    } else if (c === "[") {
      const close = classEnd(pattern, i);
      if (close === -1) {
        lit2 += c;
        continue;
      }
      let body = pattern.slice(i + 1, close);
      if (body.startsWith("\\"))
        body = body.slice(1);
      if ([...body].length !== 1 || "!^".includes(pattern.charAt(i + 1))) {
        return void 0;
      }
      lit2 += body;
      i = close;
    } else if (!noext && "+@!".includes(c) && pattern.charAt(i + 1) === "(" && pattern.includes(")", i + 2)) {
      return void 0;
    } else {
      lit2 += c;
    }
  }
  return lit2;
};
var MAX_EXTGLOBS = 256;
var extglobCount = (pattern) => {
  let n = 0;
  for (let i = 0; i < pattern.length - 1; i++) {
    const c = pattern.charAt(i);
    if (c === "\\") {
      i++;
    } else if ("+@!?*".includes(c) && pattern.charAt(i + 1) === "(") {
      n++;
      i++;
    }
  }
  return n;
};
var assertValidExtglobs = (pattern) => {
  if (extglobCount(pattern) > MAX_EXTGLOBS) {
    throw new TypeError("pattern has too many extglobs");
  }
};
var extSafe = (pattern) => {
  if (/^[?*+@]\(\)$/.test(pattern) || pattern.includes("[:"))
    return false;
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === "\\") {
      if (++i === pattern.length)
        return false;
    } else if (c === "[") {
      const close = classEnd(pattern, i);
      if (close !== -1)
        i = close;
    } else if ("+@!?*".includes(c) && pattern.charAt(i + 1) === "(") {
      depth++;
      i++;
    } else if (c === ")") {
      if (!depth--)
        return false;
    } else if (c === "|" && !depth) {
      return false;
    }
  }
  return !depth;
};
var lastSplit;
var lastChecked;
var portionMatch = (p, f) => typeof p === "string" ? f === p : f !== "" && p.testUnchecked(f);
var endIndex = (p, last, lastStart, prev, prevStart) => portionMatch(p, last) ? lastStart : prev !== void 0 && portionMatch(p, prev) ? prevStart : -1;
var isDots = (p) => p === "." || p === "..";
var isDrive = (p) => typeof p === "string" && /^[a-z]:$/i.test(p);
var isLongUNC = (p) => typeof p === "string" && /^unc$/i.test(p);
var uncHost = (p) => {
  if (p[0] !== "" || p[1] !== "")
    return -1;
  const h = p[2] !== "?" ? 2 : isLongUNC(p[3]) ? 4 : -1;
  const host = p[h];
  const share = p[h + 1];
  return h !== -1 && host !== void 0 && host !== "" && host !== GLOBSTAR && share !== void 0 && share !== "" && share !== GLOBSTAR ? h : -1;
};
var walkable = (p, dot) => !isDots(p) && (dot || !p.startsWith("."));
var dotPortion = (f, start, end, dot, sep2) => {
  for (let k = start; k < end; ) {
    if (f.charCodeAt(k) === 46) {
      if (!dot)
        return true;
      const n = f.charCodeAt(k + 1) === 46 ? k + 2 : k + 1;
      if (n >= end || isSep(f.charCodeAt(n), sep2))
        return true;
    }
    const s = nextSep(f, k, sep2);
    if (s === -1)
      return false;
    k = s + 1;
    while (k < end && isSep(f.charCodeAt(k), sep2))
      k++;
  }
  return false;
};
var isSep = (c, sep2) => sep2 === "/" ? c === 47 : sep2 === "\\" ? c === 92 : c === 47 || c === 92;
var nextSep = (f, from, sep2) => {
  if (sep2 !== "both")
    return f.indexOf(sep2, from);
  const s = f.indexOf("/", from);
  const b = f.indexOf("\\", from);
  return s === -1 ? b : b === -1 ? s : Math.min(s, b);
};
var lastSep = (f, from, sep2) => sep2 !== "both" ? f.lastIndexOf(sep2, from) : Math.max(f.lastIndexOf("/", from), f.lastIndexOf("\\", from));
var PENDING = {};
var Minimatch = class {
  options;
  set;
  pattern;
  windowsPathsNoEscape;
  nonegate;
  negate;
  comment;
  empty;
  preserveMultipleSlashes;
  partial;
  globSet;
  globParts;
  nocase;
  isWindows;
  platform;
  windowsNoMagicRoot;
  maxGlobstarRecursion;
  // the path can be checked against the last portion, and the string
  // portions, of each row before it is split. See #canMatch.
  #endCheck;
  #literalCheck;
  // level 2 resolves `.` and `..` portions in the path
  #level2;
  // the unicode normalization form, if any
  #form;
  // the string portions of each row in the set
  #literals = [];
  // the rows that #canMatch can match without splitting the path
  #shapes = [];
  // the rows whose last portion can be checked against the path's
  #endRows = [];
  // brace expansion can make the same portion in many rows, so they
  // share one Matcher, and the states that it caches
  #matchers = /* @__PURE__ */ new Map();
  // parse() returns PENDING in place of a Matcher
  #pending = false;
  // the char that marks numeric ranges in globSet, if any
  #rangeMark;
  // the GlobstarParts of each pattern row, by start index and partial
  #globstarParts = /* @__PURE__ */ new WeakMap();
  constructor(pattern, options = {}) {
    assertValidPattern(pattern);
    options = options || {};
    this.options = options;
    this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? DEFAULT_GLOB_STAR_RECURSION_MAX;
    this.pattern = pattern;
    this.platform = options.platform || defaultPlatform;
    this.isWindows = this.platform === "win32";
    this.windowsPathsNoEscape = !!options.windowsPathsNoEscape || options[AWE_KEY] === false;
    if (this.windowsPathsNoEscape) {
      this.pattern = this.pattern.replace(/\\/g, "/");
    }
    this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
    this.negate = false;
    this.nonegate = !!options.nonegate;
    this.comment = false;
    this.empty = false;
    this.partial = !!options.partial;
    this.nocase = !!this.options.nocase;
    this.windowsNoMagicRoot = options.windowsNoMagicRoot !== void 0 ? options.windowsNoMagicRoot : !!(this.isWindows && this.nocase);
    this.globSet = [];
    this.globParts = [];
    this.set = [];
    this.#endCheck = !this.preserveMultipleSlashes;
    this.#level2 = (options.optimizationLevel ?? 1) >= 2;
    const n = options.normalize;
    this.#form = n === true ? "NFC" : n || void 0;
    this.make();
    const drives = this.set.map((row) => this.#rootIndex(row));
    this.#endRows = this.set.map((row, r) => this.#endCheck && row.length - 1 > drives[r]);
    this.#literals = this.set.map((row, r) => {
      const end = this.#endRows[r] ? row.length - 1 : row.length;
      const lits = row.slice(drives[r] + 1, end).filter((p) => typeof p === "string" && !!p);
      return [...new Set(lits)];
    });
    this.#literalCheck = this.#literals.some((l) => l.length);
    this.#shapes = this.set.map((row, r) => {
      const [p0, p1, p2] = row;
      if (this.#endRows[r] && row.length === 2) {
        if (p0 === GLOBSTAR && p1 !== GLOBSTAR)
          return "tail";
      }
      if (this.#endRows[r] && options.matchBase && row.length === 1 && p0 !== GLOBSTAR && p0 !== "") {
        return "base";
      }
      if (!this.#endCheck || drives[r] !== -1)
        return void 0;
      if (row.length === 3 && p0 === GLOBSTAR && p2 === GLOBSTAR && p1 !== GLOBSTAR && p1 !== "" && // the portion between is only matched below this limit
      this.maxGlobstarRecursion > 0) {
        return "mid";
      }
      if (row.length === 2 && p1 === GLOBSTAR && p0 !== GLOBSTAR && p0 !== "") {
        return "head";
      }
      return void 0;
    });
  }
  // a string portion of a pattern, normalized if the option is set
  #norm(p) {
    return this.#form ? p.normalize(this.#form) : p;
  }
  // On Windows, the index of the last root portion of a row, as
  // #matchRow finds it: 0 for `c:/...`, 3 for `//?/c:/...` and
  // `//host/share/...`, and 5 for `//?/UNC/host/share/...`. Otherwise
  // -1.
  #rootIndex(row) {
    if (!this.isWindows)
      return -1;
    if (isDrive(row[0]))
      return 0;
    const uncDrive = row[0] === "" && row[1] === "" && row[2] === "?" && isDrive(row[3]);
    if (uncDrive)
      return 3;
    const h = uncHost(row);
    return h === -1 ? -1 : h + 1;
  }
  hasMagic() {
    if (this.options.magicalBraces && this.set.length > 1) {
      return true;
    }
    for (const pattern of this.set) {
      for (const part of pattern) {
        if (typeof part !== "string")
          return true;
      }
    }
    return false;
  }
  make() {
    const pattern = this.pattern;
    const options = this.options;
    if (!options.nocomment && pattern.charAt(0) === "#") {
      this.comment = true;
      return;
    }
    if (!pattern) {
      this.empty = true;
      return;
    }
    this.parseNegate();
    this.globSet = [...new Set(this.#expandBraces())];
    const rawGlobParts = this.globSet.map((s) => this.#slashSplit(s));
    this.globParts = this.preprocess(rawGlobParts);
    this.#pending = true;
    let set = this.globParts.map((s, _, __) => {
      if (this.isWindows && this.windowsNoMagicRoot) {
        const n = s[2] === "?" && isLongUNC(s[3]) ? 6 : 4;
        const isUNC = s[0] === "" && s[1] === "" && (s[2] === "?" || !globMagic.test(s[2])) && s.slice(3, n).every((p) => !globMagic.test(p));
        const isDrive2 = /^[a-z]:/i.test(s[0]);
        if (isUNC) {
          return [
            ...s.slice(0, n).map((p) => this.#norm(p)),
            ...s.slice(n).map((ss) => this.parse(ss))
          ];
        } else if (isDrive2) {
          return [
            this.#norm(s[0]),
            ...s.slice(1).map((ss) => this.parse(ss))
          ];
        }
      }
      return s.map((ss) => this.parse(ss));
    });
    this.set = set.filter((s) => s.indexOf(false) === -1);
    if (this.isWindows) {
      for (let i = 0; i < this.set.length; i++) {
        const p = this.set[i];
        if (p[0] === "" && p[1] === "" && this.globParts[i][2] === "?" && (isDrive(p[3]) || isLongUNC(this.globParts[i][3]))) {
          if (isLongUNC(this.globParts[i][3]))
            p[3] = "UNC";
          p[2] = "?";
        }
      }
    }
    if (!options.noext)
      this.mergeRows();
    this.#pending = false;
    this.set.forEach((row, i) => {
      for (let k = 0; k < row.length; k++) {
        if (row[k] === PENDING) {
          row[k] = this.parse(this.globParts[i][k]);
        }
      }
    });
  }
  // Merge rows that only differ in one portion, where each of them
  // is a Matcher, into one row that matches any of them with
  // `@(a|b|...)`. Then a path is only walked once for all of them,
  // for example with `**/*.{js,ts}`.
  mergeRows() {
    let merged = true;
    while (merged) {
      merged = false;
      if (this.set.length < 2)
        return;
      let keys = this.#mergeKeys();
      const len = Math.max(0, ...this.set.map((r) => r.length));
      for (let k = 0; k < len; k++) {
        const groups = /* @__PURE__ */ new Map();
        const R = this.set.length + 1;
        this.set.forEach((row, i) => {
          if (!(row[k] instanceof Matcher || row[k] === PENDING) || !extSafe(this.globParts[i][k])) {
            return;
          }
          const { pre, suf } = keys[i];
          const key = pre[k] * R + suf[k + 1];
          const g = groups.get(key);
          if (g)
            g.push(i);
          else
            groups.set(key, [i]);
        });
        const drop = /* @__PURE__ */ new Set();
        for (const g of groups.values()) {
          if (g.length < 2)
            continue;
          const [first, ...rest] = g;
          const alts = g.map((i) => this.globParts[i][k]);
          const glob = `@(${alts.join("|")})`;
          if (extglobCount(glob) > MAX_EXTGLOBS)
            continue;
          this.globParts[first][k] = glob;
          this.set[first][k] = this.parse(glob);
          for (const i of rest)
            drop.add(i);
        }
        if (drop.size) {
          merged = true;
          this.set = this.set.filter((_, i) => !drop.has(i));
          this.globParts = this.globParts.filter((_, i) => !drop.has(i));
          if (this.set.length < 2)
            return;
          keys = this.#mergeKeys();
        }
      }
    }
  }
  // For each row, number ids for its prefixes and suffixes, such that
  // pre[k] identifies parts[0..k) and suf[k] identifies parts[k..n).
  // Two rows are the same other than at portion k exactly when they
  // have the same pre[k] and suf[k + 1]. This is linear in the size of
  // the rows, where joining the whole row for every k was quadratic.
  #mergeKeys() {
    const partIds = /* @__PURE__ */ new Map();
    const ids = this.globParts.map((parts) => parts.map((s) => {
      let id = partIds.get(s);
      if (id === void 0)
        partIds.set(s, id = partIds.size);
      return id;
    }));
    const P = partIds.size;
    const len = Math.max(0, ...ids.map((r) => r.length));
    const keys = ids.map((r) => ({
      pre: [0],
      suf: new Array(r.length + 1).fill(0)
    }));
    for (let k = 0; k < len; k++) {
      const m = /* @__PURE__ */ new Map();
      ids.forEach((r, i) => {
        if (k >= r.length)
          return;
        const { pre } = keys[i];
        const key = pre[k] * P + r[k];
        let id = m.get(key);
        if (id === void 0)
          m.set(key, id = m.size + 1);
        pre.push(id);
      });
    }
    for (let k = len - 1; k >= 0; k--) {
      const m = /* @__PURE__ */ new Map();
      ids.forEach((r, i) => {
        if (k >= r.length)
          return;
        const { suf } = keys[i];
        const key = suf[k + 1] * P + r[k];
        let id = m.get(key);
        if (id === void 0)
          m.set(key, id = m.size + 1);
        suf[k] = id;
      });
    }
    return keys;
  }
  // various transforms to equivalent pattern sets that are
  // faster to process in a filesystem walk.  The goal is to
  // eliminate what we can, and push all ** patterns as far
  // to the right as possible, even if it increases the number
  // of patterns that we have to process.
  preprocess(globParts) {
    if (this.options.noglobstar) {
      for (const partset of globParts) {
        for (let j = 0; j < partset.length; j++) {
          if (partset[j] === "**") {
            partset[j] = "*";
          }
        }
      }
    }
    const { optimizationLevel = 1 } = this.options;
    if (optimizationLevel >= 2) {
      globParts = this.firstPhasePreProcess(globParts);
      globParts = this.secondPhasePreProcess(globParts);
    } else if (optimizationLevel >= 1) {
      globParts = this.levelOneOptimize(globParts);
    } else {
      globParts = this.adjascentGlobstarOptimize(globParts);
    }
    return globParts;
  }
  // just get rid of adjascent ** portions
  adjascentGlobstarOptimize(globParts) {
    return globParts.map((parts) => {
      let gs = -1;
      while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
        let i = gs;
        while (parts[i + 1] === "**") {
          i++;
        }
        if (i !== gs) {
          parts.splice(gs, i - gs);
        }
      }
      return parts;
    });
  }
  // get rid of adjascent ** and resolve .. portions
  levelOneOptimize(globParts) {
    return globParts.map((parts) => {
      const root = this.#rootIndex(parts) + 1;
      parts = parts.reduce((set, part) => {
        const prev = set[set.length - 1];
        if (part === "**" && prev === "**") {
          return set;
        }
        if (part === "..") {
          if (set.length > root && prev && prev !== ".." && prev !== "." && prev !== "**") {
            set.pop();
            return set;
          }
        }
        set.push(part);
        return set;
      }, []);
      return parts.length === 0 ? [""] : parts;
    });
  }
  // Check the path against each row before it is split. 'no' if no
  // row can match, so it does not need to be split. 'yes' if a row of
  // `**` and one more portion matches. 'maybe' if it must be split to
  // know. None of this applies with partial, where the path can end
  // before the row does.
  //
  // On Windows, `\` is a separator in the path too, and the portions of
  // a row up to its drive letter or UNC share are not checked (see
  // #rootIndex).
  //
  // Each string portion of a row must be a portion of the path, so the
  // path must contain it. Level 2 can only take portions out of the
  // path, so this is still true then.
  //
  // The last portion of a row must match the last portion of the path,
  // or the one before a trailing `/` (as a/* and a/**/* match a/b/).
  // This does not apply to rows that end in **, rows that end in a
  // root, or preserveMultipleSlashes (which can leave more
  // than one '' at the end). At level 2, it does not apply if that
  // portion is `.` or `..`, which can be
  // resolved away. Level 2 only takes other portions out of the
  // middle of the path.
  //
  // A row of `**/x` then matches if the ** can walk the portions
  // before the one that x matches, the same as #matchGlobstar. At
  // level 2, this is only known if none of them are `.` or `..`, so
  // that the path does not change when it is resolved.
  #canMatch(f) {
    const sep2 = !this.isWindows || !f.includes("\\") ? "/" : f.includes("/") ? "both" : "\\";
    let ends = this.#endCheck ? 0 : -1;
    let last = "";
    let lastStart = 0;
    let prev;
    let prevStart = 0;
    const dot = !!this.options.dot;
    ROWS: for (let r = 0; r < this.set.length; r++) {
      const row = this.set[r];
      const p = row[row.length - 1];
      let end = ends !== -1 && this.#endRows[r] && p !== GLOBSTAR;
      if (end && ends === 0) {
        const i = lastSep(f, f.length, sep2);
        lastStart = i + 1;
        last = f.slice(lastStart);
        if (last === "" && i >= 0) {
          let j = i;
          while (j > 0 && isSep(f.charCodeAt(j - 1), sep2))
            j--;
          prevStart = j === 0 ? 0 : lastSep(f, j - 1, sep2) + 1;
          prev = f.slice(prevStart, j);
        }
        const resolves = this.#level2 && (isDots(last) || last === "" && prev !== void 0 && isDots(prev));
        ends = resolves ? -1 : 1;
        end = !resolves;
      }
      let tailStart = -1;
      if (end && typeof p === "string") {
        tailStart = endIndex(p, last, lastStart, prev, prevStart);
        if (tailStart === -1)
          continue;
      }
      if (this.#literalCheck) {
        for (const l of this.#literals[r]) {
          if (!f.includes(l))
            continue ROWS;
        }
      }
      if (end && typeof p === "object") {
        tailStart = endIndex(p, last, lastStart, prev, prevStart);
        if (tailStart === -1)
          continue;
      }
      const shape = this.#shapes[r];
      if (shape === "base" && end)
        return "yes";
      if (shape === "tail" && end) {
        if (this.#level2 && dotPortion(f, 0, tailStart, true, sep2)) {
          return "maybe";
        }
        if (!dotPortion(f, 0, tailStart, dot, sep2))
          return "yes";
        continue;
      }
      if (shape === "mid" || shape === "head") {
        const m = this.#walk(f, row, shape === "head", dot, sep2);
        if (m !== "no")
          return m;
        continue;
      }
      return "maybe";
    }
    return "no";
  }
  // Match a row of a known shape against the split path, the same as
  // #matchGlobstar and #matchGlobStarBodySections do. None of these
  // rows have a drive letter, so they start at the first portion.
  #matchShape(file, row, shape) {
    const dot = !!this.options.dot;
    const n = file.length;
    if (shape === "head") {
      if (n < 2 || !portionMatch(row[0], file[0])) {
        return false;
      }
      for (let i = 1; i < n; i++)
        if (!walkable(file[i], dot))
          return false;
      return true;
    }
    const x = row[1];
    if (shape === "tail") {
      let t = n - 1;
      if (!portionMatch(x, file[t])) {
        if (file[t] !== "" || n === 1 || !portionMatch(x, file[--t])) {
          return false;
        }
      }
      for (let i = 0; i < t; i++)
        if (!walkable(file[i], dot))
          return false;
      return true;
    }
    for (let k = 0; k < n; k++) {
      if (portionMatch(x, file[k]) && k + 1 < n) {
        let i = k + 1;
        while (i < n && walkable(file[i], dot))
          i++;
        if (i === n)
          return true;
      }
      if (!walkable(file[k], dot))
        return false;
    }
    return false;
  }
  // Match a row of `**/x/**` or `x/**` against the path, the same as
  // #matchGlobstar and #matchGlobStarBodySections do once it is split.
  // x must match a portion (the first one, for `x/**`), the ** before
  // it must be able to walk the portions before that one, and there
  // must be a portion after it, which the ** after it can walk. At
  // level 2, this is only known if no portion is `.` or `..`.
  #walk(f, row, head, dot, sep2) {
    if (this.#level2 && dotPortion(f, 0, f.length, true, sep2))
      return "maybe";
    const x = row[head ? 0 : 1];
    let s = 0;
    for (let e = nextSep(f, s, sep2); e !== -1; e = nextSep(f, s, sep2)) {
      let next = e + 1;
      while (next < f.length && isSep(f.charCodeAt(next), sep2))
        next++;
      const hit = typeof x === "string" ? e - s === x.length && f.startsWith(x, s) : e > s && x.testUnchecked(f.slice(s, e));
      if (hit && !dotPortion(f, next, f.length, dot, sep2))
        return "yes";
      if (head || dotPortion(f, s, next, dot, sep2))
        return "no";
      s = next;
    }
    return "no";
  }
  // the last split, if it was the same path with the same split
  // settings
  #cachedSplit(f) {
    const last = lastSplit;
    return last?.f === f && last.isWindows === this.isWindows && last.preserveMultipleSlashes === this.preserveMultipleSlashes && last.normalize === this.#form ? last : void 0;
  }
  // split a path for match(), and keep the parts for the next call
  #split(f) {
    const { isWindows, preserveMultipleSlashes } = this;
    let parts = this.#slashSplit(isWindows ? f.split("\\").join("/") : f);
    const normalize2 = this.#form;
    if (normalize2)
      parts = parts.map((p) => p.normalize(normalize2));
    lastSplit = {
      f,
      isWindows,
      preserveMultipleSlashes,
      normalize: normalize2,
      parts
    };
    return lastSplit;
  }
  // resolve `.` and `..` portions of a path, for level 2
  #levelTwoFileOptimize(file) {
    const parts = [...file];
    let didSomething = false;
    do {
      didSomething = false;
      if (!this.preserveMultipleSlashes) {
        for (let i = 1; i < parts.length - 1; i++) {
          const p = parts[i];
          if (i === 1 && p === "" && parts[0] === "")
            continue;
          if (p === "." || p === "") {
            didSomething = true;
            parts.splice(i, 1);
            i--;
          }
        }
        if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
          didSomething = true;
          parts.pop();
        }
      }
      const root = this.#rootIndex(parts) + 1;
      let dd = root;
      while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
        const p = parts[dd - 1];
        if (p && p !== "." && p !== ".." && p !== "**") {
          didSomething = true;
          parts.splice(dd - 1, 2);
          dd = Math.max(dd - 2, root);
        }
      }
    } while (didSomething);
    return parts.length === 0 ? [""] : parts;
  }
  // First phase: single-pattern processing
  // <pre> is 1 or more portions
  // <rest> is 1 or more portions
  // <p> is any portion other than ., .., '', or **
  // <e> is . or ''
  //
  // **/.. is *brutal* for filesystem walking performance, because
  // it effectively resets the recursive walk each time it occurs,
  // and ** cannot be reduced out by a .. pattern part like a regexp
  // or most strings (other than .., ., and '') can be.
  //
  // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
  // <pre>/<e>/<rest> -> <pre>/<rest>
  // <pre>/<p>/../<rest> -> <pre>/<rest>
  // **/**/<rest> -> **/<rest>
  //
  // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
  // this WOULD be allowed if ** did follow symlinks, or * didn't
  firstPhasePreProcess(globParts) {
    const { braceExpandMax = DEFAULT_BRACE_EXPAND_MAX } = this.options;
    let splitCells = 0;
    const maxSplitCells = 1e6;
    let didSomething = false;
    do {
      didSomething = false;
      for (let parts of globParts) {
        let gs = -1;
        while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
          let gss = gs;
          while (parts[gss + 1] === "**") {
            gss++;
          }
          if (gss > gs) {
            parts.splice(gs + 1, gss - gs);
          }
          let next = parts[gs + 1];
          const p = parts[gs + 2];
          const p2 = parts[gs + 3];
          if (next !== "..")
            continue;
          if (!p || p === "." || p === ".." || !p2 || p2 === "." || p2 === "..") {
            continue;
          }
          const addedCells = parts.length - 1;
          if (globParts.length >= braceExpandMax || splitCells + addedCells > maxSplitCells) {
            throw new RangeError(`optimizationLevel 2: too many patterns from '**/..'`);
          }
          didSomething = true;
          parts.splice(gs, 1);
          const other = parts.slice(0);
          other[gs] = "**";
          splitCells += addedCells;
          globParts.push(other);
          gs--;
        }
        if (!this.preserveMultipleSlashes) {
          for (let i = 1; i < parts.length - 1; i++) {
            const p = parts[i];
            if (i === 1 && p === "" && parts[0] === "")
              continue;
            if (p === "." || p === "") {
              didSomething = true;
              parts.splice(i, 1);
              i--;
            }
          }
          if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
            didSomething = true;
            parts.pop();
          }
        }
        const root = this.#rootIndex(parts) + 1;
        let dd = root;
        while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
          const p = parts[dd - 1];
          if (p && p !== "." && p !== ".." && p !== "**") {
            didSomething = true;
            const needDot = dd === 1 && parts[dd + 1] === "**";
            const splin = needDot ? ["."] : [];
            parts.splice(dd - 1, 2, ...splin);
            if (parts.length === 0)
              parts.push("");
            dd = Math.max(dd - 2, root);
          }
        }
      }
    } while (didSomething);
    return globParts;
  }
  // second phase: multi-pattern dedupes
  // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
  // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
  secondPhasePreProcess(globParts) {
    const keys = /* @__PURE__ */ new Set();
    const rows = globParts.filter((parts) => {
      const key = parts.join("/");
      if (keys.has(key))
        return false;
      keys.add(key);
      return true;
    });
    const stars = /* @__PURE__ */ new Map();
    for (const parts of rows) {
      const s = [];
      for (let i = 0; i < parts.length; i++) {
        if (parts[i] === "*")
          s.push(i);
      }
      if (s.length)
        stars.set(s.join(","), s);
    }
    if (!stars.size || rows.length * stars.size > 1e5)
      return rows;
    const { dot } = this.options;
    return rows.filter((parts) => {
      for (const s of stars.values()) {
        if (s[s.length - 1] >= parts.length)
          continue;
        const c = [...parts];
        let ok = true;
        let changed = false;
        for (const i of s) {
          const p = parts[i];
          if (p === "*")
            continue;
          if (!p || p === "**" || !dot && p.startsWith(".")) {
            ok = false;
            break;
          }
          c[i] = "*";
          changed = true;
        }
        if (ok && changed && keys.has(c.join("/")))
          return false;
      }
      return true;
    });
  }
  parseNegate() {
    if (this.nonegate)
      return;
    const pattern = this.pattern;
    let negate = false;
    let negateOffset = 0;
    for (let i = 0; i < pattern.length && pattern.charAt(i) === "!"; i++) {
      negate = !negate;
      negateOffset++;
    }
    if (negateOffset)
      this.pattern = pattern.slice(negateOffset);
    this.negate = negate;
  }
  // Match the parts of a path against one row of the set. `resolved`
  // is the parts after level 2 resolves `.` and `..` in them, or the
  // same parts below level 2. Set partial to true to test if, for
  // example, "/a/b" matches the start of "/*/b/*/d". Partial means, if
  // you run out of file before you run out of pattern, then that's
  // fine, as long as all the parts match.
  #matchRow(file, resolved, pattern, partial) {
    let fileStartIndex = 0;
    let patternStartIndex = 0;
    const fh = this.isWindows ? uncHost(resolved) : -1;
    const ph = fh === -1 ? -1 : uncHost(pattern);
    if (ph !== -1) {
      const host = pattern[ph];
      const share = pattern[ph + 1];
      if (typeof host !== "string" || typeof share !== "string") {
        fileStartIndex = fh;
        patternStartIndex = ph;
      } else if (resolved[fh].toLowerCase() === host.toLowerCase() && resolved[fh + 1].toLowerCase() === share.toLowerCase()) {
        fileStartIndex = fh + 2;
        patternStartIndex = ph + 2;
      }
    } else if (this.isWindows) {
      const fileDrive = typeof file[0] === "string" && /^[a-z]:$/i.test(file[0]);
      const fileUNC = !fileDrive && file[0] === "" && file[1] === "" && file[2] === "?" && /^[a-z]:$/i.test(file[3]);
      const patternDrive = typeof pattern[0] === "string" && /^[a-z]:$/i.test(pattern[0]);
      const patternUNC = !patternDrive && pattern[0] === "" && pattern[1] === "" && pattern[2] === "?" && typeof pattern[3] === "string" && /^[a-z]:$/i.test(pattern[3]);
      const fdi = fileUNC ? 3 : fileDrive ? 0 : void 0;
      const pdi = patternUNC ? 3 : patternDrive ? 0 : void 0;
      if (typeof fdi === "number" && typeof pdi === "number") {
        const [fd, pd] = [
          file[fdi],
          pattern[pdi]
        ];
        if (fd.toLowerCase() === pd.toLowerCase()) {
          patternStartIndex = pdi + 1;
          fileStartIndex = fdi + 1;
        }
      }
    }
    file = resolved;
    if (pattern.includes(GLOBSTAR)) {
      return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
    }
    return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
  }
  #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
    const { head, body, tail, segments } = this.#getGlobstarParts(pattern, partial, patternIndex);
    if (head.length) {
      const headEnd = fileIndex + head.length;
      if (!this.#matchOne(file, head, partial, fileIndex, 0, headEnd)) {
        return false;
      }
      fileIndex += head.length;
      patternIndex += head.length;
    }
    let fileTailMatch = 0;
    if (tail.length) {
      if (tail.length + fileIndex > file.length)
        return false;
      let tailStart = file.length - tail.length;
      if (this.#matchOne(file, tail, partial, tailStart, 0)) {
        fileTailMatch = tail.length;
      } else {
        if (file[file.length - 1] !== "" || fileIndex + tail.length === file.length) {
          return false;
        }
        tailStart--;
        if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
          return false;
        }
        fileTailMatch = tail.length + 1;
      }
    }
    if (!body.length) {
      let sawSome = !!fileTailMatch;
      for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
        const f = String(file[i]);
        sawSome = true;
        if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
          return false;
        }
      }
      return partial || sawSome;
    }
    return !!this.#matchGlobStarBodySections(file, segments, file.length - fileTailMatch, fileIndex, 0, partial, 0, !!fileTailMatch, /* @__PURE__ */ new Set());
  }
  // Split the pattern into head, tail, and middle of ** delimited
  // parts. The tail has to be at the end, and the others just have to
  // be found in order from the head. These only depend on the pattern
  // row, so they are kept for the next path.
  #getGlobstarParts(pattern, partial, patternIndex) {
    let byStart = this.#globstarParts.get(pattern);
    if (!byStart) {
      byStart = [];
      this.#globstarParts.set(pattern, byStart);
    }
    const key = patternIndex * 2 + (partial ? 1 : 0);
    const found = byStart[key];
    if (found)
      return found;
    const firstgs = pattern.indexOf(GLOBSTAR, patternIndex);
    const lastgs = pattern.lastIndexOf(GLOBSTAR);
    const head = pattern.slice(patternIndex, firstgs);
    const body = pattern.slice(firstgs + 1, partial ? void 0 : lastgs);
    const tail = partial ? [] : pattern.slice(lastgs + 1);
    const segments = [[[], 0]];
    let current = segments[0];
    let nonGsParts = 0;
    const nonGsPartsSums = [0];
    for (const b of body) {
      if (b === GLOBSTAR) {
        nonGsPartsSums.push(nonGsParts);
        current = [[], 0];
        segments.push(current);
      } else {
        current[0].push(b);
        nonGsParts++;
      }
    }
    segments.forEach((b, i) => {
      b[1] = nonGsParts - nonGsPartsSums[i];
    });
    const parts = { head, body, tail, segments };
    byStart[key] = parts;
    return parts;
  }
  // return false for "nope, not matching"
  // return null for "not matching, cannot keep trying"
  #matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex, bodyIndex, partial, globStarDepth, sawTail, tried) {
    const bs = bodySegments[bodyIndex];
    if (!bs) {
      if (partial) {
        return fileIndex >= fileLength || fileIndex === fileLength - 1 && file[fileIndex] === "";
      }
      for (let i = fileIndex; i < fileLength; i++) {
        sawTail = true;
        const f = file[i];
        if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
          return false;
        }
      }
      return sawTail;
    }
    const [body, need] = bs;
    const after = partial ? fileLength : fileLength - need;
    while (fileIndex <= after) {
      const key = bodyIndex * (file.length + 1) + fileIndex;
      if (tried.has(key))
        return false;
      tried.add(key);
      const m = this.#matchOne(file, body, partial, fileIndex, 0, fileIndex + body.length);
      if (m && globStarDepth < this.maxGlobstarRecursion) {
        const sub = this.#matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail, tried);
        if (sub !== false) {
          return sub;
        }
      }
      if (fileIndex === after)
        break;
      const f = file[fileIndex];
      if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
        return false;
      }
      fileIndex++;
    }
    return partial || null;
  }
  #matchOne(file, pattern, partial, fileIndex, patternIndex, fileEnd = file.length) {
    let fi;
    let pi;
    let pl;
    let fl;
    for (fi = fileIndex, pi = patternIndex, fl = Math.min(fileEnd, file.length), pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
      let p = pattern[pi];
      let f = file[fi];
      if (p === false || p === GLOBSTAR) {
        return false;
      }
      if (!portionMatch(p, f))
        return false;
    }
    if (fi === fl && pi === pl) {
      return true;
    } else if (fi === fl) {
      return partial;
    } else if (pi === pl) {
      return fi === fl - 1 && file[fi] === "";
    } else {
      throw new Error("wtf?");
    }
  }
  braceExpand() {
    return braceExpand(this.pattern, this.options);
  }
  // Expand braces, except numeric ranges such as {0..999} with at
  // least RANGE_MIN values. Each of those stays in its pattern as
  // `<mark>0..999<mark>`, for the Matcher to test. If a range might
  // be inside a [...] class, expand all of them instead.
  #expandBraces() {
    const { pattern } = this;
    if (this.options.nobrace)
      return this.braceExpand();
    let code = 57344;
    while (pattern.includes(String.fromCharCode(code))) {
      if (++code > 63743)
        return this.braceExpand();
    }
    const mark = String.fromCharCode(code);
    let found = false;
    const marked = pattern.replace(rangeRe, (m, lo, hi) => {
      const a = Number(lo);
      const b = Number(hi);
      if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || Math.abs(a - b) + 1 < RANGE_MIN) {
        return m;
      }
      found = true;
      return `${mark}${lo}..${hi}${mark}`;
    });
    if (!found)
      return this.braceExpand();
    const set = braceExpand(marked, this.options);
    for (const p of set) {
      for (const portion of p.split("/")) {
        const c = portion.indexOf("[");
        if (c !== -1 && c < portion.lastIndexOf(mark)) {
          return this.braceExpand();
        }
        if (!this.options.noext && inRepeatOrNegExt(portion, mark)) {
          return this.braceExpand();
        }
      }
    }
    this.#rangeMark = mark;
    return set;
  }
  parse(pattern) {
    assertValidPattern(pattern);
    const options = this.options;
    if (pattern === "**")
      return GLOBSTAR;
    if (pattern === "")
      return "";
    const { nocase, nocaseMagicOnly, noext = false, dot, normalize: normalize2 } = options;
    const rangeMark = this.#rangeMark;
    const lit2 = rangeMark && pattern.includes(rangeMark) ? void 0 : literal(pattern, noext);
    if (lit2 !== void 0 && !(nocase && !nocaseMagicOnly && pattern.toUpperCase() !== pattern.toLowerCase())) {
      return this.#norm(lit2);
    }
    if (this.#pending)
      return PENDING;
    let m = this.#matchers.get(pattern);
    if (!m) {
      if (!noext)
        assertValidExtglobs(pattern);
      m = new Matcher(pattern, {
        nocase,
        noext,
        dot,
        normalize: normalize2,
        ...rangeMark && { rangeMark }
      });
      this.#matchers.set(pattern, m);
    }
    return m;
  }
  #slashSplit(p) {
    if (this.preserveMultipleSlashes) {
      return p.split("/");
    } else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
      return ["", ...p.split(/\/+/)];
    } else {
      return p.split(/\/+/);
    }
  }
  match(f, partial = this.partial) {
    if (this.comment) {
      return false;
    }
    if (this.empty) {
      return f === "";
    }
    if (f === "/" && partial) {
      return true;
    }
    const options = this.options;
    let split = this.#cachedSplit(f);
    if (!split) {
      if (!partial && !this.#form && (this.#endCheck || this.#literalCheck) && lastChecked !== f) {
        lastChecked = f;
        const can = this.#canMatch(f);
        if (can === "no")
          return options.flipNegate ? false : this.negate;
        if (can === "yes")
          return options.flipNegate ? true : !this.negate;
      }
      split = this.#split(f);
    }
    const ff = split.parts;
    const resolved = this.#level2 ? split.resolved ??= this.#levelTwoFileOptimize(ff) : ff;
    const set = this.set;
    let filename = ff[ff.length - 1];
    if (!filename) {
      for (let i = ff.length - 2; !filename && i >= 0; i--) {
        filename = ff[i];
      }
    }
    for (let r = 0; r < set.length; r++) {
      const pattern = set[r];
      const shape = partial ? void 0 : this.#shapes[r];
      const hit = shape === "base" ? portionMatch(pattern[0], filename) : shape ? this.#matchShape(resolved, pattern, shape) : options.matchBase && pattern.length === 1 ? this.#matchRow([filename], [filename], pattern, partial) : this.#matchRow(ff, resolved, pattern, partial);
      if (hit) {
        if (options.flipNegate) {
          return true;
        }
        return !this.negate;
      }
    }
    if (options.flipNegate) {
      return false;
    }
    return this.negate;
  }
  static defaults(def) {
    return minimatch.defaults(def).Minimatch;
  }
};
minimatch.Minimatch = Minimatch;
minimatch.escape = escape;
minimatch.unescape = unescape;

// src/core/git-index.ts
var MAX_INDEX_BYTES = 256 * 1024 * 1024;
var MAX_SMALL_FILE_BYTES = 1024 * 1024;

// src/core/redact.ts
var REDACTED = "[redacted]";
var SECRET_PATTERNS = [
  // The whole block, BEGIN to END (or to the end of the text when END is missing).
  { name: "private key block", re: /-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----|$)/gi },
  { name: "GitHub token", re: /(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{40,255})/gi },
  { name: "AWS access key ID", re: /(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}/gi },
  { name: "Slack token", re: /xox[abposr]-[A-Za-z0-9-]{10,250}/gi },
  { name: "Slack webhook", re: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9_/]{20,200}/gi },
  { name: "Google API key", re: /AIza[0-9A-Za-z_-]{35}/gi },
  { name: "Stripe key", re: /[rs]k_(?:live|test)_[0-9A-Za-z]{16,250}/gi },
  { name: "npm token", re: /npm_[A-Za-z0-9]{36}/gi },
  { name: "JSON Web Token", re: /eyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{8,2000}/gi }
];
var URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,200}:)([^\s@/]{1,200})@/gi;
var URL_CREDENTIALS_AT = new RegExp(URL_CREDENTIALS.source, "iy");
var MAX_SCHEME = 21;
function redactUrlCredentials(text, replacement) {
  let out = "";
  let copied = 0;
  let p = text.indexOf("://");
  while (p >= 0) {
    let next = p + 3;
    for (let s = Math.max(copied, p - MAX_SCHEME); s <= p - 2; s++) {
      URL_CREDENTIALS_AT.lastIndex = s;
      const m = URL_CREDENTIALS_AT.exec(text);
      if (m === null) continue;
      out += text.slice(copied, s) + m[1] + replacement + "@";
      copied = next = s + m[0].length;
      break;
    }
    p = text.indexOf("://", next);
  }
  return copied === 0 ? text : out + text.slice(copied);
}
var ASSIGNED_SECRET = /((?:secret|token|passw(?:or)?d|passwd|pwd|api[_-]?key|access[_-]?key|private[_-]?key|auth[_-]?key|credentials?)\w{0,30}["']?\s{0,5}[:=]\s{0,5}["']?)([A-Za-z0-9+/_.~=-]{16,512})/gi;
var ANY_SHAPE = new RegExp([...SECRET_PATTERNS.map((p) => p.re), ASSIGNED_SECRET].map((re) => `(?:${re.source})`).join("|"), "i");
function entropyBits(s) {
  const counts = /* @__PURE__ */ new Map();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
function looksRandom(value) {
  if (entropyBits(value) < 3.5) return false;
  if (/^(?:process\.env|os\.environ|env|secrets|vars|inputs|github)\b/i.test(value)) return false;
  const digits = (value.match(/[0-9]/g) ?? []).length;
  const switches = (value.match(/[A-Za-z](?=[0-9])|[0-9](?=[A-Za-z])/g) ?? []).length;
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(value)) return digits >= 2 && switches >= 3;
  if (/^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)+$/.test(value) || /^\.{1,2}\//.test(value)) return false;
  return /[A-Za-z]/.test(value) && (digits > 0 || /[A-Z]/.test(value));
}
function redactSecrets(text, replacement = REDACTED) {
  const shaped = ANY_SHAPE.test(text);
  let out = text;
  if (shaped) for (const { re } of SECRET_PATTERNS) out = out.replace(re, replacement);
  out = redactUrlCredentials(out, replacement);
  if (shaped || out !== text) out = out.replace(ASSIGNED_SECRET, (m, key, value) => looksRandom(value) ? key + replacement : m);
  return out;
}

// node_modules/stemmer/index.js
var step2list = {
  ational: "ate",
  tional: "tion",
  enci: "ence",
  anci: "ance",
  izer: "ize",
  bli: "ble",
  alli: "al",
  entli: "ent",
  eli: "e",
  ousli: "ous",
  ization: "ize",
  ation: "ate",
  ator: "ate",
  alism: "al",
  iveness: "ive",
  fulness: "ful",
  ousness: "ous",
  aliti: "al",
  iviti: "ive",
  biliti: "ble",
  logi: "log"
};
var step3list = {
  icate: "ic",
  ative: "",
  alize: "al",
  iciti: "ic",
  ical: "ic",
  ful: "",
  ness: ""
};
var consonant = "[^aeiou]";
var vowel = "[aeiouy]";
var consonants = "(" + consonant + "[^aeiouy]*)";
var vowels = "(" + vowel + "[aeiou]*)";
var gt0 = new RegExp("^" + consonants + "?" + vowels + consonants);
var eq1 = new RegExp(
  "^" + consonants + "?" + vowels + consonants + vowels + "?$"
);
var gt1 = new RegExp("^" + consonants + "?(" + vowels + consonants + "){2,}");
var vowelInStem = new RegExp("^" + consonants + "?" + vowel);
var consonantLike = new RegExp("^" + consonants + vowel + "[^aeiouwxy]$");
var sfxLl = /ll$/;
var sfxE = /^(.+?)e$/;
var sfxY = /^(.+?)y$/;
var sfxIon = /^(.+?(s|t))(ion)$/;
var sfxEdOrIng = /^(.+?)(ed|ing)$/;
var sfxAtOrBlOrIz = /(at|bl|iz)$/;
var sfxEED = /^(.+?)eed$/;
var sfxS = /^.+?[^s]s$/;
var sfxSsesOrIes = /^.+?(ss|i)es$/;
var sfxMultiConsonantLike = /([^aeiouylsz])\1$/;
var step2 = /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
var step3 = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
var step4 = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
function stemmer(value) {
  let result = String(value).toLowerCase();
  if (result.length < 3) {
    return result;
  }
  let firstCharacterWasLowerCaseY = false;
  if (result.codePointAt(0) === 121) {
    firstCharacterWasLowerCaseY = true;
    result = "Y" + result.slice(1);
  }
  if (sfxSsesOrIes.test(result)) {
    result = result.slice(0, -2);
  } else if (sfxS.test(result)) {
    result = result.slice(0, -1);
  }
  let match2;
  if (match2 = sfxEED.exec(result)) {
    if (gt0.test(match2[1])) {
      result = result.slice(0, -1);
    }
  } else if ((match2 = sfxEdOrIng.exec(result)) && vowelInStem.test(match2[1])) {
    result = match2[1];
    if (sfxAtOrBlOrIz.test(result)) {
      result += "e";
    } else if (sfxMultiConsonantLike.test(result)) {
      result = result.slice(0, -1);
    } else if (consonantLike.test(result)) {
      result += "e";
    }
  }
  if ((match2 = sfxY.exec(result)) && vowelInStem.test(match2[1])) {
    result = match2[1] + "i";
  }
  if ((match2 = step2.exec(result)) && gt0.test(match2[1])) {
    result = match2[1] + step2list[match2[2]];
  }
  if ((match2 = step3.exec(result)) && gt0.test(match2[1])) {
    result = match2[1] + step3list[match2[2]];
  }
  if (match2 = step4.exec(result)) {
    if (gt1.test(match2[1])) {
      result = match2[1];
    }
  } else if ((match2 = sfxIon.exec(result)) && gt1.test(match2[1])) {
    result = match2[1];
  }
  if ((match2 = sfxE.exec(result)) && (gt1.test(match2[1]) || eq1.test(match2[1]) && !consonantLike.test(match2[1]))) {
    result = match2[1];
  }
  if (sfxLl.test(result) && gt1.test(result)) {
    result = result.slice(0, -1);
  }
  if (firstCharacterWasLowerCaseY) {
    result = "y" + result.slice(1);
  }
  return result;
}

// src/core/tokenize.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function splitIdentifier(identifier) {
  const words = [];
  const n = identifier.length;
  let i = 0;
  while (i < n) {
    const c = identifier.charCodeAt(i);
    let end = i + 1;
    if (isUpper(c)) {
      while (end < n && isUpper(identifier.charCodeAt(end))) end++;
      if (end < n && isLower(identifier.charCodeAt(end))) {
        if (end - i >= 2) end--;
        else while (end < n && isLower(identifier.charCodeAt(end))) end++;
      }
    } else if (isLower(c)) {
      while (end < n && isLower(identifier.charCodeAt(end))) end++;
    } else if (isDigit(c)) {
      while (end < n && isDigit(identifier.charCodeAt(end))) end++;
      while (end < n && isLower(identifier.charCodeAt(end))) end++;
    } else {
      i++;
      continue;
    }
    words.push(identifier.slice(i, end).toLowerCase());
    i = end;
  }
  return words;
}
function isUpper(c) {
  return c >= 65 && c <= 90;
}
function isLower(c) {
  return c >= 97 && c <= 122;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
var stemCache = /* @__PURE__ */ new Map();
function clearStemCache() {
  stemCache.clear();
}
function stem(word) {
  let s = stemCache.get(word);
  if (s === void 0) {
    s = word.length <= 3 ? word : stemmer(word);
    if (stemCache.size < 5e5) stemCache.set(word, s);
  }
  return s;
}
function identifierTerms(id) {
  const terms = [];
  forEachIdentifierTerm(id, (term) => terms.push(term));
  return terms;
}
function forEachIdentifierTerm(id, emit) {
  let subWords = 0;
  for (const w of splitIdentifier(id)) {
    if (w.length < 2 || w.length > 40) continue;
    emit(stem(w), w);
    subWords++;
  }
  if (subWords > 1) emit(id.toLowerCase().replace(/^[_$]+/, ""), id.replace(/^[_$]+/, ""));
}
var NON_ASCII = /[^\x00-\x7F]/;
var NON_ASCII_LETTER = /[^\x00-\x7F\P{L}]/u;
var WORD_CHAR = /^[\p{L}\p{M}]$/u;
var BIGRAM_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
function forEachNonAsciiTerm(text, emit) {
  const from = text.search(NON_ASCII);
  if (from < 0) return;
  for (const raw of nonAsciiWords(text, from)) {
    const word = raw.toLowerCase();
    if (BIGRAM_SCRIPT.test(word)) {
      const chars = [...word];
      if (chars.length === 1) emit(word);
      for (let i = 0; i + 1 < chars.length; i++) emit(chars[i] + chars[i + 1]);
    } else if (word.length >= 2 && word.length <= 40) emit(word);
  }
}
function* nonAsciiWords(text, from) {
  const letter = new RegExp(NON_ASCII_LETTER.source, "uy");
  for (let i = from; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      i++;
      continue;
    }
    letter.lastIndex = i;
    if (!letter.test(text)) {
      i += isSurrogatePair(text, i) ? 2 : 1;
      continue;
    }
    let start = i;
    for (let ch = charBefore(text, start); ch !== "" && WORD_CHAR.test(ch); ch = charBefore(text, start)) start -= ch.length;
    let end = letter.lastIndex;
    for (let ch = charAt(text, end); ch !== "" && WORD_CHAR.test(ch); ch = charAt(text, end)) end += ch.length;
    yield text.slice(start, end);
    i = end;
  }
}
function isSurrogatePair(text, i) {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high >= 55296 && high <= 56319 && low >= 56320 && low <= 57343;
}
function charAt(text, i) {
  const cp = text.codePointAt(i);
  return cp === void 0 ? "" : String.fromCodePoint(cp);
}
function charBefore(text, i) {
  if (i <= 0) return "";
  const low = text.charCodeAt(i - 1);
  const pair2 = low >= 56320 && low <= 57343 && i >= 2 ? text.codePointAt(i - 2) : void 0;
  return pair2 !== void 0 && pair2 > 65535 ? String.fromCodePoint(pair2) : text[i - 1];
}
var CODE_THING_WORDS = new Set(
  `result results step steps example examples code time case cases
error errors exception traceback warning line lines file files run running runs ran call called calls
true false none null undefined return returns returned def self cls var let const function class import`.split(/\s+/)
);
var TEMPLATE_WORDS = new Set(`expected behavior behaviour actual reproduce reproduction describe description version versions environment`.split(" "));
var ENGLISH_STOPWORDS = `a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
from further had hadn't has hasn't have haven't having he her here hers herself him himself his how i if in into is
isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours
ourselves out over own same shan't she should shouldn't so some such than that that's the their theirs them themselves
then there there's these they this those through to too under until up very was wasn't we were weren't what when where
which while who whom why with won't would wouldn't you your yours yourself yourselves`.split(/\s+/);
var STOPWORDS = /* @__PURE__ */ new Set([
  ...ENGLISH_STOPWORDS,
  ...ENGLISH_STOPWORDS.filter((w) => w.includes("'")).map((w) => w.slice(0, w.indexOf("'"))),
  ...`just like get got seem seems seemed think thing things way want wanted wants need needs needed use used using
make makes made one two also would could might may will shall still even however thus therefore instead since
add adding implement implementing support supporting allow allowing please thanks thank hi hello issue issues bug bugs problem problems fix fixes fixed work works working worked
system os python node npm yarn pnpm current currently following
see look new old now something anything everything nothing happen happens happened
`.split(/\s+/).filter(Boolean),
  ...CODE_THING_WORDS,
  ...TEMPLATE_WORDS
]);

// src/core/repo-files.ts
var SECRET_FILES = [
  // environment files: .env, .env.local, production.env, .envrc
  ".env",
  ".env.*",
  "*.env",
  ".envrc",
  ".flaskenv",
  // keys and certificates with private parts, keystores
  "*.pem",
  "*.key",
  "*.p8",
  "*.p12",
  "*.pfx",
  "*.keystore",
  "*.jks",
  "*.ppk",
  "*.asc",
  "*.gpg",
  "*.kdbx",
  "id_rsa*",
  "id_dsa*",
  "id_ecdsa*",
  "id_ed25519*",
  // package-manager and tool credentials
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".pypirc",
  ".netrc",
  "_netrc",
  ".git-credentials",
  ".pgpass",
  ".htpasswd",
  ".dockercfg",
  ".s3cfg",
  ".boto",
  ".vault-token",
  // generic credential and secret files
  "credentials",
  "credentials.*",
  "*.credentials",
  "secrets.*",
  "*.secret",
  "*.secrets",
  "service-account*.json",
  // infrastructure state and variables hold secrets in clear
  "*.tfvars",
  "*.tfstate",
  "*.tfstate.*"
];
var DEFAULT_EXCLUDED_FILES = [
  "package-lock.json",
  "yarn.lock",
  "pnpm-lock.yaml",
  "poetry.lock",
  "Cargo.lock",
  "composer.lock",
  "Gemfile.lock",
  "go.sum",
  "*.min.js",
  "*.min.css",
  "*.map",
  "*.bundle.js",
  "*.png",
  "*.jpg",
  "*.jpeg",
  "*.gif",
  "*.ico",
  "*.webp",
  "*.bmp",
  "*.pdf",
  "*.zip",
  "*.gz",
  "*.tgz",
  "*.bz2",
  "*.xz",
  "*.7z",
  "*.jar",
  "*.class",
  "*.so",
  "*.dylib",
  "*.dll",
  "*.exe",
  "*.o",
  "*.a",
  "*.pyc",
  "*.wasm",
  "*.woff",
  "*.woff2",
  "*.ttf",
  "*.otf",
  "*.eot",
  "*.mp3",
  "*.mp4",
  "*.mov",
  "*.avi",
  "*.wav",
  "*.ogg",
  "*.sqlite",
  "*.db",
  "*.npy",
  "*.npz",
  "*.pkl",
  "*.h5",
  "*.parquet",
  "*.fits",
  "*.svg"
];
var HARD_MAX_FILE_BYTES = 5e7;
var NON_CODE_HEAD_BYTES = 64 * 1024;
var TRANSLATION_CATALOG = /\.(?:pot?|xlf|xliff)$/i;
function readingOf(path2) {
  if (isCodeLanguage(languageOf(path2))) return "code";
  return TRANSLATION_CATALOG.test(path2) ? "catalog" : "head";
}
function readListedFile(root, file) {
  const reading = readingOf(file.path);
  return reading === "code" ? readTextFile(root, file.path, file.headBytes) : reading === "catalog" ? "" : readTextFile(root, file.path, NON_CODE_HEAD_BYTES, isNumericHead);
}
var DEFAULT_WALK_OPTIONS = {
  maxFileBytes: 1e6,
  maxFiles: 2e5,
  maxTotalBytes: 256e6,
  deadline: Number.POSITIVE_INFINITY,
  now: () => performance.now(),
  excludes: [],
  includes: []
};
function nameMatcher(globs) {
  const sources = globs.map((g) => g.split("*").map(escapeRegExp).join(".*"));
  const re = new RegExp(`^(?:${sources.join("|")})$`, "i");
  return (name) => re.test(name);
}
var isSecretName = nameMatcher(SECRET_FILES);
var isExcludedName = nameMatcher(DEFAULT_EXCLUDED_FILES);
var HEAD_BYTES = 8192;
var SCRATCH_MAX = 1 << 20;
var scratch = Buffer.allocUnsafe(64 * 1024);
function readBounded(abs, limit, whole = false, judgeHead) {
  let fd;
  try {
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || whole && st.size > limit) return null;
    const size = Math.min(st.size, limit);
    if (size <= SCRATCH_MAX && size > scratch.length) scratch = Buffer.allocUnsafe(Math.min(SCRATCH_MAX, Math.max(size, scratch.length * 2)));
    const buf = size <= SCRATCH_MAX ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
    let read = 0;
    if (judgeHead) {
      read = fill(fd, buf, read, Math.min(buf.length, HEAD_BYTES));
      const verdict = judgeHead(buf.subarray(0, read));
      if (verdict !== "read") return verdict === "reject" ? null : "";
    }
    const end = fill(fd, buf, read, buf.length);
    return buf.toString("utf8", 0, end);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
function fill(fd, buf, from, to) {
  let read = from;
  while (read < to) {
    const n = readSync(fd, buf, read, to - read, read);
    if (n === 0) break;
    read += n;
  }
  return read;
}
var MAX_CONTROL_SHARE = 0.1;
function isBinaryHead(head) {
  if (head.includes(0)) return true;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const b = head[i];
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12 && b !== 27) control++;
  }
  return head.length > 0 && control / head.length > MAX_CONTROL_SHARE;
}
var MIN_LETTER_SHARE = 0.1;
function isNumericHead(head) {
  if (head.length < 1024) return false;
  let letters = 0;
  for (let i = 0; i < head.length; i++) {
    const lower = head[i] | 32;
    if (lower >= 97 && lower <= 122) letters++;
  }
  return letters / head.length < MIN_LETTER_SHARE;
}
function readTextFile(root, path2, headBytes, wordless) {
  const judge = (head) => isBinaryHead(head) ? "reject" : wordless?.(head) ? "empty" : "read";
  const text = headBytes === void 0 ? readBounded(join(root, path2), HARD_MAX_FILE_BYTES, true, judge) : readBounded(join(root, path2), headBytes, false, judge);
  if (text === null) return null;
  if (!isCodeLanguage(languageOf(path2)) && text.includes("\0")) return null;
  return redactSecrets(text);
}

// src/core/term-counter.ts
var termsMemo = /* @__PURE__ */ new Map();
function clearVocabularyMemos() {
  termsMemo.clear();
  clearStemCache();
}
var MAX_IDENTIFIER = 64;
var MAX_CHUNK = 199;
function forEachIdentifierSpan(text, emit) {
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    if (i - start > MAX_CHUNK) continue;
    for (let j = start; j < i; ) {
      let c = text.charCodeAt(j);
      if (!isIdentifierStart(c)) {
        j++;
        continue;
      }
      let hash = Math.imul(FNV_OFFSET ^ c, FNV_PRIME);
      let k = j + 1;
      while (k < i && isIdentifierPart(c = text.charCodeAt(k))) {
        hash = Math.imul(hash ^ c, FNV_PRIME);
        k++;
      }
      if (k - j >= 2 && k - j <= MAX_IDENTIFIER) emit(j, k, hash);
      j = k;
    }
  }
}
var FNV_OFFSET = 2166136261 | 0;
var FNV_PRIME = 16777619;
function isIdentifierStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 36;
}
function isIdentifierPart(c) {
  return isIdentifierStart(c) || c >= 48 && c <= 57;
}
function isSpace(c) {
  if (c <= 32) return c === 32 || c >= 9 && c <= 13;
  if (c < 160) return false;
  return c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function detach(s) {
  return s.length < 13 ? s : (" " + s).slice(1);
}
var TermCounter = class {
  constructor(body) {
    this.body = body;
  }
  body;
  termIds = /* @__PURE__ */ new Map();
  termNames = [];
  postings = [];
  identifiers = new IdentifierTable();
  tf = new Int32Array(1024);
  touched = [];
  length = 0;
  /** Count the terms of one file's text; returns how many (the file's length). */
  countFile(text) {
    this.length = 0;
    forEachIdentifierSpan(text, (start, end, hash) => {
      let entry = this.identifiers.find(text, start, end, hash);
      if (entry < 0) {
        const name = detach(text.slice(start, end));
        entry = this.identifiers.add(name, hash, identifierTerms(name).map((t) => this.termId(t)));
      }
      for (const t of this.identifiers.terms[entry]) this.count(t);
    });
    forEachNonAsciiTerm(text, (term) => this.count(this.termId(term)));
    return this.length;
  }
  /** Append the counted file to the postings as file `id`, and start afresh. */
  flush(id) {
    for (const t of this.touched) {
      let p = this.postings[t];
      if (p === void 0) {
        p = { files: [], tfs: [] };
        this.postings[t] = p;
        this.body.set(this.termNames[t], p);
      }
      p.files.push(id);
      p.tfs.push(this.tf[t]);
      this.tf[t] = 0;
    }
    this.touched.length = 0;
  }
  termId(term) {
    let t = this.termIds.get(term);
    if (t === void 0) {
      t = this.termNames.length;
      this.termIds.set(term, t);
      this.termNames.push(term);
      if (t >= this.tf.length) {
        const grown = new Int32Array(this.tf.length * 2);
        grown.set(this.tf);
        this.tf = grown;
      }
    }
    return t;
  }
  count(t) {
    const n = this.tf[t];
    this.tf[t] = n + 1;
    if (n === 0) this.touched.push(t);
    this.length++;
  }
};
var IdentifierTable = class {
  slots = new Int32Array(1 << 12).fill(-1);
  hashes = [];
  names = [];
  /** Term numbers of each identifier. */
  terms = [];
  find(text, start, end, hash) {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = s + 1 & mask) {
      const e = this.slots[s];
      if (e < 0) return -1;
      if (this.hashes[e] === hash && sameChars(this.names[e], text, start, end)) return e;
    }
  }
  add(name, hash, terms) {
    const e = this.names.length;
    this.names.push(name);
    this.hashes.push(hash);
    this.terms.push(terms);
    if (this.names.length * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(e);
    return e;
  }
  place(e) {
    const mask = this.slots.length - 1;
    let s = this.hashes[e] & mask;
    while (this.slots[s] >= 0) s = s + 1 & mask;
    this.slots[s] = e;
  }
  rehash(size) {
    this.slots = new Int32Array(size).fill(-1);
    for (let e = 0; e < this.names.length; e++) this.place(e);
  }
};
function sameChars(name, text, start, end) {
  if (name.length !== end - start) return false;
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

// src/core/index-part.ts
var SOURCE_MAP_COMMENT = /\/[/*][#@] ?sourceMappingURL=\S*\s*(?:\*\/)?\s*$/;
function endsWithSourceMap(text) {
  return SOURCE_MAP_COMMENT.test(text.length > 512 ? text.slice(-512) : text);
}
var GENERATED_MARK = /^[ \t]*(?:\/\/|\/\*|\*|#|--|;|<!--).*(?:\b(?:[Dd][Oo] [Nn][Oo][Tt]|[Dd]on't|[Ss]houldn't)(?: [Mm]anually)? [Ee][Dd][Ii][Tt]\b|\bThis file (?:is an amalgamation|has been merged from multiple)|@generated\b|A Bison parser, made by|lexical scanner generated by flex|Generated by (?:ReScript|BUCKLESCRIPT)\b|<auto-?generated\b|Generated using (?:SwiftGen|Sourcery)\b)/m;
var GENERATED_HEAD_CHARS = 1024;
function hasGeneratedMark(text) {
  return GENERATED_MARK.test(text.length > GENERATED_HEAD_CHARS ? text.slice(0, GENERATED_HEAD_CHARS) : text);
}
var MINIFIED_LINE_CHARS = 110;
var SCRIPT = /\.[cm]?js$/i;
function isMinified(path2, text) {
  if (!SCRIPT.test(path2)) return false;
  const most = text.length / MINIFIED_LINE_CHARS;
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1 && lines < most; at = text.indexOf("\n", at + 1)) lines++;
  return lines < most;
}
var LIBRARY_BANNER = /^\uFEFF?\s*(?:(["'])use strict\1;?\s*)?\/\*!([\s\S]{0,600}?)\*\//;
var BANNER_VERSION = /\bv\d+(?:\.\d+)*\b|\b\d+\.\d+\.\d+\b/;
function isLibraryBuild(path2, text) {
  if (!SCRIPT.test(path2)) return false;
  const banner = LIBRARY_BANNER.exec(text);
  return banner !== null && BANNER_VERSION.test(banner[2] ?? "");
}
var DART_GENERATED_LINE = /generated code\W{2,3}do not modify/i;
function isGeneratedDart(path2, text) {
  if (!path2.endsWith(".dart")) return false;
  const end = text.indexOf("\n");
  return end !== -1 && DART_GENERATED_LINE.test(text.slice(0, end));
}
var GENERATED_DIR = /(^|\/)(?:generated|generated[-_](?:sources|src)|__generated__)\//i;
function isGeneratedOutput(path2, text) {
  return endsWithSourceMap(text) || hasGeneratedMark(text) || isMinified(path2, text) || isLibraryBuild(path2, text) || isGeneratedDart(path2, text) || GENERATED_DIR.test(path2);
}
function indexPart(root, take, options) {
  const { phrases, deadline, now } = options;
  const facts = [];
  const body = /* @__PURE__ */ new Map();
  const counter = new TermCounter(body);
  const skipped = {};
  let taken = 0;
  for (; ; ) {
    if (taken % 256 === 255 && now() > deadline) break;
    const listed = take();
    if (listed === void 0) break;
    taken++;
    const pathLang = languageOf(listed.path);
    const isCode = isCodeLanguage(pathLang);
    const text = readListedFile(root, listed);
    if (text === null) {
      skipped.binary = (skipped.binary ?? 0) + 1;
      continue;
    }
    const lang = isCode ? languageOfFile(listed.path, text) : pathLang;
    const id = facts.length;
    const length = counter.countFile(text);
    counter.flush(id);
    let phraseHits = [];
    if (phrases.length > 0) {
      const lower = text.toLowerCase();
      phraseHits = phrases.flatMap((p, i) => lower.includes(p) ? [i] : []);
    }
    facts.push({
      path: listed.path,
      size: listed.size,
      lang,
      isTest: isTestPath(listed.path),
      generated: isCode && isGeneratedOutput(listed.path, text),
      length,
      defs: isCode ? extractDefinitions(text, lang).map(detach) : [],
      imports: isCode ? extractImports(text, lang).map(detach) : [],
      phraseHits
    });
  }
  return { facts, body, taken, skipped };
}
function packPart(part, reversed = false) {
  let total = 0;
  for (const p of part.body.values()) total += p.files.length;
  const counts = new Int32Array(part.body.size);
  const files = new Int32Array(total);
  const tfs = new Int32Array(total);
  const last = part.facts.length - 1;
  let t = 0;
  let at = 0;
  for (const p of part.body.values()) {
    const n = p.files.length;
    counts[t++] = n;
    if (reversed) {
      for (let j = 0; j < n; j++) {
        files[at + j] = last - p.files[n - 1 - j];
        tfs[at + j] = p.tfs[n - 1 - j];
      }
    } else {
      files.set(p.files, at);
      tfs.set(p.tfs, at);
    }
    at += n;
  }
  const facts = reversed ? part.facts.slice().reverse() : part.facts;
  return { facts, terms: [...part.body.keys()].join("\n"), counts, files, tfs, taken: part.taken, skipped: part.skipped };
}

// src/core/listing-cursor.ts
var ListingCursor = class {
  word;
  /** A cursor over `count` files, or one sharing `buffer` with another thread. */
  constructor(source) {
    if (typeof source === "number") {
      this.word = new BigInt64Array(new SharedArrayBuffer(8));
      this.word[0] = BigInt(source) << 32n;
    } else {
      this.word = new BigInt64Array(source);
    }
  }
  get buffer() {
    return this.word.buffer;
  }
  /** The next file index from the front, or -1 when the ends have met. */
  claimFront() {
    return this.claim(true);
  }
  /** The next file index from the back, or -1 when the ends have met. */
  claimBack() {
    return this.claim(false);
  }
  /** Where the ends met (or are now): files before it were claimed from the front. */
  get front() {
    return Number(Atomics.load(this.word, 0) & 0xffffffffn);
  }
  claim(fromFront) {
    for (; ; ) {
      const old = Atomics.load(this.word, 0);
      const front = old & 0xffffffffn;
      const back = old >> 32n;
      if (front >= back) return -1;
      const next = fromFront ? back << 32n | front + 1n : back - 1n << 32n | front;
      if (Atomics.compareExchange(this.word, 0, old, next) === old) return Number(fromFront ? front : back - 1n);
    }
  }
};

// src/core/tokens.ts
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

// node_modules/gpt-tokenizer/esm/constants.js
var DEFAULT_MERGE_CACHE_SIZE = 1e5;

// node_modules/gpt-tokenizer/esm/utfUtil.js
var isAscii = (codePoint) => codePoint <= 127;
var HIGH_SURROGATE_START = 55296;
var HIGH_SURROGATE_END = 56319;
function endsWithIncompleteUtfPairSurrogate(string) {
  if (string.length === 0) return false;
  const lastCharCode = string.charCodeAt(string.length - 1);
  return lastCharCode >= HIGH_SURROGATE_START && lastCharCode <= HIGH_SURROGATE_END;
}
function isValidUTF8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const byte1 = bytes[i];
    let numBytes = 0;
    let codePoint = 0;
    if (byte1 <= 127) {
      numBytes = 1;
      codePoint = byte1;
    } else if ((byte1 & 224) === 192) {
      numBytes = 2;
      codePoint = byte1 & 31;
      if (byte1 <= 193) return false;
    } else if ((byte1 & 240) === 224) {
      numBytes = 3;
      codePoint = byte1 & 15;
    } else if ((byte1 & 248) === 240) {
      numBytes = 4;
      codePoint = byte1 & 7;
      if (byte1 > 244) return false;
    } else return false;
    if (i + numBytes > bytes.length) return false;
    for (let j = 1; j < numBytes; j++) {
      const byte = bytes[i + j];
      if (byte === void 0 || (byte & 192) !== 128) return false;
      codePoint = codePoint << 6 | byte & 63;
    }
    if (numBytes === 2 && codePoint < 128) return false;
    if (numBytes === 3 && codePoint < 2048) return false;
    if (numBytes === 4 && codePoint < 65536) return false;
    if (codePoint >= 55296 && codePoint <= 57343) return false;
    if (codePoint > 1114111) return false;
    i += numBytes;
  }
  return true;
}
var textDecoder = new TextDecoder("utf8", { fatal: false });
function tryConvertToString(arr) {
  if (!isValidUTF8(arr)) return;
  return textDecoder.decode(arr);
}
function compareUint8Arrays(a, b) {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

// node_modules/gpt-tokenizer/esm/util.js
function getMaxValueFromMap(map) {
  let max = 0;
  map.forEach((val) => {
    max = Math.max(max, val);
  });
  return max;
}
function escapeRegExp2(string) {
  return string.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&");
}
function getSpecialTokenRegex(tokens) {
  const inner = [...tokens].map(escapeRegExp2).join("|");
  return new RegExp(`(${inner})`);
}

// node_modules/gpt-tokenizer/esm/BytePairEncodingCore.js
var emptyBuffer = /* @__PURE__ */ new Uint8Array(0);
var decoder = new TextDecoder("utf8");
var BytePairEncodingCore = class {
  mergeableBytePairRankCount;
  /**
  * an array where the index is the BPE rank,
  * and the value is the string or the array of bytes that it decodes to
  * it may contain holes if token is unused
  */
  bytePairRankDecoder;
  bytePairNonUtfRankDecoder = /* @__PURE__ */ new Map();
  bytePairNonUtfSortedEncoder;
  /**
  * a reverse map of the bytePairRankDecoder,
  * where the key is the string and the value is the rank
  * values that cannot be represented as a string are present in `bytePairNonUtfSortedEncoder`
  */
  bytePairStringRankEncoder;
  tokenSplitRegex;
  specialTokensEncoder;
  specialTokensDecoder;
  specialTokenPatternRegex;
  textEncoder = new TextEncoder();
  mergeCache;
  mergeCacheSize;
  constructor({ bytePairRankDecoder, specialTokensEncoder, tokenSplitRegex, mergeCacheSize = DEFAULT_MERGE_CACHE_SIZE }) {
    this.bytePairRankDecoder = bytePairRankDecoder;
    this.bytePairStringRankEncoder = /* @__PURE__ */ new Map();
    this.mergeCacheSize = mergeCacheSize;
    if (mergeCacheSize > 0) this.mergeCache = /* @__PURE__ */ new Map();
    this.mergeableBytePairRankCount = Object.keys(bytePairRankDecoder).length;
    const binaryLookup = [];
    bytePairRankDecoder.forEach((value, rank) => {
      if (typeof value === "string") {
        this.bytePairStringRankEncoder.set(value, rank);
        return;
      }
      const byteArray = new Uint8Array(value);
      binaryLookup.push([byteArray, rank]);
      this.bytePairNonUtfRankDecoder.set(rank, byteArray);
    });
    this.bytePairNonUtfSortedEncoder = binaryLookup.sort((a, b) => compareUint8Arrays(a[0], b[0]));
    this.specialTokensEncoder = specialTokensEncoder ?? /* @__PURE__ */ new Map();
    this.specialTokensDecoder = specialTokensEncoder ? new Map([...specialTokensEncoder].map(([key, value]) => [value, key])) : /* @__PURE__ */ new Map();
    this.tokenSplitRegex = tokenSplitRegex;
    const allSpecialTokensRegex = [...this.specialTokensEncoder.keys()].map(escapeRegExp2).join("|");
    try {
      this.specialTokenPatternRegex = new RegExp(allSpecialTokensRegex, "y");
    } catch {
      throw new Error("Invalid regular expression pattern.");
    }
  }
  setMergeCacheSize(newSize) {
    if (this.mergeCacheSize === 0 && newSize > 0) this.mergeCache = /* @__PURE__ */ new Map();
    this.mergeCacheSize = newSize;
    if (newSize === 0) this.mergeCache = void 0;
  }
  clearMergeCache() {
    this.mergeCache?.clear();
  }
  *encodeNativeGenerator(text, allowedSpecial) {
    let startIndex = 0;
    let lastTokenLength = 0;
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex2 = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex2 === text.length ? text : text.slice(startIndex, endIndex2);
      for (const [match2] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        const token = this.getBpeRankFromString(match2);
        if (token !== void 0) {
          lastTokenLength = 1;
          yield [token];
          continue;
        }
        const tokens = this.bytePairEncode(match2);
        lastTokenLength = tokens.length;
        yield tokens;
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        const specialTokenValue = this.specialTokensEncoder.get(specialToken);
        if (specialTokenValue === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        yield [specialTokenValue];
        startIndex = nextSpecialStartIndex + specialToken.length;
        lastTokenLength = 1;
      } else break;
    }
    return lastTokenLength;
  }
  encodeNative(text, allowedSpecial) {
    let startIndex = 0;
    const tokensArray = [];
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex2 = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex2 === text.length ? text : text.slice(startIndex, endIndex2);
      for (const [match2] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        const token = this.getBpeRankFromString(match2);
        if (token !== void 0) {
          tokensArray.push(token);
          continue;
        }
        const tokens = this.bytePairEncode(match2);
        tokensArray.push(...tokens);
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        const specialTokenValue = this.specialTokensEncoder.get(specialToken);
        if (specialTokenValue === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        tokensArray.push(specialTokenValue);
        startIndex = nextSpecialStartIndex + specialToken.length;
      } else break;
    }
    return tokensArray;
  }
  countNative(text, allowedSpecial) {
    let startIndex = 0;
    let tokensCount = 0;
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex2 = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex2 === text.length ? text : text.slice(startIndex, endIndex2);
      for (const [match2] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        if (this.getBpeRankFromString(match2) !== void 0) {
          tokensCount++;
          continue;
        }
        const tokens = this.bytePairEncode(match2);
        tokensCount += tokens.length;
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        if (this.specialTokensEncoder.get(specialToken) === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        tokensCount++;
        startIndex = nextSpecialStartIndex + specialToken.length;
      } else break;
    }
    return tokensCount;
  }
  *decodeNativeGenerator(tokens) {
    for (const token of tokens) {
      const tokenBytes = this.tryDecodeToken(token);
      if (tokenBytes) yield tokenBytes;
    }
  }
  decodeNative(tokens) {
    let decoded = "";
    let intBuffer = emptyBuffer;
    for (const token of tokens) {
      const tokenBytes = this.tryDecodeToken(token);
      if (tokenBytes === void 0) throw new Error(`Token ${token} is not in the byte pair encoder.`);
      if (typeof tokenBytes === "string") {
        if (intBuffer !== emptyBuffer) {
          decoded += decoder.decode(intBuffer, { stream: true });
          intBuffer = emptyBuffer;
        }
        decoded += tokenBytes;
      } else {
        const newBuffer = new Uint8Array(intBuffer.length + tokenBytes.length);
        newBuffer.set(intBuffer);
        newBuffer.set(tokenBytes, intBuffer.length);
        intBuffer = newBuffer;
      }
    }
    if (intBuffer !== emptyBuffer) decoded += decoder.decode(intBuffer, { stream: true });
    return decoded;
  }
  async *decodeNativeAsyncIterable(tokens) {
    for await (const token of tokens) {
      const tokenBytesOrString = this.tryDecodeToken(token);
      if (tokenBytesOrString) yield tokenBytesOrString;
    }
  }
  getBpeRankFromString(key) {
    return this.bytePairStringRankEncoder.get(key);
  }
  getBpeRankFromStringOrThrow(key) {
    const value = this.getBpeRankFromString(key);
    if (value === void 0) throw new Error(`The byte-pair encoding does not contain a value for: ${key}`);
    return value;
  }
  getBpeRankFromBytes(key) {
    const keyAsString = tryConvertToString(key);
    if (keyAsString !== void 0) return this.getBpeRankFromString(keyAsString);
    const index = this.binarySearch(key);
    if (index !== -1) return this.bytePairNonUtfSortedEncoder[index][1];
  }
  getBpeRankFromBytesOrThrow(key) {
    const value = this.getBpeRankFromBytes(key);
    if (value === void 0) throw new Error(`The byte-pair encoding does not contain a value for: ${key.toString()}`);
    return value;
  }
  binarySearch(key) {
    let low = 0;
    let high = this.bytePairNonUtfSortedEncoder.length - 1;
    while (low <= high) {
      const mid = low + high >>> 1;
      const midKey = this.bytePairNonUtfSortedEncoder[mid][0];
      let cmp = 0;
      const maxLength = Math.min(midKey.length, key.length);
      for (let i = 0; i < maxLength; i++) {
        cmp = midKey[i] - key[i];
        if (cmp !== 0) break;
      }
      if (cmp === 0) cmp = midKey.length - key.length;
      if (cmp === 0) return mid;
      if (cmp < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
  findNextSpecialToken(text, allowedSpecial, startIndex) {
    let searchIndex = startIndex;
    while (true) {
      this.specialTokenPatternRegex.lastIndex = searchIndex;
      const nextSpecialMatch = this.specialTokenPatternRegex.exec(text);
      if (!nextSpecialMatch) return;
      const specialToken = nextSpecialMatch[0];
      if (allowedSpecial?.has(specialToken)) return [nextSpecialMatch.index + searchIndex, specialToken];
      searchIndex = nextSpecialMatch.index + searchIndex + 1;
    }
  }
  tryDecodeToken(tokenRank) {
    const value = this.bytePairRankDecoder[tokenRank];
    if (typeof value === "string") return value;
    if (typeof value === "object") {
      const fromBinary = this.bytePairNonUtfRankDecoder.get(tokenRank);
      if (fromBinary) return fromBinary;
    }
    return this.specialTokensDecoder.get(tokenRank);
  }
  addToMergeCache(key, value) {
    if (!this.mergeCache) return;
    if (this.mergeCache.size >= this.mergeCacheSize) {
      const firstKey = this.mergeCache.keys().next().value;
      this.mergeCache.delete(firstKey);
    }
    this.mergeCache.set(key, value);
  }
  bytePairEncode(input) {
    if (input.length === 1 && isAscii(input.codePointAt(0))) return [this.getBpeRankFromStringOrThrow(input)];
    if (this.mergeCache?.has(input)) {
      const result2 = this.mergeCache.get(input);
      this.mergeCache.delete(input);
      this.mergeCache.set(input, result2);
      return result2;
    }
    const inputBytes = this.textEncoder.encode(input);
    const result = this.bytePairMerge(inputBytes);
    this.addToMergeCache(input, result);
    return result;
  }
  bytePairMerge(piece) {
    const starts = [];
    const ranks = [];
    const getRank = (startIndex, pairStart = starts[startIndex], pairEnd = starts[startIndex + 2]) => {
      if (pairEnd === void 0) return Number.POSITIVE_INFINITY;
      const key = piece.subarray(pairStart, pairEnd);
      return this.getBpeRankFromBytes(key) ?? Number.POSITIVE_INFINITY;
    };
    for (let i = 0; i <= piece.length; i++) {
      starts.push(i);
      if (i < piece.length - 1) ranks.push(getRank(i, i, i + 2));
      else ranks.push(Number.POSITIVE_INFINITY);
    }
    while (starts.length > 1) {
      let lowestRank = Number.POSITIVE_INFINITY;
      let lowestPartitionIndex = -1;
      for (let i = 0; i < ranks.length - 1; i++) {
        const rank = ranks[i];
        if (rank < lowestRank) {
          lowestRank = rank;
          lowestPartitionIndex = i;
        }
      }
      if (lowestRank === Number.POSITIVE_INFINITY || lowestPartitionIndex === -1) break;
      starts.splice(lowestPartitionIndex + 1, 1);
      ranks.splice(lowestPartitionIndex, 1);
      ranks[lowestPartitionIndex] = getRank(lowestPartitionIndex);
      if (lowestPartitionIndex > 0) ranks[lowestPartitionIndex - 1] = getRank(lowestPartitionIndex - 1);
    }
    const output = [];
    for (let i = 0; i < starts.length - 1; i++) {
      const pairStart = starts[i];
      const pairEnd = starts[i + 1];
      const bpeValue = this.getBpeRankFromBytesOrThrow(piece.subarray(pairStart, pairEnd));
      output.push(bpeValue);
    }
    return output;
  }
};

// node_modules/gpt-tokenizer/esm/functionCalling.js
var NEWLINE = "\n";
function countMessageTokens(message, countStringTokens) {
  let tokens = 0;
  if (message.role) tokens += countStringTokens(message.role);
  if (message.content) tokens += countStringTokens(message.content);
  if (message.name) tokens += countStringTokens(message.name) + 1;
  if (message.function_call) {
    const { name, arguments: args } = message.function_call;
    if (name) tokens += countStringTokens(name);
    if (args) tokens += countStringTokens(args);
    tokens += 3;
  }
  tokens += 3;
  if (message.role === "function") tokens -= 2;
  return tokens;
}
function formatObjectProperties(obj, indent, formatType) {
  if (!obj.properties) return "";
  const lines = [];
  const requiredParams = new Set(obj.required ?? []);
  const indentString = " ".repeat(indent);
  for (const [name, param] of Object.entries(obj.properties)) {
    if (param.description && indent < 2) lines.push(`${indentString}// ${param.description}`);
    const isRequired = requiredParams.has(name);
    const formattedType = formatType(param, indent);
    lines.push(`${indentString}${name}${isRequired ? "" : "?"}: ${formattedType},`);
  }
  return lines.join("\n");
}
function formatFunctionType(param, indent) {
  switch (param.type) {
    case "string":
      return param.enum?.map((value) => JSON.stringify(value)).join(" | ") ?? "string";
    case "integer":
    case "number":
      return param.enum?.map((value) => `${value}`).join(" | ") ?? "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return param.items ? `${formatFunctionType(param.items, indent)}[]` : "any[]";
    case "object":
      return `{
${formatObjectProperties(param, indent + 2, formatFunctionType)}
${" ".repeat(indent)}}`;
    default:
      return "any";
  }
}
function formatFunctionDefinitions(functions) {
  const lines = ["namespace functions {", ""];
  for (const fn of functions) {
    if (fn.description) lines.push(`// ${fn.description}`);
    const { parameters } = fn;
    const properties = parameters?.properties;
    if (!parameters || !properties || Object.keys(properties).length === 0) lines.push(`type ${fn.name} = () => any;`);
    else {
      lines.push(`type ${fn.name} = (_: {`);
      const formattedProperties = formatObjectProperties(parameters, 0, formatFunctionType);
      if (formattedProperties.length > 0) lines.push(formattedProperties);
      lines.push("}) => any;");
    }
    lines.push("");
  }
  lines.push("} // namespace functions");
  return lines.join("\n");
}
function estimateTokensInFunctions(functions, countStringTokens) {
  let tokens = countStringTokens(formatFunctionDefinitions(functions));
  tokens += 9;
  return tokens;
}
function padSystemMessage(message, hasFunctions, isSystemPadded) {
  if (!hasFunctions || isSystemPadded || message.role !== "system") return message;
  if (!message.content || message.content.endsWith(NEWLINE)) return message;
  return {
    ...message,
    content: `${message.content}${NEWLINE}`
  };
}
function computeChatCompletionTokenCount(request, countStringTokens) {
  const { messages, functions, function_call: functionCall } = request;
  const hasFunctions = Boolean(functions && functions.length > 0);
  let paddedSystem = false;
  let total = 0;
  for (const message of messages) {
    const messageToCount = padSystemMessage(message, hasFunctions, paddedSystem);
    if (messageToCount !== message && message.role === "system") paddedSystem = true;
    else if (message.role === "system" && hasFunctions && !paddedSystem) paddedSystem = true;
    total += countMessageTokens(messageToCount, countStringTokens);
  }
  total += 3;
  if (hasFunctions && functions) {
    total += estimateTokensInFunctions(functions, countStringTokens);
    if (messages.some((message) => message.role === "system")) total -= 4;
  }
  if (functionCall && functionCall !== "auto") {
    if (functionCall === "none") total += 1;
    else if (typeof functionCall === "object" && functionCall.name) total += countStringTokens(functionCall.name) + 4;
  }
  return total;
}

// node_modules/gpt-tokenizer/esm/specialTokens.js
var EndOfText = "<|endoftext|>";
var FimPrefix = "<|fim_prefix|>";
var FimMiddle = "<|fim_middle|>";
var FimSuffix = "<|fim_suffix|>";
var ImStart = "<|im_start|>";
var ImEnd = "<|im_end|>";
var ImSep = "<|im_sep|>";
var EndOfPrompt = "<|endofprompt|>";
var HarmonyStartOfText = "<|startoftext|>";
var HarmonyStart = "<|start|>";
var HarmonyEnd = "<|end|>";
var HarmonyMessage = "<|message|>";
var HarmonyChannel = "<|channel|>";
var HarmonyReturn = "<|return|>";
var HarmonyConstrain = "<|constrain|>";
var HarmonyCall = "<|call|>";

// node_modules/gpt-tokenizer/esm/modelsChatEnabled.gen.js
var chatEnabledModels = [
  "chat-latest",
  "chatgpt-4o-latest",
  "codex-mini-latest",
  "computer-use-preview",
  "computer-use-preview-2025-03-11",
  "daybreak-blue-latest",
  "daybreak-red-latest",
  "gpt-3.5",
  "gpt-3.5-0301",
  "gpt-3.5-turbo",
  "gpt-3.5-turbo-0125",
  "gpt-3.5-turbo-0613",
  "gpt-3.5-turbo-1106",
  "gpt-3.5-turbo-16k-0613",
  "gpt-3.5-turbo-instruct",
  "gpt-4",
  "gpt-4-0125-preview",
  "gpt-4-0314",
  "gpt-4-0613",
  "gpt-4-1106-preview",
  "gpt-4-1106-vision-preview",
  "gpt-4-32k",
  "gpt-4-turbo",
  "gpt-4-turbo-2024-04-09",
  "gpt-4-turbo-preview",
  "gpt-4.1",
  "gpt-4.1-2025-04-14",
  "gpt-4.1-mini",
  "gpt-4.1-mini-2025-04-14",
  "gpt-4.1-nano",
  "gpt-4.1-nano-2025-04-14",
  "gpt-4.5-preview",
  "gpt-4.5-preview-2025-02-27",
  "gpt-4o",
  "gpt-4o-2024-05-13",
  "gpt-4o-2024-08-06",
  "gpt-4o-2024-11-20",
  "gpt-4o-audio-preview",
  "gpt-4o-audio-preview-2024-10-01",
  "gpt-4o-audio-preview-2024-12-17",
  "gpt-4o-audio-preview-2025-06-03",
  "gpt-4o-mini",
  "gpt-4o-mini-2024-07-18",
  "gpt-4o-mini-audio-preview",
  "gpt-4o-mini-audio-preview-2024-12-17",
  "gpt-4o-mini-search-preview",
  "gpt-4o-mini-search-preview-2025-03-11",
  "gpt-4o-search-preview",
  "gpt-4o-search-preview-2025-03-11",
  "gpt-5",
  "gpt-5-2025-08-07",
  "gpt-5-chat-latest",
  "gpt-5-codex",
  "gpt-5-mini",
  "gpt-5-mini-2025-08-07",
  "gpt-5-nano",
  "gpt-5-nano-2025-08-07",
  "gpt-5-pro",
  "gpt-5-pro-2025-10-06",
  "gpt-5.1",
  "gpt-5.1-2025-11-13",
  "gpt-5.1-chat-latest",
  "gpt-5.1-codex",
  "gpt-5.1-codex-max",
  "gpt-5.1-codex-mini",
  "gpt-5.2",
  "gpt-5.2-2025-12-11",
  "gpt-5.2-chat-latest",
  "gpt-5.2-codex",
  "gpt-5.2-pro",
  "gpt-5.2-pro-2025-12-11",
  "gpt-5.3-chat-latest",
  "gpt-5.3-codex",
  "gpt-5.4",
  "gpt-5.4-2026-03-05",
  "gpt-5.4-mini",
  "gpt-5.4-mini-2026-03-17",
  "gpt-5.4-nano",
  "gpt-5.4-nano-2026-03-17",
  "gpt-5.4-pro",
  "gpt-5.4-pro-2026-03-05",
  "gpt-5.5",
  "gpt-5.5-2026-04-23",
  "gpt-5.5-pro",
  "gpt-5.5-pro-2026-04-23",
  "gpt-5.6-cyber",
  "gpt-5.6-luna",
  "gpt-5.6-sol",
  "gpt-5.6-terra",
  "gpt-audio",
  "gpt-audio-1.5",
  "gpt-audio-2025-08-28",
  "gpt-audio-mini",
  "gpt-audio-mini-2025-10-06",
  "gpt-audio-mini-2025-12-15",
  "gpt-image-1",
  "gpt-oss-120b",
  "gpt-oss-20b",
  "o1",
  "o1-2024-12-17",
  "o1-mini",
  "o1-mini-2024-09-12",
  "o1-preview",
  "o1-preview-2024-09-12",
  "o1-pro",
  "o1-pro-2025-03-19",
  "o3",
  "o3-2025-04-16",
  "o3-deep-research",
  "o3-deep-research-2025-06-26",
  "o3-mini",
  "o3-mini-2025-01-31",
  "o3-pro",
  "o3-pro-2025-06-10",
  "o4-mini",
  "o4-mini-2025-04-16",
  "o4-mini-deep-research",
  "o4-mini-deep-research-2025-06-26"
];

// node_modules/gpt-tokenizer/esm/_virtual/_rolldown/runtime.js
var __defProp2 = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
  let target = {};
  for (var name in all) __defProp2(target, name, {
    get: all[name],
    enumerable: true
  });
  if (!no_symbols) __defProp2(target, Symbol.toStringTag, { value: "Module" });
  return target;
};

// node_modules/gpt-tokenizer/esm/modelsMap.js
var modelsMap_exports = /* @__PURE__ */ __exportAll({
  cl100k_base: () => cl100k_base,
  gpt2: () => gpt2,
  o200k_base: () => o200k_base,
  o200k_harmony: () => o200k_harmony,
  p50k_base: () => p50k_base,
  p50k_edit: () => p50k_edit,
  r50k_base: () => r50k_base
});
var gpt2 = ["gpt2", "gpt-2"];
var p50k_base = [
  "text-davinci-002",
  "text-davinci-003",
  "code-davinci-001",
  "code-davinci-002",
  "davinci-codex",
  "code-cushman-001",
  "code-cushman-002",
  "cushman-codex"
];
var r50k_base = [
  "text-ada-001",
  "text-babbage-001",
  "text-curie-001",
  "text-davinci-001",
  "ada",
  "babbage",
  "curie",
  "davinci",
  "code-search-ada-code-001",
  "code-search-ada-text-001",
  "text-similarity-ada-001",
  "text-search-ada-doc-001",
  "text-search-ada-query-001",
  "text-similarity-babbage-001",
  "text-search-babbage-doc-001",
  "text-search-babbage-query-001",
  "code-search-babbage-code-001",
  "code-search-babbage-text-001",
  "text-similarity-curie-001",
  "text-search-curie-doc-001",
  "text-search-curie-query-001",
  "text-similarity-davinci-001",
  "text-search-davinci-doc-001",
  "text-search-davinci-query-001"
];
var p50k_edit = ["code-davinci-edit-001", "text-davinci-edit-001"];
var cl100k_base = [
  "gpt-3.5",
  "gpt-3.5-0301",
  "gpt-3.5-turbo",
  "gpt-3.5-turbo-0125",
  "gpt-3.5-turbo-0613",
  "gpt-3.5-turbo-1106",
  "gpt-3.5-turbo-16k-0613",
  "gpt-3.5-turbo-instruct",
  "gpt-4",
  "gpt-4-0125-preview",
  "gpt-4-0314",
  "gpt-4-0613",
  "gpt-4-1106-preview",
  "gpt-4-1106-vision-preview",
  "gpt-4-32k",
  "gpt-4-turbo",
  "gpt-4-turbo-2024-04-09",
  "gpt-4-turbo-preview",
  "text-embedding-3-large",
  "text-embedding-3-small",
  "text-embedding-ada-002",
  "babbage-002",
  "davinci-002"
];
var o200k_base = [];
var o200k_harmony = ["gpt-oss-20b", "gpt-oss-120b"];

// node_modules/gpt-tokenizer/esm/mapping.js
var modelToEncodingMap = Object.fromEntries(Object.entries(modelsMap_exports).flatMap(([encodingName, models]) => models.map((modelName) => [modelName, encodingName])));
var gpt3params = {
  messageSeparator: "\n",
  roleSeparator: "\n"
};
var gpt4params = {
  messageSeparator: "",
  roleSeparator: ImSep
};
var chatModelParams = Object.fromEntries(chatEnabledModels.flatMap((modelName) => modelName.startsWith("gpt-3.5") ? [[modelName, gpt3params]] : [[modelName, gpt4params]]));

// node_modules/gpt-tokenizer/esm/encodingParams/constants.js
var R50K_TOKEN_SPLIT_REGEX = new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+", "gu");
var CONTRACTION_SUFFIX_PATTERN = String.raw`'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`;
var OPTIONAL_CONTRACTION_SUFFIX = String.raw`(?:${CONTRACTION_SUFFIX_PATTERN})?`;
var CL100K_TOKEN_SPLIT_PATTERN = String.raw`${CONTRACTION_SUFFIX_PATTERN}|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s+$|\s*[\r\n]|\s+(?!\S)|\s`;
var CL100K_TOKEN_SPLIT_REGEX = new RegExp(CL100K_TOKEN_SPLIT_PATTERN, "gu");
var O200K_TOKEN_SPLIT_PATTERN = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+${OPTIONAL_CONTRACTION_SUFFIX}|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*${OPTIONAL_CONTRACTION_SUFFIX}|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
var O200K_TOKEN_SPLIT_REGEX = new RegExp(O200K_TOKEN_SPLIT_PATTERN, "gu");

// node_modules/gpt-tokenizer/esm/encodingParams/cl100k_base.js
function Cl100KBase(bytePairRankDecoder) {
  return {
    tokenSplitRegex: CL100K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder: /* @__PURE__ */ new Map([
      [EndOfText, 100257],
      [FimPrefix, 100258],
      [FimMiddle, 100259],
      [FimSuffix, 100260],
      [ImStart, 100264],
      [ImEnd, 100265],
      [ImSep, 100266],
      [EndOfPrompt, 100276]
    ])
  };
}

// node_modules/gpt-tokenizer/esm/encodingParams/o200k_base.js
var O200K_BASE_SPECIAL_TOKEN_ENTRIES = [
  [EndOfText, 199999],
  [FimPrefix, 2e5],
  [FimMiddle, 200001],
  [FimSuffix, 200002],
  [ImStart, 200003],
  [ImEnd, 200004],
  [ImSep, 200005],
  [EndOfPrompt, 200006]
];
var createO200KSpecialTokenMap = () => new Map(O200K_BASE_SPECIAL_TOKEN_ENTRIES);
function O200KBase(bytePairRankDecoder) {
  return {
    tokenSplitRegex: O200K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder: createO200KSpecialTokenMap()
  };
}

// node_modules/gpt-tokenizer/esm/encodingParams/o200k_harmony.js
var RESERVED_TOKEN_RANGE_START = 200013;
var RESERVED_TOKEN_RANGE_END = 201088;
var STATIC_SPECIAL_TOKEN_ENTRIES = [
  [HarmonyStartOfText, 199998],
  [EndOfText, 199999],
  ["<|reserved_200000|>", 2e5],
  ["<|reserved_200001|>", 200001],
  [HarmonyReturn, 200002],
  [HarmonyConstrain, 200003],
  ["<|reserved_200004|>", 200004],
  [HarmonyChannel, 200005],
  [HarmonyStart, 200006],
  [HarmonyEnd, 200007],
  [HarmonyMessage, 200008],
  ["<|reserved_200009|>", 200009],
  ["<|reserved_200010|>", 200010],
  ["<|reserved_200011|>", 200011],
  [HarmonyCall, 200012]
];
function O200KHarmony(bytePairRankDecoder) {
  const specialTokensEncoder = new Map(STATIC_SPECIAL_TOKEN_ENTRIES);
  for (let tokenId = RESERVED_TOKEN_RANGE_START; tokenId < RESERVED_TOKEN_RANGE_END; tokenId += 1) specialTokensEncoder.set(`<|reserved_${tokenId}|>`, tokenId);
  specialTokensEncoder.set(EndOfPrompt, 200018);
  return {
    tokenSplitRegex: O200K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder,
    chatFormatter: "harmony"
  };
}

// node_modules/gpt-tokenizer/esm/encodingParams/p50k_base.js
function P50KBase(bytePairRankDecoder) {
  return {
    expectedVocabularySize: 50281,
    tokenSplitRegex: R50K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder: /* @__PURE__ */ new Map([[EndOfText, 50256]])
  };
}

// node_modules/gpt-tokenizer/esm/encodingParams/p50k_edit.js
function P50KEdit(bytePairRankDecoder) {
  return {
    tokenSplitRegex: R50K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder: /* @__PURE__ */ new Map([
      [EndOfText, 50256],
      [FimPrefix, 50281],
      [FimMiddle, 50282],
      [FimSuffix, 50283]
    ])
  };
}

// node_modules/gpt-tokenizer/esm/encodingParams/r50k_base.js
function R50KBase(bytePairRankDecoder) {
  return {
    expectedVocabularySize: 50257,
    tokenSplitRegex: R50K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder: /* @__PURE__ */ new Map([[EndOfText, 50256]])
  };
}

// node_modules/gpt-tokenizer/esm/modelParams.js
function getEncodingParams(encodingName, getMergeableRanks) {
  const mergeableBytePairRanks = getMergeableRanks(encodingName);
  switch (encodingName.toLowerCase()) {
    case "gpt2":
    case "r50k_base":
      return R50KBase(mergeableBytePairRanks);
    case "p50k_base":
      return P50KBase(mergeableBytePairRanks);
    case "p50k_edit":
      return P50KEdit(mergeableBytePairRanks);
    case "cl100k_base":
      return Cl100KBase(mergeableBytePairRanks);
    case "o200k_base":
      return O200KBase(mergeableBytePairRanks);
    case "o200k_harmony":
      return O200KHarmony(mergeableBytePairRanks);
    default:
      throw new Error(`Unknown encoding name: ${encodingName}`);
  }
}

// node_modules/gpt-tokenizer/esm/GptEncoding.js
var GptEncoding = class GptEncoding2 {
  static EndOfPrompt = EndOfPrompt;
  static EndOfText = EndOfText;
  static FimMiddle = FimMiddle;
  static FimPrefix = FimPrefix;
  static FimSuffix = FimSuffix;
  modelName;
  modelSpec;
  bytePairEncodingCoreProcessor;
  specialTokensEncoder;
  specialTokensSet;
  allSpecialTokenRegex;
  defaultSpecialTokenConfig;
  chatFormatter;
  countChatCompletionTokens;
  vocabularySize;
  constructor({ bytePairRankDecoder: mergeableBytePairRanks, specialTokensEncoder, expectedVocabularySize, modelName, modelSpec, chatFormatter, ...rest }) {
    this.specialTokensEncoder = specialTokensEncoder;
    this.specialTokensSet = new Set(this.specialTokensEncoder.keys());
    this.allSpecialTokenRegex = getSpecialTokenRegex(this.specialTokensSet);
    this.bytePairEncodingCoreProcessor = new BytePairEncodingCore({
      bytePairRankDecoder: mergeableBytePairRanks,
      specialTokensEncoder,
      ...rest
    });
    this.defaultSpecialTokenConfig = this.processSpecialTokens();
    const maxTokenValue = Math.max(mergeableBytePairRanks.length - 1, getMaxValueFromMap(specialTokensEncoder));
    this.vocabularySize = this.bytePairEncodingCoreProcessor.mergeableBytePairRankCount + specialTokensEncoder.size;
    if (expectedVocabularySize !== void 0) {
      if (this.vocabularySize !== expectedVocabularySize) throw new Error("The number of mergeable tokens and special tokens must be equal to expectedVocabularySize.");
      if (maxTokenValue !== expectedVocabularySize - 1) throw new Error(`The model encodings are invalid. The maximum token value must be equal to expectedVocabularySize - 1. Currently ${maxTokenValue}, expected ${expectedVocabularySize - 1}`);
    }
    this.encode = this.encode.bind(this);
    this.decode = this.decode.bind(this);
    this.encodeGenerator = this.encodeGenerator.bind(this);
    this.decodeGenerator = this.decodeGenerator.bind(this);
    this.decodeAsyncGenerator = this.decodeAsyncGenerator.bind(this);
    this.decodeAsync = this.decodeAsync.bind(this);
    this.isWithinTokenLimit = this.isWithinTokenLimit.bind(this);
    this.encodeChat = this.encodeChat.bind(this);
    this.encodeChatGenerator = this.encodeChatGenerator.bind(this);
    this.countTokens = this.countTokens.bind(this);
    this.setMergeCacheSize = this.setMergeCacheSize.bind(this);
    this.clearMergeCache = this.clearMergeCache.bind(this);
    this.estimateCost = this.estimateCost.bind(this);
    if (modelSpec?.supported_features?.includes("function_calling")) this.countChatCompletionTokens = this.countChatCompletionTokensInternal.bind(this);
    this.modelName = modelName;
    this.modelSpec = modelSpec;
    this.chatFormatter = chatFormatter ?? "chatml";
  }
  *encodeHarmonyChatGenerator(chat, encodeOptions) {
    const harmonyStart = this.specialTokensEncoder.get(HarmonyStart);
    const harmonyMessage = this.specialTokensEncoder.get(HarmonyMessage);
    const harmonyEnd = this.specialTokensEncoder.get(HarmonyEnd);
    const harmonyReturn = this.specialTokensEncoder.get(HarmonyReturn);
    const harmonyCall = this.specialTokensEncoder.get(HarmonyCall);
    const harmonyChannel = this.specialTokensEncoder.get(HarmonyChannel);
    const harmonyConstrain = this.specialTokensEncoder.get(HarmonyConstrain);
    if (harmonyStart === void 0 || harmonyMessage === void 0 || harmonyEnd === void 0 || harmonyReturn === void 0 || harmonyCall === void 0 || harmonyChannel === void 0 || harmonyConstrain === void 0) throw new Error("Harmony chat format requires dedicated special tokens.");
    const encodeHeaderText = (text) => text.length > 0 ? this.encode(text) : [];
    const resolveTerminatorToken = (terminator) => {
      switch (terminator) {
        case "<|return|>":
          return harmonyReturn;
        case "<|call|>":
          return harmonyCall;
        default:
          return harmonyEnd;
      }
    };
    for (const message of chat) {
      if (message.content === void 0) throw new Error("Content must be defined for all messages.");
      const roleOrName = message.name ?? message.role ?? "user";
      yield [harmonyStart];
      yield encodeHeaderText(roleOrName);
      const recipientInRole = message.recipient && (message.recipientPlacement === "role" || !message.channel);
      const recipientInChannel = message.recipient && !recipientInRole;
      if (recipientInRole) yield encodeHeaderText(` to=${message.recipient}`);
      if (message.channel) {
        yield [harmonyChannel];
        yield encodeHeaderText(message.channel);
        if (recipientInChannel) yield encodeHeaderText(` to=${message.recipient}`);
      }
      if (message.constraint) {
        yield [harmonyConstrain];
        yield encodeHeaderText(message.constraint);
      }
      yield [harmonyMessage];
      yield* this.encodeGenerator(message.content, encodeOptions);
      yield [resolveTerminatorToken(message.terminator)];
    }
    const assistantPrime = encodeOptions?.primeWithAssistantResponse ?? "assistant";
    if (assistantPrime.length > 0) {
      yield [harmonyStart];
      yield encodeHeaderText(assistantPrime);
    }
  }
  static getEncodingApi(encodingName, getMergeableRanks) {
    const modelParams = getEncodingParams(encodingName, getMergeableRanks);
    return new GptEncoding2(modelParams);
  }
  static getEncodingApiForModel(modelName, getMergeableRanks, modelSpec) {
    const encodingName = modelToEncodingMap[modelName] ?? "o200k_base";
    const modelParams = getEncodingParams(encodingName, getMergeableRanks);
    return new GptEncoding2({
      ...modelParams,
      modelName,
      modelSpec
    });
  }
  processSpecialTokens({ allowedSpecial, disallowedSpecial } = {}) {
    let regexPattern;
    if (allowedSpecial === "all" || allowedSpecial?.has("all")) {
      allowedSpecial = new Set(this.specialTokensSet);
      const allowedSpecialSet = allowedSpecial;
      if (disallowedSpecial === "all") throw new Error('allowedSpecial and disallowedSpecial cannot both be set to "all".');
      if (typeof disallowedSpecial === "object") disallowedSpecial.forEach((val) => allowedSpecialSet.delete(val));
      else disallowedSpecial = /* @__PURE__ */ new Set();
    }
    if (!disallowedSpecial || disallowedSpecial === "all" || disallowedSpecial.has("all")) {
      disallowedSpecial = new Set(this.specialTokensSet);
      const disallowedSpecialSet = disallowedSpecial;
      if (allowedSpecial?.size) {
        allowedSpecial.forEach((val) => disallowedSpecialSet.delete(val));
        disallowedSpecial.forEach((val) => allowedSpecial.delete(val));
        if (disallowedSpecial.size > 0) regexPattern = getSpecialTokenRegex(disallowedSpecial);
      } else regexPattern = this.allSpecialTokenRegex;
    }
    return {
      allowedSpecial,
      regexPattern
    };
  }
  encodeGenerator(lineToEncode, encodeOptions) {
    const specialTokenConfig = encodeOptions ? this.processSpecialTokens(encodeOptions) : this.defaultSpecialTokenConfig;
    if (specialTokenConfig.regexPattern) {
      const match2 = lineToEncode.match(specialTokenConfig.regexPattern);
      if (match2 !== null) throw new Error(`Disallowed special token found: ${match2[0]}`);
    }
    return this.bytePairEncodingCoreProcessor.encodeNativeGenerator(lineToEncode, specialTokenConfig.allowedSpecial);
  }
  encode(lineToEncode, encodeOptions) {
    const specialTokenConfig = encodeOptions ? this.processSpecialTokens(encodeOptions) : this.defaultSpecialTokenConfig;
    if (specialTokenConfig.regexPattern) {
      const match2 = lineToEncode.match(specialTokenConfig.regexPattern);
      if (match2 !== null) throw new Error(`Disallowed special token found: ${match2[0]}`);
    }
    return this.bytePairEncodingCoreProcessor.encodeNative(lineToEncode, specialTokenConfig.allowedSpecial);
  }
  /**
  * Progressively tokenizes an OpenAI chat.
  * Warning: gpt-3.5-turbo and gpt-4 chat format may change over time.
  * Returns tokens assuming the 'gpt-3.5-turbo-0301' / 'gpt-4-0314' format.
  * Based on OpenAI's guidelines: https://github.com/openai/openai-python/blob/main/chatml.md
  * Also mentioned in section 6 of this document: https://github.com/openai/openai-cookbook/blob/main/examples/How_to_count_tokens_with_tiktoken.ipynb
  * @param encodeOptions Options controlling how special tokens are handled.
  */
  *encodeChatGenerator(chat, model = this.modelName, encodeOptions) {
    if (!model) throw new Error("Model name must be provided either during initialization or passed in to the method.");
    const params = chatModelParams[model];
    if (!params) throw new Error(`Model '${model}' does not support chat.`);
    if (this.chatFormatter === "harmony") {
      yield* this.encodeHarmonyChatGenerator(chat, encodeOptions);
      return;
    }
    const chatStartToken = this.specialTokensEncoder.get(ImStart);
    const chatEndToken = this.specialTokensEncoder.get(ImEnd);
    if (chatStartToken === void 0 || chatEndToken === void 0) throw new Error(`Model '${model}' does not support chat.`);
    const allowedSpecial = /* @__PURE__ */ new Set([ImSep]);
    const { messageSeparator, roleSeparator } = params;
    const encodedMessageSeparator = messageSeparator.length > 0 ? this.encode(messageSeparator) : [];
    const encodedRoleSeparator = roleSeparator.length > 0 ? this.encode(roleSeparator, { allowedSpecial }) : [];
    const nameCache = /* @__PURE__ */ new Map();
    for (const { role = "system", name = role, content } of chat) {
      if (content === void 0) throw new Error("Content must be defined for all messages.");
      yield [chatStartToken];
      const encodedName = nameCache.get(name) ?? this.encode(name);
      nameCache.set(name, encodedName);
      yield encodedName;
      if (encodedRoleSeparator.length > 0) yield encodedRoleSeparator;
      yield* this.encodeGenerator(content, encodeOptions);
      yield [chatEndToken];
      yield encodedMessageSeparator;
    }
    const assistantPrime = encodeOptions?.primeWithAssistantResponse ?? "assistant";
    if (assistantPrime.length > 0) {
      yield [chatStartToken];
      yield* this.encodeGenerator(assistantPrime, encodeOptions);
    }
    if (encodedRoleSeparator.length > 0) yield encodedRoleSeparator;
  }
  /**
  * Encodes a chat into a single array of tokens.
  * Warning: gpt-3.5-turbo and gpt-4 chat format may change over time.
  * Returns tokens assuming the 'gpt-3.5-turbo-0301' / 'gpt-4-0314' format.
  * Based on OpenAI's guidelines: https://github.com/openai/openai-python/blob/main/chatml.md
  * Also mentioned in section 6 of this document: https://github.com/openai/openai-cookbook/blob/main/examples/How_to_count_tokens_with_tiktoken.ipynb
  * @param encodeOptions Options controlling how special tokens are handled.
  */
  encodeChat(chat, model = this.modelName, encodeOptions) {
    return [...this.encodeChatGenerator(chat, model, encodeOptions)].flat();
  }
  /**
  * Checks whether the provided input stays within the provided token limit.
  * @param input The string or chat messages to evaluate.
  * @param tokenLimit The maximum allowed number of tokens.
  * @param encodeOptions Options controlling how special tokens are handled.
  * @returns {false | number} false if token limit is exceeded, otherwise the number of tokens
  */
  isWithinTokenLimit(input, tokenLimit, encodeOptions) {
    const tokenGenerator = typeof input === "string" ? this.encodeGenerator(input, encodeOptions) : this.encodeChatGenerator(input, void 0, encodeOptions);
    let count = 0;
    for (const tokens of tokenGenerator) {
      count += tokens.length;
      if (count > tokenLimit) return false;
    }
    return count;
  }
  /**
  * Counts the number of tokens in the input.
  * @param input The string or chat messages to evaluate.
  * @param encodeOptions Options controlling how special tokens are handled.
  * @returns {number} The number of tokens.
  */
  countTokens(input, encodeOptions) {
    if (typeof input === "string") {
      const specialTokenConfig = encodeOptions ? this.processSpecialTokens(encodeOptions) : this.defaultSpecialTokenConfig;
      if (specialTokenConfig.regexPattern) {
        const match2 = input.match(specialTokenConfig.regexPattern);
        if (match2 !== null) throw new Error(`Disallowed special token found: ${match2[0]}`);
      }
      return this.bytePairEncodingCoreProcessor.countNative(input, specialTokenConfig.allowedSpecial);
    }
    const tokenGenerator = this.encodeChatGenerator(input, void 0, encodeOptions);
    let count = 0;
    for (const tokens of tokenGenerator) count += tokens.length;
    return count;
  }
  countStringTokens(text) {
    if (!text) return 0;
    return this.bytePairEncodingCoreProcessor.countNative(text);
  }
  countChatCompletionTokensInternal(request) {
    return computeChatCompletionTokenCount(request, (text) => this.countStringTokens(text));
  }
  setMergeCacheSize(size) {
    this.bytePairEncodingCoreProcessor.setMergeCacheSize(size);
  }
  clearMergeCache() {
    this.bytePairEncodingCoreProcessor.clearMergeCache();
  }
  decode(inputTokensToDecode) {
    return this.bytePairEncodingCoreProcessor.decodeNative(inputTokensToDecode);
  }
  *decodeGenerator(inputTokensToDecode) {
    const decodedByteGenerator = this.bytePairEncodingCoreProcessor.decodeNativeGenerator(inputTokensToDecode);
    let buffer = "";
    for (const decodedPart of decodedByteGenerator) {
      buffer += typeof decodedPart === "string" ? decodedPart : decoder.decode(decodedPart, { stream: true });
      if (buffer.length === 0 || endsWithIncompleteUtfPairSurrogate(buffer)) continue;
      else {
        yield buffer;
        buffer = "";
      }
    }
    if (buffer.length > 0) yield buffer;
  }
  async *decodeAsyncGenerator(inputTokensToDecode) {
    const decodedByteGenerator = this.bytePairEncodingCoreProcessor.decodeNativeAsyncIterable(inputTokensToDecode);
    let buffer = "";
    for await (const decodedPart of decodedByteGenerator) {
      buffer += typeof decodedPart === "string" ? decodedPart : decoder.decode(decodedPart, { stream: true });
      if (buffer.length === 0 || endsWithIncompleteUtfPairSurrogate(buffer)) continue;
      else {
        yield buffer;
        buffer = "";
      }
    }
    if (buffer.length > 0) yield buffer;
  }
  async decodeAsync(inputTokensToDecode) {
    const decodedByteGenerator = this.bytePairEncodingCoreProcessor.decodeNativeAsyncIterable(inputTokensToDecode);
    let buffer = "";
    for await (const decodedPart of decodedByteGenerator) buffer += typeof decodedPart === "string" ? decodedPart : decoder.decode(decodedPart, { stream: true });
    return buffer;
  }
  /**
  * Estimates the cost of processing a given token count using the model's pricing.
  *
  * @param tokenCount - The number of tokens to estimate cost for
  * @returns Cost estimate object with applicable price components (input, output, batchInput, batchOutput)
  */
  estimateCost(tokenCount, modelSpec = this.modelSpec) {
    if (!modelSpec) throw new Error("Model spec must be provided either during initialization or passed in to the method.");
    if (!modelSpec.price_data) throw new Error(`No cost information available for model: ${modelSpec.name}`);
    const priceDataPerMillion = modelSpec.price_data;
    const result = {};
    const millionTokens = tokenCount / 1e6;
    if (priceDataPerMillion.main) result.main = {
      input: priceDataPerMillion.main.input && priceDataPerMillion.main.input * millionTokens,
      output: priceDataPerMillion.main.output && priceDataPerMillion.main.output * millionTokens,
      cached_input: priceDataPerMillion.main.cached_input && priceDataPerMillion.main.cached_input * millionTokens,
      cached_output: priceDataPerMillion.main.cached_output && priceDataPerMillion.main.cached_output * millionTokens
    };
    if (priceDataPerMillion.batch) result.batch = {
      input: priceDataPerMillion.batch.input && priceDataPerMillion.batch.input * millionTokens,
      output: priceDataPerMillion.batch.output && priceDataPerMillion.batch.output * millionTokens,
      cached_input: priceDataPerMillion.batch.cached_input && priceDataPerMillion.batch.cached_input * millionTokens,
      cached_output: priceDataPerMillion.batch.cached_output && priceDataPerMillion.batch.cached_output * millionTokens
    };
    return result;
  }
};

// src/core/tokens.ts
var PLAIN_TEXT = { disallowedSpecial: /* @__PURE__ */ new Set() };
var o200k;
function countTokens(text) {
  o200k ??= GptEncoding.getEncodingApi("o200k_base", o200kRanks);
  return o200k.countTokens(text, PLAIN_TEXT);
}
function o200kRanks() {
  const beside = fileURLToPath(new URL("./o200k_base.json", import.meta.url));
  if (existsSync(beside)) return JSON.parse(readFileSync(beside, "utf8"));
  const table = "gpt-tokenizer/cjs/bpeRanks/o200k_base";
  return createRequire(import.meta.url)(table).default;
}

// src/core/pack-budget.ts
function mergeRanges(ranges) {
  const sorted = [...ranges].sort((a, b) => a.startLine - b.startLine || a.endLine - b.endLine);
  const out = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.startLine <= last.endLine + 1) last.endLine = Math.max(last.endLine, r.endLine);
    else out.push({ ...r });
  }
  return out;
}
function textOf(lines, ranges) {
  return ranges.map((r) => lines.slice(r.startLine - 1, r.endLine).join("\n")).join("\n");
}
function packToBudget(files, budget) {
  let left = budget ?? Infinity;
  return files.map((f) => {
    const tokens = countTokens(f.text);
    if (tokens <= left) {
      left -= tokens;
      return { path: f.path, form: "file", tokens, givenTokens: tokens };
    }
    const lines = f.text.split("\n");
    const contains = (a, b) => a !== b && a.startLine <= b.startLine && b.endLine <= a.endLine && (a.startLine < b.startLine || b.endLine < a.endLine);
    const ranges = mergeRanges(f.symbols.map((s) => f.symbols.some((o) => contains(s, o)) ? { startLine: s.startLine, endLine: s.startLine } : { startLine: s.startLine, endLine: s.endLine }));
    if (ranges.length > 0) {
      const given = countTokens(textOf(lines, ranges));
      if (given <= left) {
        left -= given;
        return { path: f.path, form: "ranges", tokens, givenTokens: given, ranges };
      }
      const signatures = mergeRanges(f.symbols.map((s) => ({ startLine: s.startLine, endLine: s.startLine })));
      const sigTokens = countTokens(textOf(lines, signatures));
      if (sigTokens <= left) {
        left -= sigTokens;
        return { path: f.path, form: "signatures", tokens, givenTokens: sigTokens, ranges: signatures };
      }
    }
    return { path: f.path, form: "dropped", tokens };
  });
}

// src/index-worker.ts
parentPort?.on("message", (req) => {
  switch (req.kind) {
    case "index": {
      const cursor = new ListingCursor(req.cursor);
      const deadline = performance.now() + req.remainingMs;
      const part = indexPart(req.root, () => req.files[cursor.claimBack()], { phrases: req.phrases, deadline, now: () => performance.now() });
      const packed = packPart(part, true);
      parentPort.postMessage(packed, [packed.counts, packed.files, packed.tfs].map((a) => a.buffer));
      clearVocabularyMemos();
      return;
    }
    case "warm":
      countTokens("");
      return;
    case "pack":
      parentPort.postMessage(packToBudget(req.files, req.budget));
      return;
  }
});
