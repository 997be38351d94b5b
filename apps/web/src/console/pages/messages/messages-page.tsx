import { type ContactMessageItem, contactMessageParts } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { fetchMessages, markMessageHandled } from '../../lib/api';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { csrfTokenOf } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const MESSAGES_KEY = ['messages'] as const;

/**
 * A message's subject as a row of the message's details. The message stores the form's English
 * subject (SPEC 7): one of the form's subjects shows as its label in the console's language, any other
 * subject as sent; a message without a subject line shows none.
 */
function SubjectRow({ message }: { message: string }) {
  const { t } = useTranslation();
  const parts = contactMessageParts(message);
  if (!parts) return null;
  return (
    <>
      <dt className="font-semibold text-muted">{t('messages.subject')}</dt>
      <dd className="font-semibold text-navy-900 [overflow-wrap:anywhere]">
        {parts.subjectId === null ? parts.subject : t(`messages.subjects.${parts.subjectId}`)}
      </dd>
    </>
  );
}

/** The contact inbox: the latest messages, open ones first; each can be marked handled. */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('messages.title'));
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: MESSAGES_KEY, queryFn: fetchMessages });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>({
    tone: 'success',
    message: '',
  });

  const handled = useMutation({
    mutationFn: (message: ContactMessageItem) => markMessageHandled(message.id, csrfTokenOf(queryClient)),
    onMutate: () => setNotice({ tone: 'success', message: '' }),
    onSuccess: (_data, message) => {
      queryClient.setQueryData<{ items: ContactMessageItem[] }>(MESSAGES_KEY, (old) =>
        old
          ? { items: old.items.map((item) => (item.id === message.id ? { ...item, handled: true } : item)) }
          : old,
      );
      setNotice({ tone: 'success', message: t('messages.markedHandled', { name: message.name }) });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
    onError: (error) => setNotice({ tone: 'error', message: errorText(t, error) }),
  });

  const open = query.data?.items.filter((item) => !item.handled).length ?? 0;

  return (
    <div className="space-y-6">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('messages.title')}
      </h1>
      <Notice tone={notice.tone} message={notice.message} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="card p-4 text-muted">{t('messages.empty')}</p>
      ) : (
        <>
          <p className="text-muted">{t('messages.unhandledCount', { count: open })}</p>
          <ul aria-label={t('messages.label')} className="space-y-4">
            {query.data.items.map((message) => (
              <li key={message.id}>
                <article
                  aria-labelledby={`message-${message.id}`}
                  className={`card p-4 sm:p-5 ${message.handled ? 'opacity-85' : 'ring-2 ring-gold-400'}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h2
                        id={`message-${message.id}`}
                        className="font-sans text-lg font-semibold text-navy-900 [overflow-wrap:anywhere]"
                      >
                        {message.name}
                      </h2>
                      <p className="text-sm text-muted">
                        {t('messages.received')}{' '}
                        <time dateTime={message.createdAt}>{formatInstant(message.createdAt, lang)}</time> ·{' '}
                        {t('messages.reference')} {message.reference}
                      </p>
                    </div>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${
                        message.handled
                          ? 'bg-emerald-100 text-emerald-950 ring-emerald-700/40'
                          : 'bg-amber-100 text-amber-950 ring-amber-700/40'
                      }`}
                    >
                      {message.handled ? t('messages.handled') : t('messages.open')}
                    </span>
                  </div>
                  <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <SubjectRow message={message.message} />
                    <dt className="font-semibold text-muted">{t('messages.email')}</dt>
                    <dd className="[overflow-wrap:anywhere]">
                      <a className="underline underline-offset-4" href={`mailto:${message.email}`}>
                        {message.email}
                      </a>
                    </dd>
                    {message.phone && (
                      <>
                        <dt className="font-semibold text-muted">{t('messages.phone')}</dt>
                        <dd>
                          <a
                            className="underline underline-offset-4"
                            href={`tel:${message.phone.replace(/\s/g, '')}`}
                          >
                            {displayPhone(message.phone)}
                          </a>
                        </dd>
                      </>
                    )}
                  </dl>
                  <p className="mt-3 rounded-lg bg-sand-100 p-3 whitespace-pre-line [overflow-wrap:anywhere]">
                    {contactMessageParts(message.message)?.body ?? message.message}
                  </p>
                  {!message.handled && (
                    <button
                      type="button"
                      className="btn-primary mt-4"
                      disabled={handled.isPending && handled.variables?.id === message.id}
                      onClick={() => handled.mutate(message)}
                    >
                      {t('messages.markHandled')}
                      <span className="sr-only">: {message.name}</span>
                    </button>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
