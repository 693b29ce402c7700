import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const setup = {
  staffTotpBegin: {
    otpauth_url: 'otpauth://totp/Sabai:desk%40yuzen.test?secret=JBSWY3DPEHPK3PXP&issuer=Sabai',
    qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
  },
};
const codes = Array.from({ length: 10 }, (_, i) => `rc-${i}-abcdef`);

async function startSetup() {
  await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
  return screen.findByRole('heading', { name: 'Scan the code with your authenticator app' });
}

describe('the account page', () => {
  it('enrols: QR code and key, the code confirmed, the recovery codes shown once', async () => {
    const view = await renderAdmin('/admin/account', {
      StaffTotpBegin: setup,
      StaffTotpConfirm: { staffTotpConfirm: codes },
    });
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    await waitFor(async () => expect(await startSetup()).toHaveFocus());
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      setup.staffTotpBegin.qr_data_url,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Six-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getByText(/Two-step sign-in is on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(sent(view.operations, 'StaffTotpConfirm')[0]?.variables).toEqual({ code: '123456' });
  });

  it('refuses a code that is not six digits before asking the server', async () => {
    const view = await renderAdmin('/admin/account', { StaffTotpBegin: setup });
    await startSetup();
    await userEvent.type(screen.getByLabelText('Six-digit code'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Six-digit code')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(sent(view.operations, 'StaffTotpConfirm')).toHaveLength(0);
  });

  it("says the server's otp.invalid at the code field", async () => {
    await renderAdmin('/admin/account', {
      StaffTotpBegin: setup,
      StaffTotpConfirm: { error: { code: 'otp.invalid', message: 'OTP invalid or expired' } },
    });
    await startSetup();
    await userEvent.type(screen.getByLabelText('Six-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Six-digit code')).toHaveAccessibleDescription('OTP invalid or expired'),
    );
    expect(screen.getByLabelText('Six-digit code')).toHaveFocus();
  });

  it('shows other refusals in the snackbar', async () => {
    await renderAdmin('/admin/account', {
      StaffTotpBegin: { error: { code: 'staff.totpEnabled', message: 'Two-step sign-in is on already.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByText('Two-step sign-in is on already.')).toBeInTheDocument();
  });

  it('says so when two-step sign-in is on, with no set-up button', async () => {
    await renderAdmin('/admin/account', { StaffMe: { staffMe: aStaff({ totp_enabled: true }) } });
    expect(await screen.findByText(/Two-step sign-in is on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).not.toBeInTheDocument();
  });
});
