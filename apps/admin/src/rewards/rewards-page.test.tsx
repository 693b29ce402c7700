import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});
const deskStaff = aStaff({
  name: 'Sukhumvit Desk',
  grants: [{ role: 'branch_staff', brand_ids: [], branch_ids: ['yuzen-sukhumvit'] }],
});

const rewards = {
  tiers: [
    { tier_id: 'basic', name: 'Basic', percent: 0 },
    { tier_id: 'gold', name: 'Gold', percent: 10 },
  ],
  points_rates: [{ points: 100, value: 50 }],
};

describe('member rewards', () => {
  it('refuses a percent over 100 and two rates of the same points, then sends baht', async () => {
    const view = await renderAdmin('/admin/rewards', {
      StaffMe: { staffMe: brandAdmin },
      MemberRewards: { memberRewards: rewards },
      UpdateMemberRewards: { updateMemberRewards: rewards },
    });
    const gold = await screen.findByLabelText('Gold (%)');
    expect(gold).toHaveValue('10');
    expect(screen.getByLabelText('Pay (THB, rate 1)')).toHaveValue('50.00');
    await userEvent.clear(gold);
    await userEvent.type(gold, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Add a rate' }));
    expect(screen.getByLabelText('Points (rate 2)')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Points (rate 2)'), '100');
    await userEvent.type(screen.getByLabelText('Pay (THB, rate 2)'), '120.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole percent from 0 to 100.')).toBeInTheDocument();
    await userEvent.clear(gold);
    await userEvent.type(gold, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Two rates have the same points.')).toBeInTheDocument();
    expect(sent(view.operations, 'UpdateMemberRewards')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Points (rate 2)'));
    await userEvent.type(screen.getByLabelText('Points (rate 2)'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateMemberRewards')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateMemberRewards')[0]?.variables).toEqual({
      input: {
        tiers: [
          { tier_id: 'basic', percent: 0 },
          { tier_id: 'gold', percent: 12 },
        ],
        points_rates: [
          { points: 100, value: 50 },
          { points: 250, value: 120.5 },
        ],
      },
    });
  });

  it('removes a rate, and says who manages rewards to branch staff', async () => {
    const view = await renderAdmin('/admin/rewards', {
      StaffMe: { staffMe: brandAdmin },
      MemberRewards: { memberRewards: rewards },
      UpdateMemberRewards: { updateMemberRewards: { ...rewards, points_rates: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove rate 1' }));
    expect(screen.getByText('No rates: members cannot pay with points at this brand.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(view.operations, 'UpdateMemberRewards')[0]?.variables).toMatchObject({
        input: { points_rates: [] },
      }),
    );
    view.unmount();
    await renderAdmin('/admin/rewards', { StaffMe: { staffMe: deskStaff } });
    expect(await screen.findByText("Member rewards are managed by the brand's admins.")).toBeInTheDocument();
  });
});
