// A course template's form as strings (docs/product-rules.md, Courses), and how it becomes the schema's input.
import type { CourseTemplateFieldsFragment } from '@sabai/graphql/staff';
import { checkedValues, typedWhole } from '../forms/typed-values';

export interface CourseFormValues {
  code: string;
  name: { en: string; th: string; zh: string };
  volume: string;
  treatments_per_set: string;
  valid_days: string;
  items: string[] | string | boolean;
}

export function valuesOf(course: CourseTemplateFieldsFragment | undefined): CourseFormValues {
  return {
    code: course?.code ?? '',
    name: course ? { ...course.name } : { en: '', th: '', zh: '' },
    volume: course ? String(course.volume) : '10',
    treatments_per_set: course ? String(course.treatments_per_set) : '1',
    valid_days: course ? String(course.valid_days) : '365',
    items: course ? [...course.items] : [],
  };
}

export function toInput(values: CourseFormValues, id: string | null) {
  return {
    id,
    code: values.code,
    name: values.name,
    volume: typedWhole(values.volume),
    treatments_per_set: typedWhole(values.treatments_per_set),
    valid_days: typedWhole(values.valid_days),
    items: checkedValues(values.items),
  };
}
