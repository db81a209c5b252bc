'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { BarChart3, ImagePlus, Send, Trophy, X } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { Match } from '@/lib/contract/schedule';
import { POST_LIMITS, type PostAudience } from '@/lib/domain/feed';
import { useCurrentUser } from '@/lib/stores/session-store';
import { AudienceSelect } from './audience-select';
import { CharCount, charCount } from './char-count';
import type { ComposerProps } from './composer';
import { draftBody, draftProblem, type ComposerDraft } from './composer-draft';
import { feedErrorText, isUnauthorized } from './feed-errors';
import { useFeedViewer } from './feed-viewer';
import { MatchSummary } from './match-summary';
import { emptyPoll, type PollDraft } from './poll-draft';
import { usePictureUploads, type PickRefusal } from './use-picture-uploads';
import { useCreatePost } from './use-post-writes';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';

// Each part loads when the member first uses it: the box itself is all a first visit needs.
const MatchPicker = dynamic(() => import('./match-picker').then((m) => m.MatchPicker), { ssr: false });
const ComposerPictures = dynamic(() => import('./composer-pictures').then((m) => m.ComposerPictures), { ssr: false });
const PollBuilder = dynamic(() => import('./poll-builder').then((m) => m.PollBuilder), { ssr: false });

const tool = 'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-muted transition hover:bg-surface-2 hover:text-fg disabled:opacity-40 [&_svg]:size-[18px]';

/** A member's box at the top of the feed: they write, add pictures, a poll or a match, pick who reads it, and post. */
export function MemberComposer({ groupId, onPosted }: ComposerProps) {
  const t = useTranslations('feed.composer');
  const te = useTranslations('feed.errors');
  const id = useId();
  const user = useCurrentUser();
  const { timeZone } = useFeedViewer();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<PostAudience>('public');
  const [poll, setPoll] = useState<PollDraft | null>(null);
  const [match, setMatch] = useState<Match | null>(null);
  const [picking, setPicking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const pictures = usePictureUploads();
  const create = useCreatePost((post) => {
    setText('');
    setPoll(null);
    setMatch(null);
    pictures.clear();
    toast.success(t(post.state === 'held' ? 'held' : 'posted'));
    onPosted?.(post);
  });

  const draft: ComposerDraft = { text, audience, pictures: pictures.pictures, poll, match };
  const problem = draftProblem(draft);
  const used = charCount(text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    if (problem) return setNotice(problem === 'empty' ? null : t(`problems.${problem}`));
    setNotice(null);
    create.mutate({ ...draftBody(draft), ...(groupId ? { groupId } : {}) }, { onError: (err) => isUnauthorized(err) && openAuthDialog('login') });
  };
  const pick = (files: FileList | null) => {
    const refusal: PickRefusal | null = pictures.add(files ? [...files] : []);
    setNotice(refusal ? t(`pick.${refusal}`, { max: POST_LIMITS.imagesMax, mb: POST_LIMITS.imageMaxBytes / 1024 / 1024 }) : null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const failure = create.isError && !isUnauthorized(create.error) ? feedErrorText(create.error, (key) => te(key)) : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm sm:p-4" data-testid="composer">
      <div className="flex gap-3">
        {user ? <Avatar name={user.displayName} src={user.profilePicture} className="hidden sm:inline-flex" /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-text`} className="sr-only">
            {t('label')}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={text ? 4 : 2}
            placeholder={t('placeholder', { name: user?.displayName ?? '' })}
            aria-describedby={`${id}-count`}
            aria-invalid={used > POST_LIMITS.bodyMax || undefined}
            className="w-full resize-y rounded-xl border border-transparent bg-surface-2/60 px-3 py-2.5 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-accent/40 md:text-[0.9375rem]"
          />
        </div>
      </div>
      {pictures.pictures.length > 0 ? <ComposerPictures pictures={pictures.pictures} onRemove={pictures.remove} onRetry={pictures.retry} onMove={pictures.move} onDescribe={pictures.describe} /> : null}
      {poll ? <PollBuilder poll={poll} onChange={setPoll} onRemove={() => setPoll(null)} /> : null}
      {match ? (
        <div className="flex items-center gap-2 rounded-xl border border-border bg-surface-2/40 p-3" data-testid="composer-match">
          <MatchSummary match={match} timeZone={timeZone} />
          <Button variant="ghost" size="icon" onClick={() => setMatch(null)} aria-label={t('match.remove')}>
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      {notice || failure ? (
        <p role="alert" className="text-sm text-live">
          {failure ?? notice}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1 border-t border-border pt-2">
        <input ref={fileInput} id={`${id}-files`} type="file" accept="image/*" multiple className="sr-only" onChange={(e) => pick(e.target.files)} data-testid="composer-files" tabIndex={-1} />
        <button type="button" className={tool} onClick={() => fileInput.current?.click()} disabled={pictures.pictures.length >= POST_LIMITS.imagesMax}>
          <ImagePlus aria-hidden className="text-success" />
          <span className="sr-only sm:not-sr-only">{t('addPictures')}</span>
        </button>
        <button type="button" className={tool} onClick={() => setPoll(poll ? null : emptyPoll())} aria-pressed={poll !== null}>
          <BarChart3 aria-hidden className="text-warning" />
          <span className="sr-only sm:not-sr-only">{t('addPoll')}</span>
        </button>
        <button type="button" className={tool} aria-haspopup="dialog" onClick={() => setPicking(true)}>
          <Trophy aria-hidden className="text-accent" />
          <span className="sr-only sm:not-sr-only">{t('addMatch')}</span>
        </button>
        <span className="ml-auto flex flex-wrap items-center gap-2">
          <CharCount id={`${id}-count`} used={used} max={POST_LIMITS.bodyMax} />
          <AudienceSelect value={audience} onChange={setAudience} compact />
          <Button type="submit" aria-busy={create.isPending || undefined} disabled={create.isPending || problem === 'empty'} data-testid="composer-submit">
            <Send aria-hidden />
            {create.isPending ? t('posting') : t('submit')}
          </Button>
        </span>
      </div>
      {picking ? (
        <MatchPicker
          timeZone={timeZone}
          onClose={() => setPicking(false)}
          onPick={(m) => {
            setMatch(m);
            setPicking(false);
          }}
        />
      ) : null}
    </form>
  );
}
