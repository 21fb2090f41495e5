import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileOf } from './testing/renderAccount';
import { closeAccountDialog, openAccountDialog } from './store/dialogStore';
import { sessionStore, type SessionProfile } from './store/sessionStore';
import { useNameGuard } from './useNameGuard';

const logout = vi.hoisted(() => vi.fn());
vi.mock('./logout', () => ({ logout }));

/** Runs the timers due within `ms` and the logout module's lazy import they start. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await vi.dynamicImportSettled();
}

function signedIn(firstName: string | null) {
  sessionStore.set((s) => ({
    ...s,
    status: 'signed-in',
    profile: profileOf({ first_name: firstName }) as SessionProfile,
  }));
}

// Spec §4, timed exactly on a fake clock (sessionRules.test.tsx covers the whole app).
describe('useNameGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    logout.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('logs an account without a first name out 3 s after mount, not before', async () => {
    signedIn(null);
    renderHook(() => useNameGuard());
    await advance(2_999);
    expect(logout).not.toHaveBeenCalled();
    await advance(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('lets a named account be', async () => {
    signedIn('Lan');
    renderHook(() => useNameGuard());
    await advance(10_000);
    expect(logout).not.toHaveBeenCalled();
  });

  it('waits while the dialog is open, then logs out 3 s after it closes', async () => {
    signedIn(null);
    act(() => openAccountDialog('create-password'));
    renderHook(() => useNameGuard());
    await advance(5_000);
    expect(logout).not.toHaveBeenCalled();
    act(() => closeAccountDialog());
    await advance(2_999);
    expect(logout).not.toHaveBeenCalled();
    await advance(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a name saved before the 3 s are up cancels the logout', async () => {
    signedIn(null);
    renderHook(() => useNameGuard());
    await advance(2_000);
    act(() => signedIn('Lan'));
    await advance(2_000);
    expect(logout).not.toHaveBeenCalled();
  });

  it('checks when the profile arrives later than 3 s after mount', async () => {
    sessionStore.set((s) => ({ ...s, status: 'loading', profile: null }));
    renderHook(() => useNameGuard());
    await advance(3_500);
    expect(logout).not.toHaveBeenCalled();
    act(() => signedIn(null));
    await advance(0);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
