import { useLingui } from '@lingui/react/macro';

/** Shown while a route's code loads: silent on screen (the progress bar covers it), said to screen readers. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div role="status" className="visually-hidden">
      {t`Loading`}
    </div>
  );
}
