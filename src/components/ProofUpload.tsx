import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError } from '../api/httpError';
import { accountApi } from '../api/rest';
import { useT } from '../i18n/context';

/** The server's limits (docs/checkout.md "Bank transfer: partial payments and proof"). */
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'];
const RULES = [
  'required',
  'file_type',
  'max_size',
  'max_files',
  'quota',
  'upload_rate',
  // A flight change's transfer that ended (paid, lapsed or replaced): no more files.
  'not_pending',
] as const;
type Rule = (typeof RULES)[number] | 'failed';

/** The rule of a refused upload (field `file`), else `failed`. */
function ruleOf(error: unknown): Rule {
  if (!(error instanceof HttpError)) return 'failed';
  const text = JSON.stringify(error.body ?? {});
  return RULES.find((r) => text.includes(`"rule":"${r}"`)) ?? 'failed';
}

/**
 * A proof of transfer for the accountant: an image or PDF (the server checks its bytes), with
 * a note, posted to `path` — a checkout's `payments/bank-transfers/<session>/files` or a flight
 * change's `payments/change-payments/<attempt>/files` (one rule on the server: bank-proofs.ts).
 * Lists what was sent. `messages` words a rule for this transfer (translated), e.g. a change's
 * `not_pending`; the others read the checkout's catalogue.
 */
export function ProofUpload(props: {
  path: string;
  files: readonly { name: string; note?: string | null }[];
  onUploaded: () => void;
  /** The transfer ended meanwhile (`not_pending`): the page reads it again. */
  onEnded?: () => void;
  messages?: Partial<Record<Rule, string>>;
  /** The heading's level under the panel it sits in. */
  heading?: 'h3' | 'h4';
}) {
  const { path, files, onUploaded, onEnded, messages, heading = 'h3' } = props;
  const t = useT();
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    hint: `${id}-hint`,
    file: `${id}-file`,
    note: `${id}-note`,
  };
  const messageOf = (rule: Rule) =>
    messages?.[rule] ??
    t(`checkout.pay.bank.proof.errors.${rule === 'not_pending' ? 'failed' : rule}`);
  const input = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Rule | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async () => {
    setDone(null);
    const local: Rule | null = !file
      ? 'required'
      : file.type && !TYPES.includes(file.type)
        ? 'file_type'
        : file.size > MAX_BYTES
          ? 'max_size'
          : null;
    setProblem(local);
    if (local || !file) return;
    const form = new FormData();
    if (note.trim()) form.append('note', note.trim());
    form.append('file', file, file.name);
    setBusy(true);
    try {
      const answer = await accountApi<{ data: { file: { name: string } } }>(path, {
        method: 'POST',
        body: form,
        report: false,
      });
      setDone(answer.data.file.name);
      setFile(null);
      setNote('');
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (e) {
      const rule = ruleOf(e);
      setProblem(rule);
      if (rule === 'not_pending') onEnded?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={ids.heading} sx={{ mt: 2 }}>
      <Typography
        id={ids.heading}
        component={heading}
        variant="h3"
        sx={{ fontSize: '1rem', fontWeight: 700 }}
      >
        {t('checkout.pay.bank.proof.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={ids.hint} sx={{ mb: 1 }}>
        {t('checkout.pay.bank.proof.hint')}
      </Typography>
      <ProofFiles files={files} />
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
        <TextField
          id={ids.file}
          type="file"
          size="small"
          label={t('checkout.pay.bank.proof.file')}
          inputRef={input}
          onChange={(e) => {
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ? messageOf(problem) : undefined}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              accept: TYPES.join(','),
              // The rule's message first, then what the field takes.
              'aria-describedby': problem ? `${ids.file}-helper-text ${ids.hint}` : ids.hint,
            },
          }}
        />
        <TextField
          id={ids.note}
          size="small"
          label={t('checkout.pay.bank.proof.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box>
          <Button variant="outlined" disabled={busy} onClick={upload}>
            {t('checkout.pay.bank.proof.upload')}
          </Button>
        </Box>
      </Box>
      <Box role="status" aria-live="polite">
        {done && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('checkout.pay.bank.proof.uploaded', { name: done })}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

/** The proofs already sent for a transfer, with their notes (nothing when there are none). */
export function ProofFiles({
  files,
}: {
  files: readonly { name: string; note?: string | null }[];
}) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('checkout.pay.bank.proof.list')} sx={{ mt: 0, pl: 3 }}>
      {files.map((f, i) => (
        <li key={`${f.name}-${i}`}>{f.note ? `${f.name} — ${f.note}` : f.name}</li>
      ))}
    </Box>
  );
}
