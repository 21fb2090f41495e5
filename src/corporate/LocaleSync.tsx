import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useLocale } from '../i18n/context';

/** Keeps react-admin's locale on the site's locale (the one switch in the header drives both). */
export function LocaleSync() {
  const { locale } = useLocale();
  const [raLocale, setRaLocale] = useLocaleState();
  useEffect(() => {
    if (raLocale !== locale) setRaLocale(locale);
  }, [locale, raLocale, setRaLocale]);
  return null;
}
