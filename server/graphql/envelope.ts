import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/*
 * The GraphQL request as sent over HTTP (GraphQL over HTTP): one operation `{query,
 * operationName, variables}` in a POST body or the query string, or a batch (a JSON array) of
 * them. Checked before mercurius sees it, so a malformed request answers BAD_REQUEST (400) and
 * never reaches the parser or a resolver.
 */

export interface OperationRequest {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown> | null;
}

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * A string that parses as JSON is not a GraphQL document: mercurius would otherwise take it for
 * a pre-parsed syntax tree (its fallback when parsing fails) and hand it to graphql-js unchecked.
 * No executable GraphQL document starts like JSON does.
 */
const LOOKS_LIKE_JSON = /^\s*(?:\{\s*["}]|\[|"|-?\d|(?:true|false|null)\b)/;

function operationOf(value: unknown, where: string, variablesAsText: boolean): OperationRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${where} must be a JSON object {"query": "…"}.`);
  }
  const { query, operationName, variables } = value as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') {
    throw badRequest(`${where}: "query" must be a non-empty string holding a GraphQL document.`);
  }
  if (LOOKS_LIKE_JSON.test(query)) {
    throw badRequest(`${where}: "query" must be a GraphQL document, not JSON.`);
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw badRequest(`${where}: "operationName" must be a string.`);
  }
  let vars: unknown = variables ?? null;
  if (variablesAsText && typeof vars === 'string') {
    try {
      vars = JSON.parse(vars);
    } catch {
      throw badRequest(`${where}: "variables" must be JSON.`);
    }
  }
  if (vars !== null && (typeof vars !== 'object' || Array.isArray(vars))) {
    throw badRequest(`${where}: "variables" must be a JSON object.`);
  }
  return {
    query,
    operationName: (operationName as string | null | undefined) ?? null,
    variables: vars as Record<string, unknown> | null,
  };
}

/**
 * The operations of a GraphQL request (one, or each of a batch), or BAD_REQUEST naming what is
 * wrong. A batch holds 1 to `maxBatch` operations (more: BAD_USER_INPUT, as before).
 */
export function requestOperations(request: FastifyRequest, maxBatch: number): OperationRequest[] {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return [operationOf(request.query, 'The query string', true)];
  }
  const body = request.body;
  if (!Array.isArray(body)) return [operationOf(body, 'The request body', false)];
  if (body.length === 0) throw badRequest('A batch must hold at least one operation.');
  if (body.length > maxBatch) {
    throw new AppError('BAD_USER_INPUT', `Too many operations in one batch: at most ${maxBatch}.`);
  }
  return body.map((item, i) => operationOf(item, `Operation ${i + 1} of the batch`, false));
}
