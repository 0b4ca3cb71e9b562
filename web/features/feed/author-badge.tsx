/** An Ouro member's custom badge beside their name, as text. */
export function AuthorBadge({ badge }: { badge: string | null | undefined }) {
  if (!badge) return null;
  return (
    <span
      title="Selo personalizado"
      className="inline-flex max-w-full items-center truncate rounded-full bg-neutral-800 px-2 py-0.5 text-xs font-semibold text-neutral-100"
    >
      {badge}
    </span>
  );
}
