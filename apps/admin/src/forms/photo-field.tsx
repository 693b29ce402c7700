// A photo field (docs/product-rules.md, Photos): chosen from the computer or phone, uploaded at once (the server
// judges the file by its content and makes its sizes), shown, and saved with the form that holds its id; where
// the form allows it, taken away. Products and the brand's logo use it.
import { useLingui } from '@lingui/react/macro';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { failureText } from '../session/staff-auth-api';
import { MAX_PHOTO_BYTES, uploadPhoto } from './upload-photo';
import styles from './photo-field.module.css';

interface Props<V extends FieldValues> {
  /** The form's field that holds the photo's id, or null for none. */
  name: Path<V>;
  /** The photo shown before anything is uploaded. */
  currentSrc: string | null;
  legend: string;
  /** What the photo shows, for screen readers. */
  alt: string;
  /** Whether the form may have no photo (a product may; a logo is replaced, never taken away). */
  removable: boolean;
}

export function PhotoField<V extends FieldValues>({ name, currentSrc, legend, alt, removable }: Props<V>) {
  const { t } = useLingui();
  const inputId = useId();
  const locale = useAtomValue(localeAtom);
  const { watch, setValue } = useFormContext<V>();
  const imageId = watch(name) as string | null;
  const [preview, setPreview] = useState(currentSrc);
  const [status, setStatus] = useState('');
  const choose = (id: string | null) => setValue(name, id as PathValue<V, Path<V>>, { shouldDirty: true });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setStatus(t`The photo is larger than 8 MB.`);
    setStatus(t`Uploading the photo…`);
    try {
      const image = await uploadPhoto(file, locale);
      choose(image.id);
      setPreview(image.src);
      setStatus(t`Photo ready: save to show it.`);
    } catch (error) {
      setStatus(failureText(error, t`The photo could not be uploaded.`));
    }
  };

  const shown = removable ? imageId !== null && imageId !== '' && preview : preview;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {shown ? <img src={shown} alt={alt} className={styles.preview} /> : <p>{t`No photo.`}</p>}
      <label htmlFor={inputId}>{t`Choose a photo (JPEG, PNG, WebP, AVIF or HEIC, up to 8 MB)`}</label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
        onChange={(event) => void upload(event)}
      />
      {removable && imageId && (
        <button type="button" className={styles.remove} onClick={() => choose(null)}>
          {t`Take the photo away`}
        </button>
      )}
      <p role="status">{status}</p>
    </fieldset>
  );
}
