// ?member=<id> (docs/product-rules.md, Members at the desk): a booking made from the member's page is for that
// member, with their name, phone and e-mail as the contact; their tier and wallet then apply as on the web.
import { StaffMemberDocument } from '@sabai/graphql/staff';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import type { NewBookingForm } from './booking-draft';

export function useMemberPrefill(
  memberId: string | null,
  branchId: string | undefined,
  form: NewBookingForm,
) {
  const [{ data }] = useQuery({
    query: StaffMemberDocument,
    variables: { id: memberId ?? '', branch_id: branchId ?? '' },
    pause: !memberId || !branchId,
  });
  const member = data?.staffMember;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!member || applied.current === member.id) return;
    applied.current = member.id;
    form.reset({
      ...form.getValues(),
      member_id: String(member.id),
      contact_name: `${member.first_name} ${member.last_name}`.trim(),
      contact_phone: member.phone ?? '',
      contact_email: member.email ?? '',
    });
  }, [member, form]);
  return member;
}
