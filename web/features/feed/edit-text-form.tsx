import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { editCommentInput, editPostInput, type EditCommentInput, type EditPostInput } from '../../../worker/contracts/edits';
import { COMMENT_MAX_CHARS, POST_MAX_CHARS } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { enterToSend } from '../../lib/enter-to-send';
import { readError } from '../../lib/trpc-error';

interface AreaProps {
  label: string;
  field: UseFormRegisterReturn<'content'>;
  error?: string;
  saving: boolean;
  maxLength: number;
  /** A comment saves on Enter (Shift+Enter adds a line), as it is sent; a post's text keeps Enter for new lines. */
  enterSaves: boolean;
  submit: () => void;
  onCancel: () => void;
}

function EditArea({ label, field, error, saving, maxLength, enterSaves, submit, onCancel }: AreaProps) {
  const id = `editar-${field.name}-${label.length}`;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-2"
      aria-label={label}
    >
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        {...field}
        onKeyDown={enterSaves ? enterToSend(submit) : undefined}
        maxLength={maxLength}
        rows={enterSaves ? 2 : 4}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens when the person taps "Editar": the text they asked to edit takes the focus.
        autoFocus
        aria-invalid={error ? true : undefined}
        className="w-full resize-y rounded-lg border border-white/15 bg-neutral-950 px-3 py-2 text-base text-neutral-50 focus:border-brand-400 focus:outline-none sm:text-sm"
      />
      {error && <p className="text-xs text-red-400">{error}</p>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="secondary" loading={saving}>
          Salvar
        </Button>
      </div>
    </form>
  );
}

const failed = (e: unknown) => toast.error('Erro ao editar', { description: readError(e, 'Tente novamente em alguns minutos.').message });

interface FormProps<T> {
  content: string;
  onSave: (values: T) => Promise<unknown>;
  onCancel: () => void;
}

/** A post's text being edited by its author, checked with the schema feed.editPost uses. */
export function PostEditForm({ postId, content, onSave, onCancel }: FormProps<EditPostInput> & { postId: string }) {
  const form = useForm<EditPostInput>({ resolver: zodResolver(editPostInput), defaultValues: { postId, content } });
  const submit = form.handleSubmit((v) => onSave(v).catch(failed));
  const { errors, isSubmitting } = form.formState;
  return (
    <EditArea
      label="Editar post"
      field={form.register('content')}
      error={errors.content?.message}
      saving={isSubmitting}
      maxLength={POST_MAX_CHARS}
      enterSaves={false}
      submit={() => void submit()}
      onCancel={onCancel}
    />
  );
}

/** A comment being edited by its author, checked with the schema feed.editComment uses. */
export function CommentEditForm({ commentId, content, onSave, onCancel }: FormProps<EditCommentInput> & { commentId: string }) {
  const form = useForm<EditCommentInput>({ resolver: zodResolver(editCommentInput), defaultValues: { commentId, content } });
  const submit = form.handleSubmit((v) => onSave(v).catch(failed));
  const { errors, isSubmitting } = form.formState;
  return (
    <EditArea
      label="Editar comentário"
      field={form.register('content')}
      error={errors.content?.message}
      saving={isSubmitting}
      maxLength={COMMENT_MAX_CHARS}
      enterSaves
      submit={() => void submit()}
      onCancel={onCancel}
    />
  );
}
