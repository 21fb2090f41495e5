import { AppError } from '../../errors.js';

/*
 * The current user, the same way in every module (docs/module-template.md): a resolver hands
 * the domain `ctx.user` (or its id) and the domain asks for it here; nobody signed in answers
 * UNAUTHENTICATED with the message 'unauthorized', which the browser renews its token on.
 */

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser<User>(user: User | null | undefined): User {
  if (!user) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return user;
}

/** The signed-in user's id, or UNAUTHENTICATED. */
export function requireUserId(userId: string | null | undefined): string {
  return requireUser(userId);
}
