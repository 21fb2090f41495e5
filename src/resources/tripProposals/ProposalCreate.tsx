import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AutocompleteInput,
  CreateBase,
  Form,
  SaveButton,
  TextInput,
  Toolbar,
  required,
  useTranslate,
} from 'react-admin';
import { ReferenceInput } from '../references/referenceInputs';
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';
import { OfferSearch, type ChosenOffer } from './OfferSearch';
import { proposalText } from './proposalText';

/**
 * A new proposal: the traveller (the company's people picker), a title and note, and 2-3
 * offers found with the site's own flight and hotel search. The server re-prices each one and
 * names a bad one as `options.N` (shown beside it by the form's field errors).
 */
export function ProposalCreate() {
  const translate = useTranslate();
  const [offers, setOffers] = useState<ChosenOffer[]>([]);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(proposalText(`create.${key}`), options);
  return (
    <CreateBase
      redirect="show"
      transform={(data: Record<string, unknown>) => ({
        traveller_id: data.traveller_id,
        title: data.title,
        note: data.note ?? null,
        options: offers.map((o) => o.input),
      })}
    >
      <Form>
        <Typography variant="h5" component="h1" sx={{ my: 2 }}>
          {t('title')}
        </Typography>
        <ReferenceInput source="traveller_id" {...PEOPLE_REFERENCE}>
          <AutocompleteInput {...personChoice} label={t('traveller')} validate={required()} />
        </ReferenceInput>
        <TextInput source="title" label={t('titleField')} validate={required()} fullWidth />
        <TextInput source="note" label={t('note')} multiline fullWidth />
        <Typography variant="h6" component="h2">
          {t('options', { count: offers.length })}
        </Typography>
        <List dense>
          {offers.map((o, i) => (
            <ListItem
              key={`${i}-${o.label}`}
              secondaryAction={
                <Button size="small" onClick={() => setOffers(offers.filter((_x, j) => j !== i))}>
                  {t('remove', { n: i + 1 })}
                </Button>
              }
            >
              <ListItemText primary={`${i + 1}. ${o.label}`} />
            </ListItem>
          ))}
        </List>
        {offers.length < 2 ? <Alert severity="info">{t('needTwo')}</Alert> : null}
        <OfferSearch
          disabled={offers.length >= 3}
          onAdd={(offer) => setOffers((list) => (list.length >= 3 ? list : [...list, offer]))}
        />
        <Toolbar>
          <SaveButton
            label={t('submit')}
            disabled={offers.length < 2}
            alwaysEnable={offers.length >= 2}
          />
        </Toolbar>
      </Form>
    </CreateBase>
  );
}
