import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ApiCourse } from '@sabai/booking-journey';
import type { GuestDraft } from '@sabai/state';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CourseList } from './course-list';

const course: ApiCourse = {
  id: 'c-9',
  name: 'Thai massage × 10',
  type: 'course',
  code: 'C10',
  volume_total: 10,
  volume_used: 3,
  volume_available: 7,
  treatments_per_set: 1,
  expired_at: '2027-11-26',
  bundle: [
    {
      id: 'thai-60',
      code: 'TR01',
      name: 'Thai massage 60 min',
      description: '',
      duration: 60,
      type: 'course_treatment',
      price: 0,
      tags: [],
    },
  ],
};

const guest = (treatments: string[]): GuestDraft => ({
  no: 1,
  name: '',
  treatments,
  start: { onsen: null, spa: null },
});

function renderList(treatments: string[], promoCode = '') {
  const onToggle = jest.fn();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <CourseList guest={guest(treatments)} courses={[course]} promoCode={promoCode} onToggle={onToggle} />
    </I18nProvider>,
  );
  return onToggle;
}

describe("the kiosk's course list", () => {
  it("adds the course's treatment as a course item, and shows what is left", async () => {
    const onToggle = renderList([]);
    expect(screen.getByRole('heading', { name: 'Your courses' })).toBeVisible();
    expect(screen.getByText('7 of 10 left · 1 per set')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Thai massage 60 min (from your course)' }));
    expect(onToggle).toHaveBeenCalledWith('Rthai-60:Cc-9');
  });

  it('shows a chosen item pressed', () => {
    renderList(['Rthai-60:Cc-9']);
    expect(screen.getByRole('button', { name: /from your course/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no course item with a promo code', () => {
    renderList([], 'WELCOME10');
    expect(screen.getByRole('button', { name: /from your course/ })).toBeDisabled();
    expect(screen.getByText('A promo code cannot be combined with courses.')).toBeVisible();
  });
});
