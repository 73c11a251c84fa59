import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { privacyApi } from '../api/privacy-api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Download my data' and 'Delete my account'. */
export function YourDataCard() {
  const { t } = useTranslation('settings');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await privacyApi.downloadData();
      toast.success(t('privacyMessages.exportReady'));
    } catch (error) {
      toast.error(t('privacyMessages.exportFailed'), { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t('data.title')}</CardTitle>
      <CardDescription>{t('data.description')}</CardDescription>

      <div className="mt-5 flex flex-col gap-3 border-b border-border pb-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted sm:max-w-md">{t('data.downloadAbout')}</p>
        <Button variant="secondary" onClick={() => void download()} loading={downloading} className="shrink-0">
          <Download className="h-4 w-4" aria-hidden />
          {downloading ? t('data.preparing') : t('data.download')}
        </Button>
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted sm:max-w-md">{t('data.deleteAbout')}</p>
        <DeleteAccountDialog />
      </div>
    </Card>
  );
}
