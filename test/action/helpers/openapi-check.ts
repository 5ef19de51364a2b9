/**
 * Checks a request against GitHub's published OpenAPI description (from
 * @octokit/openapi): the method and path must name a documented operation, the
 * query keys must be its parameters, and the JSON body must match its schema.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { escapeRegExp } from '../../../src/core/tokenize.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> };
}
interface Route {
  template: string;
  regex: RegExp;
  literals: number;
  methods: Record<string, Operation>;
}

export interface CheckedRequest {
  operationId: string;
  template: string;
}

export class OpenApiChecker {
  private readonly routes: Route[];
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor() {
    const require = createRequire(import.meta.url);
    const pkgDir = dirname(require.resolve('@octokit/openapi/package.json'));
    const spec = JSON.parse(readFileSync(join(pkgDir, 'generated', 'api.github.com.deref.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
    this.routes = Object.entries(spec.paths).map(([template, methods]) => ({
      template,
      regex: new RegExp('^' + template.split('/').map((seg) => (seg.startsWith('{') ? '[^/]+' : escapeRegExp(seg))).join('/') + '$'),
      literals: template.split('/').filter((s) => s && !s.startsWith('{')).length,
      methods,
    }));
  }

  /** The documented operation for this request, or an error message saying what is wrong. */
  check(method: string, url: URL, body: unknown): CheckedRequest | { error: string } {
    const m = method.toLowerCase();
    const route = this.routes.filter((r) => r.regex.test(url.pathname) && r.methods[m]).sort((a, b) => b.literals - a.literals)[0];
    if (!route) return { error: `${method} ${url.pathname} is not a documented GitHub REST operation` };
    const op = route.methods[m]!;
    const queryParams = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    for (const key of url.searchParams.keys()) {
      if (!queryParams.has(key)) return { error: `${op.operationId}: unknown query parameter "${key}" (documented: ${[...queryParams].join(', ') || 'none'})` };
    }
    const schema = op.requestBody?.content?.['application/json']?.schema;
    if (!schema) {
      if (body !== undefined && m !== 'get') return { error: `${op.operationId} takes no JSON body` };
      return { operationId: op.operationId, template: route.template };
    }
    if (body === undefined) {
      if (op.requestBody?.required) return { error: `${op.operationId} needs a JSON body` };
      return { operationId: op.operationId, template: route.template };
    }
    let validate = this.validators.get(op.operationId);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(op.operationId, validate);
    }
    if (!validate(body)) return { error: `${op.operationId}: invalid body: ${this.ajv.errorsText(validate.errors)}` };
    return { operationId: op.operationId, template: route.template };
  }
}
