import { useT } from '../../engine/react/context.tsx';
import { SelectField } from '../forms/fields.tsx';

/** A record filter as a labelled select of codes, each shown by `text`; '' is "all" and comes first. */
export function FilterSelect({
  options,
  text,
  ...field
}: {
  label: string;
  value: string;
  options: readonly string[];
  text: (option: string) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <SelectField
      {...field}
      options={['', ...options]}
      text={(option) => (option === '' ? t('records.all') : text(option))}
    />
  );
}
