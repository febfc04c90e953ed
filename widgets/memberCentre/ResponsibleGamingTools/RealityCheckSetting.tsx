import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { SelectField } from '../../forms/fields.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import type { RgState } from './rgTypes.ts';

const CHOICES = [10, 15, 20, 30, 45, 60, 90, 120] as const;

/** RG-26: how often the reality check interrupts play, from the licence's minimum up, or off. */
export function RealityCheckSetting({
  setting,
  heading,
}: {
  setting: NonNullable<RgState['realityCheck']>;
  heading: 'h3' | 'h4';
}) {
  const { t } = useT();
  const save = useCallForm('realityCheckSet');
  const options = ['off', ...CHOICES.filter((minutes) => minutes >= setting.minimumMinutes).map(String)];
  const [choice, setChoice] = useState(setting.minutes === null ? 'off' : String(setting.minutes));
  const Heading = heading;
  return (
    <section className="lv-rg__kind" aria-label={t('rg.reality.title')}>
      <Heading className="lv-rg__subheading">{t('rg.reality.title')}</Heading>
      <p className="lv-rg__note">
        {setting.minutes === null ? t('rg.reality.off') : t('rg.reality.every', { count: setting.minutes })}
      </p>
      <Form
        call={save}
        label={t('rg.reality.title')}
        onSubmit={() => void save.submit({ minutes: choice === 'off' ? null : Number(choice) })}
      >
        <SelectField
          label={t('rg.reality.label')}
          value={options.includes(choice) ? choice : (options[1] ?? 'off')}
          options={options}
          text={(option) =>
            option === 'off' ? t('rg.reality.offOption') : t('rg.reality.every', { count: Number(option) })
          }
          onChange={setChoice}
        />
        <SubmitButton call={save}>{t('rg.reality.save')}</SubmitButton>
        <FormFeedback call={save} success={t('rg.reality.saved')} />
      </Form>
    </section>
  );
}
