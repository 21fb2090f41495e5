import { useLocale, useT } from '../i18n/context';
import { LOCALES } from '../i18n/locale';
import { SegmentedToggle } from './SegmentedToggle';

/** Vietnamese / English switch; each button is named by its language's own name. */
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
        ariaLabel: t(`locales.${code}`),
      }))}
      buttonSx={{ px: 1, py: 0.25, fontWeight: 600, minWidth: 36 }}
    />
  );
}
