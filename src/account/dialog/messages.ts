import '../catalogue';
import type { Translate } from '../../i18n/context';
import type { MessageVars } from '../../i18n/types';
import type { ErrorKey } from '../validation';

/** Text of a field validation error (spec §5). */
export function errorText(t: Translate, key: ErrorKey | undefined): string | undefined {
  return key ? t(`account.errors.${key}`) : undefined;
}

/**
 * Spec §8: a server message shown through `validate.{message}`; a message without a
 * translation is shown as the server wrote it, an empty one as 'Something went wrong!'.
 */
export function serverText(t: Translate, message: string, vars?: MessageVars): string {
  if (!message) return t('validate.unknown');
  const key = `validate.${message}`;
  const text = t(key as Parameters<Translate>[0], vars);
  return text === key ? message : text;
}
