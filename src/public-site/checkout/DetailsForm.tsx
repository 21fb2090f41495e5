import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../search/ResultStates';
import type { FieldError } from '../../api/fieldErrors';
import { graphqlRequest } from '../../api/graphql';
import { UpdateBookingDetailsDocument } from '../../api/generated/payments';
import { useT } from '../../i18n/context';
import { fieldErrorsOf, flightOf, type CheckoutSession } from './checkoutApi';
import { checkDetails, errorMap, toInput, type DetailsValues } from './detailsForm';
import { FormField } from './FormField';
import { PassengerFields } from './PassengerFields';
import { SavedTravellerChips } from './SavedTravellerChips';
import {
  guestNameOf,
  offeredFor,
  travellerLabel,
  travellerTypeOn,
  type SavedTraveller,
} from './savedTravellers';
import { useSavedTravellers } from './useSavedTravellers';

export interface DetailsFormProps {
  session: CheckoutSession;
  isFlight: boolean;
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  /** The session after the server stored the details. */
  onSaved: (session: CheckoutSession) => void;
}

/** Contact, and the passengers (flight) or lead guest and requests (hotel); saved on the cart. */
export function DetailsForm({ session, isFlight, values, onChange, onSaved }: DetailsFormProps) {
  const t = useT();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const map = errorMap(errors);
  const set = (patch: Partial<DetailsValues>) => onChange({ ...values, ...patch });
  const counts: Record<string, number> = {};
  const flight = flightOf(session);
  const saved = useSavedTravellers();
  // Said to screen readers after a saved traveller filled a passenger or the guest.
  const [filled, setFilled] = useState('');
  const announce = (traveller: SavedTraveller) =>
    setFilled(t('checkout.details.savedTravellers.filled', { name: travellerLabel(traveller) }));
  // Ages count on the day of the first flight; a stay's lead guest is an adult today.
  const day =
    (flight?.departure_flight?.departure?.date ?? session.current_time)?.slice(0, 10) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local = await checkDetails(values, isFlight);
    setErrors(local);
    if (local.length) return focusFirst(local);
    setSaving(true);
    try {
      const data = await graphqlRequest(
        'payments',
        UpdateBookingDetailsDocument,
        { input: toInput(session.id, values, isFlight) },
        { report: false },
      );
      onSaved(data.update_booking_details);
    } catch (error) {
      const fields = fieldErrorsOf(error).map((f) => ({
        ...f,
        field: f.field.replace(/^input\./, ''),
      }));
      setErrors(fields);
      if (fields.length) focusFirst(fields);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="details-heading"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="details-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('checkout.details.heading')}
      </Typography>
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {map.passengers === 'count'
            ? t('checkout.errors.count')
            : t('checkout.details.fixErrors')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t('checkout.details.contact')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('checkout.details.contactHint')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}
      >
        <FormField
          id="contact_email"
          name="contact_email"
          type="email"
          autoComplete="email"
          required
          label={t('checkout.details.email')}
          value={values.contact_email}
          onChange={(v) => set({ contact_email: v })}
          rule={map.contact_email}
        />
        <FormField
          id="contact_phone"
          name="contact_phone"
          type="tel"
          autoComplete="tel"
          required
          label={t('checkout.details.phone')}
          value={values.contact_phone}
          onChange={(v) => set({ contact_phone: v })}
          rule={map.contact_phone}
        />
      </Box>
      {isFlight ? (
        <>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t('checkout.details.passengers')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('checkout.details.passengerNames')}
          </Typography>
          {values.passengers.map((p, i) => {
            counts[p.type] = (counts[p.type] ?? 0) + 1;
            return (
              <PassengerFields
                key={i}
                index={i}
                number={counts[p.type]}
                value={p}
                errors={map}
                baggageOffers={flight?.baggage_offers}
                savedTravellers={offeredFor(saved.travellers, values.passengers, i, day)}
                onFilled={announce}
                onHideTraveller={saved.hide}
                onChange={(next) =>
                  set({ passengers: values.passengers.map((old, j) => (j === i ? next : old)) })
                }
              />
            );
          })}
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
          <SavedTravellerChips
            id="guest-saved"
            travellers={saved.travellers.filter(
              (p) => travellerTypeOn(p, day) === 'ADULT' && guestNameOf(p) !== values.guest.trim(),
            )}
            onChoose={(traveller) => {
              set({ guest: guestNameOf(traveller) });
              announce(traveller);
            }}
            onHide={saved.hide}
          />
          <FormField
            id="guest"
            name="guest"
            required
            autoComplete="name"
            label={t('checkout.details.guest')}
            value={values.guest}
            onChange={(v) => set({ guest: v })}
            rule={map.guest}
          />
          <FormField
            id="request"
            name="request"
            // Three fixed rows, not MUI's auto-growing box: measuring it forces a layout of the
            // whole page while the form mounts (~100 ms at Lighthouse's 4× slow-down).
            multiline
            rows={3}
            label={t('checkout.details.request')}
            helperText={t('checkout.details.requestHint')}
            value={values.request}
            onChange={(v) => set({ request: v })}
            rule={map.request}
          />
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {filled}
      </Box>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? t('checkout.details.saving') : t('checkout.details.save')}
      </Button>
    </Paper>
  );
}

/** Moves focus to the first field that failed (its input carries the field path as name). */
function focusFirst(errors: readonly FieldError[]) {
  for (const e of errors) {
    const el = document.querySelector<HTMLElement>(`[name="${CSS.escape(e.field)}"]`);
    if (el) {
      el.focus();
      return;
    }
  }
}
