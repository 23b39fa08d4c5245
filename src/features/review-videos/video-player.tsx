import { youtubeEmbedUrl, youtubeId } from '@/rules/reviews';
import { cn } from '@/lib/cn';

/**
 * SPEC §2.7 video preview: a YouTube link plays in YouTube's embedded player on the privacy-enhanced
 * domain (youtube-nocookie.com: no cookies until the viewer plays); any other link in the browser's own
 * HTML5 player, loading only its first frame and length until played.
 */
export function VideoPlayer(props: { link: string; title: string; size: 'row' | 'page' }) {
  const id = youtubeId(props.link);
  const box = props.size === 'row' ? 'h-[90px] w-[160px]' : 'aspect-video w-full max-w-3xl';
  if (id) {
    return (
      <iframe
        className={cn('rounded-md border-0 bg-muted', box)}
        src={youtubeEmbedUrl(id)}
        title={`${props.title} (YouTube)`}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <video
      className={cn('rounded-md bg-black', box)}
      src={props.link}
      controls
      preload="metadata"
      aria-label={props.title}
    >
      <a href={props.link}>{props.title}</a>
    </video>
  );
}
