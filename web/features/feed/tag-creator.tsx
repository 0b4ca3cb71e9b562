import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { POST_MAX_TAGS } from '../../../worker/contracts/feed';
import { newTagName, normalTagName, TAG_NAME_MAX } from '../../../worker/contracts/tag-names';

/**
 * 'Nova tag' in the composer: the member types a name; it is shown as it will be saved
 * (lower case, no accents, no '#'), checked by the same rule the server applies, and added
 * beside the picked tags, POST_MAX_TAGS in all. An existing name is the existing tag on the server.
 */
export function TagCreator({ value, picked, onChange }: { value: string[]; picked: number; onChange: (names: string[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const parsed = newTagName.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Nome de tag inválido');
    if (value.includes(parsed.data)) return setText('');
    if (value.length + picked >= POST_MAX_TAGS) return setError(`Escolha até ${POST_MAX_TAGS} tags por post.`);
    onChange([...value, parsed.data]);
    setText('');
    setError(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <label htmlFor="nova-tag" className="sr-only">
          Nova tag
        </label>
        <input
          id="nova-tag"
          value={text}
          maxLength={TAG_NAME_MAX + 2}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder="#nova_tag"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'nova-tag-erro' : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-white/10 bg-neutral-950 px-3 text-sm text-neutral-50 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-none"
        />
        <button
          type="button"
          onClick={add}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-neutral-300 hover:bg-neutral-800"
        >
          <Plus className="size-4" aria-hidden />
          Criar tag
        </button>
      </div>
      {error && (
        <p id="nova-tag-erro" role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label="Tags novas" className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-400 bg-brand-400 pr-1 pl-3 text-sm font-semibold text-neutral-950"
            >
              #{normalTagName(name)}
              <button
                type="button"
                aria-label={`Tirar #${name}`}
                onClick={() => onChange(value.filter((n) => n !== name))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-black/10"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
