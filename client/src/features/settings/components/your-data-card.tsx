import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { privacyMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { privacyApi } from '../api/privacy-api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Download my data' and 'Delete my account'. */
export function YourDataCard() {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await privacyApi.downloadData();
      toast.success(privacyMessages.exportReady);
    } catch (error) {
      toast.error(privacyMessages.exportFailed, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>Your data</CardTitle>
      <CardDescription>Your conversations are yours. We never sell them or use them for advertising.</CardDescription>

      <div className="mt-5 flex flex-col gap-3 border-b border-border pb-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted sm:max-w-md">
          One JSON file with your profile, sessions and their messages, mood check-ins, reminders, wrap-ups, memories, your journal if it is kept with your account, and billing history.
        </p>
        <Button variant="secondary" onClick={() => void download()} loading={downloading} className="shrink-0">
          <Download className="h-4 w-4" aria-hidden />
          {downloading ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted sm:max-w-md">
          Deletes your account and everything in it for good, cancels any subscription and signs you out on every device.
        </p>
        <DeleteAccountDialog />
      </div>
    </Card>
  );
}
