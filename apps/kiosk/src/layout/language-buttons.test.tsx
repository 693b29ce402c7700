import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { localeAtom, localeSwitchCountAtom } from '@sabai/state';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Provider as UrqlProvider } from 'urql';
import { fakeClient } from '../testing/fake-client';
import { defaultApi } from '../testing/render-kiosk';
import { LanguageButtons } from './language-buttons';

function setup() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = createStore();
  const { client } = fakeClient(defaultApi());
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <UrqlProvider value={client}>
          <LanguageButtons />
        </UrqlProvider>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('LanguageButtons', () => {
  it('offers the three languages, each named in its own language, as a named group', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toContainElement(button('English'));
    expect(button('ไทย')).toHaveAttribute('lang', 'th');
    expect(button('中文')).toHaveAttribute('lang', 'zh');
  });

  it('marks the current language as pressed', () => {
    setup();
    expect(button('English')).toHaveAttribute('aria-pressed', 'true');
    expect(button('ไทย')).toHaveAttribute('aria-pressed', 'false');
    expect(button('中文')).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the language, remembers it in the cookie and marks the new one', async () => {
    const store = setup();
    await act(async () => void fireEvent.click(button('ไทย')));
    await waitFor(() => expect(button('ไทย')).toHaveAttribute('aria-pressed', 'true'));
    expect(button('English')).toHaveAttribute('aria-pressed', 'false');
    expect(store.get(localeAtom)).toBe('th');
    expect(i18n.locale).toBe('th');
    expect(document.cookie).toContain('i18n_locale=th');
    expect(document.documentElement.lang).toBe('th');
  });

  it('does nothing when the current language is pressed again', async () => {
    const store = setup();
    await act(async () => void fireEvent.click(button('English')));
    expect(store.get(localeSwitchCountAtom)).toBe(0);
  });

  it('is reachable and usable by keyboard', () => {
    setup();
    for (const name of ['English', 'ไทย', '中文']) {
      const element = button(name);
      element.focus();
      expect(element).toHaveFocus();
      expect(element.tagName).toBe('BUTTON');
    }
  });
});
