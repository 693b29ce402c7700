// /admin/courses (docs/product-rules.md, Courses): the brand's course templates with how many members own each, and
// a template made or changed below the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  CourseTemplatesDocument,
  SaveCourseTemplateDocument,
  type CourseTemplateFieldsFragment,
} from '@sabai/graphql/staff';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import type { CourseTemplateInput } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useCatalogProducts, useMayEditCatalog } from '../catalog/use-catalog';
import retry from '../layout/retry.module.css';
import table from '../layout/table.module.css';
import { CourseForm } from './course-form';
import styles from './courses.module.css';

const QUIET = { quietErrors: true };

export function CoursesPage() {
  const { t } = useLingui();
  const mayEdit = useMayEditCatalog();
  if (!mayEdit)
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Courses</Trans>
        </h1>
        <p>{t`Courses are managed by the brand's admins.`}</p>
      </main>
    );
  return <CourseTemplates />;
}

function CourseTemplates() {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: CourseTemplatesDocument,
    requestPolicy: 'network-only',
    context: QUIET,
  });
  const { products } = useCatalogProducts();
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, save] = useMutation(SaveCourseTemplateDocument);
  const onSave = async (input: CourseTemplateInput) => {
    const { data: saved, error: refused } = await save({ input }, QUIET);
    if (refused) return showSnackbar({ message: errorText(refused), source: 'graphql' });
    const code = saved?.saveCourseTemplate.code ?? '';
    showSnackbar({ message: t`Course ${code} saved.`, color: 'success' });
    setEditing(saved?.saveCourseTemplate.id ?? null);
    reexecute({ requestPolicy: 'network-only' });
  };
  if (fetching && !data) return <PageLoading />;
  const course = data?.courseTemplates.find((c) => c.id === editing);
  const treatments = (products ?? []).filter((p) => p.type === 'course_treatment');
  const code = course?.code ?? '';
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Courses</Trans>
      </h1>
      {error && !data && (
        <LoadError
          retryClassName={retry.retry}
          message={errorText(error)}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
      {data && <CoursesTable courses={data.courseTemplates} onEdit={setEditing} />}
      <section aria-labelledby="course-form-title" className={styles.section}>
        <h2 id="course-form-title">{course ? t`Change course ${code}` : t`New course`}</h2>
        {course && (
          <button type="button" className={styles.button} onClick={() => setEditing(null)}>
            {t`Make a new course instead`}
          </button>
        )}
        {products && (
          <CourseForm
            key={editing ?? 'new'}
            course={course}
            treatments={treatments}
            busy={saving.fetching}
            onSave={onSave}
          />
        )}
      </section>
    </main>
  );
}

function CoursesTable(props: { courses: CourseTemplateFieldsFragment[]; onEdit: (id: string) => void }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  if (props.courses.length === 0) return <p role="status">{t`No course yet.`}</p>;
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Courses`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Code`}</th>
          <th scope="col">{t`Name`}</th>
          <th scope="col" className={table.amount}>{t`Sets`}</th>
          <th scope="col" className={table.amount}>{t`Treatments per set`}</th>
          <th scope="col" className={table.amount}>{t`Valid (days)`}</th>
          <th scope="col" className={table.amount}>{t`Owned by members`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Change`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.courses.map((c) => {
          const code = c.code;
          return (
            <tr key={c.id}>
              <td>{c.code}</td>
              <td>{c.name[locale]}</td>
              <td className={table.amount}>{c.volume}</td>
              <td className={table.amount}>{c.treatments_per_set}</td>
              <td className={table.amount}>{c.valid_days}</td>
              <td className={table.amount}>{c.owned}</td>
              <td>
                <button type="button" className={styles.button} onClick={() => props.onEdit(c.id)}>
                  {t`Change ${code}`}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
