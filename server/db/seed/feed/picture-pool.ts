import type { Faker } from '@faker-js/faker';
import type { PictureKind } from './pictures';
import type { StoredPicture } from './store-pictures';

/** The drawn pictures, found by what they show, so a post gets pictures that go with its words. */
export class PicturePool {
  constructor(
    private readonly all: readonly StoredPicture[],
    private readonly f: Faker,
  ) {}

  private readonly usedCount = new Map<string, number>();

  /** One of the least used pictures of these, so every drawing turns up somewhere. */
  private choose(list: readonly StoredPicture[]): StoredPicture | null {
    if (list.length === 0) return null;
    const least = Math.min(...list.map((p) => this.usedCount.get(p.path) ?? 0));
    const picture = this.f.helpers.arrayElement(list.filter((p) => (this.usedCount.get(p.path) ?? 0) === least));
    this.usedCount.set(picture.path, least + 1);
    return picture;
  }

  ofKind(kind: PictureKind, except: readonly StoredPicture[] = []): StoredPicture | null {
    return this.choose(this.all.filter((p) => p.kind === kind && !except.includes(p)));
  }

  forMatch(kind: 'scoreboard' | 'ticket', fixtureId: number): StoredPicture | null {
    return this.choose(this.all.filter((p) => p.kind === kind && p.fixtureId === fixtureId));
  }

  /** A picture of a club's things (its scarf, its team sheet), or null when none was drawn. */
  ofClub(kind: 'scarf' | 'formation', club: string): StoredPicture | null {
    return this.choose(this.all.filter((p) => p.kind === kind && p.team === club));
  }

  shirtOf(authorId: number): StoredPicture | null {
    return this.choose(this.all.filter((p) => p.kind === 'jersey' && p.ownerId === authorId));
  }

  hasMatch(kind: 'scoreboard' | 'ticket', fixtureId: number): boolean {
    return this.all.some((p) => p.kind === kind && p.fixtureId === fixtureId);
  }

  /** A few pictures from the kinds given, each picture at most once: an album, a night at the ground. */
  some(kinds: readonly PictureKind[], count: number, first: readonly StoredPicture[] = []): StoredPicture[] {
    const out = [...first];
    for (let i = 0; out.length < count && i < count * 3; i++) {
      const p = this.ofKind(kinds[i % kinds.length] ?? 'stadium', out);
      if (p) out.push(p);
    }
    return out;
  }
}
