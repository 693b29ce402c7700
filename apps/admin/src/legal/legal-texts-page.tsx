// /admin/legal (docs/product-rules.md, Legal texts): each rule's current version, a new version to publish (customers
// read it from then on; a cookie choice made under an older cookie policy is asked again), and the versions so far.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { LegalTextsDocument, PublishLegalTextDocument, type LegalTextsQuery } from '@sabai/graphql/staff';
import { formatInstant } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import type { LegalTextInput } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { useMayEditCatalog } from '../catalog/use-catalog';
import { BrandEditorPage } from '../layout/brand-editor-page';
import { PublishForm } from './publish-form';
import styles from './legal.module.css';

const QUIET = { quietErrors: true };
const RULES = ['terms', 'privacy', 'cookies'] as const;

function useRuleTitle() {
  const { t } = useLingui();
  return (rule: string) =>
    ({ terms: t`Terms of service`, privacy: t`Privacy policy`, cookies: t`Cookie policy` })[rule] ?? rule;
}

export function LegalTextsPage() {
  const { t } = useLingui();
  const mayEdit = useMayEditCatalog();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: LegalTextsDocument,
    requestPolicy: 'network-only',
    context: QUIET,
    pause: !mayEdit,
  });
  const [publishing, publish] = useMutation(PublishLegalTextDocument);
  const texts = data?.legalTexts ?? [];
  const onPublish = async (input: LegalTextInput) => {
    const { data: made, error: refused } = await publish(input, QUIET);
    if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
    else if (made) {
      const version = made.publishLegalText.version;
      showSnackbar({ message: t`Published as version ${version}.`, color: 'success' });
    }
  };
  return (
    <BrandEditorPage
      heading={<Trans>Legal texts</Trans>}
      className={styles.page}
      notAllowed={mayEdit ? null : t`The legal texts are managed by the brand's admins.`}
      fetching={fetching}
      loaded={data !== undefined}
      error={error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {data &&
        RULES.map((rule) => (
          <RuleSection
            key={rule}
            rule={rule}
            versions={texts.filter((text) => text.rule === rule)}
            busy={publishing.fetching}
            onPublish={onPublish}
          />
        ))}
    </BrandEditorPage>
  );
}

type StoredText = LegalTextsQuery['legalTexts'][number];

function RuleSection({
  rule,
  versions,
  busy,
  onPublish,
}: {
  rule: (typeof RULES)[number];
  versions: StoredText[];
  busy: boolean;
  onPublish: (input: LegalTextInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const title = useRuleTitle();
  const current = versions[0];
  const version = current?.version ?? '';
  const published = current ? formatInstant(current.published_at, locale, 'Asia/Bangkok') : '';
  return (
    <section className={styles.rule} aria-labelledby={`${rule}-title`}>
      <h2 id={`${rule}-title`}>{title(rule)}</h2>
      <p>
        {current
          ? t`Current version: ${version}, published ${published}.`
          : t`The built-in text stands until you publish one.`}
      </p>
      <PublishForm
        key={current?.version ?? 'built-in'}
        rule={rule}
        current={current?.body ?? null}
        busy={busy}
        onPublish={onPublish}
      />
    </section>
  );
}
