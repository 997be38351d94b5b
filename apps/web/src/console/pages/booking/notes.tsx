import { type BookingDetail, isFinalStatus, NOTES_MAX } from '@spt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { addBookingNote, ConsoleApiError, resendBookingMail, updateBooking } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { csrfTokenOf } from '../../lib/session';

/**
 * The booking's internal note, for the operators and the driver (never for the customer): shown,
 * and changed in place (a change of the booking that mails nobody).
 */
export function InternalNote({
  booking,
  onSaved,
}: {
  booking: BookingDetail;
  onSaved: (booking: BookingDetail) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [text, setText] = useState(booking.internalNote ?? '');
  const [done, setDone] = useState('');
  const mutation = useMutation({
    mutationFn: (internalNote: string) =>
      updateBooking(booking.reference, { internalNote, notifyCustomer: false }, csrfTokenOf(queryClient)),
    onMutate: () => setDone(''),
    onSuccess: ({ booking: saved }) => {
      setDone(t('booking.internalNote.saved'));
      onSaved(saved);
    },
  });
  const closed = isFinalStatus(booking.status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(text.trim());
  };
  return (
    <section aria-labelledby={titleId} className="card p-4 sm:p-5">
      <h2 id={titleId} className="text-xl text-navy-900">
        {t('booking.internalNote.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('booking.internalNote.intro')}</p>
      {closed ? (
        <p className="mt-3 whitespace-pre-line [overflow-wrap:anywhere]">
          {booking.internalNote ?? <span className="text-muted">{t('booking.internalNote.empty')}</span>}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-3">
          <TextAreaField
            label={t('booking.internalNote.label')}
            maxLength={NOTES_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Notice tone="error" message={mutation.isError ? errorText(t, mutation.error) : ''} />
          <Notice message={done} />
          <button
            type="submit"
            className="btn-secondary"
            disabled={mutation.isPending || text.trim() === (booking.internalNote ?? '')}
          >
            {mutation.isPending ? t('booking.actions.working') : t('booking.internalNote.save')}
          </button>
        </form>
      )}
    </section>
  );
}

/** "Add a note" to the timeline: a line in the booking's history for the other operators. */
export function AddNote({ reference, onAdded }: { reference: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [done, setDone] = useState('');
  const mutation = useMutation({
    mutationFn: (note: string) => addBookingNote(reference, note, csrfTokenOf(queryClient)),
    onMutate: () => setDone(''),
    onSuccess: () => {
      setText('');
      setDone(t('booking.addNote.added'));
      onAdded();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) mutation.mutate(text.trim());
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-3 border-t border-navy-900/10 pt-4">
      <TextAreaField
        label={t('booking.addNote.label')}
        hint={t('booking.addNote.hint')}
        maxLength={NOTES_MAX}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Notice tone="error" message={mutation.isError ? errorText(t, mutation.error) : ''} />
      <Notice message={done} />
      <button type="submit" className="btn-secondary" disabled={mutation.isPending || !text.trim()}>
        {mutation.isPending ? t('booking.actions.working') : t('booking.addNote.submit')}
      </button>
    </form>
  );
}

/** "Send the last mail again": the customer's latest mail about this booking, once more. */
export function ResendMail({ reference, onSent }: { reference: string; onSent: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState('');
  const mutation = useMutation({
    mutationFn: () => resendBookingMail(reference, csrfTokenOf(queryClient)),
    onMutate: () => setDone(''),
    onSuccess: () => {
      setDone(t('booking.resend.sent'));
      onSent();
    },
  });
  const failure =
    mutation.error instanceof ConsoleApiError && mutation.error.status === 404
      ? t('booking.resend.nothing')
      : mutation.error instanceof ConsoleApiError && mutation.error.status === 409
        ? t('booking.resend.noAddress')
        : mutation.isError
          ? errorText(t, mutation.error)
          : '';
  return (
    <div className="mt-4 space-y-3">
      <button
        type="button"
        className="btn-secondary"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? t('booking.resend.sending') : t('booking.resend.button')}
      </button>
      <Notice tone="error" message={failure} />
      <Notice message={done} />
    </div>
  );
}
