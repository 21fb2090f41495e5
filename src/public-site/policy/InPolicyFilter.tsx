import './catalogue';
import { useT } from '../../i18n/context';
import { CheckRow, FilterSection } from '../search/FilterSection';

/** "Only show options in policy", for a traveller with a travel policy (/flight, /p). */
export function InPolicyFilter(props: { checked: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  return (
    <FilterSection title={t('policy.filter.title')}>
      <CheckRow
        label={t('policy.filter.inPolicy')}
        checked={props.checked}
        onChange={props.onChange}
      />
    </FilterSection>
  );
}
