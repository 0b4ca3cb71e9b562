import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { ALT_TEXT_MAX, POST_MEDIA_ACCEPT } from '../../../worker/contracts/media';
import type { PickedMedia } from './use-media-uploads';

interface Props {
  items: PickedMedia[];
  onAdd: (files: FileList) => void;
  onRemove: (item: PickedMedia) => void;
  onAlt: (localId: string, text: string) => void;
}

/** Pick images and videos, see each upload's progress, describe it, remove it before posting. */
export function MediaPicker({ items, onAdd, onRemove, onAlt }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      {items.length > 0 && (
        <ul aria-label="Arquivos do post" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.localId} className="flex gap-2 rounded-lg border border-white/10 bg-neutral-950 p-2">
              {item.kind === 'image' ? (
                <img src={item.preview} alt="" className="size-16 shrink-0 rounded object-cover" />
              ) : (
                <div className="grid size-16 shrink-0 place-items-center rounded bg-neutral-800 text-xs font-bold uppercase text-neutral-400">
                  {item.kind === 'video' ? 'Vídeo' : 'Áudio'}
                </div>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-center gap-1">
                  <span className="min-w-0 flex-1 truncate text-xs text-neutral-300">{item.name}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(item)}
                    aria-label={`Remover ${item.name}`}
                    className="grid size-8 place-items-center rounded text-neutral-400 hover:bg-neutral-800"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
                <progress
                  aria-label={`Envio de ${item.name}`}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  className="h-1.5 w-full appearance-none overflow-hidden rounded-full bg-neutral-800 [&::-moz-progress-bar]:bg-brand-400 [&::-webkit-progress-bar]:bg-neutral-800 [&::-webkit-progress-value]:bg-brand-400"
                />
                <span className="text-[0.7rem] text-neutral-500">
                  {item.status === 'ready' ? 'Enviado' : `Enviando… ${Math.round(item.progress * 100)}%`}
                </span>
                <label className="sr-only" htmlFor={`alt-${item.localId}`}>
                  Descrição de {item.name}
                </label>
                <input
                  id={`alt-${item.localId}`}
                  value={item.altText}
                  maxLength={ALT_TEXT_MAX}
                  onChange={(e) => onAlt(item.localId, e.target.value)}
                  placeholder="Descrição (texto alternativo)"
                  className="min-h-9 rounded border border-white/10 bg-neutral-900 px-2 text-xs text-neutral-100 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-none"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={POST_MEDIA_ACCEPT}
        className="sr-only"
        aria-label="Adicionar fotos ou vídeos"
        tabIndex={-1}
        onChange={(e) => {
          if (e.target.files?.length) onAdd(e.target.files);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="inline-flex min-h-10 items-center gap-2 self-start rounded-lg px-2 text-sm font-semibold text-neutral-300 hover:bg-neutral-800"
      >
        <ImagePlus className="size-5" aria-hidden />
        Foto ou vídeo
      </button>
    </div>
  );
}
