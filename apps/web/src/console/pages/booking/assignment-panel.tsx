import { type AssignmentRequest, type BookingDetail, isFinalStatus } from '@spt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { assignBooking, ConsoleApiError, fetchDrivers, fetchUnits } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { csrfTokenOf } from '../../lib/session';
import { vehicleName } from '../../lib/vehicles';
import { ConflictNotice } from './conflict-notice';

/**
 * The ride's driver and car: a choice of the active drivers and of the cars (those of the booked
 * vehicle first, any other allowed). When the driver or the car already has a ride at that time the
 * server refuses with the overlapping rides; they are shown as links, with "Assign anyway".
 */
export function AssignmentPanel({ booking, onAssigned }: { booking: BookingDetail; onAssigned: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const drivers = useQuery({ queryKey: ['drivers'], queryFn: fetchDrivers });
  const units = useQuery({ queryKey: ['units'], queryFn: fetchUnits });
  const [driverId, setDriverId] = useState(booking.driverId === null ? '' : String(booking.driverId));
  const [unitId, setUnitId] = useState(booking.unitId ?? '');
  const [conflicts, setConflicts] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState('');
  const driverField = useId();
  const unitField = useId();
  const closed = isFinalStatus(booking.status);

  const mutation = useMutation({
    mutationFn: (request: AssignmentRequest) =>
      assignBooking(booking.reference, request, csrfTokenOf(queryClient)),
    onMutate: () => {
      setNotice('');
      setConflicts([]);
    },
    onSuccess: (result) => {
      setNotice(
        result.conflicts.length > 0
          ? t('booking.assignment.savedAnyway', { references: result.conflicts.join(', ') })
          : t('booking.assignment.saved'),
      );
      onAssigned();
    },
    onError: (error) => {
      if (error instanceof ConsoleApiError && error.code === 'conflict') setConflicts(error.conflicts);
    },
  });

  const request = (force: boolean): AssignmentRequest => ({
    driverId: driverId ? Number(driverId) : null,
    unitId: unitId || null,
    ...(force ? { force: true } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(request(false));
  };

  const titleId = useId();
  const section = (body: ReactNode) => (
    <section aria-labelledby={titleId} className="card p-4 sm:p-5">
      <h2 id={titleId} className="text-xl text-navy-900">
        {t('booking.sections.assignment')}
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  );

  if (closed) {
    return section(
      <p className="text-muted">
        {booking.unitLabel || booking.driverName
          ? t('booking.assignment.was', {
              driver: booking.driverName ?? t('booking.assignment.noDriver'),
              car: booking.unitLabel ?? t('booking.assignment.noCar'),
            })
          : t('booking.assignment.closed')}
      </p>,
    );
  }
  if (drivers.isPending || units.isPending) return section(<Loading />);
  if (drivers.isError || units.isError) {
    return section(
      <QueryError
        error={drivers.error ?? units.error}
        onRetry={() => {
          void drivers.refetch();
          void units.refetch();
        }}
      />,
    );
  }

  const activeDrivers = drivers.data.drivers.filter(
    (driver) => driver.active || driver.id === booking.driverId,
  );
  const ownCars = units.data.units.filter((unit) => unit.vehicleId === booking.vehicleId);
  const otherCars = units.data.units.filter((unit) => unit.vehicleId !== booking.vehicleId);
  const chosenCar = units.data.units.find((unit) => unit.id === unitId);
  const isConflict = mutation.error instanceof ConsoleApiError && mutation.error.code === 'conflict';

  return section(
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={driverField} className="field-label">
          {t('booking.assignment.driver')}
        </label>
        <select
          id={driverField}
          className="field-input"
          value={driverId}
          onChange={(event) => setDriverId(event.target.value)}
        >
          <option value="">{t('booking.assignment.noDriver')}</option>
          {activeDrivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.active ? driver.name : t('drivers.inactiveName', { name: driver.name })}
            </option>
          ))}
        </select>
        {activeDrivers.length === 0 && (
          <p className="mt-1.5 text-sm text-muted">
            {t('booking.assignment.noDrivers')}{' '}
            <Link to="/console/drivers" className="font-semibold underline underline-offset-4">
              {t('nav.drivers')}
            </Link>
          </p>
        )}
      </div>
      <div>
        <label htmlFor={unitField} className="field-label">
          {t('booking.assignment.car')}
        </label>
        <select
          id={unitField}
          className="field-input"
          value={unitId}
          aria-describedby={
            chosenCar && chosenCar.vehicleId !== booking.vehicleId ? `${unitField}-hint` : undefined
          }
          onChange={(event) => setUnitId(event.target.value)}
        >
          <option value="">{t('booking.assignment.noCar')}</option>
          <optgroup
            label={t('booking.assignment.bookedVehicle', { vehicle: vehicleName(booking.vehicleId) })}
          >
            {ownCars.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.label}
              </option>
            ))}
          </optgroup>
          {otherCars.length > 0 && (
            <optgroup label={t('booking.assignment.otherCars')}>
              {otherCars.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {t('booking.assignment.otherCar', {
                    label: unit.label,
                    vehicle: vehicleName(unit.vehicleId),
                  })}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        {chosenCar && chosenCar.vehicleId !== booking.vehicleId && (
          <p id={`${unitField}-hint`} className="mt-1.5 text-sm text-muted">
            {t('booking.assignment.otherVehicleHint', { vehicle: vehicleName(booking.vehicleId) })}
          </p>
        )}
      </div>
      <ConflictNotice conflicts={isConflict ? conflicts : null} />
      {!isConflict && <Notice tone="error" message={mutation.isError ? errorText(t, mutation.error) : ''} />}
      <Notice message={notice} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('booking.actions.working') : t('booking.assignment.submit')}
        </button>
        {isConflict && (
          <button
            type="button"
            className="btn-secondary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(request(true))}
          >
            {t('booking.assignment.force')}
          </button>
        )}
      </div>
    </form>,
  );
}
