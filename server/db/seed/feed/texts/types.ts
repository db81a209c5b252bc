/**
 * What members of one language write, as templates. `{name}` slots are filled from the post's match or
 * author: {home} {away} {league} {when} (kick-off, relative to the post), {winner} {loser} {wscore}
 * (the winner's score first), {score} (home first), {team} (the author's club), {friend} (an @mention),
 * {venue}.
 */
export interface PollText {
  question: string;
  options: readonly string[];
}

export interface LanguageTexts {
  /** Before kick-off. */
  preview: readonly string[];
  /** During the match, from the sofa, the café or the stand. */
  live: readonly string[];
  win: readonly string[];
  draw: readonly string[];
  /** Football talk without a match card. */
  general: readonly string[];
  /** About a picture the author took: keyed by what the picture shows. */
  captions: Readonly<Record<'stadium' | 'sky' | 'crowd' | 'formation' | 'ball' | 'scarf' | 'jersey' | 'ticket' | 'cafe', readonly string[]>>;
  /** A whole match day in many pictures. */
  album: readonly string[];
  /** Polls about a match ({home}, {away}) and about anything else. */
  matchPolls: readonly PollText[];
  polls: readonly PollText[];
  /** Notes for the feed's own friends and notes to self. */
  friendsOnly: readonly string[];
  onlyMe: readonly string[];
  shares: readonly string[];
  comments: readonly string[];
  matchComments: readonly string[];
  replies: readonly string[];
  bios: readonly string[];
  /** League names as fans of this language say them, by league slug; others keep the catalogue's name. */
  leagues: Readonly<Record<string, string>>;
  /** The league's hashtag, by league slug. */
  leagueTags: Readonly<Record<string, string>>;
  tags: readonly string[];
  derbyTag: string;
  /** Clubs as these fans call them, by catalogue name; others keep the catalogue's name. */
  teams: Readonly<Record<string, string>>;
}
