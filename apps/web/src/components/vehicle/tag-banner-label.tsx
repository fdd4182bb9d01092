import type { TagBanner } from '@forecourt/core/car';
import { cn } from '@/lib/cn';

const toneClasses: Record<TagBanner['kind'] | 'green' | 'red', string> = {
  fuel: 'bg-success text-white',
  reserved: 'bg-[#92400e] text-white',
  certified: 'bg-primary text-on-primary',
  tag: 'bg-danger text-white',
  green: 'bg-success text-white',
  red: 'bg-danger text-white',
  'coming-soon': 'bg-[#1e3a8a] text-white',
  'new-arrival': 'bg-accent text-on-accent',
  sold: 'bg-[#111827] text-white',
};

/** The single tag a car shows (spec 1 §4), as a label over its image. */
export function TagBannerLabel({ banner, className }: { banner: TagBanner; className?: string }) {
  const tone = banner.kind === 'tag' ? banner.tone : banner.kind;
  if (banner.kind === 'certified' && banner.imageUrl) {
    // biome-ignore lint/performance/noImgElement: a small badge image from config
    return <img src={banner.imageUrl} alt={banner.text} className={cn('h-8 w-auto', className)} />;
  }
  return (
    <span
      className={cn(
        'rounded-brand px-2 py-1 font-bold text-xs uppercase tracking-wide',
        toneClasses[tone],
        className,
      )}
    >
      {banner.text}
    </span>
  );
}
