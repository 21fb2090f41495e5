import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, is, Table } from 'drizzle-orm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema';

/*
 * "Never a float for money" (issue 10), checked where it can drift: every stored amount is a
 * whole number column, and the money code never reaches for float tools. Rates and factors are
 * exact decimals (numeric) and are applied in BigInt by server/domain/context/money.ts.
 */

const AMOUNT = /(price|amount|fee|balance|credit|debt|cash_back|spend|discount|total|limit|budget)/;
const NOT_AN_AMOUNT = /(_rate|_factor|_range|_at|_by|_id|_status|displaying_price)$/;

describe('money is never a float', () => {
  it('stores every amount column as a whole number', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [name, table] of Object.entries(schema)) {
      if (!is(table, Table)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        if (!AMOUNT.test(column.name) || NOT_AN_AMOUNT.test(column.name)) continue;
        checked.push(`${name}.${column.name}`);
        if (!/^(bigint|integer|smallint)$/.test(column.getSQLType())) {
          wrong.push(`${name}.${column.name}: ${column.getSQLType()}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(30);
    expect(checked).toContain('userOrders.price');
    expect(wrong).toEqual([]);
  });

  const MONEY_CODE = [
    'server/domain/checkout',
    'server/domain/ledger',
    'server/domain/context/money.ts',
    'server/domain/payments',
    'server/domain/rewards',
    'server/domain/vouchers',
    'server/providers/payments',
  ];
  // Float tools: parsing or formatting with fractions, rounding a fraction, fractional literals.
  const FLOAT_TOOLS = new Set(['parseFloat', 'toFixed', 'toPrecision']);
  const ROUNDING = new Set(['round', 'ceil', 'trunc']);

  function sourceFiles(dir: string): string[] {
    if (!statSync(dir).isDirectory()) return [dir];
    return readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return sourceFiles(full);
      return entry.endsWith('.ts') ? [full] : [];
    });
  }

  /** Findings in code (strings, templates, regular expressions and comments are not code). */
  function floatFindings(file: string, text = readFileSync(file, 'utf8')): string[] {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const findings: string[] = [];
    const at = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isNumericLiteral(node) && /[.eE]/.test(node.text)) {
        findings.push(`${at(node)} fractional literal ${node.getText()}`);
      } else if (ts.isIdentifier(node) && FLOAT_TOOLS.has(node.text)) {
        findings.push(`${at(node)} ${node.text}`);
      } else if (
        ts.isPropertyAccessExpression(node) &&
        node.expression.getText() === 'Math' &&
        ROUNDING.has(node.name.text)
      ) {
        findings.push(`${at(node)} Math.${node.name.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return findings;
  }

  it('keeps float tools out of the money code', () => {
    const files = MONEY_CODE.flatMap((dir) => sourceFiles(path.resolve(dir)));
    expect(files.length).toBeGreaterThan(20);
    const findings = files.flatMap((file) => floatFindings(path.relative('.', file)));
    // The one place a percentage (kept with four decimals) becomes a whole scaled rate.
    const scaledRate = findings.filter((f) =>
      /^server\/domain\/context\/money.ts:\d+ Math.round$/.test(f),
    );
    expect(scaledRate).toHaveLength(1);
    expect(findings.filter((f) => !scaledRate.includes(f))).toEqual([]);
  });

  it('would catch a float tool if one came in', () => {
    const code = 'const a = parseFloat("1"); const b = Math.round(a * 1.5); // Math.ceil(0.5)\n';
    expect(floatFindings('probe.ts', code)).toEqual([
      'probe.ts:1 parseFloat',
      'probe.ts:1 Math.round',
      'probe.ts:1 fractional literal 1.5',
    ]);
  });
});
