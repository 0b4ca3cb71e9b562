import { Clock, Shirt } from '../../components/icons/landing-icons';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CastVoteResult, ChangedVote, MyVote, PollOptionView } from '../../../worker/contracts/poll';
import { ShareButton } from '../../components/share-button';
import { Button } from '../../components/ui/button';
import { ChunkBoundary, prefetch, retryableLazy } from '../../components/ui/chunk-boundary';
import { toast } from '../../components/ui/toaster';
import { loadQueryProviders, WithQueries } from '../../components/ui/with-queries';
import { DesignCard, type CardAction } from './design-card';
import { MyCouponCard } from './my-coupon-card';
import { closingLabel, formatVotes, isClosed, POLL_INTRO, tallyMarks } from '../../../worker/contracts/poll-labels';
import { PollError, PollSkeleton } from './poll-states';
import { useAlreadyVoted } from './already-voted';
import { setMyVote, useMyVote } from './my-vote';
import { moveVoteInTally, usePollTally } from './tally';
import { useVoterToken } from './voter-token';
import { VoteDialogShell } from './vote-dialog-shell';

// The form (react-hook-form + the zod contract) loads when a fan reaches for a vote button.
// It and the change-of-vote dialog bring react-query + tRPC (WithQueries) in their own chunks.
const loadVoteDialog = () => Promise.all([import('./vote-dialog'), loadQueryProviders(), loadCouponDialog()]).then(([m]) => m);
const VoteDialog = retryableLazy(() => loadVoteDialog().then((m) => ({ default: m.VoteDialog })));
const loadChangeVoteDialog = () => Promise.all([import('./change-vote-dialog'), loadQueryProviders()]).then(([m]) => m);
const ChangeVoteDialog = retryableLazy(() => loadChangeVoteDialog().then((m) => ({ default: m.ChangeVoteDialog })));
// Zoom and coupon only show after a click: their code (and the dialog's) stays off the first load.
const loadCouponDialog = () => import('./coupon-dialog');
const CouponDialog = retryableLazy(() => loadCouponDialog().then((m) => ({ default: m.CouponDialog })));
const loadZoomDialog = () => import('./zoom-dialog');
// Only after the draw, for a browser that voted: its code stays off the landing's first load.
const AlreadyVotedNotice = retryableLazy(() => import('./already-voted-notice').then((m) => ({ default: m.AlreadyVotedNotice })));
const RaffleWinNotice = retryableLazy(() => import('./raffle-win-notice').then((m) => ({ default: m.RaffleWinNotice })));
const ZoomDialog = retryableLazy(() => loadZoomDialog().then((m) => ({ default: m.ZoomDialog })));

/** The coupon dialog after a vote: the coupon, the design voted for, and the browser's token for the e-mail status. */
type CouponShown = { code: string; optionId: string; designName: string; voterToken: string; emailConfirmed: boolean };
const sharePoll = () => ({
  title: 'Votação oficial do MC Mito',
  text: 'Escolha a camiseta oficial do Mito e concorra a 10 camisetas!',
  path: '/?enquete=1',
});

export interface PollSectionProps {
  /** Opens the club offer (after a vote, a duplicate vote, or from the section's own button). */
  onOpenOffer: () => void;
  /** Fetches the offer's code ahead (it opens right after a vote). */
  preloadOffer?: () => void;
}

