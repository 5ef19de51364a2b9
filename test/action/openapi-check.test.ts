/** The e2e server's request checker must reject what GitHub would reject, or the e2e proves nothing. */
import { describe, expect, it } from 'vitest';
import { OpenApiChecker } from './helpers/openapi-check.js';

const checker = new OpenApiChecker();
const url = (p: string) => new URL(p, 'http://127.0.0.1');

describe('OpenApiChecker', () => {
  it('accepts documented operations with valid bodies', () => {
    expect(checker.check('POST', url('/repos/o/r/issues/7/comments'), { body: 'hi' })).toEqual({ operationId: 'issues/create-comment', template: '/repos/{owner}/{repo}/issues/{issue_number}/comments' });
    expect(checker.check('PATCH', url('/repos/o/r/issues/comments/5'), { body: 'hi' })).toMatchObject({ operationId: 'issues/update-comment' });
    expect(checker.check('GET', url('/repos/o/r/pulls/8/files?per_page=100'), undefined)).toMatchObject({ operationId: 'pulls/list-files' });
  });

  it('rejects unknown endpoints, unknown query parameters and invalid bodies', () => {
    expect(checker.check('DELETE', url('/repos/o/r/issues/7/comments'), undefined)).toMatchObject({ error: expect.stringMatching(/not a documented/) });
    expect(checker.check('GET', url('/repos/o/r/issues/7/comments?bogus=1'), undefined)).toMatchObject({ error: expect.stringMatching(/unknown query parameter "bogus"/) });
    expect(checker.check('POST', url('/repos/o/r/issues/comments/5/reactions'), { content: 'thumbsup' })).toMatchObject({ error: expect.stringMatching(/must be equal to one of the allowed values/) });
    expect(checker.check('POST', url('/repos/o/r/issues/7/comments'), {})).toMatchObject({ error: expect.stringMatching(/must have required property 'body'/) });
    expect(checker.check('POST', url('/repos/o/r/issues/7/comments'), undefined)).toMatchObject({ error: expect.stringMatching(/needs a JSON body/) });
  });
});
