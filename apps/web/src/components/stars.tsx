import { Icon } from './icon';

/** Five stars filled to a rating, with the rating as accessible text. */
export function Stars({
  rating,
  label,
  className = 'size-4',
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          className={n <= Math.round(rating) ? 'text-gold-400 [&_path]:fill-current' : 'text-white/30'}
        >
          <Icon name="star" className={className} />
        </span>
      ))}
    </span>
  );
}
