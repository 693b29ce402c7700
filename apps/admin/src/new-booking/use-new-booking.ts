// The new-booking form's state and its submission (docs/product-rules.md, Bookings made by staff): the
// draft, the schema's refusals at their fields (the first one focused), the branch's products, the group
// request it starts from, and createStaffBooking, whose booking the desk then opens.
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { BranchProductsDocument, CreateStaffBookingDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { todayIn } from '../day/day-date';
import { useAdminContext, type AdminContext } from '../session/admin-context';
import { emptyGuest, nextQuarter, quarterHours, toInput, type BookingDraft } from './booking-draft';
import { draftProblems, useDraftMessage } from './draft-errors';
import { useGroupRequestPrefill } from './use-group-request-prefill';

/** The fields the form shows an error at; the schema's other fields are said in the snackbar. */
const SHOWN_FIELDS =
  /^(date|time|guests|guests\.\d+\.treatments|contact_name|contact_phone|contact_email|member_id|promo_code|request)$/;

function firstDraft({ branch, branches }: AdminContext, now: Date): BookingDraft {
  const at = branch ?? branches[0];
  const zone = at?.time_zone ?? 'Asia/Bangkok';
  const times = at ? quarterHours(at.open_time.slice(0, 5), at.close_time.slice(0, 5)) : [];
  const soonest = nextQuarter(zone, now);
  return {
    branchId: at?.id ?? '',
    date: todayIn(zone, now),
    time: times.find((time) => time >= soonest) ?? times[0] ?? soonest,
    guests: [emptyGuest()],
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    memberId: '',
    promoCode: '',
    request: '',
    groupRequestId: null,
  };
}

export function useNewBooking() {
  const context = useAdminContext();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const message = useDraftMessage();
  const [draft, setDraft] = useState(() => firstDraft(context, new Date()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstRefused(form, checked);
  const change = (part: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...part }));
  const apply = useCallback((next: (d: BookingDraft) => BookingDraft) => setDraft(next), []);
  const prefill = useGroupRequestPrefill(params.get('request'), apply);
  useFollowPickedBranch(context.branch?.id, setDraft);
  const [products, reloadProducts] = useQuery({
    query: BranchProductsDocument,
    variables: { branch_id: draft.branchId },
    pause: !draft.branchId,
  });
  const [created, create] = useMutation(CreateStaffBookingDocument);
  const menu = products.data?.branchProducts ?? [];
  const errors = Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, message(code)]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft, menu);
    const found = draftProblems(input);
    setProblems(found);
    setChecked((n) => n + 1);
    // A refusal with no field on the page (a group request's id) is said in the snackbar.
    const unshown = Object.entries(found).find(([field]) => !SHOWN_FIELDS.test(field));
    if (unshown) showSnackbar({ message: message(unshown[1]) ?? unshown[1], color: 'error' });
    if (Object.keys(found).length > 0) return;
    const result = await create({ input }, { quietErrors: true });
    const booking = result.data?.createStaffBooking;
    if (result.error || !booking) {
      if (result.error) showSnackbar({ message: errorText(result.error), source: 'graphql' });
      return;
    }
    showSnackbar({ message: t`Booking held. Take the payment or send a payment link.`, color: 'success' });
    void navigate(`/booking/${booking.id}`);
  };

  return {
    context,
    draft,
    change,
    errors,
    menu,
    products,
    reloadProducts,
    request: prefill.request,
    busy: created.fetching,
    form,
    submit,
  };
}

/** The first field refused takes the focus (docs/architecture.md, Accessibility); a guest's, its first box. */
function useFocusFirstRefused(form: RefObject<HTMLFormElement | null>, checked: number) {
  useEffect(() => {
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field?.tagName === 'FIELDSET'
      ? field.querySelector<HTMLElement>('input[type="checkbox"]')
      : field
    )?.focus();
  }, [form, checked]);
}

/** The header's branch picker moves the form along, unless a group request named the branch. */
function useFollowPickedBranch(
  pickedBranch: string | undefined,
  setDraft: Dispatch<SetStateAction<BookingDraft>>,
) {
  useEffect(() => {
    if (!pickedBranch) return;
    setDraft((d) =>
      d.groupRequestId || d.branchId === pickedBranch
        ? d
        : { ...d, branchId: pickedBranch, guests: d.guests.map(() => emptyGuest()) },
    );
  }, [pickedBranch, setDraft]);
}
