// A new ad starts from its photo: chosen, uploaded (the server judges it and makes its sizes), then titled.
import { useLingui } from '@lingui/react/macro';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useState, type ChangeEvent } from 'react';
import { MAX_PHOTO_BYTES, uploadPhoto } from '../forms/upload-photo';
import { failureText } from '../session/staff-auth-api';
import type { AdValues } from './kiosk-form-values';
import styles from './kiosk-screens.module.css';

export function AddAd({ onAdd }: { onAdd: (ad: AdValues) => void }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [status, setStatus] = useState('');
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setStatus(t`The photo is larger than 8 MB.`);
    setStatus(t`Uploading the photo…`);
    try {
      const photo = await uploadPhoto(file, locale);
      onAdd({
        image_id: photo.id,
        image: photo.src,
        title: { en: '', th: '', zh: '' },
        body: { en: '', th: '', zh: '' },
        first_day: '',
        last_day: '',
      });
      setStatus(t`Ad added: give it a title, then save.`);
      input.value = '';
    } catch (error) {
      setStatus(failureText(error, t`The photo could not be uploaded.`));
    }
  };
  return (
    <div className={styles.addAd}>
      <label htmlFor="ad-photo">{t`Add an ad with a photo (JPEG, PNG, WebP, AVIF or HEIC, up to 8 MB)`}</label>
      <input
        id="ad-photo"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
        onChange={(e) => void add(e)}
      />
      <p role="status">{status}</p>
    </div>
  );
}
