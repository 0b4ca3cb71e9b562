import { BarChart3, Check, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { FeedPoll } from '../../../worker/contracts/post-polls';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cn } from '../../components/ui/cn';
import { formatShare, formatVoters, formatVotes, isPollOpen, pollShares, pollTimeText } from './poll-view';
import { useClosePoll, useVotePoll } from './use-post-poll';

/**
 * The poll inside a post card: radio buttons (single choice) or checkboxes (multiple)
 * while open and not yet voted; afterwards, and for the post's author, bars with percentages and
 * the total. Closed and expired polls say so and show their results.
 */
export function PostPoll({ postId, poll }: { postId: string; poll: FeedPoll }) {
  const open = isPollOpen(poll);
  // The author votes in their own poll like anyone, and sees the results after voting or once it is over.
  const [peek, setPeek] = useState(false);
  const voting = open && poll.myVotes.length === 0 && !peek;
  return (
    <section
      aria-label={`Enquete: ${poll.question}`}
      className="flex flex-col gap-3 rounded-xl border border-white/10 bg-neutral-950/60 p-3 sm:p-4"
    >
      {voting ? <PollForm postId={postId} poll={poll} /> : <PollResults poll={poll} />}
      {poll.isMine && open && poll.myVotes.length === 0 && (
        <button
          type="button"
          onClick={() => setPeek((v) => !v)}
          className="self-start text-xs font-semibold text-neutral-300 underline underline-offset-2 hover:text-neutral-50"
        >
          {peek ? 'Votar' : 'Ver resultados'}
        </button>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-2 text-xs text-neutral-400">
        <p role={open ? undefined : 'status'} className={cn('inline-flex items-center gap-1', !open && 'font-semibold text-neutral-200')}>
          {!open && <Lock className="size-3.5" aria-hidden />}
          {pollTimeText(poll)}
        </p>
        {poll.isMine && open && <ClosePollButton postId={postId} pollId={poll.id} />}
      </footer>
    </section>
  );
}

function PollForm({ postId, poll }: { postId: string; poll: FeedPoll }) {
  const vote = useVotePoll(postId);
  const [picked, setPicked] = useState<string[]>([]);
  const name = useId();
  const pick = (id: string, on: boolean) =>
    setPicked((cur) => (poll.multipleChoice ? (on ? [...cur, id] : cur.filter((x) => x !== id)) : [id]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (picked.length) vote.mutate({ pollId: poll.id, optionIds: picked });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold text-neutral-50">{poll.question}</legend>
        {poll.multipleChoice && <p className="-mt-1 mb-1 text-xs text-neutral-400">Escolha uma ou mais opções</p>}
        {poll.options.map((o) => (
          <label
            key={o.id}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm text-neutral-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
              picked.includes(o.id) ? 'border-brand-400 bg-brand-400/10' : 'border-white/15 hover:border-white/30',
            )}
          >
            <input
              type={poll.multipleChoice ? 'checkbox' : 'radio'}
              name={name}
              value={o.id}
              checked={picked.includes(o.id)}
              onChange={(e) => pick(o.id, e.target.checked)}
              className="size-4 accent-brand-400"
            />
            <span className="break-words">{o.text}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-neutral-400">{formatVoters(poll.totalVotes)}</span>
        <Button type="submit" disabled={!picked.length} loading={vote.isPending}>
          Votar
        </Button>
      </div>
    </form>
  );
}

function PollResults({ poll }: { poll: FeedPoll }) {
  const shares = pollShares(poll);
  return (
    <div className="flex flex-col gap-3">
      <p className="font-bold text-neutral-50">{poll.question}</p>
      {poll.showResults ? (
        <ul aria-label="Resultado da enquete" className="flex flex-col gap-2">
          {poll.options.map((o, i) => {
            const mine = poll.myVotes.includes(o.id);
            const share = shares[i] ?? 0;
            return (
              <li key={o.id} className="flex flex-col gap-1">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span
                    className={cn(
                      'inline-flex min-w-0 items-center gap-1 break-words',
                      mine ? 'font-bold text-brand-400' : 'text-neutral-100',
                    )}
                  >
                    {mine && <Check className="size-4 shrink-0" aria-label="Seu voto" />}
                    {o.text}
                  </span>
                  <span className="shrink-0 font-bold tabular-nums text-neutral-50" data-testid="poll-share">
                    {/* Counts the server had not shown yet arrive with its answer to the vote. */}
                    {o.votes === null ? '…' : formatShare(share)}
                  </span>
                </div>
                <progress
                  max={100}
                  value={share}
                  aria-label={`${o.text}: ${formatShare(share)} dos votantes${o.votes === null ? '' : ` (${formatVotes(o.votes)})`}`}
                  className={cn(
                    'h-2 w-full appearance-none overflow-hidden rounded-full bg-neutral-800 [&::-webkit-progress-bar]:bg-neutral-800',
                    mine
                      ? '[&::-moz-progress-bar]:bg-brand-400 [&::-webkit-progress-value]:bg-brand-400'
                      : '[&::-moz-progress-bar]:bg-neutral-500 [&::-webkit-progress-value]:bg-neutral-500',
                  )}
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="flex flex-col gap-2">
          {poll.options.map((o) => (
            <li key={o.id} className="rounded-lg border border-white/10 px-3 py-2 text-sm text-neutral-300">
              {o.text}
            </li>
          ))}
        </ul>
      )}
      <p className="inline-flex items-center gap-1 text-xs text-neutral-400" data-testid="poll-total">
        <BarChart3 className="size-3.5" aria-hidden />
        {formatVoters(poll.totalVotes)}
      </p>
    </div>
  );
}

function ClosePollButton({ postId, pollId }: { postId: string; pollId: string }) {
  const close = useClosePoll(postId);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={close.isPending}
        onClick={() => setAsking(true)}
        className="min-h-9 rounded-lg px-2 font-semibold text-neutral-300 underline underline-offset-2 hover:text-neutral-50 disabled:opacity-60"
      >
        Fechar enquete
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Fechar esta enquete?"
        description="Ninguém mais poderá votar. O resultado continua visível."
        confirmLabel="Fechar enquete"
        pending={close.isPending}
        onConfirm={() => close.mutate({ pollId }, { onSuccess: () => setAsking(false) })}
      />
    </>
  );
}
