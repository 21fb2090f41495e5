import { createStore } from './createStore';

/**
 * Toasts of the account flow (spec §2, §8): expired session, generic error, the three success
 * toasts, and the security toast that offers to create a password.
 */
export type NoticeKind =
  'expired' | 'error' | 'created' | 'passwordChanged' | 'passwordUpdated' | 'security';

export interface Notice {
  id: number;
  kind: NoticeKind;
}

export interface NoticeState {
  notices: Notice[];
  /** The corporate-creation prompt (spec §4, 2 s after sign-up). */
  corporatePrompt: boolean;
}

const INITIAL: NoticeState = { notices: [], corporatePrompt: false };

export const noticeStore = createStore<NoticeState>(INITIAL);

let nextId = 1;

/** Shows a toast; a kind already on screen is not shown twice. */
export function pushNotice(kind: NoticeKind): void {
  noticeStore.set((s) =>
    s.notices.some((n) => n.kind === kind)
      ? s
      : { ...s, notices: [...s.notices, { id: nextId++, kind }] },
  );
}

export function dismissNotice(id: number): void {
  noticeStore.set((s) => ({ ...s, notices: s.notices.filter((n) => n.id !== id) }));
}

export function dismissNoticeKind(kind: NoticeKind): void {
  noticeStore.set((s) => ({ ...s, notices: s.notices.filter((n) => n.kind !== kind) }));
}

export function setCorporatePrompt(open: boolean): void {
  noticeStore.set((s) => ({ ...s, corporatePrompt: open }));
}

export function resetNoticeStoreForTests(): void {
  noticeStore.set(INITIAL);
}
