import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../../../i18n/context';
import { TICKET_LIMITS as L } from '../../../../common/support-rules';

const ACCEPT =
  '.jpg,.jpeg,.png,.webp,.heic,.heif,.pdf,image/jpeg,image/png,image/webp,image/heic,application/pdf';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Photos and PDFs for a complaint or report: chosen, listed, removable before sending. */
export function AttachmentPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} sx={{ fontWeight: 500 }}>
        {t('support.fields.attachments')}
      </Typography>
      <FormHelperText id={hintId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ??
          t('support.fields.attachmentsHint', {
            count: L.maxFiles,
            size: L.maxFileBytes / 1024 / 1024,
          })}
      </FormHelperText>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        aria-label={t('support.fields.addFiles')}
        data-testid="attachments-input"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          onChange([...files, ...chosen]);
          event.target.value = '';
        }}
      />
      <Button sx={{ mt: 1 }} variant="outlined" onClick={() => input.current?.click()}>
        {t('support.fields.addFiles')}
      </Button>
      {files.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${index}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {file.name} · {size(file.size)}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('support.fields.removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
