import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogProductFieldsFragment, CourseTemplateFieldsFragment } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const courseTreatment = (id: string, code: string, en: string): CatalogProductFieldsFragment => ({
  id,
  code,
  type: 'course_treatment',
  name: { en, th: en, zh: en },
  description: { en: '', th: '', zh: '' },
  duration: 60,
  price: 0,
  tags: [],
  is_force_select: false,
  is_onsen_fee: false,
  is_use_oil_material: false,
  is_must_after_onsen: false,
  branch_ids: ['sukhumvit'],
  bundle_item_ids: [],
  image: null,
});
const thai = courseTreatment('yu-course-thai-60', 'CT01', 'Thai massage (course)');
const aroma = courseTreatment('yu-course-aroma-90', 'CT02', 'Aromatherapy (course)');

const owned: CourseTemplateFieldsFragment = {
  id: 'yu-course-thai-10',
  code: 'YC01',
  name: { en: 'Thai Massage 10 sessions', th: 'คอร์สนวดแผนไทย 10 ครั้ง', zh: '泰式按摩 10次疗程卡' },
  volume: 10,
  treatments_per_set: 1,
  valid_days: 365,
  items: ['yu-course-thai-60'],
  owned: 3,
};

const api = {
  StaffMe: { staffMe: brandAdmin },
  CatalogProducts: { catalogProducts: [thai, aroma] },
  CourseTemplates: { courseTemplates: [owned] },
};

describe('course templates', () => {
  it('makes a course of the brand’s course treatments, refusing bad numbers first', async () => {
    const view = await renderAdmin('/admin/courses', {
      ...api,
      SaveCourseTemplate: { saveCourseTemplate: { ...owned, id: 'new', code: 'YC03', owned: 0 } },
    });
    const row = await screen.findByRole('row', { name: /YC01/ });
    expect(within(row).getByText('3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), 'yc03');
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Aroma 5 sessions');
    await userEvent.type(screen.getByLabelText('Name (Thai)'), 'คอร์สอโรมา 5 ครั้ง');
    await userEvent.type(screen.getByLabelText('Name (Chinese)'), '芳香按摩 5次');
    await userEvent.clear(screen.getByLabelText('Sets sold in one course'));
    await userEvent.type(screen.getByLabelText('Sets sold in one course'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save the course' }));
    expect(await screen.findByText('Whole sets from 1 to 1,000.')).toBeInTheDocument();
    expect(screen.getByText("Tick one to twenty of the brand's course treatments.")).toBeInTheDocument();
    expect(sent(view.operations, 'SaveCourseTemplate')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Sets sold in one course'));
    await userEvent.type(screen.getByLabelText('Sets sold in one course'), '5');
    await userEvent.click(screen.getByLabelText('CT02 · Aromatherapy (course)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the course' }));
    await waitFor(() => expect(sent(view.operations, 'SaveCourseTemplate')).toHaveLength(1));
    expect(sent(view.operations, 'SaveCourseTemplate')[0]?.variables).toEqual({
      input: {
        id: null,
        code: 'YC03',
        name: { en: 'Aroma 5 sessions', th: 'คอร์สอโรมา 5 ครั้ง', zh: '芳香按摩 5次' },
        volume: 5,
        treatments_per_set: 1,
        valid_days: 365,
        items: ['yu-course-aroma-90'],
      },
    });
  });

  it('changes the validity of a course members own, keeping its set size and treatments', async () => {
    const view = await renderAdmin('/admin/courses', {
      ...api,
      SaveCourseTemplate: { saveCourseTemplate: { ...owned, valid_days: 400 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change YC01' }));
    expect(screen.getByRole('heading', { name: 'Change course YC01' })).toBeInTheDocument();
    expect(
      screen.getByText('3 members own this course: its set size and treatments stay as sold.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('CT01 · Thai massage (course)')).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Valid for (days from purchase)'));
    await userEvent.type(screen.getByLabelText('Valid for (days from purchase)'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save the course' }));
    await waitFor(() =>
      expect(sent(view.operations, 'SaveCourseTemplate')[0]?.variables).toEqual({
        input: { ...owned, owned: undefined, valid_days: 400 },
      }),
    );
  });
});
