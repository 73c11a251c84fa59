import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PaidPlanId } from '@shared/plans';
import { ApiError } from '@/lib/api-client';
import { billingApi, goTo } from '../api/billing-api';

/** Starts checkout for a plan and leaves for the checkout page; SPEC's messages when it cannot start. */
export function useCheckout() {
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: (planId: PaidPlanId) => billingApi.checkout({ planId }),
    onSuccess: ({ url }) => goTo(url),
    onError: (error, planId) => {
      const detail = error instanceof ApiError && error.status < 500 ? error.message : undefined;
      if (planId === '24hour_pass') return void toast.error(t('messages.passCheckoutFailed'), { description: detail });
      toast.error(t('messages.upgradeFailedTitle'), { description: detail ?? t('messages.upgradeFailed') });
    },
  });
}
