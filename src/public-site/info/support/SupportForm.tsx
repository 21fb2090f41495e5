import './catalogue';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/context';
import type { SiteKey } from '../../../i18n/site';
import {
  HONEYPOT_FIELD,
  TAKES_ATTACHMENTS,
  TICKET_LIMITS as L,
  TICKET_TOPICS,
  type TicketKind,
} from '../../../../common/support-rules';
import { AttachmentPicker } from './AttachmentPicker';
import type { FieldName, FieldProblem } from './formRules';
import { ticketPrefillOf } from './prefill';
import { useTicketForm } from './useTicketForm';
import { Notice } from '../Notice';

const ORDER: FieldName[] = [
  'name',
  'email',
  'phone',
  'topic',
  'order_code',
  'message',
  'attachments',
];

/** Hidden from people (off-screen, not focusable, not announced); robots fill it in. */
const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * The contact, complaint and report form (docs/decisions.md "Public pages"): name, e-mail or
 * phone, topic, message; complaints and reports also an order code and files. Checked here
 * first, then by the server; nothing typed is lost when sending fails.
 */
export function SupportForm({ kind }: { kind: TicketKind }) {
  const t = useT();
  const [search] = useSearchParams();
  const [start] = useState(() => {
    const { topic, order } = ticketPrefillOf(kind, search);
    return {
      ...(topic ? { topic } : {}),
      ...(order ? { message: t('support.prefill.order', { number: order }) } : {}),
    };
  });
  const form = useTicketForm(kind, start);
  const { draft, problems, state } = form;
  const refs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const text = (problem?: FieldProblem) => (problem ? t(problem.key, problem.vars) : undefined);
  const extras = TAKES_ATTACHMENTS[kind];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await form.submit();
    const first = ORDER.find((name) => found[name]);
    if (first) refs.current[first]?.focus();
  };

  if (state.status === 'sent') {
    return (
      <Notice severity="success" sx={{ mt: 3 }} role="status">
        <Typography component="h2" variant="h6">
          {t('support.done.title', { number: state.ticket.number })}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {state.byEmail
            ? t('support.done.body', { to: state.to })
            : t('support.done.bodyNoEmail', { to: state.to })}
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {form.signedIn && (
            <Button variant="contained" component={RouterLink} to="/account/support">
              {t('support.done.account')}
            </Button>
          )}
          <Button variant="outlined" onClick={form.reset}>
            {t('support.done.another')}
          </Button>
        </Box>
      </Notice>
    );
  }

  const field = (
    name: Exclude<FieldName, 'attachments' | 'topic'>,
    label: SiteKey,
    extra: object = {},
  ) => (
    <TextField
      name={name}
      label={t(label)}
      value={draft[name]}
      onChange={(e) => form.update(name, e.target.value)}
      error={Boolean(problems[name])}
      helperText={text(problems[name])}
      inputRef={(el: HTMLElement | null) => {
        refs.current[name] = el;
      }}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ mt: 3, display: 'grid', gap: 2.5, position: 'relative' }}
    >
      {form.signedIn && form.profile && (
        <Notice severity="info">
          {t('support.fields.signedInAs', {
            name:
              [form.profile.last_name, form.profile.first_name].filter(Boolean).join(' ') ||
              form.profile.email ||
              '',
          })}
        </Notice>
      )}
      {state.status === 'failed' && (
        <Notice severity="error" role="alert">
          {t(state.problem.key, state.problem.vars)}
        </Notice>
      )}
      {field('name', 'support.fields.name', { autoComplete: 'name', required: true })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('email', 'support.fields.email', { type: 'email', autoComplete: 'email' })}
        {field('phone', 'support.fields.phone', {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {t('support.fields.reachHint')}
      </Typography>
      <TextField
        select
        name="topic"
        label={t('support.fields.topic')}
        value={draft.topic}
        onChange={(e) => form.update('topic', e.target.value)}
        error={Boolean(problems.topic)}
        helperText={text(problems.topic)}
        inputRef={(el: HTMLElement | null) => {
          refs.current.topic = el;
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        required
        fullWidth
      >
        <option value="" disabled>
          —
        </option>
        {TICKET_TOPICS[kind].map((topic) => (
          <option key={topic} value={topic}>
            {t(`support.topics.${topic}`)}
          </option>
        ))}
      </TextField>
      {extras &&
        field('order_code', 'support.fields.orderCode', {
          helperText: text(problems.order_code) ?? t('support.fields.orderCodeHint'),
          autoComplete: 'off',
        })}
      {field('message', 'support.fields.message', {
        multiline: true,
        minRows: 5,
        required: true,
        helperText:
          text(problems.message) ??
          t('support.fields.messageHint', {
            count: draft.message.trim().length,
            max: L.messageMax,
            min: L.messageMin,
          }),
      })}
      {extras && (
        <AttachmentPicker
          files={form.files}
          onChange={(files) => form.setFiles(files)}
          error={text(problems.attachments)}
        />
      )}
      <Box sx={honeypotSx} aria-hidden="true">
        <label>
          {t('support.fields.honeypot')}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={draft.trap}
            onChange={(e) => form.update('trap', e.target.value)}
          />
        </label>
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={state.status === 'sending'}
        >
          {state.status === 'sending' ? t('support.sending') : t(`support.forms.${kind}.submit`)}
        </Button>
      </Box>
    </Box>
  );
}
