import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTING_ACTIONS, ACTING_KINDS, ACTING_TABLE, actingCan } from './acting';

describe('acting for someone else (common/permissions/acting.ts)', () => {
  it('fails closed: an unknown action or kind is refused', () => {
    expect(actingCan('AGENT', 'profile.delete')).toBe(false);
    expect(actingCan('OWNER', 'bookings.read')).toBe(false);
    expect(actingCan(null, 'bookings.read')).toBe(false);
  });

  it('never lets anyone change credentials, the profile, or top up for someone', () => {
    for (const kind of ACTING_KINDS) {
      for (const action of ['credentials.edit', 'profile.edit', 'wallet.top_up', 'company.edit']) {
        expect(actingCan(kind, action)).toBe(false);
      }
    }
  });

  it('docs/permissions.md shows exactly the table of the module', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../docs/permissions.md'), 'utf8');
    const section = text.slice(text.indexOf('## Acting for someone else'));
    const rows = section
      .split('\n')
      .filter((line) => /^\|\s*[a-z_]+\.[a-z_]+\s*\|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const documented = Object.fromEntries(
      rows.map(([action, , ...cells]) => [
        action,
        Object.fromEntries(
          ACTING_KINDS.map((kind, i) => [kind, cells[i] === 'own' ? 'own' : cells[i] === '✓']),
        ),
      ]),
    );
    expect(Object.keys(documented)).toEqual([...ACTING_ACTIONS]);
    expect(documented).toEqual(ACTING_TABLE);
  });
});
