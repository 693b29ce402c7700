import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { chooseKioskBranch, KIOSK_BRANCH_KEY } from './kiosk-branch';

// Storage can be unavailable (private mode, locked-down kiosk browsers): then nothing is remembered.
function readRemembered(): string | null {
  try {
    return window.localStorage.getItem(KIOSK_BRANCH_KEY);
  } catch {
    return null;
  }
}

function remember(id: string): void {
  try {
    window.localStorage.setItem(KIOSK_BRANCH_KEY, id);
  } catch {
    // Not remembered; the URL still decides while it carries ?branch=.
  }
}

/** The kiosk's branch among `branches` (undefined while they load), remembering a valid ?branch=. */
export function useKioskBranch<B extends { id: string }>(branches: readonly B[] | undefined): B | undefined {
  const [params] = useSearchParams();
  const fromUrl = params.get('branch');
  const branch = branches ? chooseKioskBranch(branches, fromUrl, readRemembered()) : undefined;
  const chosenFromUrl = branch !== undefined && branch.id === fromUrl;

  useEffect(() => {
    if (chosenFromUrl && fromUrl) remember(fromUrl);
  }, [chosenFromUrl, fromUrl]);

  return branch;
}
