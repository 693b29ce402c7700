// The brand's promotions as admin edits them (docs/product-rules.md, Promotions and vouchers).
import { PromotionsDocument } from '@sabai/graphql/staff';
import { useCallback } from 'react';
import { useQuery } from 'urql';

const QUIET = { quietErrors: true };

export function usePromotions(pause = false) {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: PromotionsDocument,
    requestPolicy: 'cache-and-network',
    context: QUIET,
    pause,
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { promotions: data?.promotions, error, fetching, refresh };
}
