import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { CodeEntry } from './code-entry';
import { ErrorList } from './error-list';
import { Form } from './form';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { useSchemaForm } from './use-schema-form';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name.required')),
  guests: v.pipe(v.number(), v.minValue(7, 'guest_count.invalid')),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'code.invalid')),
});
type Values = { name: string; guests: string; code: string };

function Example({ onSubmit }: { onSubmit: (value: v.InferOutput<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm<Values, v.InferOutput<typeof schema>>({
    schema,
    defaultValues: { name: '', guests: '2', code: '' },
    toInput: (values) => ({ ...values, guests: Number(values.guests) }),
  });
  return (
    <Form
      form={form}
      onSubmit={async (value) => {
        await onSubmit(value);
        form.setError('root', { message: 'Refused by the server' });
      }}
      describe={(field) => (field === 'guests' ? 'Groups of 7 or more guests.' : undefined)}
    >
      <FormField name="name" id="example-name" label="Name" />
      <FormField name="guests" id="example-guests" label="Guests" />
      <CodeEntry id="example-code" sentRef="K7QX" />
      <ErrorList />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

function setup(onSubmit: jest.Mock<Promise<void>> = jest.fn(async () => undefined)) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <Example onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return onSubmit;
}

describe('the form kit', () => {
  it('names each error under its field, tied to it, and focuses the first one', async () => {
    const onSubmit = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Please enter a name.');
    expect(screen.getByLabelText('Guests')).toHaveAccessibleDescription('Groups of 7 or more guests.');
    expect(screen.getByLabelText('Code from the SMS (ref. K7QX)')).toHaveAccessibleDescription(
      'Must be 6 characters',
    );
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps an error until the next submit, then sends the schema output', async () => {
    const onSubmit = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Name'), ' Nok ');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('Guests'));
    await userEvent.type(screen.getByLabelText('Guests'), '12');
    await userEvent.type(screen.getByLabelText(/Code from the SMS/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Nok', guests: 12, code: '123456' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused by the server');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('disables the submit button while the submit runs', async () => {
    let finish = () => undefined as void;
    setup(jest.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await userEvent.type(screen.getByLabelText('Name'), 'Nok');
    await userEvent.clear(screen.getByLabelText('Guests'));
    await userEvent.type(screen.getByLabelText('Guests'), '8');
    await userEvent.type(screen.getByLabelText(/Code from the SMS/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });
});

const passwords = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.minLength(8, 'password.tooShort')),
    password_confirmation: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'password_confirmation.mismatch',
    ),
    ['password_confirmation'],
  ),
);
type PasswordValues = { password: string; password_confirmation: string };

function Passwords() {
  const form = useSchemaForm<PasswordValues, v.InferOutput<typeof passwords>>({
    schema: passwords,
    defaultValues: { password: 'short', password_confirmation: 'different' },
  });
  return (
    <Form form={form} onSubmit={async () => undefined}>
      <FormField name="password" id="example-password" label="Password" />
      <FormField name="password_confirmation" id="example-confirmation" label="Confirm password" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

it('reports a check across fields while another field is wrong too, as the server would', async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <Passwords />
    </I18nProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const confirmation = screen.getByLabelText('Confirm password');
  await waitFor(() => expect(confirmation).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(confirmation).toHaveAccessibleDescription('Confirmation password is different from password');
});
