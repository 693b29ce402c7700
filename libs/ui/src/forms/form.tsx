import { createContext, use, type ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from './field-messages';

/** A field's error text for a validation code, or undefined for the kit's usual sentence. */
export type DescribeError = (field: string, code: string) => string | undefined;

const DescribeErrorContext = createContext<DescribeError | undefined>(undefined);

/** The text shown for a field's error code: the form's own wording first, then the kit's sentences. */
export function useErrorText(): (field: string, code: string) => string {
  const describe = use(DescribeErrorContext);
  const message = useFieldMessage();
  return (field, code) => describe?.(field, code) ?? message(code);
}

export interface FormProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Runs with the schema's output once every field is valid; the submit button waits for it. */
  onSubmit: (values: TOutput) => unknown;
  onInvalid?: ((errors: FieldErrors<TValues>) => void) | undefined;
  describe?: DescribeError | undefined;
  className?: string | undefined;
  /** The form's name for screen readers (a landmark among several forms), as a text or a heading's id. */
  label?: string | undefined;
  labelledBy?: string | undefined;
  children: ReactNode;
}

/** A `<form>` of the kit: the browser's own checks off (the schema's apply), the fields in context. */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  describe,
  className,
  label,
  labelledBy,
  children,
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <DescribeErrorContext value={describe}>
        <form
          className={className}
          aria-label={label}
          aria-labelledby={labelledBy}
          noValidate
          onSubmit={(e) =>
            void form.handleSubmit(async (values) => void (await onSubmit(values)), onInvalid)(e)
          }
        >
          {children}
        </form>
      </DescribeErrorContext>
    </FormProvider>
  );
}
