import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';

export interface UseSchemaFormOptions<TValues extends FieldValues, TOutput> {
  /** A schema of libs/validation: the same rules the server applies to the call the form makes. */
  schema: v.GenericSchema<unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** From the inputs' strings to what the schema reads (a number, null for an empty optional). */
  toInput?: (values: TValues) => unknown;
}

/** The valibot resolver, reading the form's values through `toInput`; errors keep the fields' names. */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
  toInput: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, TOutput> {
  const resolve = valibotResolver(schema as v.GenericSchema<FieldValues, TOutput>);
  return (values, context, options) =>
    resolve(toInput(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<TValues, unknown, TOutput>
    >;
}

/**
 * A form checked by a schema on submit. Errors stay as they are until the next submit (no checking while
 * typing), and the first field in error takes the focus: how the forms behaved before the kit.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
  toInput,
}: UseSchemaFormOptions<TValues, TOutput>): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    resolver: schemaResolver(schema, toInput),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Every problem at once, as the server reports them: with the default ('firstError') the resolver stops
    // a field's checks at its first problem, and a check across fields (the password confirmation) never
    // runs while another field is wrong.
    criteriaMode: 'all',
    shouldFocusError: true,
  });
}
