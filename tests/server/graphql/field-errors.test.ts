import { describe, expect, it } from 'vitest';
import { FIELD_RULES, isFieldError } from '../../../src/api/fieldErrors';
import { gql, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';

// The field-error shape on the wire (DESIGN.md convention 13), from a real operation over HTTP.
// The browser's toHttpError test (src/api/errors.test.ts) reads the same shape.
describe('field errors on the wire', () => {
  const t = useAccountsApp();

  it('are extensions.fields: [{ field, rule, message }], one per invalid input', async () => {
    const { access_token } = await signInAs(t(), { email: 'fields@mail.example' });
    const r = await gql(
      t().app,
      'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }',
      { i: { first_name: ' ', last_name: ' ' } },
      { token: access_token },
    );
    expect(r.body.data).toBeNull();
    const [error] = r.body.errors;
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(Array.isArray(error.extensions.fields)).toBe(true);
    expect(error.extensions.fields.every(isFieldError)).toBe(true);
    expect(error.extensions.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'first_name',
      'last_name',
    ]);
    for (const f of error.extensions.fields) {
      expect(Object.keys(f).sort()).toEqual(['field', 'message', 'rule']);
      // zod's rule codes are among the rules the browser translates.
      expect(FIELD_RULES as readonly string[]).toContain(f.rule);
    }
  });
});
