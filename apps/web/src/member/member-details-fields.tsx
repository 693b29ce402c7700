import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import { USER_PREFIXES } from '@sabai/validation';
import type { ReactNode } from 'react';

export interface MemberDetailsFieldsProps {
  /** Each control's id is `<idPrefix>-<field name>` (`register-first_name`, `wellness-phone`). */
  idPrefix: string;
  /** Fields between the name and the phone (registration's birthdate, docs/product-rules.md, Members). */
  children?: ReactNode;
}

/** Title, names, mobile phone and e-mail: the same on registration and on a wellness newcomer's confirmation. */
export function MemberDetailsFields({ idPrefix, children }: MemberDetailsFieldsProps) {
  const { t } = useLingui();
  const prefixLabels = { 'Mr.': t`Mr.`, 'Mrs.': t`Mrs.`, Miss: t`Miss`, Other: t`Other` };
  return (
    <>
      <FormField name="prefix" id={`${idPrefix}-prefix`} label={t`Title`}>
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
      <FormField name="first_name" id={`${idPrefix}-first_name`} label={t`First name`}>
        {(control) => <input {...control} autoComplete="given-name" />}
      </FormField>
      <FormField name="last_name" id={`${idPrefix}-last_name`} label={t`Last name`}>
        {(control) => <input {...control} autoComplete="family-name" />}
      </FormField>
      {children}
      <FormField name="phone" id={`${idPrefix}-phone`} label={t`Mobile phone`}>
        {(control) => <input {...control} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField name="email" id={`${idPrefix}-email`} label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </FormField>
    </>
  );
}
