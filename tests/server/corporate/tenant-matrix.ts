import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { loadServiceSdl } from '../../../server/graphql/services';

// The cross-tenant matrix's operations, generated from the corporate SDL: every root field, with
// every id it takes pointed at the other corporate's records, and a selection of every plain
// field two levels deep, so whatever an answer carries is visible to the check.

/** A corporate's real ids (the other one's, or the caller's own), by what an argument names. */
export interface TheirIds {
  corporate: string;
  user: string;
  department: string;
  email: string;
  other: string;
  /** A corporate level (travel policies are per level); `other` when not given. */
  level?: string;
  /** A trip of theirs: the trips service's `id`s aim at it; `other` when not given. */
  trip?: string;
  /** A trip proposal of theirs and one of its options (trip_proposal ops); `other` when not given. */
  proposal?: string;
  proposalOption?: string;
  /** A reconciliation statement of theirs (statement ops); `other` when not given. */
  statement?: string;
  /** A booking of theirs (booking_history_id) and an issued VAT invoice's key; `other` when not given. */
  booking?: string;
  invoiceKey?: string;
  /**
   * Values for arguments and input fields by name, aimed at records that are not a corporate's
   * (another person's checkout session, cart token, booking: the cross-user matrix).
   */
  byName?: Record<string, unknown>;
}

/** The services whose operations the matrices generate (the corporate one by default). */
export type MatrixService = 'corporate' | 'trips' | 'payments' | 'main';

export interface MatrixOperation {
  name: string;
  kind: 'query' | 'mutation';
  query: string;
  variables: Record<string, unknown>;
  /** Whether any id names a corporate or one of its records (false: nothing to aim). */
  aimed: boolean;
}

export function corporateSchema(service: MatrixService = 'corporate'): GraphQLSchema {
  return buildSchema(loadServiceSdl(service));
}

/**
 * Plausible values for string fields whose rules a placeholder would break, so a call reaches
 * the authorization check instead of stopping at validation.
 */
const PLAUSIBLE: Record<string, unknown> = {
  company_tax_code: '0314409058',
  company_phone_number: '024 3826 1234',
  phone_number: '0901234567',
  company_email: 'matrix@company.example',
  message: 'A message long enough for the contact form rules.',
  average_budget_range: 'UNDER_5M',
  staff_amount_range: '1_10',
  trip_duration_range: '1_2',
  trips_amount_range: '1_5',
  usual_booker_role: 'OWNER',
  limit: 1,
  first: 1,
  currency: 'VND',
};

/** Input types whose `id` names the corporate itself. */
const CORPORATE_ID_INPUTS = ['UpdateCorporateInput'];

/** The operation cannot be called without naming a corporate. */
class NeedsCorporate extends Error {}

function idFor(name: string, their: TheirIds): string {
  if (name === 'corporate_id') return their.corporate;
  if (/(^|_)(user|approver|staff|delegator|delegatee)(_id|_ids|s)?$/.test(name)) return their.user;
  if (/department/.test(name)) return their.department;
  if (/(^|_)level_id$/.test(name)) return their.level ?? their.other;
  if (name === 'option_id') return their.proposalOption ?? their.other;
  if (name === 'booking_history_id') return their.booking ?? their.other;
  return their.other;
}

