// The new-booking form (docs/product-rules.md, Bookings made by staff): the form kit checks the values with
// staffBookingInputSchema (the refusals at their fields, the first one focused), the branch's products, the
// group request it starts from, and createStaffBooking, whose booking the desk then opens.
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { BranchProductsDocument, CreateStaffBookingDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { useFieldMessage, useSchemaForm } from '@sabai/ui/forms';
import { staffBookingInputSchema } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch, type FieldError, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { todayIn } from '../day/day-date';
import { fieldRefusals } from '../forms/field-refusals';
import { useAdminContext, type AdminContext } from '../session/admin-context';
import {
  emptyGuest,
  nextQuarter,
  quarterHours,
  toInput,
  withGuestCount,
  type NewBookingForm,
  type NewBookingValues,
} from './booking-draft';
import { isShownField, REFUSAL_FIELDS, useDraftErrorText } from './draft-errors';
import { useGroupRequestPrefill } from './use-group-request-prefill';
import { useMemberPrefill } from './use-member-prefill';

function firstValues({ branch, branches }: AdminContext, now: Date): NewBookingValues {
  const at = branch ?? branches[0];
  const zone = at?.time_zone ?? 'Asia/Bangkok';
  const times = at ? quarterHours(at.open_time.slice(0, 5), at.close_time.slice(0, 5)) : [];
  const soonest = nextQuarter(zone, now);
  return {
    branch_id: at?.id ?? '',
    date: todayIn(zone, now),
    time: times.find((time) => time >= soonest) ?? times[0] ?? soonest,
    guests: [emptyGuest()],
    contact_name: '',
    contact_phone: '',
    contact_email: '',
    member_id: '',
    promo_code: '',
    request: '',
    group_request_id: '',
  };
}

export function useNewBooking() {
  const context = useAdminContext();
  const [params] = useSearchParams();
  const [defaultValues] = useState(() => firstValues(context, new Date()));
  const form: NewBookingForm = useSchemaForm({ schema: staffBookingInputSchema, defaultValues, toInput });
  const guests = useFieldArray({ control: form.control, name: 'guests' });
  const branchId = useWatch({ control: form.control, name: 'branch_id' });
  const prefill = useGroupRequestPrefill(params.get('request'), form);
  const member = useMemberPrefill(params.get('member'), context.branch?.id, form);
  useFollowPickedBranch(context.branch?.id, form);
  const [products, reloadProducts] = useQuery({
    query: BranchProductsDocument,
    variables: { branch_id: branchId },
    pause: !branchId,
  });
  const setGuestCount = (count: number) => {
    const n = withGuestCount([], count).length;
    const shown = guests.fields.length;
    if (n > shown) guests.append(withGuestCount([], n - shown), { shouldFocus: false });
    else if (n < shown) guests.remove(Array.from({ length: shown - n }, (_, i) => n + i));
  };
  return {
    context,
    form,
    branchId,
    guests: guests.fields,
    setGuestCount,
    menu: products.data?.branchProducts ?? [],
    products,
    reloadProducts,
    request: prefill.request,
    member,
    submit: useCreateBooking(form),
    onInvalid: useSayUnshownRefusal(),
  };
}

/** createStaffBooking, then the booking opens; a refusal at its field, or in the snackbar. */
function useCreateBooking(form: NewBookingForm) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [, create] = useMutation(CreateStaffBookingDocument);
  return async () => {
    // The values as typed: the server's schema normalises them itself (the phone's digits, the e-mail's case).
    const result = await create({ input: toInput(form.getValues()) }, { quietErrors: true });
    const booking = result.data?.createStaffBooking;
    if (result.error) {
      const refusals = fieldRefusals(result.error, REFUSAL_FIELDS, isShownField);
      if (refusals.length === 0) showSnackbar({ message: errorText(result.error), source: 'graphql' });
      refusals.forEach(({ field, message }, i) =>
        form.setError(field as FieldPath<NewBookingValues>, { message }, { shouldFocus: i === 0 }),
      );
      return;
    }
    if (!booking) return;
    showSnackbar({ message: t`Booking held. Take the payment or send a payment link.`, color: 'success' });
    void navigate(`/booking/${booking.id}`);
  };
}

/** A refusal with no field on the page (a group request's id) is said in the snackbar. */
function useSayUnshownRefusal() {
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const describe = useDraftErrorText();
  const fieldMessage = useFieldMessage();
  return (errors: FieldErrors<NewBookingValues>) => {
    const unshown = Object.entries(errors).find(([field]) => field !== 'guests' && !isShownField(field));
    const code = (unshown?.[1] as FieldError | undefined)?.message;
    if (unshown && code)
      showSnackbar({ message: describe(unshown[0], code) ?? fieldMessage(code), color: 'error' });
  };
}

/** The header's branch picker moves the form along, unless a group request named the branch. */
function useFollowPickedBranch(pickedBranch: string | undefined, form: NewBookingForm) {
  useEffect(() => {
    const values = form.getValues();
    if (!pickedBranch || values.group_request_id || values.branch_id === pickedBranch) return;
    form.setValue('branch_id', pickedBranch);
    // Another branch has another menu: the treatments are chosen again.
    values.guests.forEach((_, i) => form.setValue(`guests.${i}.treatments`, []));
  }, [pickedBranch, form]);
}
