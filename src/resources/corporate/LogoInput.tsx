import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { CORPORATE_LIMITS } from '../../../common/corporate-rules';
import { logoProblem } from './logoUpload';

const HELP_ID = 'corporate-logo-help';

/** A chosen file as a data: URL for its preview (allowed by the page's CSP, no URL to revoke). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview;
}

/**
 * The logo: the current one (or the chosen file's preview), a button to choose a PNG, JPEG or
 * WebP of at most 1 MB — checked at once, the server checks its bytes again — and one to remove
 * it. The file itself is uploaded when the form is saved (CorporateEditForm); `logo: null`
 * clears it. Errors, ours or the server's, show under it.
 */
export function LogoInput({ companyName }: { companyName: string }) {
  const translate = useTranslate();
  const { clearErrors } = useFormContext();
  const logo = useInput({ source: 'logo' });
  const file = useInput({ source: 'logo_file', defaultValue: null });
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const chosen = file.field.value instanceof File ? file.field.value : null;
  const preview = usePreview(chosen);
  const current = (logo.field.value as string | null) || null;
  const error = problem ?? logo.fieldState.error?.message ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const wrong = logoProblem(picked);
    setProblem(wrong);
    if (wrong) return;
    clearErrors('logo');
    file.field.onChange(picked);
  };
  const remove = () => {
    setProblem(null);
    clearErrors('logo');
    file.field.onChange(null);
    logo.field.onChange(null);
  };

  const src = preview ?? current;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('console.detail.logo')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'background.default',
          }}
        >
          {src ? (
            <img
              src={src}
              alt={translate(preview ? 'console.detail.logoPreviewAlt' : 'console.detail.logoAlt', {
                company: companyName,
              })}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {translate('console.detail.noLogo')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<UploadOutlined />}
            onClick={() => picker.current?.click()}
            aria-describedby={HELP_ID}
          >
            {translate('console.detail.chooseLogo')}
          </Button>
          {/* Opened by the button above; hidden, out of the tab order. */}
          <input
            ref={picker}
            type="file"
            hidden
            accept={CORPORATE_LIMITS.logoTypes.join(',')}
            onChange={choose}
            aria-label={translate('console.detail.chooseLogo')}
            aria-describedby={HELP_ID}
            aria-invalid={Boolean(error)}
          />
          {(src || chosen) && (
            <Button onClick={remove} color="inherit">
              {translate('console.detail.removeLogo')}
            </Button>
          )}
        </Box>
      </Box>
      <FormHelperText id={HELP_ID} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error
          ? translate(error, { _: error })
          : chosen
            ? translate('console.detail.logoChosen', { name: chosen.name })
            : translate('console.detail.logoHelp')}
      </FormHelperText>
    </Box>
  );
}
