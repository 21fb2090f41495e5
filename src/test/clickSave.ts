import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a form's Save once react-admin enables it: the button is disabled until the form
 * state records the last keystroke (and while a save is under way), which under load can lag
 * behind typing with `delay: null`.
 */
export async function clickSave(user: UserEvent, name = 'Save'): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await user.click(screen.getByRole('button', { name }));
}
