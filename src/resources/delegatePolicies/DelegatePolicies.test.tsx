import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DelegatePolicyFieldsFragment } from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { staffEntry } from '../../test/corporateFixtures';
import { operationsOf, type ServiceAnswers } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { delegatePolicies } from '.';
import { clickSave } from '../../test/clickSave';

const person = (n: number, user_id: string, last_name: string, role: 'OWNER' | 'STAFF' = 'STAFF') =>
  staffEntry(n, { user_id, email: `${user_id}@sh.example`, first_name: 'An', last_name, role });
const PEOPLE = [
  person(1, 'u-boss', 'Lê', 'OWNER'),
  person(2, 'u-asst', 'Phạm'),
  person(3, 'u-x', 'Vũ'),
];

/** The staff page as the server answers it: by user ids, or searched by name. */
function staffPage(variables: Record<string, unknown>) {
  const ids = (variables.filter as { user_ids?: string[] } | undefined)?.user_ids;
  const search = String(variables.search ?? '').toLowerCase();
  const entries = PEOPLE.filter(
    (p) =>
      (!ids || ids.includes(p.user_id)) &&
      `${p.last_name} ${p.first_name}`.toLowerCase().includes(search),
  );
  return { corporate_staffs_page: { entries, total_count: entries.length } };
}

const policy = (
  id: string,
  extra: Partial<DelegatePolicyFieldsFragment> = {},
): DelegatePolicyFieldsFragment => ({
  id,
  active: true,
  corporate_id: MY_CORPORATE.id,
  delegatee_ids: ['u-asst'],
  delegator_ids: ['u-boss'],
  inserted_at: '2026-02-01T03:00:00.000Z',
  ...extra,
});

function signedIn(answers: ServiceAnswers<'corporate'>) {
  return signInToConsole({
    StaffPage: staffPage,
    ...answers,
  });
}

describe('delegate policies', () => {
  it('lists who may book for whom, by name', async () => {
    signedIn({
      DelegatePolicyPage: () => ({
        delegate_policies: { entries: [policy('p1')], total_count: 1 },
      }),
    });
    await renderConsole(delegatePolicies, { path: 'delegate-policies', locale: 'en' });
    // The list's placeholder table comes first, then the records'.
    const delegatee = await screen.findByText('Phạm An');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toContainElement(delegatee);
    expect(within(row).getByText('Lê An')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    signedIn({
      DelegatePolicyPage: () => ({ delegate_policies: { entries: [], total_count: 0 } }),
    });
    await renderConsole(delegatePolicies, { path: 'delegate-policies', locale: 'vi' });
    expect(await screen.findByText('Chưa có chính sách ủy quyền nào.')).toBeInTheDocument();
  });

  it('refuses one person on both sides, and shows the server’s rule on its input', async () => {
    const calls = signedIn({
      CreateDelegatePolicy: () =>
        graphqlError(
          'BAD_USER_INPUT',
          'taken',
          {
            fields: [
              {
                field: 'delegator_ids',
                rule: 'unique',
                message: 'another delegate policy already lets …',
              },
            ],
          },
          ['create_delegate_policy'],
        ),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(delegatePolicies, { path: 'delegate-policies/create', locale: 'en' });
    const delegatees = await screen.findByRole('combobox', { name: /^Delegates/ });
    const delegators = screen.getByRole('combobox', { name: /^Delegators/ });
    await user.click(delegatees);
    await user.click(await screen.findByRole('option', { name: /^Phạm An/ }));
    await user.click(delegators);
    await user.click(await screen.findByRole('option', { name: /^Phạm An/ }));
    await clickSave(user);
    expect(
      await screen.findByText('Nobody can be both a delegator and a delegatee of one policy'),
    ).toBeInTheDocument();
    expect(operationsOf(calls)).not.toContain('CreateDelegatePolicy');

    await user.click(delegators);
    await user.keyboard('{Backspace}');
    await user.type(delegators, 'Lê');
    await user.click(await screen.findByRole('option', { name: /^Lê An/ }));
    await waitFor(() =>
      expect(
        screen.queryByText('Nobody can be both a delegator and a delegatee of one policy'),
      ).toBeNull(),
    );
    await clickSave(user);
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateDelegatePolicy')?.variables).toMatchObject({
      input: {
        corporate_id: MY_CORPORATE.id,
        delegatee_ids: ['u-asst'],
        delegator_ids: ['u-boss'],
        active: true,
      },
    });
  });

  it('deletes a policy only after confirming', async () => {
    let entries = [policy('p1')];
    const calls = signedIn({
      DelegatePolicy: () => ({ delegate_policy: policy('p1') }),
      DeleteDelegatePolicy: () => {
        const gone = entries[0];
        entries = [];
        return { delete_delegate_policy: gone };
      },
      DelegatePolicyPage: () => ({ delegate_policies: { entries, total_count: entries.length } }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(delegatePolicies, { path: 'delegate-policies/p1', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this delegate policy?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(operationsOf(calls)).not.toContain('DeleteDelegatePolicy');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('No delegate policies yet.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'DeleteDelegatePolicy')?.variables).toEqual({
      input: { id: 'p1' },
    });
  });
});
