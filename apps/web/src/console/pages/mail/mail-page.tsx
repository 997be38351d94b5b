import type { MailDelivery } from '@spt/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailDeliveryItem } from '../../components/mail-delivery';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { mailStatusQuery } from '../../lib/mail';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Newest failure first, as the server lists them. */
function newestFirst(a: MailDelivery, b: MailDelivery): number {
  return (b.failedAt ?? '').localeCompare(a.failedAt ?? '') || b.id - a.id;
}

/**
 * The mails that could not be sent, newest first, each with what it was, what it is about, when and
 * why it failed, and "Send again". A mail sent again stays in view, saying so, until the page is
 * left (the refreshed list no longer has it), so the focus and the operator's place are kept.
 */
export function MailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mail.title'));
  const query = useQuery(mailStatusQuery);
  const [sentAgain, setSentAgain] = useState<ReadonlyMap<number, MailDelivery>>(() => new Map());

  const failed = useMemo(() => {
    if (!query.data) return [];
    const listed = query.data.failed.filter((mail) => !sentAgain.has(mail.id));
    return [...listed, ...sentAgain.values()].sort(newestFirst);
  }, [query.data, sentAgain]);

  return (
    <div className="space-y-6">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('mail.title')}
      </h1>
      <p className="max-w-prose text-muted">{t('mail.intro')}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.pending > 0 && <p>{t('mail.waiting', { count: query.data.pending })}</p>}
          {failed.length === 0 ? (
            <p className="card p-4 text-muted">{t('mail.empty')}</p>
          ) : (
            <ul aria-label={t('mail.listLabel')} className="space-y-4">
              {failed.map((mail) => (
                <li key={mail.id} className="card p-4 sm:p-5">
                  <MailDeliveryItem
                    mail={mail}
                    showReference
                    headingLevel={2}
                    onSentAgain={(done) => setSentAgain((current) => new Map(current).set(done.id, done))}
                  />
                </li>
              ))}
            </ul>
          )}
          {query.data.failedCount > query.data.failed.length && (
            <p className="text-sm text-muted">
              {t('mail.showingNewest', { shown: query.data.failed.length, count: query.data.failedCount })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
