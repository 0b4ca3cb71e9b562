/** A long page's table of contents: one in-page link per section, wrapping on a phone. */
export function SectionNav({ label, sections }: { label: string; sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="inline-block py-1 text-neutral-300 underline-offset-4 hover:text-brand-400 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
