import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const cookies = {
  rule: 'cookies',
  version: '2026-11-20',
  published_at: '2026-11-20T03:00:00.000Z',
  body: { en: 'Cookies we need.', th: 'คุกกี้ที่จำเป็น', zh: '必要的 Cookie。' },
};

describe('the legal texts', () => {
  it('shows each rule’s current version, starts a new one from it, and publishes it in three languages', async () => {
    const view = await renderAdmin('/admin/legal', {
      StaffMe: { staffMe: brandAdmin },
      LegalTexts: { legalTexts: [cookies] },
      PublishLegalText: { publishLegalText: { ...cookies, version: '2026-11-26' } },
    });
    const terms = await screen.findByRole('region', { name: 'Terms of service' });
    expect(terms).toHaveTextContent('The built-in text stands until you publish one.');
    const cookie = screen.getByRole('region', { name: 'Cookie policy' });
    expect(cookie).toHaveTextContent('Current version: 2026-11-20');
    expect(within(cookie).getByLabelText('Text (Thai)')).toHaveValue('คุกกี้ที่จำเป็น');

    await userEvent.type(within(terms).getByLabelText('Text (English)'), 'Arrive 15 minutes early.');
    await userEvent.click(within(terms).getByRole('button', { name: 'Publish as a new version' }));
    expect(await within(terms).findAllByText('Write the text in every language.')).toHaveLength(2);
    expect(sent(view.operations, 'PublishLegalText')).toHaveLength(0);

    await userEvent.type(
      within(cookie).getByLabelText('Text (English)'),
      '{enter}{enter}With consent, we count visits.',
    );
    await userEvent.click(within(cookie).getByRole('button', { name: 'Publish as a new version' }));
    await waitFor(() =>
      expect(sent(view.operations, 'PublishLegalText')[0]?.variables).toEqual({
        rule: 'cookies',
        body: {
          en: 'Cookies we need.\n\nWith consent, we count visits.',
          th: 'คุกกี้ที่จำเป็น',
          zh: '必要的 Cookie。',
        },
      }),
    );
    expect(await screen.findByText('Published as version 2026-11-26.')).toBeInTheDocument();
  });
});
