import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { z } from 'zod';
import { LIST_SIZE_NAMES } from './cost.js';
import { MAX_MONEY, opaqueId, parseInput, rule, text } from '../domain/context/input.js';

/*
 * The rules every argument meets by its SDL type, on every operation of every service (those
 * a later issue implements too): strings without NUL and at most MAX_TEXT characters, ids in
 * ID_PATTERN, dates and instants within DATE_WINDOW, lists of at most MAX_ITEMS, page sizes and
 * offsets within bounds, numbers within ±MAX_MONEY. register.ts runs it before every root
 * resolver; an operation's own zod schema (in its resolvers.ts) then adds its bounds.
 */

export const MAX_TEXT = 10_000;
export const MAX_ITEMS = 500;
export const DATE_WINDOW = { first: '1900-01-01', last: '2100-12-31' } as const;
const MAX_PAGE_SIZE = 1000;
const MAX_OFFSET = 1_000_000;

/** The smallest non-zero Float magnitude accepted: no real input is finer (1e-9° is 0.1 mm). */
export const MIN_FLOAT = 1e-9;
const precisionRule = rule('precision', `must be 0 or at least ${MIN_FLOAT} away from 0`);

const windowRule = rule('date_window', `must be from ${DATE_WINDOW.first} to ${DATE_WINDOW.last}`);

function scalarSchema(name: string, field: string): z.ZodType {
  switch (name) {
    case 'String':
      return text(MAX_TEXT);
    case 'ID':
      return opaqueId;
    case 'Int':
      if (LIST_SIZE_NAMES.has(field)) {
        return z
          .number()
          .min(1, `must be from 1 to ${MAX_PAGE_SIZE}`)
          .max(MAX_PAGE_SIZE, `must be from 1 to ${MAX_PAGE_SIZE}`);
      }
      if (field === 'offset') {
        return z
          .number()
          .min(0, `must be from 0 to ${MAX_OFFSET}`)
          .max(MAX_OFFSET, `must be from 0 to ${MAX_OFFSET}`);
      }
      return z.number();
    case 'Float':
      // A magnitude below MIN_FLOAT (5e-324 from the fuzz test) underflows in PostgreSQL's
      // float arithmetic (a coordinate squared) and failed as INTERNAL.
      return z
        .number()
        .min(-MAX_MONEY, 'is too large')
        .max(MAX_MONEY, 'is too large')
        .refine((n) => n === 0 || Math.abs(n) >= MIN_FLOAT, precisionRule);
    case 'Date': // the scalar checked the format; the window is checked here, naming the field
      return z
        .string()
        .min(10)
        .refine((d) => d >= DATE_WINDOW.first && d <= DATE_WINDOW.last, windowRule);
    case 'DateTime':
      return z.date().refine((d) => {
        const day = d.toISOString().slice(0, 10);
        return day >= DATE_WINDOW.first && day <= DATE_WINDOW.last;
      }, windowRule);
    default:
      return z.unknown(); // JSON and any other scalar check themselves (scalars.ts)
  }
}

type Schemas = Map<string, z.ZodType>;

function inputSchema(type: GraphQLInputType, field: string, named: Schemas): z.ZodType {
  if (isNonNullType(type)) return inputSchema(type.ofType, field, named);
  let schema: z.ZodType;
  if (isListType(type)) {
    schema = z
      .array(inputSchema(type.ofType, field, named))
      .max(MAX_ITEMS, `must hold at most ${MAX_ITEMS} items`);
  } else if (isInputObjectType(type)) {
    const cached = named.get(type.name);
    if (cached) {
      schema = cached;
    } else {
      // Lazy, so input types that contain themselves (filters) do not recurse forever.
      schema = z.lazy(() =>
        z.looseObject(
          Object.fromEntries(
            Object.values(type.getFields()).map((f) => [
              f.name,
              inputSchema(f.type, f.name, named),
            ]),
          ),
        ),
      );
      named.set(type.name, schema);
    }
  } else if (isScalarType(type)) {
    schema = scalarSchema(type.name, field);
  } else if (isEnumType(type)) {
    schema = z.unknown(); // graphql-js already refused values outside the enum
  } else {
    schema = z.unknown();
  }
  return schema.nullish();
}

/**
 * The check of a root field's arguments. Fields are named as the client wrote them, relative to
 * the `input` object when the operation takes one (`query`, `stops.0`), else by argument name.
 */
export function argumentGuard(args: readonly GraphQLArgument[]): (values: unknown) => void {
  if (args.length === 0) return () => {};
  const named: Schemas = new Map();
  const shape = Object.fromEntries(args.map((a) => [a.name, inputSchema(a.type, a.name, named)]));
  const schema = z.looseObject(shape);
  const onlyInput = args.length === 1 && args[0].name === 'input';
  return (values) => {
    if (onlyInput) parseInput(shape.input, (values as { input?: unknown }).input);
    else parseInput(schema, values);
  };
}
