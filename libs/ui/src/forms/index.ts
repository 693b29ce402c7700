// The form kit (react-hook-form with the valibot resolver), its own entry point so that only the routes
// with a form load it: `@sabai/ui` is in every app's entry chunk, this is not.
export { CodeEntry, PhoneCodeFields } from './code-entry';
export type { CodeEntryProps, PhoneCodeFieldsProps } from './code-entry';
export { ErrorList } from './error-list';
export { useFieldMessage } from './field-messages';
export { Form, useErrorText } from './form';
export { useLoginRefusal } from './login-refusal';
export type { DescribeError, FormProps } from './form';
export { FormField } from './form-field';
export type { FieldControlProps, FormFieldProps } from './form-field';
export { schemaResolver, useSchemaForm } from './use-schema-form';
export type { UseSchemaFormOptions } from './use-schema-form';
export { SubmitButton } from './submit-button';
export { TaxInvoiceFields } from './tax-invoice-fields';
export type { TaxInvoiceFieldsProps } from './tax-invoice-fields';
export type { SubmitButtonProps } from './submit-button';
