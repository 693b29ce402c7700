// The cookie banner that the server writes into the page, so that a new visitor sees it with the HTML
// (docs/architecture.md, Serving the apps). The app takes it over instead of drawing its own: the same text
// drawn again later would be a new element, and the largest paint would wait for the scripts again.
import { useLingui } from '@lingui/react';
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';

const ID = 'sabai-cookie-banner';

/** Removes the page's banner: for the pages whose layout has none. */
export function removeFirstPaintBanner(): void {
  document.getElementById(ID)?.remove();
}

/**
 * Gives the page's banner working buttons and link, and removes it once it is not to be shown. Returns
 * whether it serves: not when the page had none, nor after a change of language (its text is the page's).
 */
export function useFirstPaintBanner(shown: boolean, choose: (analytics: boolean) => void): boolean {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [element] = useState(() => document.getElementById(ID));
  const serves = !!element?.isConnected && element.dataset['locale'] === i18n.locale && shown;
  useLayoutEffect(() => {
    if (!element) return;
    if (!serves) {
      element.remove();
      return;
    }
    const [necessary, accept] = element.querySelectorAll('button');
    const link = element.querySelector('a');
    if (!necessary || !accept || !link) return;
    necessary.disabled = false;
    accept.disabled = false;
    // The layout drops the app's banner once a choice is made, before this effect could see it.
    necessary.onclick = () => {
      choose(false);
      element.remove();
    };
    accept.onclick = () => {
      choose(true);
      element.remove();
    };
    link.onclick = (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate('/legal/cookies');
    };
  });
  return serves;
}
