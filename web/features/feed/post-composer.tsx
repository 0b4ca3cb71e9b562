import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { BarChart3, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { createPostInput, POST_MAX_CHARS, POST_MAX_TAGS, type CreatePostInput } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast } from '../../components/ui/toaster';
import { showMediaError } from '../../lib/upload-file';
import { trpc } from '../../lib/trpc';
import { MediaPicker } from './media-picker';
import { newPoll, PollCreator } from './poll-creator';
import { useMediaUploads } from './use-media-uploads';
import { TagCreator } from './tag-creator';
import { useComposerScreen } from './use-composer-screen';
import { VisibilityPicker } from './visibility-picker';
import type { ErrorText } from '../../../worker/contracts/errors';

const POST_EMPTY: ErrorText<'POST_EMPTY'> = 'Post vazio';

export const COMPOSER_ID = 'compositor-de-post';

const EMPTY: CreatePostInput = { content: '', tagIds: [], newTags: [], poll: null, visibility: 'all' };

/**
 * Text, tags picked from the site's or created by name ('Criar tag'); the artist also picks 'Visível
 * para'; `limits` (the usage panel) sits inside. Free members are pointed to the plans. On a phone it
 * is one line ('No que você está pensando?') until tapped, then full-screen (use-composer-screen.ts).
 */
export function PostComposer({ canPost, isArtist = false, limits }: { canPost: boolean; isArtist?: boolean; limits?: ReactNode }) {
  const screen = useComposerScreen();
  const utils = trpc.useUtils();
  const tags = trpc.feed.tags.useQuery(undefined, { enabled: canPost });
  const create = trpc.feed.create.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.feed.list.invalidate(),
        utils.feed.tags.invalidate(),
        utils.feed.search.invalidate(),
        utils.members.dashboard.invalidate(),
        utils.members.usage.invalidate(),
      ]),
  });
  const form = useForm<CreatePostInput>({ resolver: zodResolver(createPostInput), defaultValues: EMPTY });
  const picked = form.watch('tagIds') ?? [];
  const typed = form.watch('newTags') ?? [];
  const uploads = useMediaUploads();
  const hasPoll = Boolean(form.watch('poll'));

  const submit = form.handleSubmit(async (values) => {
    if (uploads.busy) return void toast.info('Aguarde o envio dos arquivos terminar.');
    if (!values.content.trim() && uploads.ready.length === 0 && !values.poll)
      return void toast.error(POST_EMPTY, { description: 'Escreva algo, adicione uma foto ou uma enquete antes de publicar.' });
    try {
      await create.mutateAsync({ ...values, media: uploads.ready });
      uploads.clear();
      form.reset(EMPTY);
      screen.hide();
      toast.success('Post publicado!');
    } catch (e) {
      // The server deletes the files of a post it refused: pick them again for the next try.
      if (uploads.ready.length) uploads.clear();
      showMediaError(e, 'Erro ao publicar');
    }
  });

  if (!canPost) {
    return (
      <section id={COMPOSER_ID} className="rounded-2xl border border-white/10 bg-neutral-900 p-4 text-sm text-neutral-300">
        No plano gratuito você lê, reage e comenta. Para publicar posts,{' '}
        <Link to="/pricing" className="font-bold text-brand-400 underline underline-offset-2">
          assine um plano
        </Link>
        .
      </section>
    );
  }

  const toggleTag = (id: string) =>
    form.setValue('tagIds', picked.includes(id) ? picked.filter((t) => t !== id) : [...picked, id].slice(0, POST_MAX_TAGS - typed.length), {
      shouldDirty: true,
    });

  const open = screen.open;
  const content = form.register('content');
  return (
    <form
      id={COMPOSER_ID}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Criar post"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4',
        open
          ? 'max-md:fixed max-md:inset-0 max-md:z-50 max-md:overflow-y-auto max-md:overscroll-contain max-md:rounded-none max-md:border-0 max-md:bg-neutral-950'
          : 'max-md:p-2',
      )}
    >
      <div className={cn('flex items-center gap-2 md:hidden', !open && 'hidden')}>
        <button
          type="button"
          onClick={screen.hide}
          aria-label="Fechar"
          className="inline-flex size-11 items-center justify-center rounded-full text-neutral-300 hover:bg-neutral-800"
        >
          <X className="size-5" aria-hidden />
        </button>
        <h2 className="font-display text-lg font-black uppercase">Criar post</h2>
      </div>
      <label htmlFor="post-content" className="sr-only">
        O que você quer compartilhar?
      </label>
      <textarea
        id="post-content"
        rows={3}
        maxLength={POST_MAX_CHARS}
        placeholder="No que você está pensando?"
        onClick={screen.show}
        className={cn(
          'min-h-24 w-full resize-y rounded-lg border border-white/10 bg-neutral-950 p-3 text-neutral-50 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-2 focus:outline-offset-2 focus:outline-brand-400',
          open
            ? 'max-md:min-h-40'
            : 'max-md:h-11 max-md:min-h-11 max-md:resize-none max-md:overflow-hidden max-md:rounded-full max-md:px-4 max-md:py-2.5',
        )}
        {...content}
        onChange={(e) => {
          // A tap opens it; so does typing, for a keyboard that tabbed here (tabbing past leaves it a line).
          screen.show();
          void content.onChange(e);
        }}
      />
      {form.formState.errors.content && <p className="text-sm text-red-400">{form.formState.errors.content.message}</p>}
      {/* Collapsed on a phone, the one line above is all there is. */}
      <div className={cn('flex flex-col gap-3', !open && 'max-md:hidden')}>
        {tags.data && tags.data.length > 0 && (
          <div role="group" aria-label="Tags" className="flex flex-wrap gap-2">
            {tags.data.map((tag) => (
              <button
                key={tag.id}
                type="button"
                aria-pressed={picked.includes(tag.id)}
                onClick={() => toggleTag(tag.id)}
                className={cn(
                  'min-h-9 rounded-full border px-3 text-sm font-semibold',
                  picked.includes(tag.id)
                    ? 'border-brand-400 bg-brand-400 text-neutral-950'
                    : 'border-white/20 text-neutral-300 hover:border-white/40',
                )}
              >
                #{tag.name}
              </button>
            ))}
          </div>
        )}
        <TagCreator value={typed} picked={picked.length} onChange={(names) => form.setValue('newTags', names, { shouldDirty: true })} />
        <MediaPicker items={uploads.items} onAdd={uploads.add} onRemove={uploads.remove} onAlt={uploads.setAlt} />
        {isArtist && (
          <VisibilityPicker
            value={form.watch('visibility') ?? 'all'}
            onChange={(v) => form.setValue('visibility', v, { shouldDirty: true })}
          />
        )}
        {hasPoll && <PollCreator form={form} onRemove={() => form.setValue('poll', null, { shouldDirty: true })} />}
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            aria-pressed={hasPoll}
            onClick={() => form.setValue('poll', hasPoll ? null : newPoll(), { shouldDirty: true })}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold',
              hasPoll ? 'bg-brand-400/15 text-brand-400' : 'text-neutral-300 hover:bg-neutral-800',
            )}
          >
            <BarChart3 className="size-4" aria-hidden />
            Enquete
          </button>
          <Button type="submit" loading={create.isPending} disabled={uploads.busy}>
            Publicar
          </Button>
        </div>
        {limits}
      </div>
    </form>
  );
}
