import { BranchesDocument, BranchProductsDocument, CoursesDocument } from '@sabai/graphql';
import {
  bookingAtom,
  isLoggedInAtom,
  PRODUCT_REFETCH_DELAY_MS,
  useRefetchOnLocaleSwitch,
} from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { rulesCatalog } from './catalog';

/** The brand's branches; fetched again at once after a language switch. */
export function useBranches() {
  const [result, refetch] = useQuery({ query: BranchesDocument });
  useRefetchOnLocaleSwitch(() => refetch({ requestPolicy: 'network-only' }), 0);
  return { ...result, branches: result.data?.branches ?? [], refetch };
}

/** The chosen branch, its products and the rules catalog made of them. */
export function useBookingCatalog() {
  const booking = useAtomValue(bookingAtom);
  const branches = useBranches();
  const [products, refetchProducts] = useQuery({
    query: BranchProductsDocument,
    variables: { branch: booking.branchId ?? '' },
    pause: booking.branchId === null,
    // Product names follow the language, which urql's document cache does not key by.
    requestPolicy: 'cache-and-network',
  });
  useRefetchOnLocaleSwitch(
    () => refetchProducts({ requestPolicy: 'network-only' }),
    PRODUCT_REFETCH_DELAY_MS,
  );
  // docs/api.md, Members: courses only when logged in with a branch selected.
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [courses] = useQuery({
    query: CoursesDocument,
    variables: { branch: booking.branchId ?? '' },
    pause: !loggedIn || booking.branchId === null,
    requestPolicy: 'cache-and-network',
  });
  const list = products.data?.products;
  const owned = loggedIn ? courses.data?.courses : undefined;
  const catalog = useMemo(() => rulesCatalog(list ?? [], owned ?? []), [list, owned]);
  return {
    branches: branches.branches,
    branch: branches.branches.find((b) => b.id === booking.branchId),
    products: list ?? [],
    courses: owned ?? [],
    catalog,
    fetching: branches.fetching || products.fetching,
    error: branches.error ?? products.error,
    refetch: () => {
      branches.refetch({ requestPolicy: 'network-only' });
      refetchProducts({ requestPolicy: 'network-only' });
    },
  };
}