/** The official T-shirt poll: five designs, vote form, coupon, change of vote, zoom. */
export function PollSection({ onOpenOffer, preloadOffer }: PollSectionProps) {
  const tally = usePollTally();
  const [voterToken, setVoterToken] = useVoterToken();
  const myVoteQuery = useMyVote(voterToken);
  const moveInTally = moveVoteInTally;

  const [voteFor, setVoteFor] = useState<PollOptionView | null>(null);
  const [changeTo, setChangeTo] = useState<PollOptionView | null>(null);
  const [changeLoaded, setChangeLoaded] = useState(false);
  const [zoomLoaded, setZoomLoaded] = useState(false);
  const [couponLoaded, setCouponLoaded] = useState(false);
  const [zoom, setZoom] = useState<PollOptionView | null>(null);
  const [coupon, setCoupon] = useState<CouponShown | null>(null);
  const offerPending = useRef(false);
  const [alreadyVoted, setAlreadyVoted] = useAlreadyVoted();

  // A token the server does not know (another database, a reset) is forgotten.
  useEffect(() => {
    if (voterToken && myVoteQuery.isSuccess && myVoteQuery.data === null) setVoterToken(null);
  }, [voterToken, myVoteQuery.isSuccess, myVoteQuery.data, setVoterToken]);

  // Whoever has voted may change it later, perhaps with no signal: the dialog's code comes now.
  const voted = !!myVoteQuery.data;
  useEffect(() => {
    if (voted) prefetch(loadChangeVoteDialog);
  }, [voted]);

  // A refresh that failed keeps the last tally and all that is open on it; only no tally at all shows the error.
  if (!tally.data)
    return (
      <Shell>
        {tally.error ? (
          <PollError notFound={tally.error === 'not-found'} onRetry={() => void tally.refetch()} retrying={tally.isFetching} />
        ) : (
          <PollSkeleton />
        )}
      </Shell>
    );

  const poll = tally.data;
  const myVote: MyVote | null = myVoteQuery.data ?? null;
  const closed = isClosed(poll);
  const checking = !!voterToken && myVoteQuery.isPending;
  const votedElsewhere = !myVote && alreadyVoted === poll.id;
  const showResults = closed || !!myVote || votedElsewhere;

  const actionFor = (o: PollOptionView): CardAction => {
    if (closed || checking) return 'none';
    if (!myVote) return 'vote';
    return myVote.optionId === o.id ? 'none' : 'change';
  };
  const act = (o: PollOptionView) => {
    setZoom(null);
    if (actionFor(o) === 'vote') {
      prefetch(loadVoteDialog);
      preloadOffer?.();
      setVoteFor(o);
    } else if (actionFor(o) === 'change') {
      setChangeLoaded(true);
      setChangeTo(o);
    }
  };

  const onVoted = (result: CastVoteResult) => {
    const option = poll.options.find((o) => o.id === result.optionId);
    setVoterToken(result.voterToken);
    setMyVote(result.voterToken, {
      optionId: result.optionId,
      coupon: result.coupon,
      designName: option?.name ?? '',
      emailConfirmed: result.emailConfirmed,
    });
    moveInTally(null, result.optionId, result.countedAt);
    setVoteFor(null);
    offerPending.current = true;
    setCouponLoaded(true);
    setCoupon({
      code: result.coupon,
      optionId: result.optionId,
      designName: option?.name ?? '',
      voterToken: result.voterToken,
      emailConfirmed: result.emailConfirmed,
    });
  };
  const onCouponDone = () => {
    setCoupon(null);
    if (offerPending.current) {
      offerPending.current = false;
      onOpenOffer();
    }
  };
  const onAlreadyVoted = (message: string) => {
    setVoteFor(null);
    setAlreadyVoted(poll.id);
    toast.info(message);
    onOpenOffer();
  };
  const onChanged = ({ countedAt, ...vote }: ChangedVote) => {
    if (voterToken) setMyVote(voterToken, vote);
    if (myVote) moveInTally(myVote.optionId, vote.optionId, countedAt);
    setChangeTo(null);
  };

  return (
    <Shell question={poll.question}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={closed ? BADGE_CLOSED : BADGE_OPEN}>
          <Clock className="size-4" aria-hidden />
          <span data-tally={tallyMarks.closing}>{closingLabel(poll.closesAt)}</span>
        </span>
        <span className="rounded-full border border-white/15 px-3 py-1 text-neutral-300" data-tally={tallyMarks.total}>
          {formatVotes(poll.totalVotes)}
        </span>
        <span className="ml-auto" data-js-only>
          <ShareButton label="Compartilhar a votação" className="text-neutral-300 hover:bg-neutral-800" share={sharePoll} />
        </span>
      </div>
      <p className="mt-3 text-sm text-neutral-300" data-tally={tallyMarks.intro}>
        {closed
          ? POLL_INTRO.closed
          : myVote
            ? 'Seu voto está registrado. Mudou de ideia? Escolha outro design — seu cupom continua o mesmo.'
            : POLL_INTRO.open}
      </p>

      {closed && voterToken && (
        <ChunkBoundary resetKey={voterToken} onError={() => {}}>
          <Suspense fallback={null}>
            <RaffleWinNotice voterToken={voterToken} />
          </Suspense>
        </ChunkBoundary>
      )}
      {votedElsewhere && (
        <ChunkBoundary resetKey={poll.id} onError={() => {}}>
          <Suspense fallback={null}>
            <AlreadyVotedNotice />
          </Suspense>
        </ChunkBoundary>
      )}
      {myVote && <MyCouponCard myVote={myVote} />}

      <ul
        className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5"
        onPointerOver={() => {
          prefetch(loadZoomDialog);
          if (!myVote && !closed) prefetch(loadVoteDialog);
        }}
      >
        {poll.options.map((o) => (
          <DesignCard
            key={o.id}
            option={o}
            showResults={showResults}
            mine={myVote?.optionId === o.id}
            action={actionFor(o)}
            onAction={() => act(o)}
            onZoom={() => {
              setZoomLoaded(true);
              setZoom(o);
            }}
          />
        ))}
      </ul>

      <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-300">
          <strong className="text-white">Clube do Mito:</strong> camiseta oficial com 20% de desconto, frete incluso e lugar garantido entre
          as 100 primeiras peças.
        </p>
        <Button variant="secondary" className="shrink-0" onClick={onOpenOffer} data-js-only>
          <Shirt className="size-4" aria-hidden />
          Quero a camiseta do clube
        </Button>
      </div>

      {voteFor && (
        <ChunkBoundary resetKey={voteFor} onError={() => setVoteFor(null)}>
          <WithQueries fallback={<VoteDialogShell option={voteFor} onClose={() => setVoteFor(null)} />}>
            <VoteDialog option={voteFor} onClose={() => setVoteFor(null)} onVoted={onVoted} onAlreadyVoted={onAlreadyVoted} />
          </WithQueries>
        </ChunkBoundary>
      )}
      {myVote && changeLoaded && (
        <ChunkBoundary resetKey={changeTo} onError={() => setChangeTo(null)}>
          <WithQueries>
            <ChangeVoteDialog
              target={changeTo}
              current={myVote}
              voterToken={voterToken}
              onChanged={onChanged}
              onLost={() => setVoterToken(null)}
              onClose={() => setChangeTo(null)}
            />
          </WithQueries>
        </ChunkBoundary>
      )}
      {couponLoaded && (
        <ChunkBoundary resetKey={coupon} onError={onCouponDone}>
          <WithQueries>
            <CouponDialog
              coupon={coupon?.code ?? null}
              optionId={coupon?.optionId ?? ''}
              designName={coupon?.designName ?? ''}
              voterToken={coupon?.voterToken ?? ''}
              emailConfirmed={coupon?.emailConfirmed ?? false}
              onDone={onCouponDone}
            />
          </WithQueries>
        </ChunkBoundary>
      )}
      {zoomLoaded && (
        <ChunkBoundary resetKey={zoom} onError={() => setZoom(null)}>
          <Suspense fallback={null}>
            <ZoomDialog
              option={zoom}
              action={zoom ? actionFor(zoom) : 'none'}
              onAction={() => zoom && act(zoom)}
              onClose={() => setZoom(null)}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </Shell>
  );
}

const BADGE_OPEN = 'inline-flex items-center gap-1.5 rounded-full bg-funk-500/15 px-3 py-1 font-bold text-funk-500';
const BADGE_CLOSED = 'inline-flex items-center gap-1.5 rounded-full bg-neutral-800 px-3 py-1 font-bold text-neutral-300';

function Shell({ question, children }: { question?: string; children: ReactNode }) {
  return (
    <section id="enquete-oficial" aria-labelledby="enquete-titulo" className="scroll-mt-20 border-b border-white/10 focus:outline-none">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">Enquete oficial</p>
        <h2
          id="enquete-titulo"
          className="mt-2 font-display text-3xl uppercase leading-tight sm:text-4xl"
          data-tally={question ? tallyMarks.question : undefined}
        >
          {question ?? 'Qual vai ser a camiseta oficial do Mito?'}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </section>
  );
}
