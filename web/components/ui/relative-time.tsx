import { formatDateTime, formatRelative } from '../../lib/format';
import { useNow } from '../../lib/now-ticker';

/** 'agora', 'há 2 minutos'…, moving on with the page's one shared ticker; the full date and time on hover. */
export function RelativeTime({ at, className }: { at: string | Date; className?: string }) {
  const now = useNow();
  const iso = typeof at === 'string' ? at : at.toISOString();
  // A time just written can be a moment ahead of the ticker's last step: never 'em 3 segundos'.
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {formatRelative(iso, Math.max(now, new Date(iso).getTime()))}
    </time>
  );
}
