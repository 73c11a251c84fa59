import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupportDetails } from '@shared/api/contact';
import { api } from '@/lib/api-client';

/**
 * The support address the server is configured with (`SUPPORT_EMAIL`), as a mail link, for the contact
 * page and the legal pages; "our support team" until it is known.
 */
export function SupportEmail({ className }: { className?: string }) {
  const { t } = useTranslation();
  const details = useQuery({ queryKey: ['support-details'], queryFn: () => api.get<SupportDetails>('/api/contact/support'), staleTime: Infinity });
  if (!details.data) return <span>{t('supportTeam')}</span>;
  return (
    <a href={`mailto:${details.data.email}`} className={className} translate="no">
      {details.data.email}
    </a>
  );
}
