import type { DriverView } from '@spt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../components/console-dialog';
import { Notice } from '../../components/notice';
import { newDriverLink } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { csrfTokenOf } from '../../lib/session';

/**
 * A new private link for a driver: first what it does (the old link stops working at once), then the
 * link itself, shown this once with a copy button. Closing the dialog forgets it: the server keeps
 * only its hash, so it can never be shown again (a lost link means a new one).
 */
export function DriverLinkDialog({
  driver,
  onClose,
  onMade,
}: {
  driver: DriverView | null;
  onClose: () => void;
  onMade: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleDialog
      open={driver !== null}
      onClose={onClose}
      title={t('drivers.link.title', { name: driver?.name ?? '' })}
    >
      {driver && <LinkSteps key={driver.id} driver={driver} onClose={onClose} onMade={onMade} />}
    </ConsoleDialog>
  );
}

function LinkSteps({
  driver,
  onClose,
  onMade,
}: {
  driver: DriverView;
  onClose: () => void;
  onMade: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState<'' | 'done' | 'failed'>('');
  const urlId = useId();
  const urlField = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: () => newDriverLink(driver.id, csrfTokenOf(queryClient)),
    onSuccess: () => onMade(),
  });
  const link = mutation.data;

  // The link appears where the button was: focus goes to it, selected, ready to copy.
  useEffect(() => {
    if (link) urlField.current?.select();
  }, [link]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('done');
    } catch {
      urlField.current?.select();
      setCopied('failed');
    }
  };

  if (!link) {
    return (
      <div className="space-y-4">
        <p>{t('drivers.link.text')}</p>
        {driver.hasLink && <p className="font-semibold text-navy-900">{t('drivers.link.oldStops')}</p>}
        <Notice tone="error" message={mutation.isError ? errorText(t, mutation.error) : ''} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {mutation.isPending ? t('drivers.link.making') : t('drivers.link.submit')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={onClose}
            data-autofocus={driver.hasLink ? '' : undefined}
          >
            {driver.hasLink ? t('drivers.link.keepOld') : t('drivers.link.dismiss')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Notice message={driver.hasLink ? t('drivers.link.madeReplaced') : t('drivers.link.made')} />
      <div>
        <label htmlFor={urlId} className="field-label">
          {t('drivers.link.urlLabel', { name: driver.name })}
        </label>
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <input
            ref={urlField}
            id={urlId}
            className="field-input font-mono text-sm"
            readOnly
            value={link.url}
            aria-describedby={`${urlId}-once`}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn-secondary shrink-0" onClick={() => void copy()}>
            {t('drivers.link.copy')}
          </button>
        </div>
        <p id={`${urlId}-once`} className="mt-1.5 text-sm font-semibold text-red-900">
          {t('drivers.link.shownOnce')}
        </p>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {copied === 'done' && <p className="font-semibold text-emerald-900">{t('drivers.link.copied')}</p>}
        {copied === 'failed' && <p className="font-semibold text-red-900">{t('drivers.link.copyFailed')}</p>}
      </div>
      <p className="text-sm">{link.mailed ? t('drivers.link.mailed') : t('drivers.link.notMailed')}</p>
      <button type="button" className="btn-primary" onClick={onClose}>
        {t('drivers.link.done')}
      </button>
    </div>
  );
}
