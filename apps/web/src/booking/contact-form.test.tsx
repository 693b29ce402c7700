import { bookingAtom, userAtom, type SessionUser } from '@sabai/state';
import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../testing/render-route';
import { ContactForm } from './contact-form';

function setup() {
  const onSubmit = jest.fn(async () => undefined);
  const view = renderRoutes(
    [{ path: '/book/contact', element: <ContactForm busy={false} onSubmit={onSubmit} /> }],
    '/book/contact',
  );
  return { ...view, onSubmit };
}

// Only the fields the contact step reads; the rest of the profile does not matter here.
const member = {
  first_name: 'Nok',
  last_name: 'Sabai',
  phone: '0812345678',
  email: 'nok@example.com',
} as SessionUser;

describe('ContactForm', () => {
  it('names the wrong fields, focuses the first, and keeps the typing in the draft', async () => {
    const { store, onSubmit } = setup();
    await userEvent.type(screen.getByLabelText('Mobile phone'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Please enter a name.');
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      'Please enter a Thai mobile number, e.g. 081 234 5678.',
    );
    expect(store.get(bookingAtom).contact.phone).toBe('12');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the tax invoice only when asked for, and sends the normalised contact', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText('Name'), ' Nok ');
    await userEvent.type(screen.getByLabelText('Mobile phone'), '081-234-5678');
    await userEvent.type(screen.getByLabelText('E-mail'), 'nok@example.com');
    await userEvent.click(screen.getByLabelText('I need a tax invoice'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tax ID (13 digits)')).toHaveAccessibleDescription(
        'Must be 13 digits with a valid check digit.',
      ),
    );
    await userEvent.click(screen.getByLabelText('I need a tax invoice'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Nok', phone: '0812345678', email: 'nok@example.com' }),
    );
  });

  it('fills a member’s details from the profile, even when it arrives later, and keeps them editable', async () => {
    const { store, onSubmit } = setup();
    act(() => store.set(userAtom, member));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Nok Sabai'));
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('0812345678');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nok@example.com');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ploy');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Ploy', phone: '0812345678', email: 'nok@example.com' }),
    );
    expect(store.get(bookingAtom).contact.name).toBe('Ploy');
  });
});
