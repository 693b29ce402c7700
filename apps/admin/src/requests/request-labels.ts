// Group request statuses in words (docs/product-rules.md, Group requests).
import { useLingui } from '@lingui/react/macro';
import type { GroupRequestStatus } from '@sabai/graphql/staff';

/** The tabs' order: the desk's workflow. */
export const STATUS_ORDER: readonly GroupRequestStatus[] = ['new', 'contacted', 'booked', 'declined'];

export function useRequestStatusLabel(): (status: GroupRequestStatus) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'new':
        return t`New`;
      case 'contacted':
        return t`Contacted`;
      case 'booked':
        return t`Booked`;
      case 'declined':
        return t`Declined`;
    }
  };
}

/** What the button moving a request to the status says. */
export function useMoveLabel(): (status: GroupRequestStatus) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'new':
        return t`Back to new`;
      case 'contacted':
        return t`Mark contacted`;
      case 'declined':
        return t`Decline`;
      case 'booked':
        return t`Booked`;
    }
  };
}
