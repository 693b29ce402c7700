import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import { USER_PREFIXES } from '@sabai/validation';

/** A wellness newcomer's details: what the provider shared, to confirm or complete (no password). */
export function WellnessDetailsFields() {
  const { t } = useLingui();
  const prefixLabels = { 'Mr.': t`Mr.`, 'Mrs.': t`Mrs.`, Miss: t`Miss`, Other: t`Other` };
  return (
    <>
      <FormField name="prefix" id="wellness-prefix" label={t`Title`}>
        {(control) => (
          <select {...control}>
            {USER_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {prefixLabels[p]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="first_name" id="wellness-first_name" label={t`First name`}>
        {(control) => <input {...control} autoComplete="given-name" />}
      </FormField>
      <FormField name="last_name" id="wellness-last_name" label={t`Last name`}>
        {(control) => <input {...control} autoComplete="family-name" />}
      </FormField>
      <FormField name="phone" id="wellness-phone" label={t`Mobile phone`}>
        {(control) => <input {...control} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField name="email" id="wellness-email" label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </FormField>
    </>
  );
}
