import type { Company, CompanyInput } from '@spt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../components/console-dialog';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { ConsoleApiError, createCompany, fetchCompanies, updateCompany } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { csrfTokenOf, SESSION_KEY, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  type CompanyDraft,
  type CompanyErrors,
  CompanyFields,
  checkCompany,
  draftOfCompany,
  emptyCompany,
  serverCompanyErrors,
} from './company-fields';
import { CompanyInvoices } from './company-invoices';

export const COMPANIES_KEY = ['companies'] as const;

type CompanyList = { companies: Company[] };

/**
 * The business accounts: companies whose bookers ride on account (their booking code in the booking
 * form) and get one invoice a month. Everyone sees the list (code, invoice address, payment term, rides
 * waiting to be invoiced) and can make a company's monthly invoice and download its invoices; owners
 * also add accounts and change them.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  const queryClient = useQueryClient();
  const session = useSession().data;
  const isOwner = session?.operator.role === 'owner';
  const query = useQuery({ queryKey: COMPANIES_KEY, queryFn: fetchCompanies });
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState('');
  const [editing, setEditing] = useState<Company | null>(null);
  const [invoicing, setInvoicing] = useState<Company | null>(null);

  /** Refused for the role (no longer an owner): said above the list, the owners' controls then go. */
  const forbidden = () => {
    setEditing(null);
    setNotice('');
    setRefusal(t('errors.forbidden'));
  };

  /** Puts the server's answer for one account in the list at once, then reads the list again. */
  const store = (company: Company) => {
    queryClient.setQueryData<CompanyList>(COMPANIES_KEY, (old) =>
      old
        ? {
            companies: old.companies.some((c) => c.id === company.id)
              ? old.companies.map((c) => (c.id === company.id ? company : c))
              : [...old.companies, company],
          }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
  };

  const sorted = [...(query.data?.companies ?? [])].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name),
  );

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
          {t('companies.title')}
        </h1>
        <p className="max-w-3xl text-muted">{t('companies.intro')}</p>
      </div>
      <Notice message={notice} />
      <Notice tone="error" message={refusal} />
      {session && !isOwner && <p className="text-muted">{t('companies.ownersOnly')}</p>}
      <section aria-labelledby="companies-list-title">
        <h2 id="companies-list-title" className="text-xl text-navy-900">
          {t('companies.label')}
        </h2>
        <div className="mt-3">
          {query.isPending ? (
            <Loading />
          ) : query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : sorted.length === 0 ? (
            <p className="card p-4 text-muted">{t('companies.empty')}</p>
          ) : (
            <ul aria-labelledby="companies-list-title" className="card divide-y divide-navy-900/10">
              {sorted.map((company) => (
                <CompanyRow
                  key={company.id}
                  company={company}
                  canEdit={isOwner}
                  onEdit={() => setEditing(company)}
                  onInvoices={() => setInvoicing(company)}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      {isOwner && (
        <section aria-labelledby="add-company-title" className="card max-w-3xl p-4 sm:p-5">
          <h2 id="add-company-title" className="text-xl text-navy-900">
            {t('companies.add.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('companies.add.intro')}</p>
          <CompanyForm
            className="mt-4"
            initial={emptyCompany}
            resetOnSave
            onForbidden={forbidden}
            save={(company) => createCompany(company, csrfTokenOf(queryClient))}
            submit={t('companies.add.submit')}
            submitting={t('companies.add.submitting')}
            onSaved={(company) => {
              store(company);
              setRefusal('');
              setNotice(t('companies.add.added', { name: company.name, code: company.bookingCode }));
            }}
          />
        </section>
      )}
      <ConsoleDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('companies.edit.title', { name: editing?.name ?? '' })}
        size="lg"
      >
        {editing && (
          <CompanyForm
            initial={() => draftOfCompany(editing)}
            onForbidden={forbidden}
            save={(company) => updateCompany(editing.id, company, csrfTokenOf(queryClient))}
            submit={t('companies.edit.submit')}
            submitting={t('booking.actions.working')}
            onSaved={(company) => {
              store(company);
              setEditing(null);
              setRefusal('');
              setNotice(t('companies.edit.saved', { name: company.name }));
            }}
            extra={
              <button type="button" className="btn-secondary" onClick={() => setEditing(null)}>
                {t('companies.edit.dismiss')}
              </button>
            }
          />
        )}
      </ConsoleDialog>
      <ConsoleDialog
        open={invoicing !== null}
        onClose={() => setInvoicing(null)}
        title={t('companies.invoice.title', { name: invoicing?.name ?? '' })}
        size="lg"
      >
        {invoicing && (
          <CompanyInvoices
            company={invoicing}
            onMade={() => void queryClient.invalidateQueries({ queryKey: COMPANIES_KEY })}
          />
        )}
      </ConsoleDialog>
    </div>
  );
}

function CompanyRow({
  company,
  canEdit,
  onEdit,
  onInvoices,
}: {
  company: Company;
  canEdit: boolean;
  onEdit: () => void;
  onInvoices: () => void;
}) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [
      t('companies.code'),
      <span key="code" className="font-mono">
        {company.bookingCode}
      </span>,
    ],
    [t('companies.invoiceEmail'), company.invoiceEmail],
    [t('companies.term'), t('companies.termValue', { count: company.paymentTermDays })],
    [t('companies.uninvoiced'), company.uninvoicedRides],
  ];
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <article aria-labelledby={`company-${company.id}`} className="min-w-0 space-y-2">
        <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 font-sans text-base">
          <span id={`company-${company.id}`} className="font-semibold text-navy-900 [overflow-wrap:anywhere]">
            {company.name}
          </span>{' '}
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${
              company.active
                ? 'bg-emerald-100 text-emerald-950 ring-emerald-700/40'
                : 'bg-stone-200 text-stone-900 ring-stone-600/40'
            }`}
          >
            {company.active ? t('companies.active') : t('companies.inactive')}
          </span>
        </h3>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-muted">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-secondary px-4" onClick={onInvoices}>
          {t('companies.invoicesButton')} <span className="sr-only">{company.name}</span>
        </button>
        {canEdit && (
          <button type="button" className="btn-secondary px-4" onClick={onEdit}>
            {t('companies.editButton')} <span className="sr-only">{company.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The form of a business account, to add one or to change one: checked with the shared schema before
 * it is sent, then the server's refusals of fields (a 400's issues, the booking code taken: a 409)
 * beside their fields, with the first one focused and "check the marked fields" above the button.
 */
function CompanyForm({
  initial,
  save,
  submit,
  submitting,
  onSaved,
  onForbidden,
  resetOnSave = false,
  extra,
  className = '',
}: {
  initial: () => CompanyDraft;
  save: (company: CompanyInput) => Promise<Company>;
  submit: string;
  submitting: string;
  onSaved: (company: Company) => void;
  /** Refused for the role: the session is read again (the page then drops the owners' controls). */
  onForbidden: () => void;
  /** Empties the form after a save (adding one account after another). */
  resetOnSave?: boolean;
  /** Beside the submit button (the dialog's "close without saving"). */
  extra?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<CompanyErrors>({});
  // Each refused try moves the focus to the first field to correct, once its message is shown.
  const [attempt, setAttempt] = useState(0);
  const refuse = (found: CompanyErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (company) => {
      if (resetOnSave) setDraft(initial());
      setErrors({});
      onSaved(company);
    },
    onError: (error) => {
      const found = serverCompanyErrors(error);
      if (Object.keys(found).length > 0) refuse(found);
      if (error instanceof ConsoleApiError && error.code === 'forbidden') {
        onForbidden();
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      }
    },
  });

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = checkCompany(draft);
    if ('errors' in checked) {
      mutation.reset();
      refuse(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.company);
  };

  // A refusal of fields is said beside them; once they are changed, nothing more is to be said.
  const fieldRefusal = Object.keys(serverCompanyErrors(mutation.error)).length > 0;
  const message =
    Object.keys(errors).length > 0
      ? t('companies.checkFields')
      : mutation.isError && !fieldRefusal
        ? errorText(t, mutation.error)
        : '';

  return (
    <form ref={formRef} className={`${className} space-y-5`} onSubmit={onSubmit} noValidate>
      <CompanyFields
        draft={draft}
        errors={errors}
        onChange={(patch) => {
          setDraft((current) => ({ ...current, ...patch }));
          // A change answers the problem of the field it touches.
          setErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
          );
        }}
      />
      <Notice tone="error" message={message} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? submitting : submit}
        </button>
        {extra}
      </div>
    </form>
  );
}
