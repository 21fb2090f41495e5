import { useLocale, useT } from '../i18n/context';
import { LOCALES } from '../i18n/locale';
import { SegmentedToggle } from './SegmentedToggle';

/**
 * Vietnamese / English switch. Each button shows its code and is named by the code and the
 * language's own name ('EN – English'): the visible label is part of the accessible name
 * (WCAG 2.5.3, axe label-content-name-mismatch), so voice control can say what it sees.
 */
export function LocaleSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <SegmentedToggle
      value={locale}
      onChange={setLocale}
      ariaLabel={t('header.language')}
      options={LOCALES.map((code) => ({
        value: code,
        label: code.toUpperCase(),
        lang: code,
        ariaLabel: `${code.toUpperCase()} – ${t(`locales.${code}`)}`,
      }))}
      buttonSx={{ px: 1, py: 0.25, fontWeight: 600, minWidth: 36 }}
    />
  );
}
