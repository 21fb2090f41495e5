import { useEffect, useState } from 'react';
import { HttpError } from '../../../api/httpError';
import { useStore } from '../../../account/store/createStore';
import { sessionStore } from '../../../account/store/sessionStore';
import { retryAfterOf } from '../../../account/accountApi';
import { TICKET_LIMITS as L, type TicketKind } from '../../../../common/support-rules';
import { checkDraft, formFieldOf, type FieldProblem, type Problems } from './formRules';
import { sendTicket, serverFieldErrors, type SentTicket, type TicketDraft } from './supportApi';

export type SendState =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent'; ticket: SentTicket; to: string; byEmail: boolean }
  | { status: 'failed'; problem: FieldProblem };

const blank = (kind: TicketKind): TicketDraft => ({
  kind,
  name: '',
  email: '',
  phone: '',
  topic: '',
  order_code: '',
  message: '',
  trap: '',
});

/** Server field errors in the form's words (the server's texts are English). */
function fromServer(error: unknown, files: File[]): Problems {
  const problems: Problems = {};
  for (const { field, rule, message } of serverFieldErrors(error)) {
    const name = formFieldOf(field);
    if (!name || problems[name]) continue;
    const file = files[Number(field.split('.')[1])];
    const known: Record<string, FieldProblem> = {
      'name:too_small': { key: 'support.errors.nameRequired', vars: { min: 2 } },
      'email:email': { key: 'support.errors.emailInvalid' },
      'email:email_or_phone': { key: 'support.errors.reachRequired' },
      'phone:phone': { key: 'support.errors.phoneInvalid' },
      'topic:enum': { key: 'support.errors.topicRequired' },
      'order_code:format': { key: 'support.errors.orderCodeInvalid' },
      'message:too_small': { key: 'support.errors.messageTooShort', vars: { min: 20 } },
      'message:too_big': { key: 'support.errors.messageTooLong', vars: { max: 5000 } },
      'attachments:file_type': { key: 'support.errors.fileType', vars: { name: file?.name ?? '' } },
      'attachments:max_size': {
        key: 'support.errors.fileTooLarge',
        vars: { name: file?.name ?? '', size: 5 },
      },
      'attachments:max_files': { key: 'support.errors.tooManyFiles', vars: { count: 3 } },
    };
    problems[name] = known[`${name}:${rule}`] ?? {
      key: 'support.errors.fixBelow',
      vars: { message },
    };
  }
  return problems;
}

/**
 * The state of a contact, complaint or report form: what was typed (kept on every failure),
 * the files, field problems from the browser's check or the server's answer, and the result.
 * A signed-in user's name, e-mail and phone are filled in once; `start` is what a link to the
 * form begins it with (prefill.ts).
 */
export function useTicketForm(kind: TicketKind, start: Partial<TicketDraft> = {}) {
  const session = useStore(sessionStore);
  const [draft, setDraft] = useState<TicketDraft>(() => ({ ...blank(kind), ...start }));
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [state, setState] = useState<SendState>({ status: 'editing' });
  const profile = session.profile;

  useEffect(() => {
    if (!profile) return;
    setDraft((d) => ({
      ...d,
      name: d.name || [profile.last_name, profile.first_name].filter(Boolean).join(' '),
      email: d.email || profile.email || '',
      phone:
        d.phone ||
        (profile.setting?.national_phone_number
          ? `+${profile.setting.country_calling_code ?? '84'}${profile.setting.national_phone_number}`
          : ''),
    }));
  }, [profile]);

  const update = (field: keyof TicketDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // E-mail and phone are one rule ("at least one"): typing in either clears both.
    const cleared = field === 'email' || field === 'phone' ? ['email', 'phone'] : [field];
    setProblems((p) => ({ ...p, ...Object.fromEntries(cleared.map((f) => [f, undefined])) }));
  };

  const submit = async (): Promise<Problems> => {
    const found = await checkDraft(draft, files);
    // A message that is still only what the link began it with says nothing yet.
    if (!found.message && start.message && draft.message.trim() === start.message.trim()) {
      found.message = { key: 'support.errors.messageTooShort', vars: { min: L.messageMin } };
    }
    setProblems(found);
    if (Object.keys(found).length) return found;
    setState({ status: 'sending' });
    try {
      const ticket = await sendTicket(draft, files);
      const byEmail = Boolean(draft.email.trim());
      setState({
        status: 'sent',
        ticket,
        byEmail,
        to: byEmail ? draft.email.trim() : draft.phone.trim(),
      });
      return {};
    } catch (error) {
      const server = fromServer(error, files);
      setProblems(server);
      const wait = retryAfterOf(error);
      const problem: FieldProblem =
        error instanceof HttpError && error.status === 429
          ? {
              key: 'support.errors.rateLimited',
              vars: { smart_count: Math.max(1, Math.ceil((wait ?? 60) / 60)) },
            }
          : Object.keys(server).length
            ? { key: 'support.errors.fixBelow' }
            : { key: 'support.errors.failed' };
      setState({ status: 'failed', problem });
      return server;
    }
  };

  const reset = () => {
    setDraft(blank(kind));
    setFiles([]);
    setProblems({});
    setState({ status: 'editing' });
  };

  return {
    draft,
    update,
    files,
    setFiles,
    problems,
    state,
    submit,
    reset,
    signedIn: session.status === 'signed-in',
    profile,
  };
}
