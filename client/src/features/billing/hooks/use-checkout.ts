import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { billingMessages } from '@shared/messages';
import type { PaidPlanId } from '@shared/plans';
import { ApiError } from '@/lib/api-client';
import { billingApi, goTo } from '../api/billing-api';

/** Starts checkout for a plan and leaves for the checkout page; SPEC's messages when it cannot start. */
export function useCheckout() {
  return useMutation({
    mutationFn: (planId: PaidPlanId) => billingApi.checkout({ planId }),
    onSuccess: ({ url }) => goTo(url),
    onError: (error, planId) => {
      const detail = error instanceof ApiError && error.status < 500 ? error.message : undefined;
      if (planId === '24hour_pass') return void toast.error(billingMessages.passCheckoutFailed, { description: detail });
      toast.error(billingMessages.upgradeFailedTitle, { description: detail ?? billingMessages.upgradeFailed });
    },
  });
}
