import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Keypad } from './keypad';

function Typed({ maxLength }: { maxLength: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <output id="typed">{value}</output>
      <Keypad value={value} onChange={setValue} maxLength={maxLength} controls="typed" />
    </>
  );
}

function renderKeypad(maxLength = 4) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <Typed maxLength={maxLength} />
    </I18nProvider>,
  );
  const keypad = screen.getByRole('group', { name: 'Keypad' });
  const press = async (name: string) => userEvent.click(screen.getByRole('button', { name }));
  return { keypad, press, typed: () => document.getElementById('typed')?.textContent };
}

describe('the kiosk keypad', () => {
  it('types digits up to the limit, deletes the last and clears all', async () => {
    const { press, typed } = renderKeypad(4);
    for (const digit of ['0', '8', '1', '2', '3']) await press(digit);
    expect(typed()).toBe('0812');
    await press('Delete the last digit');
    expect(typed()).toBe('081');
    await press('Clear');
    expect(typed()).toBe('');
  });

  it('names every key for screen readers and ties it to the field it types into', () => {
    const { keypad } = renderKeypad();
    const keys = keypad.querySelectorAll('button');
    expect(keys).toHaveLength(12);
    for (const key of keys) {
      expect(key).toHaveAttribute('aria-controls', 'typed');
      expect(key).toHaveAccessibleName();
    }
  });
});
