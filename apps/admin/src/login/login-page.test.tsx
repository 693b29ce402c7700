import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff } from '../testing/builders';
import { fakeFetch, renderAdmin } from '../testing/render-admin';

const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { statusCode: status, error: 'Unauthorized', code, message },
});

async function signIn(email = 'desk@yuzen.test', password = 'Sabai-2026') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the staff sign-in', () => {
  it('asks for the six-digit code when the server answers staff.codeRequired, then sends it', async () => {
    const calls = fakeFetch([
      refusal(401, 'staff.codeRequired', 'Enter the code from your authenticator app.'),
      { status: 200, body: { staff: aStaff() } },
    ]);
    const view = await renderAdmin('/admin/login?return=%2Fbooking%2Fb1');
    expect(screen.queryByLabelText('Six-digit code')).not.toBeInTheDocument();
    await signIn();
    const code = await screen.findByLabelText('Six-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('Enter the code from your authenticator app.');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.location()).toBe('/admin/booking/b1'));
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/login', '/api/admin/login']);
    expect(calls[1]?.body).toEqual({ email: 'desk@yuzen.test', password: 'Sabai-2026', code: '123456' });
  });

  it('says a wrong code at the code field', async () => {
    fakeFetch([
      refusal(401, 'staff.codeRequired', 'Enter the code from your authenticator app.'),
      refusal(401, 'otp.invalid', 'OTP invalid or expired'),
    ]);
    await renderAdmin('/admin/login');
    await signIn();
    await userEvent.type(await screen.findByLabelText('Six-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Six-digit code')).toHaveAccessibleDescription('OTP invalid or expired'),
    );
  });

  it.each([
    ['login.failed', 401, 'The e-mail or password is incorrect.'],
    ['login.tooManyAttempts', 429, 'Too many attempts. Please try again later.'],
  ])('shows %s in the form, as the server words it', async (code, status, message) => {
    const calls = fakeFetch([refusal(status, code, message)]);
    await renderAdmin('/admin/login');
    await signIn('Desk@Yuzen.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls[0]?.body).toEqual({ email: 'desk@yuzen.test', password: 'Sabai-2026' });
  });

  it('checks the fields before calling the server', async () => {
    const calls = fakeFetch([]);
    await renderAdmin('/admin/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Please enter a valid e-mail address.',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter the password.');
    expect(calls).toEqual([]);
  });

  it('goes to the day sheet after signing in without a return path', async () => {
    fakeFetch([{ status: 200, body: { staff: aStaff() } }]);
    const view = await renderAdmin('/admin/login');
    await signIn();
    await waitFor(() => expect(view.location()).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: /Yuzen Sukhumvit/ })).toBeInTheDocument();
  });
});
