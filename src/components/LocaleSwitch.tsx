import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLocale, useT } from '../i18n/context';
import { LOCALES, isLocale } from '../i18n/locale';

/** Vietnamese / English switch; each button is named by its language's own name. */
export function LocaleSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      aria-label={t('header.language')}
      onChange={(_, value: unknown) => {
        if (isLocale(value)) setLocale(value);
      }}
    >
      {LOCALES.map((code) => (
        <ToggleButton
          key={code}
          value={code}
          lang={code}
          aria-label={t(`locales.${code}`)}
          sx={{ px: 1, py: 0.25, fontWeight: 600, minWidth: 36 }}
        >
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
