// A new version of one legal text (docs/product-rules.md, Legal texts): its text in the three languages, paragraphs
// separated by blank lines, checked by the server's own schema before it is published.
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { legalTextInputSchema, type LegalTextInput } from '@sabai/validation';
import styles from './legal.module.css';

type Rule = LegalTextInput['rule'];
type Body = LegalTextInput['body'];

export function PublishForm({
  rule,
  current,
  busy,
  onPublish,
}: {
  rule: Rule;
  current: Body | null;
  busy: boolean;
  onPublish: (input: LegalTextInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const form = useSchemaForm<LegalTextInput, LegalTextInput>({
    schema: legalTextInputSchema,
    defaultValues: { rule, body: current ?? { en: '', th: '', zh: '' } },
  });
  const language = { en: t`English`, th: t`Thai`, zh: t`Chinese` };
  const describe = (_field: string, code: string) =>
    code.endsWith('.required')
      ? t`Write the text in every language.`
      : t`The text is at most 20,000 characters.`;
  return (
    <Form form={form} onSubmit={onPublish} describe={describe} className={styles.form}>
      {(['en', 'th', 'zh'] as const).map((lang) => {
        const name = language[lang];
        return (
          <FormField key={lang} name={`body.${lang}`} id={`${rule}-${lang}`} label={t`Text (${name})`}>
            {(control) => <textarea {...control} lang={lang} rows={8} />}
          </FormField>
        );
      })}
      <SubmitButton busy={busy}>
        <Trans>Publish as a new version</Trans>
      </SubmitButton>
    </Form>
  );
}
