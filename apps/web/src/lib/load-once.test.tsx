import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

type Lazy = ReturnType<typeof loadOnce<{ answer: number }>>;

function Probe({ lazy }: { lazy: Lazy }) {
  const { module, failed } = lazy.use();
  return <p>{failed ? 'failed' : module ? `loaded ${module.answer}` : 'waiting'}</p>;
}

describe('loadOnce', () => {
  it('imports once however often it is asked, and re-renders its users when the module arrives', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const lazy = loadOnce(importer);
    const { container } = render(<Probe lazy={lazy} />);
    expect(container.textContent).toBe('waiting');
    lazy.preload();
    lazy.preload();
    await act(async () => {
      await lazy.load();
    });
    expect(container.textContent).toBe('loaded 42');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and tries again on the next request', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 7 });
    const lazy = loadOnce(importer);
    const { container } = render(<Probe lazy={lazy} />);
    await act(async () => {
      await expect(lazy.load()).rejects.toThrow('offline');
    });
    expect(container.textContent).toBe('failed');
    await act(async () => {
      await lazy.load();
    });
    expect(container.textContent).toBe('loaded 7');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
