import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useT } from '../i18n/context';
import { useThemeMode } from '../theme/themeMode';

export function ThemeSwitch() {
  const t = useT();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('header.toLight') : t('header.toDark');
  return (
    <IconButton onClick={toggleMode} aria-label={label} title={label} color="inherit">
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
