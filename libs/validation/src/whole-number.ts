// A whole number within bounds, refused as `<field>.invalid`: the admin settings' counts, percents and days.
import * as v from 'valibot';

export const wholeNumber = (field: string, min: number, max: number) =>
  v.pipe(
    v.number(`${field}.invalid`),
    v.integer(`${field}.invalid`),
    v.minValue(min, `${field}.invalid`),
    v.maxValue(max, `${field}.invalid`),
  );
