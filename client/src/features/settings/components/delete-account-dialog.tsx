import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { textKey } from '@shared/i18n/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { meQueryKey, useMe } from '@/lib/auth';
import { forgetOnThisDevice } from '@/lib/device-data';
import { privacyApi } from '../api/privacy-api';

/** 'Delete my account': a warning and the password, then the landing page. */
export function DeleteAccountDialog() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  const { data: me } = useMe();

  // The signed-in user is forgotten once this page is gone: forgotten while the dashboard still shows,
  // its guard would send the person to the login dialog instead of the landing page.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
    [queryClient],
  );

  const changeOpen = (next: boolean) => {
    if (deleting) return;
    setOpen(next);
    setPassword('');
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(textKey('settings:privacyMessages.passwordRequired'));
    setDeleting(true);
    try {
      await privacyApi.deleteAccount({ password });
    } catch (failure) {
      setDeleting(false);
      return setError(failure instanceof ApiError ? failure.message : textKey('settings:privacyMessages.deleteFailed'));
    }
    // The server has cleared this browser's cookies and every device's refresh tokens are gone.
    deleted.current = true;
    if (me) forgetOnThisDevice(me.user.id);
    void navigate(paths.home, { replace: true });
    toast.success(t('privacyMessages.accountDeleted'), { description: t('privacyMessages.accountDeletedBody') });
  };

  return (
    <>
      <Button variant="danger" className="shrink-0" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <Dialog open={open} onOpenChange={changeOpen} title={t('deleteAccount.title')}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            <p>{t('deleteAccount.warning')}</p>
          </div>
          <Field id="delete-account-password" label={t('deleteAccount.password')} error={error}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => changeOpen(false)} disabled={deleting}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={deleting} disabled={!password}>
              {deleting ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
