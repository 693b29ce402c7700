// A product's photo (docs/product-rules.md, Photos): chosen from the computer or phone, uploaded at once (the
// server judges the file by its content and makes its sizes), shown, and saved with the product; or taken away.
import { useLingui } from '@lingui/react/macro';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { failureText } from '../session/staff-auth-api';
import { MAX_PHOTO_BYTES, uploadPhoto } from '../forms/upload-photo';
import type { ProductFormValues } from './product-form-values';
import styles from './catalog.module.css';

export function PhotoField({ current }: { current: { id: string; src: string } | null }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { watch, setValue } = useFormContext<ProductFormValues>();
  const imageId = watch('image_id');
  const [preview, setPreview] = useState(current?.src ?? null);
  const [status, setStatus] = useState('');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setStatus(t`The photo is larger than 8 MB.`);
    setStatus(t`Uploading the photo…`);
    try {
      const image = await uploadPhoto(file, locale);
      setValue('image_id', image.id, { shouldDirty: true });
      setPreview(`/media/${image.id}/320.webp`);
      setStatus(t`Photo ready: save to show it.`);
    } catch (error) {
      setStatus(failureText(error, t`The photo could not be uploaded.`));
    }
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t`Photo`}</legend>
      {imageId && preview ? (
        <img src={preview} alt={t`The product's photo`} className={styles.photoPreview} />
      ) : (
        <p>{t`No photo.`}</p>
      )}
      <label htmlFor="photo-file">{t`Choose a photo (JPEG, PNG, WebP, AVIF or HEIC, up to 8 MB)`}</label>
      <input
        id="photo-file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
        onChange={(event) => void upload(event)}
      />
      {imageId && (
        <button
          type="button"
          className={styles.removePhoto}
          onClick={() => setValue('image_id', null, { shouldDirty: true })}
        >
          {t`Take the photo away`}
        </button>
      )}
      <p role="status">{status}</p>
    </fieldset>
  );
}
