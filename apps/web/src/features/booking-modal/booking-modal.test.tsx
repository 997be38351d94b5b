import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import { BookButton } from './book-button';

afterEach(() => {
  cleanup();
  document.documentElement.classList.remove('scroll-locked');
});

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const isLocked = () => document.documentElement.classList.contains('scroll-locked');

async function openModal() {
  const user = userEvent.setup();
  await renderWithRouter('/en/services', () => <BookButton />);
  const button = screen.getByRole('link', { name: 'Book Now' });
  expect(button.getAttribute('href')).toBe('/en/booking');
  await user.click(button);
  return user;
}

describe('booking modal', () => {
  it('opens from a Book button with its title, subtitle and content, and locks scrolling', async () => {
    await openModal();
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Book Your Premium Taxi' })).toBeTruthy();
    // The subtitle describes the dialog (its make is kept on one line by a span of its own).
    expect(
      screen.getByRole('dialog', {
        description: 'Professional Mercedes-Benz transportation with transparent pricing',
      }),
    ).toBeTruthy();
    expect(screen.getByText('wizard slot')).toBeTruthy();
    expect(isLocked()).toBe(true);
    // The click did not navigate away.
    expect(screen.getByTestId('page').textContent).toBe('/en/services');
  });

  it('closes on the "Close modal" button and unlocks scrolling', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close modal' }));
    expect(dialog().open).toBe(false);
    expect(isLocked()).toBe(false);
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    const user = await openModal();
    await user.click(screen.getByText('wizard slot'));
    expect(dialog().open).toBe(true);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
    expect(isLocked()).toBe(false);
  });

  it('closes when the browser closes the dialog (Escape) and can open again', async () => {
    const user = await openModal();
    act(() => dialog().close());
    expect(dialog().open).toBe(false);
    expect(isLocked()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Book Now' }));
    expect(dialog().open).toBe(true);
  });

  it('lets a modified click open the booking page normally', async () => {
    await renderWithRouter('/nl/diensten', () => <BookButton />, 'nl');
    const link = screen.getByRole('link', { name: 'Nu boeken' });
    expect(link.getAttribute('href')).toBe('/nl/boeken');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(dialog().open).toBe(false);
  });
});
