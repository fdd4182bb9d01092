import { getVideoEmbedUrl } from '@forecourt/core/vehicle';
import { VideoFacade } from './video-facade.tsx';

/**
 * Spec 1 §2 item 6: the external video (the stock video sits in the gallery at its configured
 * position). Addresses that cannot be embedded are linked.
 */
export function VehicleVideos({ url, carName }: { url: string | null; carName: string }) {
  if (!url) return null;
  const embedUrl = getVideoEmbedUrl(url);
  const safeLink = /^https?:\/\//i.test(url) ? url : null;
  if (!embedUrl && !safeLink) return null;
  return (
    <section aria-labelledby="vehicle-video">
      <h2 id="vehicle-video" className="font-bold text-2xl">
        Video
      </h2>
      <div className="mt-4">
        {embedUrl ? (
          <VideoFacade embedUrl={embedUrl} title={`${carName} video`} />
        ) : (
          <a
            href={safeLink ?? undefined}
            rel="noopener nofollow"
            target="_blank"
            className="font-semibold text-primary underline"
          >
            Watch the {carName} video
          </a>
        )}
      </div>
    </section>
  );
}