/** A value for an input: ids aimed at the other corporate, the rest plausible and minimal. */
function valueFor(
  name: string,
  type: GraphQLInputType,
  their: TheirIds,
  withCorporate: boolean,
  aim: { aimed: boolean },
): unknown {
  const named = getNamedType(type);
  if (their.byName && name in their.byName && !isListType(type) && isScalarType(named)) {
    aim.aimed = true;
    return their.byName[name];
  }
  if (name === 'invoice_key' && their.invoiceKey) return their.invoiceKey;
  if (name in PLAUSIBLE && !isListType(type)) return PLAUSIBLE[name];
  if (isNonNullType(type)) return valueFor(name, type.ofType, their, withCorporate, aim);
  if (isListType(type)) return [valueFor(name, type.ofType, their, withCorporate, aim)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    const value = inputFor(fields, their, withCorporate, aim);
    // Inputs whose `id` is the corporate's own.
    if (CORPORATE_ID_INPUTS.includes(type.name) && 'id' in fields) value.id = their.corporate;
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        aim.aimed = true;
        return idFor(name, their);
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'Date':
        return '2026-12-01';
      case 'DateTime':
        return '2026-12-01T00:00:00Z';
      case 'JSON':
        return {};
      default:
        // Their staff member's address: who is in a corporate must not be probed either.
        if (name === 'email') return their.email;
        return 'Matrix';
    }
  }
  throw new Error(`no value for ${String(type)}`);
}

function inputFor(
  fields: Record<string, { name: string; type: GraphQLInputType; defaultValue?: unknown }>,
  their: TheirIds,
  withCorporate: boolean,
  aim: { aimed: boolean },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of Object.values(fields)) {
    if (field.name === 'corporate_id') {
      if (withCorporate) out.corporate_id = valueFor(field.name, field.type, their, true, aim);
      else if (isNonNullType(field.type)) throw new NeedsCorporate();
      continue;
    }
    const required = isNonNullType(field.type) && field.defaultValue === undefined;
    const named = getNamedType(field.type);
    const isId = isScalarType(named) && named.name === 'ID';
    if (required || isId || (their.byName && field.name in their.byName))
      out[field.name] = valueFor(field.name, field.type, their, withCorporate, aim);
  }
  return out;
}

function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts = Object.values(named.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => {
      const inner = getNamedType(f.type);
      if (isScalarType(inner) || isEnumType(inner)) return f.name;
      return depth > 1 ? `${f.name}${selection(f.type, depth - 1)}` : '';
    })
    .filter(Boolean);
  return ` { __typename ${parts.join(' ')} }`;
}

function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  their: TheirIds,
  withCorporate: boolean,
): MatrixOperation | null {
  const aim = { aimed: false };
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (arg.name === 'corporate_id' && !withCorporate) {
      if (required) return null; // cannot be called without one
      continue;
    }
    const named = getNamedType(arg.type);
    const isId = isScalarType(named) && named.name === 'ID';
    const given = arg.name in PLAUSIBLE || (their.byName && arg.name in their.byName);
    if (!required && !isId && !isInputObjectType(named) && !given) continue;
    if (!required && isInputObjectType(named) && !withCorporate) continue;
    try {
      variables[arg.name] = valueFor(arg.name, arg.type, their, withCorporate, aim);
    } catch (error) {
      if (error instanceof NeedsCorporate) return null;
      throw error;
    }
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const head = declared.length ? `(${declared.join(', ')})` : '';
  const args = passed.length ? `(${passed.join(', ')})` : '';
  return {
    name: field.name,
    kind,
    query: `${kind}${head} { ${field.name}${args}${selection(field.type, 2)} }`,
    variables,
    aimed: aim.aimed,
  };
}

/**
 * Every corporate operation (service_info aside), aimed at `their` records; with
 * `withCorporate` false, the variant that names no corporate (the caller's own is meant).
 */
export function matrixOperations(
  their: TheirIds,
  withCorporate: boolean,
  service: MatrixService = 'corporate',
): MatrixOperation[] {
  const schema = corporateSchema(service);
  if (service === 'trips') their = { ...their, other: their.trip ?? their.other };
  const out: MatrixOperation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.name === 'service_info') continue;
      const aimedAt = /proposal/.test(field.name)
        ? { ...their, other: their.proposal ?? their.other }
        : /reconcilliation_statement/.test(field.name)
          ? { ...their, other: their.statement ?? their.other }
          : their;
      const op = operationFor(kind, field, aimedAt, withCorporate);
      if (op) out.push(op);
    }
  }
  return out;
}
